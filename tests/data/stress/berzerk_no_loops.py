# Codeforces 786A "Berzerk", wrong: retrograde analysis done right, but a
# start from which the game never ends is printed `Lose`, not `Loop`.
import sys
from collections import deque
data = list(map(int, sys.stdin.read().split()))
n = data[0]
k1 = data[1]; s1 = data[2:2 + k1]
k2 = data[2 + k1]; s2 = data[3 + k1:3 + k1 + k2]
sets = [s1, s2]
result = [[None] * n for _ in range(2)]
left = [[len(sets[w])] * n for w in range(2)]
queue = deque()
for w in range(2):
    result[w][0] = "Lose"
    queue.append((w, 0))
while queue:
    w, p = queue.popleft()
    o = 1 - w
    for x in sets[o]:
        q = (p - x) % n
        if q == 0 or result[o][q] is not None:
            continue
        if result[w][p] == "Lose":
            result[o][q] = "Win"; queue.append((o, q))
        else:
            left[o][q] -= 1
            if left[o][q] == 0:
                result[o][q] = "Lose"; queue.append((o, q))
for w in range(2):
    print(" ".join(result[w][p] or "Lose" for p in range(1, n)))
