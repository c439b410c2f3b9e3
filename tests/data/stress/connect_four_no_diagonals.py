# Connect Four in Pons' score convention, wrong: only four across or up
# wins; it forgets the diagonals. Reads positions as columns played from 1
# (`4453`), one a line, on 7 x 6, and prints each position's score.
import sys
from functools import lru_cache

W, H = 7, 6


def four(cells, player):
    for c in range(W):
        for r in range(H):
            for dc, dr in ((1, 0), (0, 1)):
                if all(0 <= c + k * dc < W and r + k * dr < len(cells[c + k * dc])
                       and cells[c + k * dc][r + k * dr] == player for k in range(4)):
                    return True
    return False


@lru_cache(maxsize=None)
def value(board, player, played):
    # The score for `player`, to move, of a board of columns (tuples).
    if played == W * H:
        return 0
    best = -W * H
    for c in range(W):
        if len(board[c]) < H:
            after = tuple(col + (player,) if i == c else col for i, col in enumerate(board))
            if four(after, player):
                return (W * H + 1 - played) // 2
            best = max(best, -value(after, 1 - player, played + 1))
    return best


for line in sys.stdin:
    moves = line.split()[0] if line.split() else ""
    board = [() for _ in range(W)]
    for i, ch in enumerate(moves):
        board[int(ch) - 1] += (i % 2,)
    print(value(tuple(board), len(moves) % 2, len(moves)))
