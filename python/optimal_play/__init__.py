"""Solve two-player optimal-play games exactly, explain the optimal play, and
play it: every game of optimal-play, from Python.

>>> import optimal_play as op
>>> op.solve("coins", [1, 3, 5, 2, 9]).first
14
>>> [game.name for game in op.games()][:3]
['coins', 'take-k', 'game-of-sum']

An instance is given as the command line reads it (a string, in any of the
game's layouts) or, for a game of values or heaps, as a list of integers.
Answers are Python objects with exact integers, however large. Bad input
raises :class:`OptimalPlayError` with the library's message, which names the
line and column.

In a notebook, a solution, a line, a session and a table show as pictures
(the row, the board, the heaps, the graph; the margin heatmap), drawn by the
library as SVG: ``result.picture().svg`` is the picture's text.
"""

import fractions as _fractions
import json as _json
import random as _random

from . import _native

__all__ = [
    "Game",
    "Line",
    "OptimalPlayError",
    "Picture",
    "Result",
    "Session",
    "Solution",
    "Table",
    "Value",
    "explain",
    "games",
    "generate",
    "line",
    "solve",
    "solve_game",
    "table",
    "value",
    "values",
]

OptimalPlayError = _native.OptimalPlayError


class Result:
    """An answer read from the library's JSON: each field is an attribute
    (``result.first``), nested objects are Results too, and integers are
    exact. ``result.fields`` is the whole object as a dict."""

    def __init__(self, fields):
        object.__setattr__(self, "fields", fields)

    def __getattr__(self, name):
        fields = object.__getattribute__(self, "fields")
        if name in fields:
            return _wrap(fields[name])
        raise AttributeError(
            f"no field {name!r}: the fields are {', '.join(fields) or 'none'}"
        )

    def __setattr__(self, name, value):
        raise AttributeError("a Result is read-only")

    def __dir__(self):
        return sorted(set(object.__dir__(self)) | set(self.fields))

    def __eq__(self, other):
        return isinstance(other, Result) and self.fields == other.fields

    def __hash__(self):
        return hash(_json.dumps(self.fields, sort_keys=True))

    def __repr__(self):
        inside = ", ".join(f"{key}={value!r}" for key, value in self.fields.items())
        return f"{type(self).__name__}({inside})"

    @property
    def best_moves(self):
        """The optimal moves the answer names: ``best`` (row games), or the
        one ``winning_move`` (impartial games); empty when there is none."""
        fields = self.fields
        if "best" in fields:
            return _wrap(fields["best"])
        if fields.get("winning_move") is not None:
            return [_wrap(fields["winning_move"])]
        return []


def _wrap(value):
    if isinstance(value, dict):
        return Result(value)
    if isinstance(value, list):
        return [_wrap(item) for item in value]
    return value


class Game(Result):
    """A registered game: ``name``, ``title``, ``rules``, ``seats``,
    ``formats``, ``limits``, ``capabilities`` and the rest of its
    description (``optimal-play GAME --help`` shows the same)."""

    def __repr__(self):
        return f"Game({self.name!r}: {self.title})"


class Picture:
    """A picture as SVG, drawn by the library: ``svg`` is its text; a
    notebook shows it; ``save(path)`` writes it to a file."""

    def __init__(self, svg):
        self.svg = svg

    def _repr_svg_(self):
        return self.svg

    def save(self, path):
        """Writes the picture to ``path`` (an ``.svg`` file)."""
        with open(path, "w", encoding="utf-8") as file:
            file.write(self.svg)

    def __repr__(self):
        return f"Picture({len(self.svg)} characters of SVG)"


class _Asked:
    """What was asked: the game and the instance as the library reads them,
    so that a picture can be drawn when one is wanted."""

    def __init__(self, game, text, inline, layout, param, rule):
        self.game, self.text, self.inline = game, text, inline
        self.options = dict(layout=layout, param=param, rule=rule)

    def picture(self):
        drawn = _native.picture(self.game, self.text, inline=self.inline, **self.options)
        if drawn is None:
            session = _native.NativeSession(
                self.game, self.text, inline=self.inline, **self.options
            )
            drawn = session.svg(marked=True)
        return Picture(drawn)


