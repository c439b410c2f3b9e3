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
from fractions import Fraction

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


def test_the_ladder_and_the_scorecard():
    # Against the perfect engine, perfect play is graded best every move.
    session = op.Session("coins", [1, 3, 5, 2, 9, 7])
    while not session.over:
        session.play_best()
    review = session.review()
    assert (review.accuracy.you, review.accuracy.engine) == (100.0, 100.0)
    assert [s.grade for s in review.scorecard] == ["best"] * len(session.turns)
    # A blunder against the coach: it is graded, and the coach gives the
    # win back.
    session = op.Session("nim", [3, 4, 6], opponent="coach", seed=1)
    session.play(session.hint()[-1].text)
    while not session.over:
        session.play_best()
    review = session.review()
    assert review.scorecard[0].grade == "blunder"
    assert review.mistakes[0].grade == "blunder"
    assert review.you_won
    assert review.accuracy.you < 100
    unplayed = op.Session("nim", [3, 4, 5], opponent="strong", seed=2).review()
    assert (unplayed.accuracy.you, unplayed.accuracy.engine) == (None, None)


def test_harmless_moves_are_played_as_eel():
    # Every wall that keeps the value, then being done is the only best
    # move, and Rabbit pays what the start is worth.
    session = op.Session("wall", "0421\n3911\n1111\n", seat="first")
    assert session.moves_again
    built = session.play_harmless()
    assert built
    assert all(t.by == "you" and t.value == t.best_value for t in built)
    assert [m.text for m in session.hint() if m.optimal] == ["done"]
    session.play("done")
    assert session.over
    assert session.review().mistakes == []
    # In the row game every move passes the turn: nothing is played.
    coins = op.Session("coins", [1, 9, 2, 8])
    assert not coins.moves_again
    assert coins.play_harmless() == []


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


def test_connect_four_and_tic_tac_toe_by_search():
    # A middle position of Pons' benchmark, with its published score.
    assert op.solve("connect-four", "44455554221").score == -15
    assert op.solve("connect-four", "44455554221", format="pons") == "44455554221 -15\n"
    # The empty board is in the opening book: the first player wins with
    # the 21st disc.
    assert op.solve("connect-four", "\n").score == 1
    assert op.solve("tic-tac-toe", ".../.../...", format="winner") == "draw\n"
    assert op.solve("tic-tac-toe", "xx./oo./...").winner == "x"


def svg_root(text):
    """The SVG document's root element: it must parse as XML."""
    import xml.etree.ElementTree as ET

    root = ET.fromstring(text)
    assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
    return root


def svg_texts(root):
    return ["".join(node.itertext()).strip() for node in root.iter("{http://www.w3.org/2000/svg}text")]


@pytest.mark.parametrize("name", GAMES)
def test_every_game_draws_its_solution_and_its_line(name):
    text = op.generate(name, seed=4)
    answer = op.solve(name, text)
    if isinstance(answer, list):
        # Several cases in one input: each is drawn on its own.
        return
    root = svg_root(answer._repr_svg_())
    assert len(list(root.iter())) > 3, f"{name}: an empty picture"
    line = op.line(name, text)
    assert not line.truncated
    for moves in range(len(line) + 1):
        svg_root(line.picture(moves).svg)
    with pytest.raises(op.OptimalPlayError):
        line.picture(len(line) + 1)
    html = line._repr_html_()
    assert html.count("<svg") == min(len(line), op.Line.SHOWN) + 1


def test_a_solution_marks_its_best_moves():
    root = svg_root(op.solve("coins", [20, 30, 2, 2]).picture().svg)
    assert svg_texts(root).count("✓") == 1
    bold = [
        "".join(node.itertext()).strip()
        for node in root.iter("{http://www.w3.org/2000/svg}text")
        if node.get("font-weight") == "bold"
    ]
    assert bold == ["20", "30", "2", "2", "✓"]
    # The wall game draws its own picture: the path and the walls.
    wall = op.solve("wall", op.generate("wall", rows=4, cols=4, seed=2))
    assert "Rabbit pays" in "".join(svg_texts(svg_root(wall._repr_svg_())))


@pytest.mark.parametrize("seed", range(6))
def test_the_line_of_the_row_game_scores_what_solve_says(seed):
    import random

    rng = random.Random(seed)
    values = [rng.randint(1, 50) for _ in range(rng.randint(1, 12))]
    answer = op.solve("coins", values)
    line = op.line("coins", values)
    assert line.totals == [answer.first, answer.second]
    assert line.value.margin == answer.margin
    assert all(step.value == step.best_value for step in line.steps)
    assert line.steps[-1].totals == line.totals


def test_the_greedy_counter_example_has_its_line():
    # Seed 001: greedy takes 20 and ends with 22; the first player can have 32.
    line = op.line("coins", [20, 30, 2, 2])
    assert line.moves[0] == "right" and line.totals == [32, 22]
    assert [step.player for step in line.steps] == [1, 2, 1, 2]


