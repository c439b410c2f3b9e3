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

and one for speed:

- ``options(position)``: every move with the position it leads to, as
  ``(move, position)`` pairs in the game's order. Where a game finds the
  positions as it lists its moves (Kalah sows to know its compound moves),
  the walk asks it in place of ``moves`` and ``play``, and plays no move
  twice. It must agree with them: ``[(m, play(p, m)) for m in moves(p)]``.

and, for people, two more:

- ``show(position)``: the position as text (its ``repr`` without it);
- ``grid(position)``: the position as rows of cells, each a character or
  a small number (``None``, ``""``, ``"."`` or ``0`` for an empty cell), or
  each row one string of characters: sessions, lines and pictures draw it
  as a board of pieces, and a move that changes one cell is played by a
  click there in the playground.

A move is written as ``str(move)``: the session reads a move by that text.

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
    """Solves ``game`` (see the module's help), or a rules file's text (the
    same functions in Starlark, as ``optimal-play own`` reads them), exactly: every reachable
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
    if isinstance(game, str):
        return Solution(game, _native.NativeSolution.from_rules(game, limit, move_limit))
    return Solution(game, _native.NativeSolution(game, limit, move_limit))


class Solution:
    """A Python-defined game solved: ``value(position)``,
    ``best_moves(position)`` (each from the start when no position is
    given), ``positions`` (how many), ``scored``, ``position(index)``; and
    the same play, line, explanation and pictures as every built-in game:
    ``session()``, ``line()``, ``explain()`` and ``picture()``."""

    def __init__(self, game, native):
        self.game = game
        self._native = native
        self.scored = native.scored

    @property
    def positions(self):
        """How many positions are reachable from the start."""
        return self._native.positions

    def position(self, index):
        """The position numbered ``index``: 0 is the start, the others are
        numbered in the order the walk first met them."""
        return self._native.position(index)

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
        listed = self._native.rule_moves(at)
        if listed is not None:
            return listed
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

    def line(self, position=None, *, steps=1000):
        """The optimal line from ``position`` (the start when none is
        given), both seats played perfectly until the game ends or a
        position comes back (a draw), at most ``steps`` moves: a
        :class:`~optimal_play.Line`, whose ``moves`` are the moves' texts
        (``str(move)``) and whose pictures are the game's ``grid``."""
        from . import Line

        return Line(self._native.optimal_line(self._at(position), steps))

    def session(self, seat="first", *, opponent="perfect", skill=None, seed=None, position=None):
        """A game against the engine from ``position`` (the start when none
        is given), the person in ``seat`` (``first`` or ``second``): a
        :class:`~optimal_play.Session`, with hints, undo, the review of your
        mistakes and pictures. Moves are played by their text
        (``str(move)``), or given as the move itself."""
        from . import Session

        native = self._native.session(self._at(position), seat, opponent, skill, seed)
        return Session._over(native, _About(self.game))

    def explain(self, position=None, *, json=False, steps=1000):
        """The optimal play from ``position`` (the start when none is
        given) explained move by move, each position shown above its move,
        as text; with ``json``, as a :class:`~optimal_play.Result`."""
        import json as _json

        answer = self._native.explain(self._at(position), json, steps)
        return Result(_json.loads(answer)) if json else answer

    def picture(self, position=None):
        """The position (the start when none is given) as a
        :class:`~optimal_play.Picture`: the game's ``grid`` as a board, or
        its text."""
        from . import Picture

        return Picture(self._native.svg(self._at(position)))

    def _repr_html_(self):
        """In a notebook: the value, how many positions, and the optimal
        line from the start, its positions drawn."""
        import html

        value = self.value()
        if "margin" in value.fields:
            words = f"margin {value.margin:+}"
        elif value.outcome == "draw":
            words = "a draw"
        else:
            words = f"{value.outcome} in {value.moves}"
        name = html.escape(_About(self.game).name)
        return (
            f"<p><b>{name}</b>: {self.positions} positions; from the start, "
            f"{html.escape(words)} for the player to move. The optimal line:</p>"
            + self.line()._repr_html_()
        )

    def __repr__(self):
        return (f"Solution({_About(self.game).name}: {self.positions} positions, "
                f"value {self.value()!r})")


class _About:
    """What a session says of a game of one's own: its class's name."""

    def __init__(self, game):
        if isinstance(game, str):
            # A rules file: its first comment, if it starts with one.
            self.name = "rules"
            first = game.strip().splitlines()[0] if game.strip() else ""
            self.title = first.lstrip("# ").strip() if first.startswith("#") else "A game of your own"
            return
        self.name = type(game).__name__
        doc = (type(game).__doc__ or "").strip()
        self.title = doc.splitlines()[0] if doc else self.name
