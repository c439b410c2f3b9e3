# LeetCode 1728 "Cat and Mouse II", wrong: retrograde analysis done right,
# but every jump falls one cell short of its limit (an off-by-one).
import sys, json
from collections import deque
text = sys.stdin.read()
end = text.index(']') + 1
grid = json.loads(text[:end])
cat_jump, mouse_jump = map(int, text[end:].split())
R, C = len(grid), len(grid[0])
cells = [(r, c) for r in range(R) for c in range(C)]
def find(ch):
    return next((r, c) for r, c in cells if grid[r][c] == ch)
food, mouse, cat = find('F'), find('M'), find('C')
def reach(p, jump):
    out = []
    out.append(p)
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        for k in range(1, jump):
            r, c = p[0] + dr * k, p[1] + dc * k
            if not (0 <= r < R and 0 <= c < C) or grid[r][c] == '#':
                break
            out.append((r, c))
    return out
free = [p for p in cells if grid[p[0]][p[1]] != '#']
MOUSE, CAT = 1, 2
def terminal(m, c):
    if m == c or c == food:
        return CAT
    if m == food:
        return MOUSE
    return None
result, left, queue = {}, {}, deque()
for m in free:
    for c in free:
        for t in (0, 1):
            w = terminal(m, c)
            if w:
                result[(m, c, t)] = w
                queue.append((m, c, t))
            else:
                left[(m, c, t)] = len(reach(m, mouse_jump) if t == 0 else reach(c, cat_jump))
                if left[(m, c, t)] == 0:
                    result[(m, c, t)] = CAT if t == 0 else MOUSE
                    queue.append((m, c, t))
while queue:
    m, c, t = queue.popleft()
    w = result[(m, c, t)]
    pt = 1 - t
    preds = [(pm, c) for pm in reach(m, mouse_jump)] if pt == 0 else [(m, pc) for pc in reach(c, cat_jump)]
    for pm, pc in preds:
        p = (pm, pc, pt)
        if p in result:
            continue
        if w == (MOUSE if pt == 0 else CAT):
            result[p] = w
            queue.append(p)
        else:
            left[p] -= 1
            if left[p] == 0:
                result[p] = w
                queue.append(p)
print("true" if result.get((mouse, cat, 0)) == MOUSE else "false")
