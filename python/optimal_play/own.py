"""Games defined in Python, solved by the engine.

A game is any object with three methods:

- ``start()``: the first position;
- ``moves(position)``: the legal moves there (empty when the game is over);
- ``play(position, move)``: the position after the move.

Positions must be hashable, and equal positions must compare equal. The
player to move at a position with no moves loses (normal play). Play that
goes round for ever is a draw, and so is a position that comes back.

A game with a fourth method, ``score(position, move)``, is scored instead:
the mover scores those points (an integer), and each player wants the most
points over the opponent from then on. Such a game must always end.

:func:`solve_game` walks every position reachable from the start, in Python,
and hands the graph to the engine: under normal play its retrograde
analysis (the solver of the built-in ``graph-game``), for a scored game its
solver of explicit games (``engine::explicit``). Both are linear in
positions and moves.
"""

from . import OptimalPlayError, Result, _native, solve

#: The most positions :func:`solve_game` walks unless told otherwise.
POSITION_LIMIT = 1_000_000

#: The most moves :func:`solve_game` walks unless told otherwise: a few
#: positions of very many moves each hold as much as many positions.
MOVE_LIMIT = 10_000_000


def solve_game(game, *, limit=POSITION_LIMIT, move_limit=MOVE_LIMIT):
    """Solves ``game`` (see the module's help) exactly: every reachable
    position's value. Under normal play that is a win or a loss with the
    moves it lasts, or a draw; in a scored game, the margin the player to
    move gets over the opponent from there.

    >>> class Subtraction:
    ...     "Take 1 or 2 counters; whoever cannot move loses."
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
    >>> class Row:
    ...     "The row game: take a value from either end."
    ...     def start(self): return (1, 3, 5, 2, 9)
    ...     def moves(self, row): return ["left", "right"] if row else []
    ...     def play(self, row, end): return row[1:] if end == "left" else row[:-1]
    ...     def score(self, row, end): return row[0] if end == "left" else row[-1]
    >>> solve_game(Row()).value()
    Result(margin=8)
    """
    for method in ("start", "moves", "play"):
        if not callable(getattr(game, method, None)):
            raise TypeError(f"a game needs a method {method}(): see help(optimal_play.own)")
    score = getattr(game, "score", None)
    scored = callable(score)
    start = game.start()
    index = {start: 0}
    positions = [start]
    edges = []
    walked = 0
    at = 0
    while at < len(positions):
        position = positions[at]
        out = []
        for move in game.moves(position):
            walked += 1
            if walked > move_limit:
                raise OptimalPlayError(
                    f"the game has more than {move_limit} moves; "
                    "solve_game(game, move_limit=N) walks further"
                )
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
            points = score(position, move) if scored else 0
            if not isinstance(points, int) or isinstance(points, bool):
                raise TypeError(f"score() gives an integer, not {points!r}")
            out.append((move, child, points))
        edges.append(out)
        at += 1
    if scored:
        margins = _native.margins(
            len(positions),
            [(u, v, points) for u, out in enumerate(edges) for _, v, points in out],
        )
        values = [Result({"margin": margin}) for margin in margins]
    else:
        moves = sum(len(out) for out in edges)
        text = [f"{len(positions)} {moves}"]
        text.extend(f"{u + 1} {v + 1}" for u, out in enumerate(edges) for _, v, _ in out)
        values = solve("graph-game", "\n".join(text) + "\n").values
    return Solution(game, positions, index, edges, values, scored)


class Solution:
    """A Python-defined game solved: ``value(position)``,
    ``best_moves(position)``, ``line(position)`` (each from the start when
    no position is given), ``positions`` (how many), ``scored``, and
    ``session()`` to play it against the engine."""

    def __init__(self, game, positions, index, edges, values, scored):
        self.game = game
        self.scored = scored
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
        """What the player to move gets with best play: under normal play
        ``outcome`` is ``win``, ``loss`` or ``draw``, and ``moves`` how many
        moves a win or a loss lasts; in a scored game, ``margin``."""
        return self._values[self._at(position)]

    def _worth(self, child, points):
        """What a move is worth to its mover: the value after it, seen from
        the other side."""
        after = self._values[child]
        if self.scored:
            return Result({"margin": points - after.margin})
        if after.outcome == "draw":
            return after
        flipped = "win" if after.outcome == "loss" else "loss"
        return Result({"outcome": flipped, "moves": after.moves + 1})

    def _best(self, at):
        """The optimal moves at ``at``, each with the position it leads to:
        a win as fast as it can be, a loss as slow."""
        mine = self._values[at]
        return [
            (move, child) for move, child, points in self._edges[at]
            if self._worth(child, points) == mine
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

    def _repr_html_(self):
        """In a notebook: the value, how many positions, and the optimal
        line from the start, move by move, with each position's value."""
        import html

        def value_words(value):
            if "margin" in value.fields:
                return f"margin {value.margin:+}"
            if value.outcome == "draw":
                return "draw"
            return f"{value.outcome} in {value.moves}"

        at = 0
        rows = []
        for number, move in enumerate(self.line(), start=1):
            mover = "first" if number % 2 else "second"
            rows.append(
                f"<tr><td>{number}</td><td>{mover}</td>"
                f"<td><code>{html.escape(repr(self._positions[at]))}</code></td>"
                f"<td>{html.escape(value_words(self._values[at]))}</td>"
                f"<td><b>{html.escape(repr(move))}</b></td></tr>"
            )
            at = next(child for m, child, _ in self._edges[at] if m == move)
        name = html.escape(type(self.game).__name__)
        return (
            f"<p><b>{name}</b>: {self.positions} positions; from the start, "
            f"{html.escape(value_words(self.value()))} for the player to move.</p>"
            "<table><tr><th>#</th><th>mover</th><th>position</th><th>value</th>"
            f"<th>best move</th></tr>{''.join(rows)}</table>"
        )

    def __repr__(self):
        return (f"Solution({type(self.game).__name__}: {self.positions} positions, "
                f"value {self.value()!r})")


class OwnSession:
    """A Python-defined game against the perfect engine: ``moves``,
    ``hint()``, ``play(move)``, ``undo()``, ``over``, and ``totals`` (both
    players' points, the first player's first) in a scored game; the
    engine's replies are played at once."""

    def __init__(self, solution, seat="first"):
        if seat not in ("first", "second"):
            raise OptimalPlayError(f"no seat `{seat}`: expected first or second")
        self.solution = solution
        self.yours = 0 if seat == "first" else 1
        self.history = [0]
        self.points = []
        self.totals = [0, 0]
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
        return [move for move, _, _ in self.solution._edges[self.history[-1]]]

    def _to_move(self):
        return (len(self.history) - 1) % 2

    def _step(self, move):
        for candidate, child, points in self.solution._edges[self.history[-1]]:
            if candidate == move:
                self.totals[self._to_move()] += points
                self.points.append(points)
                self.history.append(child)
                return
        raise OptimalPlayError(f"{move!r} is not a legal move here: {self.moves!r}")

    def _engine(self):
        while not self.over and self._to_move() != self.yours:
            self._step(self.solution._best(self.history[-1])[0][0])

    def hint(self):
        """Each legal move with what it is worth to you, best first."""
        at = self.history[-1]
        best = [move for move, _ in self.solution._best(at)]
        worths = [
            (move, self.solution._worth(child, points))
            for move, child, points in self.solution._edges[at]
        ]
        return [pair for pair in worths if pair[0] in best] + [
            pair for pair in worths if pair[0] not in best
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
            self.totals[self._to_move()] -= self.points.pop()
            if self._to_move() == self.yours:
                return True
        self._engine()
        return False