class Solution(Result):
    """The answer to one instance (see :class:`Result`) that can draw
    itself: ``picture()`` is the game's own picture of the solution where it
    draws one (the wall game's board with the path and the walls), else the
    start with the best moves marked ✓. A notebook shows the picture."""

    def __init__(self, fields, asked):
        super().__init__(fields)
        object.__setattr__(self, "_asked", asked)

    def picture(self):
        """The solution as a :class:`Picture`; raises
        :class:`OptimalPlayError` when the instance is past the size the
        game plays (and so draws)."""
        return self._asked.picture()

    def _repr_svg_(self):
        try:
            return self.picture().svg
        except OptimalPlayError:
            return None


def games():
    """Every registered game, in the order ``optimal-play games`` lists them."""
    return [Game(_json.loads(_native.info(name))) for name in _native.games()]


def _game(name):
    if not isinstance(name, str):
        raise TypeError(f"a game is named by a string, not {type(name).__name__}")
    return Game(_json.loads(_native.info(name)))


def _given(game, instance):
    """The instance as text, and whether it is the short inline form."""
    if isinstance(instance, str):
        return instance, False
    if isinstance(instance, (list, tuple)) and all(
        isinstance(value, int) and not isinstance(value, bool) for value in instance
    ):
        inline = game.fields.get("inline")
        if inline == "values":
            return ",".join(str(value) for value in instance), True
        if inline == "heaps":
            return " ".join(str(value) for value in instance), True
        raise TypeError(
            f"{game.name} takes its instance as text (its inline form is {inline!r}): "
            f"{game.inline_help}"
        )
    raise TypeError(
        f"an instance is a string, or a list of integers, not {type(instance).__name__}"
    )


def _formats(game):
    return [choice["name"] for choice in game.fields.get("formats", [])]


def solve(game, instance, *, format=None, layout=None, param=None, rule=None, line=False):
    """Solves ``instance`` of ``game`` exactly.

    With no ``format``, a game that writes JSON answers with a
    :class:`Result` (a list of them when the input holds several cases);
    with a ``format`` of the judge's (``"cses"``, ``"leetcode"``, …) the
    answer is the judge's text, exactly as ``optimal-play GAME solve``
    prints it.

    >>> import optimal_play as op
    >>> r = op.solve("coins", [1, 3, 5, 2, 9])
    >>> (r.first, r.second, r.margin)
    (14, 6, 8)
    >>> r.picture().svg.startswith("<svg")
    True
    >>> op.solve("nim", [3, 4, 5]).winning_move.text
    '3 -> 1'
    >>> op.solve("nim", "1\\n3\\n3 4 5\\n", format="cses")
    'first\\n'
    """
    about = _game(game)
    text, inline = _given(about, instance)
    parsed = format is None and "json" in _formats(about)
    answer = _native.solve(
        game,
        text,
        inline=inline,
        format="json" if parsed else format,
        layout=layout,
        param=param,
        rule=rule,
        line=line,
    )
    if not parsed:
        return answer
    results = [Result(_json.loads(row)) for row in answer.splitlines() if row.strip()]
    if len(results) != 1:
        return results
    asked = _Asked(game, text, inline, layout, param, rule)
    return Solution(results[0].fields, asked)


def _fraction(pair):
    numerator, denominator = pair
    return _fractions.Fraction(numerator, denominator)


