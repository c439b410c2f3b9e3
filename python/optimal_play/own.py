"""Games defined in Python, walked and solved by the engine.

A game is any object with three methods:

- ``start()``: the first position;
- ``moves(position)``: the legal moves there;
- ``play(position, move)``: the position after the move.

and, if it needs them, two more:

- ``outcome(position)``: ``None`` while the game goes on; once it is over,
  how it ended for the player to move: ``"win"``, ``"loss"``, ``"draw"``,
  or a whole number of points. Without it (or where it says ``None`` and
  there is no move), the player to move at a position with no moves loses
  (normal play).
- ``score(position, move)``: the points the mover scores with the move (a
  whole number). A game with scores, or whose outcomes are points, is
  solved for the margin: each player wants the most points over the
  opponent from then on. Such a game must always end.

Players take turns; a move that gives its player another turn (Kalah's
last seed in one's own store) is one compound move.

A position is an integer, a string, ``None``, ``True`` or ``False``, or a
tuple, list or frozenset of them; moves can be anything ``play`` takes. Play
that goes round for ever is a draw.

:func:`solve_game` walks every position reachable from the start natively:
the engine calls the game's functions, stores each position once, compactly,
and solves them all, by retrograde analysis (wins, losses with how long they
last, and draws) or, for a scored game, for the margins. Both are linear in
positions and moves.
"""

from . import OptimalPlayError, Result, _native

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
    return Solution(game, _native.NativeSolution(game, limit, move_limit))


class Solution:
    """A Python-defined game solved: ``value(position)``,
    ``best_moves(position)``, ``line(position)`` (each from the start when
    no position is given), ``positions`` (how many), ``scored``, and
    ``session()`` to play it against the engine."""

    def __init__(self, game, native):
        self.game = game
        self._native = native
        self.scored = native.scored

    @property
    def positions(self):
        """How many positions are reachable from the start."""
        return self._native.positions

    def _at(self, position):
        if position is None:
            return 0
        at = self._native.index(position)
        if at is None:
            raise OptimalPlayError(f"{position!r} is not reachable from the start")
        return at

    def _moves(self, at):
        """The moves at ``at``, as the game lists them, checked against the
        walk: the game's functions must answer the same every time."""
        children = self._native.children(at)
        if self._native.end(at) is not None:
            return []
        position = self._native.position(at)
        moves = list(self.game.moves(position))
        if len(moves) != len(children):
            raise OptimalPlayError(
                f"moves({position!r}) gave {len(moves)} moves, and {len(children)} when the "
                "game was walked: the game's functions must give the same answers every time"
            )
        return moves

    def value(self, position=None):
        """What the player to move gets with best play: under normal play
        ``outcome`` is ``win``, ``loss`` or ``draw``, and ``moves`` how many
        moves a win or a loss lasts; in a scored game, ``margin``."""
        return Result(self._native.value(self._at(position)))

    def best_moves(self, position=None):
        """The optimal moves at ``position``, in the game's order."""
        at = self._at(position)
        moves = self._moves(at)
        return [moves[k] for k in self._native.best(at)]

    def line(self, position=None):
        """The optimal line from ``position``: the first best move each
        turn, until the game ends or a position comes back (a draw)."""
        at = self._at(position)
        line = []
        for k, after in self._native.line(at):
            line.append(self._moves(at)[k])
            at = after
        return line

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
        for number, (k, after) in enumerate(self._native.line(0), start=1):
            mover = "first" if number % 2 else "second"
            move = self._moves(at)[k]
            rows.append(
                f"<tr><td>{number}</td><td>{mover}</td>"
                f"<td><code>{html.escape(repr(self._native.position(at)))}</code></td>"
                f"<td>{html.escape(value_words(Result(self._native.value(at))))}</td>"
                f"<td><b>{html.escape(repr(move))}</b></td></tr>"
            )
            at = after
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
        return self.solution._native.position(self.history[-1])

    @property
    def over(self):
        """Whether the player to move has no move, or a position came back."""
        at = self.history[-1]
        return not self.solution._native.children(at) or at in self.history[:-1]

    @property
    def moves(self):
        """The legal moves now."""
        return self.solution._moves(self.history[-1])

    def _to_move(self):
        return (len(self.history) - 1) % 2

    def _step(self, move):
        at = self.history[-1]
        moves = self.solution._moves(at)
        for candidate, (child, points) in zip(moves, self.solution._native.children(at)):
            if candidate == move:
                self.totals[self._to_move()] += points
                self.points.append(points)
                self.history.append(child)
                return
        raise OptimalPlayError(f"{move!r} is not a legal move here: {moves!r}")

    def _engine(self):
        while not self.over and self._to_move() != self.yours:
            at = self.history[-1]
            self._step(self.solution._moves(at)[self.solution._native.best(at)[0]])

    def hint(self):
        """Each legal move with what it is worth to you, best first."""
        at = self.history[-1]
        native = self.solution._native
        best = set(native.best(at))
        worths = [Result(fields) for fields in native.worths(at)]
        moves = self.solution._moves(at)
        order = sorted(range(len(moves)), key=lambda k: k not in best)
        return [(moves[k], worths[k]) for k in order]

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