def test_a_loopy_line_ends_where_a_position_comes_back():
    # A cycle 1 -> 2 -> 1; the way out, 2 -> 3 -> 4, loses: perfect play
    # goes round.
    graph = "4 4\n1 2\n2 1\n2 3\n3 4\n"
    answer = op.solve("graph-game", graph)
    line = op.line("graph-game", graph)
    assert answer.values[0].outcome == "draw"
    assert line.value.outcome == "draw"
    assert line.repeated and not line.truncated
    assert "came back" in repr(line)


def test_a_partizan_line_starts_with_right_when_asked():
    # `xo` is *: whoever moves first wins, Left or Right.
    for rule, player in [(None, 1), ("left", 1), ("right", 2)]:
        line = op.line("clobber", "xo", rule=rule)
        assert [step.player for step in line.steps] == [player], rule
    with pytest.raises(op.OptimalPlayError, match="--first takes"):
        op.line("clobber", "xo", rule="up")


def test_a_line_is_cut_at_the_steps_asked():
    line = op.line("coins", list(range(1, 11)), steps=3)
    assert len(line) == 3 and line.truncated
    assert "cut short" in repr(line)


def test_the_table_is_the_command_lines_with_its_heatmap(tmp_path):
    table = op.table("coins", [20, 30, 2, 2])
    code, out, _ = cli("coins", "table", "--values", "20,30,2,2", "--svg", str(tmp_path / "t.svg"))
    assert code == 0 and str(table) == out
    assert table._repr_svg_() == (tmp_path / "t.svg").read_text()
    svg_root(table.svg)
    with pytest.raises(op.OptimalPlayError) as error:
        op.table("nim", [3, 4])
    assert "no `table`" in str(error.value)


def test_the_values_are_the_command_lines_with_their_period():
    kayles = op.values("octal", rule="0.77", to=100)
    code, out, _ = cli("octal", "--code", "0.77", "values", "--to", "100", "--format", "json")
    assert code == 0 and kayles.fields == json.loads(out)
    assert kayles.period.period == 12
    html = kayles._repr_html_()
    assert "period 12" in html
    # A row to each period, from n = 0: 101 values in 9 rows.
    assert html.count("<tr>") == 9
    with pytest.raises(op.OptimalPlayError):
        op.values("octal", rule="0.9x")


def test_a_session_draws_its_position_and_plays_best_for_you():
    session = op.Session("nim", [3, 4, 5])
    marked = svg_texts(svg_root(session.picture(marked=True).svg))
    assert "✓" in marked
    assert "✓" not in svg_texts(svg_root(session._repr_svg_()))
    assert "your move" in session._repr_html_()
    turns = session.play_best()
    assert turns[0].by == "you" and turns[0].value == turns[0].best_value
    assert f"last, the engine: {turns[-1].move.description}" in session._repr_html_()
    while not session.over:
        session.play_best()
    assert session.review().mistakes == []
    assert "the game is over: you won" in session._repr_html_()
    with pytest.raises(op.OptimalPlayError):
        session.play_best()


def test_a_picture_past_the_play_limit_is_refused_and_not_shown():
    values = [1] * 5000
    answer = op.solve("stone-game-vii", values)
    assert answer.margin == 2500
    with pytest.raises(op.OptimalPlayError):
        answer.picture()
    assert answer._repr_svg_() is None


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
    assert solution.line(7).moves == ["1", "1", "2", "1", "2"]


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
    line = solution.line("x")
    assert line.moves == ["y", "x"] and line.repeated


@pytest.mark.parametrize("seat", ["first", "second"])
def test_a_python_game_plays_against_the_engine(seat):
    session = op.solve_game(TakeOneOrTwo(20)).session(seat)
    while not session.over:
        session.play(session.moves[0])
    # 20 is a win for the first player: the engine wins as first; as
    # second it wins too, since taking 1 from 20 leaves it 19, a win.
    assert session.position == "0"
    assert session.turns[-1].by == "engine"
    review = session.review()
    assert review.finished and review.you_won is False
    # As first, the only mistake was the first move (20 was a win).
    assert len(review.mistakes) == (1 if seat == "first" else 0)


class ManyMoves:
    """Three positions, the first with 5,000 moves to the second."""

    def start(self):
        return 0

    def moves(self, position):
        return list(range(5000)) if position == 0 else []

    def play(self, position, move):
        return 1


def test_huge_instances_raise_instead_of_aborting():
    """#46, item 6: an instance too large to hold raises, as the playground
    refuses it, where it once killed the interpreter with SIGABRT."""
    for options in ({"count": 10**9}, {"rows": 10**5, "cols": 10**5}):
        game = "coins" if "count" in options else "wall"
        with pytest.raises(op.OptimalPlayError) as error:
            op.generate(game, seed=1, **options)
        assert "at most 2000000 values" in str(error.value)


def test_native_work_releases_the_gil():
    """#46, item 6: while one thread solves, another runs Python. The other
    thread is woken just before the solve starts; holding the GIL, the
    solve would let it count nothing until it returned."""
    import threading

    row = op.generate("stone-game-ii", seed=3, count=2500)
    go, done = threading.Event(), threading.Event()
    steps = []

    def count():
        go.wait()
        while not done.is_set():
            steps.append(1)

    counter = threading.Thread(target=count)
    counter.start()
    go.set()
    op.solve("stone-game-ii", row)
    during = len(steps)
    done.set()
    counter.join()
    assert during > 0