class Value:
    """A partizan game's value, its canonical form (docs/values.md).

    Values of any games add up and compare: ``+``, ``-``, ``==``, ``<=``,
    ``>=``, ``<`` and ``>`` are the game-theoretic ones, and
    :meth:`confused_with` says when neither is at least the other. ``str``
    gives the form in CGSuite's notation.

    >>> import optimal_play as op
    >>> v = op.value("domineering", "..|..")
    >>> str(v), v.outcome
    ('+-1', 'N')
    >>> str(v + v), (v + v).outcome
    ('0', 'P')
    >>> op.value("blue-red-hackenbush", "LRL") == op.value("3/4")
    True
    >>> op.value("^") > 0, op.value("*").confused_with(0)
    (True, True)
    """

    __slots__ = ("_native",)

    def __init__(self, native):
        self._native = native

    @staticmethod
    def _of(other):
        if isinstance(other, Value):
            return other._native
        if isinstance(other, (int, _fractions.Fraction)) and not isinstance(other, bool):
            return _native.NativeValue.read(str(other))
        if isinstance(other, str):
            return _native.NativeValue.read(other)
        return None

    def __str__(self):
        return self._native.text()

    def __repr__(self):
        return f"Value({self._native.text()!r})"

    def _repr_html_(self):
        return f"<code>{_html(self._native.text())}</code>"

    def __add__(self, other):
        theirs = Value._of(other)
        return NotImplemented if theirs is None else Value(self._native.add(theirs))

    __radd__ = __add__

    def __neg__(self):
        return Value(self._native.negative())

    def __sub__(self, other):
        theirs = Value._of(other)
        return NotImplemented if theirs is None else Value(self._native.add(theirs.negative()))

    def __rsub__(self, other):
        theirs = Value._of(other)
        return NotImplemented if theirs is None else Value(theirs.add(self._native.negative()))

    def _compare(self, other):
        theirs = Value._of(other)
        if theirs is None:
            raise TypeError(f"a value compares with a value, a number or a form, not {type(other).__name__}")
        return self._native.compare(theirs)

    def __eq__(self, other):
        theirs = Value._of(other)
        return NotImplemented if theirs is None else self._native.compare(theirs) == "equal"

    def __hash__(self):
        return hash(self._native)

    def __ge__(self, other):
        return self._compare(other) in ("greater", "equal")

    def __le__(self, other):
        return self._compare(other) in ("less", "equal")

    def __gt__(self, other):
        return self._compare(other) == "greater"

    def __lt__(self, other):
        return self._compare(other) == "less"

    def confused_with(self, other):
        """Whether neither value is at least the other (``G || H``)."""
        return self._compare(other) == "confused"

    @property
    def outcome(self):
        """``L`` (Left wins whoever starts), ``R``, ``N`` (whoever moves
        first wins) or ``P`` (whoever moves first loses)."""
        return self._native.outcome()

    @property
    def stops(self):
        """The left and right stops, as exact fractions."""
        left, right = self._native.stops()
        return _fraction(left), _fraction(right)

    @property
    def mean(self):
        """The mean, an exact fraction: the thermograph's mast."""
        return _fraction(self._native.mean_and_temperature()[0])

    @property
    def temperature(self):
        """The temperature, an exact fraction (-1 for a whole number)."""
        return _fraction(self._native.mean_and_temperature()[1])

    @property
    def left(self):
        """Left's options, each a canonical :class:`Value`."""
        return [Value(option) for option in self._native.options()[0]]

    @property
    def right(self):
        """Right's options."""
        return [Value(option) for option in self._native.options()[1]]

    def thermograph(self):
        """The thermograph as a :class:`Picture`: the walls as every move
        is taxed, the mast at the mean from the temperature up."""
        return Picture(self._native.thermograph_svg())

    @property
    def number(self):
        """The number it is, as an exact fraction, or ``None``."""
        pair = self._native.number()
        return None if pair is None else _fraction(pair)


def value(game, instance=None, *, layout=None, param=None, rule=None):
    """The value of ``instance`` of a partizan ``game`` (``domineering``,
    ``toads-and-frogs``, ``clobber``, ``cutcake``,
    ``blue-red-hackenbush``), or with one argument a value written in
    CGSuite's notation (``op.value("{1|0}")``). See :class:`Value`.

    >>> import optimal_play as op
    >>> str(op.value("domineering", "4x4"))
    '+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}'
    >>> op.value("cutcake", "2x4").number
    Fraction(1, 1)
    """
    if instance is None:
        if not isinstance(game, str):
            raise TypeError(f"a value is written as a string, not {type(game).__name__}")
        return Value(_native.NativeValue.read(game))
    about = _game(game)
    if "value" not in _formats(about):
        raise OptimalPlayError(
            f"{game} is not a partizan game: it has no value (the partizan games are "
            "domineering, toads-and-frogs, clobber, cutcake and blue-red-hackenbush)"
        )
    text, inline = _given(about, instance)
    answer = _native.solve(
        game, text, inline=inline, format="value", layout=layout, param=param, rule=rule
    )
    values = [Value(_native.NativeValue.read(row)) for row in answer.splitlines() if row.strip()]
    return values[0] if len(values) == 1 else values


