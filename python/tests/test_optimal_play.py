"""The Python package against the command line, game by game, and its
errors, sessions and exact integers.

Run from the repository after `pip install ./python` and `cargo build`:

    pytest python/tests

The command line is `target/debug/optimal-play`, or `$OPTIMAL_PLAY_BIN`.
"""

import json
import os
import pathlib
import subprocess

import pytest

import optimal_play as op

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLI = pathlib.Path(os.environ.get("OPTIMAL_PLAY_BIN", ROOT / "target" / "debug" / "optimal-play"))


def cli(*args, stdin=""):
    if not CLI.exists():
        pytest.fail(f"{CLI} is missing: run `cargo build` first, or set OPTIMAL_PLAY_BIN")
    run = subprocess.run([str(CLI), *args], input=stdin, capture_output=True, text=True)
    return run.returncode, run.stdout, run.stderr


GAMES = [game.name for game in op.games()]


def test_the_readme_line_prints_14():
    assert op.solve("coins", [1, 3, 5, 2, 9]).first == 14


def test_every_registered_game_is_offered():
    code, out, _ = cli("games", "--format", "json")
    assert code == 0


    listed = [game["name"] for game in json.loads(out)]
    assert GAMES == listed
    assert len(GAMES) >= 39


@pytest.mark.parametrize("name", GAMES)
def test_every_game_answers_as_the_command_line_does(name):
    for seed in (1, 2, 3):
        text = op.generate(name, seed=seed)
        code, generated, _ = cli(name, "generate", "--seed", str(seed))
        assert code == 0 and generated == text, f"{name}: generate differs at seed {seed}"
        game = next(game for game in op.games() if game.name == name)
        for format in [choice.name for choice in game.formats]:
            code, out, err = cli(name, "solve", "--format", format, stdin=text)
            assert code == 0, f"{name} --format {format}: {err}"
            assert op.solve(name, text, format=format) == out, f"{name} --format {format}"
        if "json" in [choice.name for choice in game.formats]:
            answer = op.solve(name, text)
            answers = answer if isinstance(answer, list) else [answer]
            assert all(isinstance(one, op.Result) for one in answers)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_explains_as_the_command_line_does(name):
    text = op.generate(name, seed=5)
    code, out, err = cli(name, "explain", stdin=text)
    if code != 0:
        with pytest.raises(op.OptimalPlayError):
            op.explain(name, text)
        return
    assert op.explain(name, text) == out


def test_bad_input_raises_with_the_line_and_column():
    with pytest.raises(op.OptimalPlayError) as error:
        op.solve("coins", "3\n1 x 2\n")
    assert "line 2, column 3" in str(error.value)
    code, _, err = cli("coins", "solve", stdin="3\n1 x 2\n")
    assert code == 2 and "line 2, column 3" in err


@pytest.mark.parametrize(
    "call, says",
    [
        (lambda: op.solve("no-such-game", "1"), "no game `no-such-game`"),
        (lambda: op.solve("coins", ""), ""),
        (lambda: op.solve("coins", "3\n1 2\n"), ""),
        (lambda: op.solve("coins", [1, 2], format="no-such-format"), "no-such-format"),
        (lambda: op.generate("coins", seed=1, rows=3), "rows"),
        (lambda: op.Session("nim", [3, 4, 5], seat="third"), "no seat `third`"),
        (lambda: op.Session("nim", [3, 4, 5], opponent="oracle"), "no opponent `oracle`"),
        (lambda: op.Session("nim", [3, 4, 5]).play("9 -> 1"), ""),
    ],
)
def test_refusals_are_clear_errors(call, says):
    with pytest.raises(op.OptimalPlayError) as error:
        call()
    assert says in str(error.value)
    assert str(error.value)


def test_a_wrong_kind_of_instance_is_a_type_error():
    with pytest.raises(TypeError):
        op.solve("coins", [1, "2"])
    with pytest.raises(TypeError):
        op.solve("coins", 12)
    with pytest.raises(TypeError):
        op.solve("wall", [1, 2, 3])


def test_integers_past_i64_are_exact():
    values = [10**18] * 9
    answer = op.solve("coins", values)
    assert answer.first == 5 * 10**18 and answer.second == 4 * 10**18
    assert answer.margin == 10**18


def test_generate_repeats_for_a_seed():
    assert op.generate("wall", rows=8, cols=8, seed=1) == op.generate("wall", rows=8, cols=8, seed=1)
    assert len(op.generate("wall", rows=8, cols=8, seed=1).splitlines()) == 8


@pytest.mark.parametrize("seat", ["first", "second"])
def test_a_session_plays_to_the_end_with_hint_undo_and_review(seat):
    session = op.Session("nim", [3, 4, 5, 6], seat=seat)
    made = 0
    while not session.over:
        hints = session.hint()
        assert hints and hints[0].optimal
        assert sorted(h.text for h in hints) == sorted(session.moves)
        turns = session.play(session.moves[-1])
        assert turns[0].by == "you"
        assert all(turn.by == "engine" for turn in turns[1:])
        made += 1
        if made == 1:
            assert session.undo()
            session.play(hints[0].text)
    review = session.review()
    assert review.finished
    assert [turn.number for turn in session.turns] == list(range(1, len(session.turns) + 1))


def test_the_engine_opens_when_it_moves_first():
    session = op.Session("coins", [1, 3, 5, 2, 9], seat="second")
    assert [turn.by for turn in session.turns] == ["engine"]
    assert session.state.to_move == "you"


