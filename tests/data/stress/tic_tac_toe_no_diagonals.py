# Tic-tac-toe's winner with perfect play, wrong: only three across or down
# wins; it forgets the diagonals. Reads boards of any size, a board a line
# with `/` between its rows (`x../.o./...`), and prints x, o or draw.
import sys
from functools import lru_cache

K = 3


def lines(rows, columns):
    found = []
    for r in range(rows):
        for c in range(columns):
            for dr, dc in ((0, 1), (1, 0)):
                if r + dr * (K - 1) < rows and c + dc * (K - 1) < columns:
                    found.append(tuple((r + dr * i) * columns + c + dc * i for i in range(K)))
    return found


def solve(cells, rows, columns):
    all_lines = lines(rows, columns)

    def won(cells, player):
        return any(all(cells[i] == player for i in line) for line in all_lines)

    @lru_cache(maxsize=None)
    def value(cells, player):
        # 1 if `player`, to move, wins; 0 a draw; -1 a loss.
        other = "o" if player == "x" else "x"
        if won(cells, other):
            return -1
        if "." not in cells:
            return 0
        best = -1
        for i, cell in enumerate(cells):
            if cell == ".":
                best = max(best, -value(cells[:i] + player + cells[i + 1:], other))
        return best

    player = "x" if cells.count("x") == cells.count("o") else "o"
    other = "o" if player == "x" else "x"
    result = value(cells, player)
    return "draw" if result == 0 else (player if result > 0 else other)


for line in sys.stdin:
    rows = line.strip().split("/")
    if not rows or not rows[0]:
        continue
    print(solve("".join(rows), len(rows), len(rows[0])))
