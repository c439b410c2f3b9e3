# AtCoder ABC261 Ex "Game on Graph", wrong: Dijkstra's order done right for
# Takahashi, but Aoki's position is settled by its first decided move, as
# if Aoki also wanted the game to end cheaply.
import sys, heapq
data = list(map(int, sys.stdin.read().split()))
n, m, v = data[0], data[1], data[2] - 1
into = [[] for _ in range(n)]
out_degree = [0] * n
for i in range(m):
    a, b, c = data[3 + 3 * i] - 1, data[4 + 3 * i] - 1, data[5 + 3 * i]
    into[b].append((a, c))
    out_degree[a] += 1
INF = None
done = [[None] * n for _ in range(2)]
heap = []
for u in range(n):
    if out_degree[u] == 0:
        heap.append((0, u, 0)); heap.append((0, u, 1))
heapq.heapify(heap)
while heap:
    d, u, t = heapq.heappop(heap)
    if done[t][u] is not None:
        continue
    done[t][u] = d
    for a, c in into[u]:
        if done[1 - t][a] is None:
            heapq.heappush(heap, (d + c, a, 1 - t))
r = done[0][v]
print("INFINITY" if r is None else r)