def test_a_result_reads_as_its_fields():
    answer = op.solve("coins", [1, 3, 5, 2, 9])
    assert answer.fields["first"] == answer.first
    assert answer.best_moves[0].text == "right"
    assert "margin" in dir(answer)
    with pytest.raises(AttributeError):
        answer.nothing
    with pytest.raises(AttributeError):
        answer.first = 3


def test_the_docstrings_examples_hold():
    import doctest

    checked = doctest.testmod(op, optionflags=doctest.ELLIPSIS)
    assert checked.attempted >= 8
    assert checked.failed == 0


class TakeOneOrTwo:
    """From n counters take 1 or 2; whoever cannot move loses."""

    def __init__(self, n):
        self.n = n

    def start(self):
        return self.n

    def moves(self, n):
        return [take for take in (1, 2) if take <= n]

    def play(self, n, take):
        return n - take


def test_a_python_game_is_solved_as_worked_by_hand():
    # By hand: the mover loses exactly when n is a multiple of 3, in n / 3
    # rounds (two moves each); otherwise wins by leaving a multiple of 3.
    solution = op.solve_game(TakeOneOrTwo(30))
    assert solution.positions == 31
    for n in range(31):
        value = solution.value(n)
        if n % 3 == 0:
            assert (value.outcome, value.moves) == ("loss", 2 * (n // 3))
        else:
            assert (value.outcome, value.moves) == ("win", 2 * (n // 3) + 1)
            assert solution.best_moves(n) == [n % 3]
    # 7: take 1 to leave 6; the loser's moves all last as long, and the
    # first (1) is taken; then 2 to leave 3, and so on.
    assert solution.line(7) == [1, 1, 2, 1, 2]


class CycleWithAnExit:
    """x and y pass the turn back and forth for ever; from z the mover can
    join them or step to t, where nobody can move."""

    EDGES = {"z": ["x", "t"], "x": ["y"], "y": ["x"], "t": []}

    def start(self):
        return "z"

    def moves(self, position):
        return self.EDGES[position]

    def play(self, position, move):
        return move


def test_a_loopy_python_game_has_its_draws():
    solution = op.solve_game(CycleWithAnExit())
    assert solution.positions == 4
    assert solution.value("x").outcome == "draw"
    assert solution.value("y").outcome == "draw"
    assert (solution.value("t").outcome, solution.value("t").moves) == ("loss", 0)
    assert (solution.value().outcome, solution.value().moves) == ("win", 1)
    assert solution.best_moves() == ["t"]
    assert solution.line("x") == ["y", "x"]


@pytest.mark.parametrize("seat", ["first", "second"])
def test_a_python_game_plays_against_the_engine(seat):
    session = op.solve_game(TakeOneOrTwo(20)).session(seat)
    while not session.over:
        session.play(session.moves[0])
    # 20 is a win for the first player: the engine wins as first; as
    # second it wins too, since taking 1 from 20 leaves it 19, a win.
    assert session.position == 0
    assert (len(session.history) - 1) % 2 == (0 if seat == "first" else 1)


def test_a_python_game_past_its_limit_or_without_its_methods_is_refused():
    with pytest.raises(op.OptimalPlayError) as error:
        op.solve_game(TakeOneOrTwo(100), limit=50)
    assert "more than 50 positions" in str(error.value)
    with pytest.raises(TypeError):
        op.solve_game(object())
    with pytest.raises(op.OptimalPlayError):
        op.solve_game(TakeOneOrTwo(5)).value(99)


class PythonRow:
    """The row game defined in Python: take a value from either end."""

    def __init__(self, values):
        self.values = tuple(values)

    def start(self):
        return self.values

    def moves(self, row):
        return ["left", "right"] if row else []

    def play(self, row, end):
        return row[1:] if end == "left" else row[:-1]

    def score(self, row, end):
        return row[0] if end == "left" else row[-1]


def test_a_scored_python_game_agrees_with_the_built_in_solver():
    import random

    rng = random.Random(28)
    for _ in range(60):
        values = [rng.randint(-20, 20) for _ in range(rng.randint(0, 9))]
        solution = op.solve_game(PythonRow(values))
        assert solution.scored
        built_in = op.solve("coins", values) if values else None
        assert solution.value().margin == (built_in.margin if built_in else 0), values
    big = [10**18, -(10**18), 3 * 10**18 // 2]
    assert op.solve_game(PythonRow(big)).value().margin == op.solve("coins", big).margin


def test_a_scored_python_game_plays_and_keeps_the_totals():
    values = [1, 3, 5, 2, 9]
    session = op.solve_game(PythonRow(values)).session("second")
    while not session.over:
        assert session.hint()[0][1].margin >= session.hint()[-1][1].margin
        session.play(session.moves[-1])
    assert sum(session.totals) == sum(values)
    # The engine moved first and optimally: it has at least its margin, 8.
    assert session.totals[0] - session.totals[1] >= 8


def test_a_scored_python_game_that_goes_round_is_refused():
    class Round:
        def start(self):
            return 0

        def moves(self, position):
            return ["on"]

        def play(self, position, move):
            return 1 - position

        def score(self, position, move):
            return 1

    with pytest.raises(op.OptimalPlayError) as error:
        op.solve_game(Round())
    assert "round for ever" in str(error.value)
