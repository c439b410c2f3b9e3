# HDU 1730 "Northcott Game", wrong: it XORs 1 for every row whose pieces
# are apart and 0 for touching ones (the parity of the rows with a gap),
# instead of XORing the gaps themselves.
import sys
data = list(map(int, sys.stdin.read().split()))
at = 0
while at < len(data):
    n, m = data[at], data[at + 1]
    at += 2
    xor = 0
    for _ in range(n):
        t, j = data[at], data[at + 1]
        at += 2
        xor ^= 0 if abs(t - j) == 1 else 1
    print("I WIN!" if xor else "BAD LUCK!")
