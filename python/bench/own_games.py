"""The three games of #48's speed and memory targets, written the natural
way, solved by ``op.solve_game`` and by the plain memoised negamax a user
would write instead (recursive, a dict, the obvious 25 lines), each in a
process of its own so that its peak memory is its own.

    python python/bench/own_games.py                 # every game, both ways
    python python/bench/own_games.py kalah native    # one game, one way

Prints, for each run, the seconds, the positions, the value of the start,
the peak resident memory (MiB) of the process, and how much the solve added
to what the process held before it began (the interpreter, and for the
native run the package, both warmed up by a game of two positions).
"""

import resource
import subprocess
import sys
import time

LINES3 = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


class TicTacToe:
    def start(self):
        return " " * 9

    def moves(self, board):
        return [cell for cell in range(9) if board[cell] == " "]

    def play(self, board, cell):
        mark = "X" if board.count(" ") % 2 == 1 else "O"
        return board[:cell] + mark + board[cell + 1:]

    def outcome(self, board):
        for a, b, c in LINES3:
            if board[a] != " " and board[a] == board[b] == board[c]:
                return "loss"
        return "draw" if " " not in board else None


def four_lines(width, height):
    lines = []
    for x in range(width):
        for y in range(height):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                cells = [(x + k * dx, y + k * dy) for k in range(4)]
                if all(0 <= cx < width and 0 <= cy < height for cx, cy in cells):
                    lines.append([cx * height + cy for cx, cy in cells])
    return lines


class ConnectFour:
    """Connect-Four on a small board: the cells column by column, bottom up;
    0 empty, 1 and 2 the players' discs."""

    def __init__(self, width=4, height=4):
        self.width, self.height = width, height
        self.lines = four_lines(width, height)

    def start(self):
        return (0,) * (self.width * self.height)

    def moves(self, board):
        return [c for c in range(self.width) if board[c * self.height + self.height - 1] == 0]

    def play(self, board, column):
        disc = 1 if board.count(0) % 2 == len(board) % 2 else 2
        at = column * self.height + board[column * self.height:(column + 1) * self.height].index(0)
        return board[:at] + (disc,) + board[at + 1:]

    def outcome(self, board):
        for line in self.lines:
            first = board[line[0]]
            if first and all(board[cell] == first for cell in line):
                return "loss"
        return "draw" if 0 not in board else None


class Kalah:
    """Kalah with `pits` pits a side and `seeds` seeds in each: a position is
    the pits of the player to move, then the opponent's (the stores do not
    change what follows). A move is the pits sown in turn: a last seed in
    one's own store sows again, so the move goes on. It scores the seeds
    put in the mover's store; at the end, each side's seeds go to their
    owner."""

    def __init__(self, pits=4, seeds=3):
        self.pits, self.seeds = pits, seeds

    def start(self):
        return (self.seeds,) * (2 * self.pits)

    def _sow(self, board, pit):
        """Sows `pit`: the board after, the seeds stored, and whether the
        mover sows again."""
        n = self.pits
        ring = list(board[:n]) + [0] + list(board[n:])  # our pits, our store, theirs
        seeds, ring[pit] = ring[pit], 0
        at = pit
        while seeds:
            at = (at + 1) % (2 * n + 1)
            ring[at] += 1
            seeds -= 1
        stored = ring[n]
        if at < n and ring[at] == 1 and ring[2 * n - at] > 0:
            stored += ring[2 * n - at] + 1
            ring[at] = ring[2 * n - at] = 0
        board = tuple(ring[:n] + ring[n + 1:])
        again = at == n and any(board[:n]) and any(board[n:])
        return board, stored, again

    def _turns(self, board):
        """Every compound move: (pits sown, board after, seeds stored)."""
        found = []
        for pit in range(self.pits):
            if board[pit]:
                after, stored, again = self._sow(board, pit)
                if again:
                    for rest, last, more in self._turns(after):
                        found.append(((pit,) + rest, last, stored + more))
                else:
                    found.append(((pit,), after, stored))
        return found

    def moves(self, board):
        return [pits for pits, _, _ in self._turns(board)]

    def _after(self, board, pits):
        stored = 0
        for pit in pits:
            board, more, _ = self._sow(board, pit)
            stored += more
        return board, stored

    def play(self, board, pits):
        after, _ = self._after(board, pits)
        n = self.pits
        return after[n:] + after[:n]  # the opponent moves next

    def score(self, board, pits):
        return self._after(board, pits)[1]

    def outcome(self, board):
        mine, theirs = sum(board[:self.pits]), sum(board[self.pits:])
        if mine and theirs:
            return None
        return mine - theirs


