# POJ 1704 "Georgia and Bob", wrong: it pairs the chessmen in the order
# the input gives them, without sorting the grids first (the problem's
# known trap: the sample's grids come sorted, the judge's need not).
import sys
data = list(map(int, sys.stdin.read().split()))
at = 1
for _ in range(data[0]):
    n = data[at]
    grids = data[at + 1 : at + 1 + n]
    at += 1 + n
    if n % 2 == 1:
        grids = [0] + grids
    xor = 0
    for i in range(0, len(grids), 2):
        xor ^= abs(grids[i + 1] - grids[i]) - 1
    print("Georgia will win" if xor else "Bob will win")
