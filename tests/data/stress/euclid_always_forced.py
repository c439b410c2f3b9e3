# UVa 10368 "Euclid's Game", wrong: it plays every move as if forced,
# subtracting the smaller number once, and forgets that from a >= 2b the
# mover may take any multiple and so choose who faces (a mod b, b).
import sys
data = list(map(int, sys.stdin.read().split()))
for at in range(0, len(data) - 1, 2):
    a, b = data[at], data[at + 1]
    if a == 0 and b == 0:
        break
    stan = True
    while True:
        high, low = max(a, b), min(a, b)
        if high % low == 0:
            break
        a, b = high - low, low
        stan = not stan
    print("Stan wins" if stan else "Ollie wins")