class KalahWithStores(Kalah):
    """Kalah as #48 measured it: the stores are in the position (the
    mover's, then the opponent's, after the pits), so a position is the
    whole board, and the game's points are counted once, at the end, by
    `outcome`: each side's store and the seeds left on its side."""

    #: Its points are counted by `outcome` alone: no `score`.
    score = None

    def start(self):
        return super().start() + (0, 0)

    def moves(self, board):
        return super().moves(board[:-2])

    def play(self, board, pits):
        after, stored = self._after(board[:-2], pits)
        n = self.pits
        mine, theirs = board[-2] + stored, board[-1]
        return after[n:] + after[:n] + (theirs, mine)

    def outcome(self, board):
        pits, (mine, theirs) = board[:-2], board[-2:]
        left, right = sum(pits[:self.pits]), sum(pits[self.pits:])
        if left and right:
            return None
        return (mine + left) - (theirs + right)


GAMES = {
    "tictactoe": TicTacToe,
    "connect-four-4x4": ConnectFour,
    "kalah-4x3": Kalah,
    "kalah-4x3-stores": KalahWithStores,
}


def plain_negamax(game):
    """The obvious solver: recursive, memoised in a dict. Returns the value
    of the start (1 win, 0 draw, -1 loss, or the margin) and the positions."""
    sys.setrecursionlimit(100_000)
    memo = {}
    scored = callable(getattr(game, "score", None))
    words = {"win": 1, "loss": -1, "draw": 0}

    def value(position):
        if position in memo:
            return memo[position]
        end = game.outcome(position)
        if end is not None:
            result = words.get(end, end)  # a number of points is itself
        else:
            moves = game.moves(position)
            if not moves:
                result = 0 if scored else -1
            elif scored:
                result = max(game.score(position, m) - value(game.play(position, m)) for m in moves)
            else:
                result = max(-value(game.play(position, m)) for m in moves)
        memo[position] = result
        return result

    return value(game.start()), len(memo)


#: How many times a game is solved in its process: its time is the best of
#: them (a game solved in hundredths of a second is timed many times, where
#: one run is mostly noise); its memory is the first run's.
REPEATS = {"tictactoe": 30}


class Warm:
    """A game of two positions, solved first by each method so that what is
    measured is the game's own solve, not the first call's code paged in."""

    def start(self):
        return 0

    def moves(self, position):
        return [1] if position == 0 else []

    def play(self, position, move):
        return 1

    def outcome(self, position):
        return None


def run(name, method):
    game = GAMES[name]()
    if method == "native":
        import optimal_play as op

        op.solve_game(Warm()).value()
    else:
        plain_negamax(Warm())
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    times = []
    for _ in range(REPEATS.get(name, 1)):
        began = time.perf_counter()
        if method == "native":
            solution = op.solve_game(game, limit=10_000_000, move_limit=100_000_000)
            value, positions = solution.value(), solution.positions
        else:
            value, positions = plain_negamax(game)
        times.append(time.perf_counter() - began)
        if len(times) == 1:
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    seconds = min(times)
    print(f"{name:18} {method:7} {seconds:8.4f} s {positions:>10} positions "
          f"{peak:8.1f} MiB peak, {peak - before:7.1f} MiB added  value {value!r}")


if __name__ == "__main__":
    if len(sys.argv) == 3:
        run(sys.argv[1], sys.argv[2])
    else:
        for name in GAMES:
            for method in ("native", "plain"):
                subprocess.run([sys.executable, __file__, name, method], check=True)