def explain(game, instance, *, json=False, layout=None, param=None, rule=None):
    """The optimal play explained, as ``optimal-play GAME explain`` writes
    it: text for people, or with ``json=True`` a :class:`Result`."""
    about = _game(game)
    text, inline = _given(about, instance)
    answer = _native.explain(
        game, text, inline=inline, json=json, layout=layout, param=param, rule=rule
    )
    return Result(_json.loads(answer)) if json else answer


def generate(game, *, seed=None, param=None, rule=None, **parameters):
    """A random instance of ``game`` as text, which :func:`solve` reads
    back; the same ``seed`` gives the same instance. The keyword arguments
    are the game's own parameters, those of ``optimal-play GAME generate``
    (``count=5, max=9``; ``games()`` lists each game's under ``generate``,
    with its range and default); a game refuses one it does not declare."""
    _game(game)
    if seed is None:
        seed = _random.getrandbits(63)
    return _native.generate(game, seed, param=param, rule=rule, **parameters)


class Line:
    """The optimal line of an instance: both seats played by the perfect
    engine until the game ends (in a loopy game, until a position comes
    back: a draw) or ``steps`` moves are made.

    ``value`` is what the start is worth to the player to move there;
    ``steps`` the moves, each a :class:`Result` with ``number``, ``player``
    (1 or 2), ``move`` (with ``text`` and ``description``), ``points``,
    ``value``, ``totals`` after it and ``position`` / ``position_text``
    after it; ``moves`` their texts; ``totals`` at the end; ``truncated``
    and ``repeated``. ``picture(k)`` draws the position after ``k`` moves
    with the next move marked; a notebook shows the first positions."""

    #: How many positions a notebook shows.
    SHOWN = 8

    def __init__(self, native):
        self._native = native
        fields = _json.loads(native.json())
        value = fields["value"]
        self.value = None if value is None else Result(value)
        self.steps = [Result(step) for step in fields["steps"]]
        self.totals = fields["totals"]
        self.truncated = fields["truncated"]
        self.repeated = fields["repeated"]
        self.start = fields["start_text"]

    @property
    def moves(self):
        """The moves' texts, in order."""
        return [step.move.text for step in self.steps]

    def __len__(self):
        return len(self.steps)

    def picture(self, moves=0):
        """The position after ``moves`` moves of the line (0: the start)
        as a :class:`Picture`, the line's next move marked."""
        return Picture(self._native.svg(moves))

    def _repr_html_(self):
        shown = min(len(self.steps), self.SHOWN)
        cells = []
        for k in range(shown + 1):
            if k < len(self.steps):
                step = self.steps[k]
                caption = f"{step.number}. player {step.player}: {_html(step.move.description)}"
            else:
                caption = "the end" if not self.truncated else "…"
            cells.append(
                '<figure style="display:inline-block;margin:4px;vertical-align:top">'
                f"{self._native.svg(k)}<figcaption>{caption}</figcaption></figure>"
            )
        more = len(self.steps) - shown
        tail = f"<p>… and {more} more moves; totals at the end {self.totals}</p>" if more > 0 else ""
        return "<div>" + "".join(cells) + "</div>" + tail

    def __repr__(self):
        ending = " (cut short)" if self.truncated else " (a position came back)" if self.repeated else ""
        return f"Line({len(self.steps)} moves, value {self.value!r}, totals {self.totals}{ending})"


def _html(text):
    import html

    return html.escape(str(text))


def line(game, instance, *, steps=1000, layout=None, param=None, rule=None):
    """The optimal line of ``instance``: both seats played perfectly, as a
    :class:`Line`, at most ``steps`` moves. Any game's line, from the size
    it plays at.

    >>> import optimal_play as op
    >>> l = op.line("coins", [20, 30, 2, 2])
    >>> l.moves, l.totals
    (['right', 'left', 'left', 'left'], [32, 22])
    """
    about = _game(game)
    text, inline = _given(about, instance)
    return Line(_native.NativeLine(
        game, text, inline=inline, layout=layout, param=param, rule=rule, steps=steps
    ))


class Table:
    """A game's table behind the optimal play (``coins table``: every
    segment's margin, the optimal line marked): ``text`` as the command line
    prints it, ``svg`` the heatmap; a notebook shows the heatmap."""

    def __init__(self, text, svg):
        self.text = text
        self.svg = svg

    def _repr_svg_(self):
        return self.svg

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"Table({self.text.count(chr(10))} lines)"


