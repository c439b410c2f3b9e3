# LeetCode 1140 "Stone Game II", wrong: M never grows, so a move always
# takes 1 or 2 piles. Prints Alice's total.
import sys
from functools import lru_cache
data = list(map(int, sys.stdin.read().split()))
piles = data[1 : 1 + data[0]]
n = len(piles)
suffix = [0] * (n + 1)
for i in range(n - 1, -1, -1):
    suffix[i] = suffix[i + 1] + piles[i]

@lru_cache(maxsize=None)
def best(i):
    # The most the player to move collects from piles[i:].
    if i >= n:
        return 0
    return max(suffix[i] - best(i + x) for x in (1, 2) if i + x <= n)

print(best(0))
