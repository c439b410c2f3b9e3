# LeetCode 913 "Cat and Mouse", wrong: retrograde analysis done right, but
# only the cat moving onto the mouse catches it; a mouse that walks onto
# the cat's node is not caught.
import sys, json
from collections import deque
graph = json.loads(sys.stdin.read())
n = len(graph)
MOUSE, CAT = 1, 2
result = {}
degree = {}
for m in range(n):
    for c in range(1, n):
        degree[(m, c, 0)] = len(graph[m])
        degree[(m, c, 1)] = len([x for x in graph[c] if x != 0])
queue = deque()
for c in range(1, n):
    for t in range(2):
        result[(0, c, t)] = MOUSE
        queue.append((0, c, t))
    result[(c, c, 0)] = CAT  # caught, the mouse to move: the cat came to it
    queue.append((c, c, 0))
while queue:
    m, c, t = queue.popleft()
    r = result[(m, c, t)]
    if t == 1:  # the mouse moved here
        for pm in graph[m]:
            p = (pm, c, 0)
            if p in result:
                continue
            if r == MOUSE:
                result[p] = MOUSE; queue.append(p)
            else:
                degree[p] -= 1
                if degree[p] == 0:
                    result[p] = CAT; queue.append(p)
    else:  # the cat moved here
        for pc in graph[c]:
            if pc == 0:
                continue
            p = (m, pc, 1)
            if p in result:
                continue
            if r == CAT:
                result[p] = CAT; queue.append(p)
            else:
                degree[p] -= 1
                if degree[p] == 0:
                    result[p] = MOUSE; queue.append(p)
print(result.get((1, 2, 0), 0))