def table(game, instance, *, layout=None, param=None, rule=None):
    """The table behind the optimal play of a short instance, for a game
    that has one (``optimal-play GAME table``), as a :class:`Table`.

    >>> import optimal_play as op
    >>> op.table("coins", [20, 30, 2, 2]).svg.startswith("<svg")
    True
    """
    about = _game(game)
    text, inline = _given(about, instance)
    out, svg, _ = _native.extra(
        game, "table", text, inline=inline, layout=layout, param=param, rule=rule,
        picture=True,
    )
    return Table(out, svg)


class Values(Result):
    """A heap's Grundy values ``g(0..N)`` with their proven period (see
    :func:`values`); a notebook shows them a period to a row."""

    def _repr_html_(self):
        values = self.fields["values"]
        period = self.fields.get("period") or {}
        length = period.get("period") or 10
        start = period.get("pre_period", len(values) + 1)

        def cell(n, value):
            style = "text-align:center;min-width:1.7em;border:1px solid #c9c9c4;"
            style += "background:#d3e6f3;" if n >= start else "color:#5c5c5c;"
            if value == 0:
                style += "box-shadow:inset 0 -3px 0 #d55e00;font-weight:bold;"
            return f"<td style='{style}' title='g({n}) = {value}'>{value}</td>"

        rows = "".join(
            f"<tr><th style='text-align:right;padding-right:0.5em'>n = {at}</th>"
            + "".join(cell(n, values[n]) for n in range(at, min(at + length, len(values))))
            + "</tr>"
            for at in range(0, len(values), length)
        )
        if period:
            claim = (f"period {period['period']} from n = {period['pre_period']}, "
                     f"proven (checked to n = {period['checked_to']}); "
                     "the periodic values are shaded blue, a row to each period")
        else:
            claim = "no period proven up to here"
        return (f"<p><b>{_html(self.fields.get('game', ''))}</b>: {claim}; "
                "g(n) = 0, where the player to move loses, is underlined</p>"
                f"<table style='border-collapse:collapse'>{rows}</table>")


def values(game, *, to=None, rule=None):
    """``optimal-play GAME values``: for a game played on heaps (octal
    games, subtraction games), a heap's Grundy values ``g(0)`` …
    ``g(to)`` (100 when not given) with the period the periodicity theorem
    proves, as a :class:`Values`; for a partizan game (``domineering``,
    ``toads-and-frogs``, ``cutcake``), its table of values for teaching,
    sizes 1 to ``to`` each way, as a :class:`Result` with ``rows``,
    ``columns`` and ``table`` (rows of cells, each ``position`` and
    ``value``).

    >>> import optimal_play as op
    >>> kayles = op.values("octal", rule="0.77", to=100)
    >>> kayles.period.period, kayles.period.pre_period
    (12, 71)
    >>> op.values("domineering", to=2).table[1][1].value
    '+-1'
    """
    _game(game)
    out, _, fails = _native.extra(game, "values", None, rule=rule, count=to, format="json")
    if fails is not None:
        raise OptimalPlayError(fails)
    answer = _json.loads(out)
    return Result(answer) if "table" in answer else Values(answer)


