"""Games defined in Python, solved by the engine.

A game is any object with three methods:

- ``start()``: the first position;
- ``moves(position)``: the legal moves there (empty when the game is over);
- ``play(position, move)``: the position after the move.

Positions must be hashable, and equal positions must compare equal. The
player to move at a position with no moves loses (normal play). Play that
goes round for ever is a draw, and so is a position that comes back.

:func:`solve_game` walks every position reachable from the start, in Python,
and hands the graph to the engine's retrograde analysis: the same solver as
the built-in ``graph-game``, linear in positions and moves.
"""

from . import OptimalPlayError, solve

#: The most positions :func:`solve_game` walks unless told otherwise.
POSITION_LIMIT = 1_000_000


def solve_game(game, *, limit=POSITION_LIMIT):
    """Solves ``game`` (see the module's help) exactly: every reachable
    position's value, a win or a loss with the moves it lasts, or a draw.

    >>> class Subtraction:
    ...     '''Take 1 or 2 counters; whoever cannot move loses.'''
    ...     def start(self): return 10
    ...     def moves(self, n): return [take for take in (1, 2) if take <= n]
    ...     def play(self, n, take): return n - take
    >>> solution = solve_game(Subtraction())
    >>> solution.value()
    Result(outcome='win', moves=7)
    >>> solution.best_moves()
    [1]
    >>> [solution.value(n).outcome for n in range(6)]
    ['loss', 'win', 'win', 'loss', 'win', 'win']
    """
    for method in ("start", "moves", "play"):
        if not callable(getattr(game, method, None)):
            raise TypeError(f"a game needs a method {method}(): see help(optimal_play.own)")
    start = game.start()
    index = {start: 0}
    positions = [start]
    edges = []
    at = 0
    while at < len(positions):
        position = positions[at]
        out = []
        for move in game.moves(position):
            after = game.play(position, move)
            child = index.get(after)
            if child is None:
                if len(positions) >= limit:
                    raise OptimalPlayError(
                        f"the game has more than {limit} positions; "
                        "solve_game(game, limit=N) walks further"
                    )
                child = index[after] = len(positions)
                positions.append(after)
            out.append((move, child))
        edges.append(out)
        at += 1
    moves = sum(len(out) for out in edges)
    text = [f"{len(positions)} {moves}"]
    text.extend(f"{u + 1} {v + 1}" for u, out in enumerate(edges) for _, v in out)
    values = solve("graph-game", "\n".join(text) + "\n").values
    return Solution(game, positions, index, edges, values)


class Solution:
    """A Python-defined game solved: ``value(position)``,
    ``best_moves(position)``, ``line(position)`` (each from the start when
    no position is given), ``positions`` (how many), and ``session()`` to
    play it against the engine."""

    def __init__(self, game, positions, index, edges, values):
        self.game = game
        self._positions = positions
        self._index = index
        self._edges = edges
        self._values = values

    @property
    def positions(self):
        """How many positions are reachable from the start."""
        return len(self._positions)

    def _at(self, position):
        if position is None:
            return 0
        try:
            return self._index[position]
        except KeyError:
            raise OptimalPlayError(f"{position!r} is not reachable from the start") from None
        except TypeError:
            raise TypeError(f"positions must be hashable, and {position!r} is not") from None

    def value(self, position=None):
        """What the player to move gets with best play: ``outcome`` is
        ``win``, ``loss`` or ``draw``, and ``moves`` how many moves a win
        or a loss lasts."""
        return self._values[self._at(position)]

    def _best(self, at):
        """The optimal moves at ``at``, each with the position it leads to."""
        mine = self._values[at]
        children = self._edges[at]
        if mine.outcome == "draw":
            return [(move, child) for move, child in children
                    if self._values[child].outcome == "draw"]
        # A win moves to a loss for the opponent, as fast as it can; a loss
        # moves to the opponent's slowest win.
        wanted = "loss" if mine.outcome == "win" else "win"
        return [
            (move, child) for move, child in children
            if self._values[child].outcome == wanted
            and self._values[child].moves == mine.moves - 1
        ]

    def best_moves(self, position=None):
        """The optimal moves at ``position``, in the game's order."""
        return [move for move, _ in self._best(self._at(position))]

    def line(self, position=None):
        """The optimal line from ``position``: the first best move each
        turn, until the game ends or a position comes back (a draw)."""
        at = self._at(position)
        seen = {at}
        line = []
        while True:
            best = self._best(at)
            if not best:
                return line
            move, at = best[0]
            line.append(move)
            if at in seen:
                return line
            seen.add(at)

    def session(self, seat="first"):
        """A game against the engine from ``seat`` (``first`` or
        ``second``); see :class:`OwnSession`."""
        return OwnSession(self, seat)


class OwnSession:
    """A Python-defined game against the perfect engine: ``moves``,
    ``hint()``, ``play(move)``, ``undo()`` and ``over``; the engine's
    replies are played at once."""

    def __init__(self, solution, seat="first"):
        if seat not in ("first", "second"):
            raise OptimalPlayError(f"no seat `{seat}`: expected first or second")
        self.solution = solution
        self.yours = 0 if seat == "first" else 1
        self.history = [0]
        self._engine()

    @property
    def position(self):
        """The position now."""
        return self.solution._positions[self.history[-1]]

    @property
    def over(self):
        """Whether the player to move has no move, or a position came back."""
        at = self.history[-1]
        return not self.solution._edges[at] or at in self.history[:-1]

    @property
    def moves(self):
        """The legal moves now."""
        return [move for move, _ in self.solution._edges[self.history[-1]]]

    def _to_move(self):
        return (len(self.history) - 1) % 2

    def _step(self, move):
        for candidate, child in self.solution._edges[self.history[-1]]:
            if candidate == move:
                self.history.append(child)
                return
        raise OptimalPlayError(f"{move!r} is not a legal move here: {self.moves!r}")

    def _engine(self):
        while not self.over and self._to_move() != self.yours:
            self.history.append(self.solution._best(self.history[-1])[0][1])

    def hint(self):
        """Each legal move with the value it leaves the opponent."""
        return [
            (move, self.solution._values[child])
            for move, child in self.solution._edges[self.history[-1]]
        ]

    def play(self, move):
        """Plays your move, then the engine's reply."""
        if self.over:
            raise OptimalPlayError("the game is over")
        if self._to_move() != self.yours:
            raise OptimalPlayError("it is not your move")
        self._step(move)
        self._engine()

    def undo(self):
        """Takes back your last move and the engine's reply."""
        while len(self.history) > 1:
            self.history.pop()
            if self._to_move() == self.yours:
                return True
        self._engine()
        return False
