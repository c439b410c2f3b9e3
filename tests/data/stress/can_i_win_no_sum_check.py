# LeetCode 464 "Can I Win", wrong: the usual memoised search, but without
# the check that the whole pool reaches the total. When it does not, nobody
# can win and LeetCode answers false; this search answers whatever the last
# pick leaves.
import sys
from functools import lru_cache

data = list(map(int, sys.stdin.read().replace("=", " ").replace(",", " ").split()))
for most, total in zip(data[0::2], data[1::2]):
    if total <= 0:
        print("true")
        continue

    @lru_cache(maxsize=None)
    def wins(picked, left):
        for i in range(1, most + 1):
            if picked & (1 << i) == 0:
                if i >= left or not wins(picked | (1 << i), left - i):
                    return True
        return False

    print("true" if wins(0, total) else "false")