class Session:
    """A game against the engine, move by move, from either seat.

    >>> import optimal_play as op
    >>> s = op.Session("coins", [1, 3, 5, 2, 9], seat="first")
    >>> [m.text for m in s.hint()]
    ['right', 'left']
    >>> [turn.move.text for turn in s.play("right")]   # yours, then the engine's
    ['right', 'left']
    >>> s.totals
    [9, 1]

    ``opponent`` is one of the ladder, ``"perfect"`` (the default),
    ``"strong"`` (optimal three times in four), ``"random"`` and
    ``"coach"`` (perfect, but gives back what your mistakes lost); or
    ``"greedy"``, or ``"skill"`` with ``skill`` the chance of each engine
    move being optimal. A ``seed`` makes every random choice repeatable.
    ``review()`` grades every move (``scorecard``: best, good, inaccuracy,
    mistake, blunder) and gives each side's ``accuracy``.
    """

    def __init__(self, game, instance, *, seat="first", opponent="perfect", skill=None,
                 seed=None, layout=None, param=None, rule=None):
        about = _game(game)
        text, inline = _given(about, instance)
        self.game = about
        self._native = _native.NativeSession(
            game, text, inline=inline, seat=seat, opponent=opponent, skill=skill,
            seed=seed, layout=layout, param=param, rule=rule,
        )
        self.turns = []
        self._engine()

    @classmethod
    def _over(cls, native, about):
        """A session over a native session made elsewhere (a game of
        one's own's)."""
        session = cls.__new__(cls)
        session.game = about
        session._native = native
        session.turns = []
        session._engine()
        return session

    def _engine(self):
        replies = []
        while True:
            turn = self._native.engine_move()
            if turn is None:
                break
            replies.append(Result(_json.loads(turn)))
        self.turns.extend(replies)
        return replies

    @property
    def state(self):
        """The position now, whose move it is, the totals and your legal
        moves, as a :class:`Result`."""
        return Result(_json.loads(self._native.state()))

    @property
    def over(self):
        """Whether the game has ended."""
        return self.state.over

    @property
    def moves(self):
        """Your legal moves as you would type them (empty when it is not
        your move)."""
        return [move.text for move in self.state.moves]

    @property
    def totals(self):
        """Both players' totals, the first player's first."""
        return self.state.totals

    @property
    def position(self):
        """The position as the terminal shows it."""
        return self.state.position_text

    def play(self, move):
        """Plays your move (as ``optimal-play GAME play`` reads it; a
        move that is not a string is read as its ``str``), then the
        engine's replies; returns those turns."""
        text = move if isinstance(move, str) else str(move)
        played = [Result(_json.loads(self._native.play(text)))]
        self.turns.extend(played)
        return played + self._engine()

    def hint(self):
        """Every legal move with its value, best first: each has ``text``,
        ``value`` and ``optimal``."""
        return [
            Result(dict(value["move"], value=value["value"], optimal=value["optimal"]))
            if "move" in value else Result(value)
            for value in _json.loads(self._native.hint())
        ]

    def play_best(self):
        """Plays a best move for you (the first the engine would choose),
        then the engine's replies; returns those turns."""
        turn = self._native.play_best()
        if turn is None:
            raise OptimalPlayError("the game is over")
        played = [Result(_json.loads(turn))]
        self.turns.extend(played)
        return played + self._engine()

    @property
    def moves_again(self):
        """Whether it is your turn and a move of yours keeps it yours (the
        wall game's Eel and Rabbit): then :meth:`play_harmless` plays on."""
        return self._native.moves_again()

    def play_harmless(self, at_most=10_000):
        """Plays for you, one after another, every move that loses you
        nothing and leaves the turn yours (as Eel: every harmless wall),
        at most ``at_most``; returns those turns (none when there were
        none). What is left to decide is yours."""
        played = []
        while len(played) < at_most:
            turn = self._native.play_harmless()
            if turn is None:
                break
            played.append(Result(_json.loads(turn)))
        self.turns.extend(played)
        return played

    def picture(self, marked=False):
        """The position now as a :class:`Picture`; with ``marked``, the
        places of your best moves are marked ✓."""
        return Picture(self._native.svg(marked=marked))

    def _repr_svg_(self):
        return self._native.svg()

    def _repr_html_(self):
        state = self.state
        if state.over:
            review = self.review()
            said = "the game is over" + (
                ": a draw" if review.drawn else ": you won" if review.you_won
                else ": the engine won" if review.you_won is False else ""
            )
        else:
            said = "your move" if state.to_move == "you" else "the engine's move"
        standing = f"; {state.standing}" if state.standing else ""
        last = self.turns[-1] if self.turns else None
        played = (f"; last, {'you' if last.by == 'you' else 'the engine'}: "
                  f"{_html(last.move.description)}") if last else ""
        return (f"<p>{_html(self.game.title)}, move {state.moves_made + 1}: "
                f"{said}{_html(standing)}{played}</p>{self._native.svg()}")

    def undo(self):
        """Takes back your last move and the engine's replies; ``False``
        when you have not moved yet."""
        if not self._native.undo():
            return False
        state_moves = self.state.moves_made
        del self.turns[state_moves:]
        return True

    def review(self):
        """The review so far: the best you could have reached, and each of
        your moves that lost value."""
        return Result(_json.loads(self._native.review()))

    def __repr__(self):
        state = self.state
        return f"Session({self.game.name}, {state.moves_made} moves, {state.to_move} to move)"


# Games defined in Python (last: it uses what is above).
from .own import solve_game  # noqa: E402
