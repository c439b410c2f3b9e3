# Clobber's value, wrong: the number of captures Left could make less the
# number Right could, as if every board were a number. Right on boards
# where no stone touches one of the other side's (`x.o`: 0), wrong on `xo`,
# whose value is *. Reads a board a line, rows joined by `|`.
import sys

for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    rows = line.split("|")
    counts = {"x": 0, "o": 0}
    for r, row in enumerate(rows):
        for c, stone in enumerate(row):
            if stone not in counts:
                continue
            other = "o" if stone == "x" else "x"
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < len(rows) and 0 <= cc < len(rows[rr]) and rows[rr][cc] == other:
                    counts[stone] += 1
    print(counts["x"] - counts["o"])
