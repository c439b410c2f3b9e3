# Domineering's value, wrong: the number of places Left could put a domino
# less the number Right could, as if every board were a number. Right on
# boards where the two never meet (`..`, `.|.`), wrong on `..|..`, whose
# value is +-1. Reads a board a line, rows joined by `|`.
import sys

for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    rows = line.split("|")
    left = sum(
        1
        for r in range(len(rows) - 1)
        for c in range(len(rows[r]))
        if rows[r][c] == "." and rows[r + 1][c] == "."
    )
    right = sum(
        1
        for row in rows
        for c in range(len(row) - 1)
        if row[c] == "." and row[c + 1] == "."
    )
    print(left - right)
