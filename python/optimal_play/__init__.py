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
"""

import json as _json
import random as _random

from . import _native

__all__ = [
    "Game",
    "OptimalPlayError",
    "Result",
    "Session",
    "explain",
    "games",
    "generate",
    "solve",
    "solve_game",
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
    return results[0] if len(results) == 1 else results


def explain(game, instance, *, json=False, layout=None, param=None, rule=None):
    """The optimal play explained, as ``optimal-play GAME explain`` writes
    it: text for people, or with ``json=True`` a :class:`Result`."""
    about = _game(game)
    text, inline = _given(about, instance)
    answer = _native.explain(
        game, text, inline=inline, json=json, layout=layout, param=param, rule=rule
    )
    return Result(_json.loads(answer)) if json else answer


def generate(game, *, seed=None, count=None, rows=None, cols=None, min=None, max=None,
             blocked=None, param=None, rule=None):
    """A random instance of ``game`` as text, which :func:`solve` reads
    back; the same ``seed`` gives the same instance. The options are those
    of ``optimal-play GAME generate``; a game refuses those it does not
    use."""
    _game(game)
    if seed is None:
        seed = _random.getrandbits(63)
    return _native.generate(
        game, seed, count=count, rows=rows, cols=cols, min=min, max=max,
        blocked=blocked, param=param, rule=rule,
    )


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

    ``opponent`` is ``"perfect"`` (the default), ``"greedy"``, ``"random"``
    or ``"skill"`` with ``skill`` the chance of each engine move being
    optimal; a ``seed`` makes every random choice repeatable.
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
        """Plays your move (as ``optimal-play GAME play`` reads it), then
        the engine's replies; returns those turns."""
        played = [Result(_json.loads(self._native.play(move)))]
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
