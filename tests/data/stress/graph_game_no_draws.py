# The game on a directed graph, wrong: retrograde analysis done right, but a
# vertex left undecided (a draw: play goes round for ever) is printed as
# `lose`, as by a coder who forgot that a game can go on for ever.
import sys
from collections import deque
data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
into = [[] for _ in range(n)]
out_degree = [0] * n
seen = set()
for i in range(m):
    u, v = int(data[2 + 2 * i]) - 1, int(data[3 + 2 * i]) - 1
    if (u, v) in seen:
        continue
    seen.add((u, v))
    into[v].append(u)
    out_degree[u] += 1
result = [None] * n
queue = deque(v for v in range(n) if out_degree[v] == 0)
for v in queue:
    result[v] = "lose"
while queue:
    v = queue.popleft()
    for u in into[v]:
        if result[u] is not None:
            continue
        if result[v] == "lose":
            result[u] = "win"
            queue.append(u)
        else:
            out_degree[u] -= 1
            if out_degree[u] == 0:
                result[u] = "lose"
                queue.append(u)
print("\n".join(r or "lose" for r in result))
