# CSES 2207 "Grundy's Game", wrong: it believes only heaps of 1 and 2 (which
# cannot be split) are lost; a heap of 4 is lost too.
import sys
data = list(map(int, sys.stdin.read().split()))
for n in data[1 : 1 + data[0]]:
    print("second" if n <= 2 else "first")
