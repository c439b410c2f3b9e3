# HDU 3032 "Nim or not Nim?", wrong: it plays plain Nim (the XOR of the
# sizes) and forgets that a heap may be split; heaps 1 2 3 are a win for
# Alice (a heap of 3 is worth 4), not a loss.
import sys
data = list(map(int, sys.stdin.read().split()))
at = 1
for _ in range(data[0]):
    n = data[at]
    xor = 0
    for size in data[at + 1 : at + 1 + n]:
        xor ^= size
    at += 1 + n
    print("Alice" if xor else "Bob")
