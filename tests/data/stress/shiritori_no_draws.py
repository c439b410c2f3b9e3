# AtCoder ABC209 E "Shiritori", wrong: retrograde analysis done right, but
# an opening after which play goes on for ever is printed `Takahashi`, not
# `Draw`.
import sys
from collections import deque
data = sys.stdin.read().split()
n = int(data[0]); words = data[1:1 + n]
into = {}
out_degree = {}
seen = set()
for w in words:
    a, b = w[:3], w[-3:]
    out_degree.setdefault(a, 0); out_degree.setdefault(b, 0)
    if (a, b) in seen:
        continue
    seen.add((a, b))
    into.setdefault(b, []).append(a)
    out_degree[a] += 1
result = {}
queue = deque(v for v, d in out_degree.items() if d == 0)
for v in queue:
    result[v] = "lose"
while queue:
    v = queue.popleft()
    for u in into.get(v, []):
        if u in result:
            continue
        if result[v] == "lose":
            result[u] = "win"; queue.append(u)
        else:
            out_degree[u] -= 1
            if out_degree[u] == 0:
                result[u] = "lose"; queue.append(u)
for w in words:
    r = result.get(w[-3:])
    print("Aoki" if r == "win" else "Takahashi")
