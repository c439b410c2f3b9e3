# UVa 10561 "Treblecross", wrong: it takes every run of empty cells
# between the X's as a free run, forgetting that a cell within two of an X
# loses at once (it makes XX or X.X for the opponent to complete).
import sys

def grundy(n, memo={0: 0}):
    if n not in memo:
        seen = set()
        for i in range(n):
            seen.add(grundy(max(0, i - 2)) ^ grundy(max(0, n - i - 3)))
        m = 0
        while m in seen:
            m += 1
        memo[n] = m
    return memo[n]

sys.setrecursionlimit(10000)
lines = [line.strip() for line in sys.stdin if line.strip()]
for row in lines[1:]:
    n = len(row)
    x = lambda i: 0 <= i < n and row[i] == "X"
    completing = [c for c in range(n) if row[c] == "." and
                  ((x(c - 2) and x(c - 1)) or (x(c - 1) and x(c + 1)) or (x(c + 1) and x(c + 2)))]
    if completing:
        print("WINNING")
        print(" ".join(str(c + 1) for c in completing))
        continue
    runs, start = [], None
    for i, ch in enumerate(row + "X"):
        if ch == "." and start is None:
            start = i
        elif ch == "X" and start is not None:
            runs.append((start, i - start))
            start = None
    total = 0
    for _, length in runs:
        total ^= grundy(length)
    cells = []
    if total:
        for s, length in runs:
            rest = total ^ grundy(length)
            for i in range(length):
                if rest ^ grundy(max(0, i - 2)) ^ grundy(max(0, length - i - 3)) == 0:
                    cells.append(s + i + 1)
    if cells:
        print("WINNING")
        print(" ".join(map(str, cells)))
    else:
        print("LOSING")
        print()
