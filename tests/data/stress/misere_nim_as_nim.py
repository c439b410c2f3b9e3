# HDU 1907 "John", wrong: it plays normal Nim (the XOR of the sizes) and
# forgets that eating the last candy loses; heaps of one are where the two
# differ (one heap of one is Brother's win, not John's).
import sys
data = list(map(int, sys.stdin.read().split()))
at = 1
for _ in range(data[0]):
    n = data[at]
    xor = 0
    for size in data[at + 1 : at + 1 + n]:
        xor ^= size
    at += 1 + n
    print("John" if xor else "Brother")