def test_a_python_game_past_its_limit_or_without_its_methods_is_refused():
    with pytest.raises(op.OptimalPlayError) as error:
        op.solve_game(TakeOneOrTwo(100), limit=50)
    assert "more than 50 positions" in str(error.value)
    # #46, item 6: moves are counted as well as positions.
    with pytest.raises(op.OptimalPlayError) as error:
        op.solve_game(ManyMoves(), move_limit=1000)
    assert "more than 1000 moves" in str(error.value)
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
        assert session.hint()[0].value.margin >= session.hint()[-1].value.margin
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


def test_a_python_game_shows_its_line_in_a_notebook():
    solution = op.solve_game(TakeOneOrTwo(5))
    html = solution._repr_html_()
    # 5 counters: take 2 (leaving 3, a loss), then any, then the rest:
    # each position of the line drawn, the end too.
    line = solution.line()
    assert line.moves[0] == "2"
    assert html.count("<figure") == 1 + len(line)
    assert "win in" in html and "6 positions" in html
    assert "TakeOneOrTwo" in repr(solution)



def test_ctrl_c_stops_native_work():
    """#46, item 6: Ctrl-C during a native call raises KeyboardInterrupt
    within a moment, where it was ignored until the call returned (up to a
    minute). The signal is sent from another thread a second into a call
    of several seconds: the values of a rule code without a period, as far
    as its work bound reaches. Run to its end, the call would raise
    OptimalPlayError instead (the heap is past the values reached)."""
    import signal
    import threading

    timer = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            op.solve("octal", "1\n1\n900000\n", rule="0.08")
    finally:
        timer.cancel()


def test_generate_takes_the_games_own_parameters():
    """#47: the keyword arguments of ``generate`` are the game's own
    parameters, as ``games()`` lists them with their range and default; a
    value outside the range is refused in the parameter's words."""
    nim = next(game for game in op.games() if game.name == "nim")
    declared = {p.name: p for p in nim.generate}
    assert set(declared) == {"count", "max"}
    assert declared["count"].least == 1 and declared["count"].default == 1
    text = op.generate("nim", seed=1, count=3, max=5)
    assert text.splitlines()[0] == "3"
    with pytest.raises(op.OptimalPlayError) as error:
        op.generate("nim", seed=1, count=0)
    assert "--count takes 1 to 1000000, not 0" in str(error.value)
    with pytest.raises(op.OptimalPlayError) as error:
        op.generate("nim", seed=1, blocked=5)
    assert "takes no --blocked" in str(error.value)


def test_values_of_partizan_games_add_and_compare():
    # The empty 4 x 4 Domineering board as CGSuite gives it.
    board = op.value("domineering", "4x4")
    assert str(board) == "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"
    assert board.outcome == "N"
    # Two 2 x 2 boards cancel: whoever starts loses.
    two = op.value("domineering", "..|..")
    assert str(two) == "+-1" and (two + two) == 0 and (two + two).outcome == "P"
    # Values of different games add up and compare.
    stalk = op.value("blue-red-hackenbush", "LRL")
    assert stalk == op.value("3/4") and stalk.number == Fraction(3, 4)
    assert stalk + op.value("cutcake", "4x2") == op.value("-1/4")
    assert op.value("clobber", "xxo") == op.value("^")
    assert op.value("^") > 0 and op.value("v") < 0
    assert op.value("*").confused_with(0) and not op.value("^").confused_with(0)
    assert (op.value("{4|1}").mean, op.value("{4|1}").temperature) == (Fraction(5, 2), Fraction(3, 2))
    assert op.value("{4|1}").stops == (4, 1)
    assert [str(v) for v in op.value("{1|0}").left] == ["1"]
    assert str(-op.value("{2|0}")) == "{0|-2}"
    assert str(op.value("1") - op.value("1/2")) == "1/2"
    # The thermograph, for a notebook.
    drawn = op.value("{4|1}").thermograph()
    assert drawn.svg.startswith("<svg") and "temperature 3/2, mean 5/2" in drawn.svg
    assert drawn._repr_svg_() == drawn.svg
    # Several positions, one a line: a list.
    assert [str(v) for v in op.value("cutcake", "1x3\n3x1")] == ["2", "-2"]


def test_value_refuses_what_is_not_one():
    with pytest.raises(op.OptimalPlayError, match="not a partizan game"):
        op.value("nim", [3, 4])
    with pytest.raises(op.OptimalPlayError, match="character 1: expected a closing bracket"):
        op.value("{1|")
    with pytest.raises(op.OptimalPlayError, match="character 4"):
        op.value("{1|x}")
    with pytest.raises(op.OptimalPlayError, match="line 1, column 2"):
        op.value("clobber", "x?")
    with pytest.raises(TypeError):
        op.value("^") >= []
