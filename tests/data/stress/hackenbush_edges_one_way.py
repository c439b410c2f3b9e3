# HDU 3094 "A tree game", wrong: it reads each edge `I J` as I the parent
# of J, though the judge gives the tree's edges in either direction (the
# problem's known trap), and sums the colon principle over that forest.
import sys
sys.setrecursionlimit(10000)
data = list(map(int, sys.stdin.read().split()))
at = 1
for _ in range(data[0]):
    n = data[at]
    at += 1
    children = [[] for _ in range(n + 1)]
    for _ in range(n - 1):
        i, j = data[at], data[at + 1]
        at += 2
        children[i].append(j)
    def value(v):
        x = 0
        for c in children[v]:
            x ^= value(c) + 1
        return x
    print("Alice" if value(1) else "Bob")
