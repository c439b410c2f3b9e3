# CSES 1729 "Stick Game", wrong: it plays as if any number up to the
# largest allowed could be taken (Subtraction Nim), so a heap is lost
# exactly on the multiples of max + 1.
import sys
data = list(map(int, sys.stdin.read().split()))
n, k, allowed = data[0], data[1], data[2 : 2 + data[1]]
most = max(allowed)
print("".join("L" if h % (most + 1) == 0 else "W" for h in range(1, n + 1)))
