"""A game of one's own in Python (#48): the rules protocol with `outcome`,
walked and solved natively; draws; positions of every allowed kind; and
hostile games refused with the function and the position named."""

import random
import re

import pytest

import optimal_play as op

def _bench_games():
    """The games of the benchmark (`python/bench/own_games.py`), written the
    natural way: tic-tac-toe, Connect-Four and Kalah, and the plain negamax."""
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).parents[1] / "bench" / "own_games.py"
    spec = importlib.util.spec_from_file_location("own_games", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


own_games = _bench_games()
TicTacToe = own_games.TicTacToe


def test_tic_tac_toe_written_the_natural_way_is_a_draw():
    solution = op.solve_game(TicTacToe())
    assert solution.positions == 5478
    assert solution.value().outcome == "draw"
    assert solution.best_moves() == list(range(9))
    # X in the centre, O on an edge: X wins, in 5 more moves.
    after = TicTacToe().play(TicTacToe().play(" " * 9, 4), 1)
    assert (solution.value(after).outcome, solution.value(after).moves) == ("win", 5)
    # A finished board is over: no moves, whatever cells are empty.
    won = "XXXOO    "
    assert solution.value(won).outcome == "loss"
    assert solution.best_moves(won) == []
    line = solution.line()
    assert isinstance(line, op.Line)
    assert len(line) == 9 and line.value.outcome == "draw"
    assert sorted(int(move) for move in line.moves) == list(range(9))


def test_tic_tac_toe_plays_to_a_draw_against_the_engine():
    session = op.solve_game(TicTacToe()).session("second")
    assert len(session.turns) == 1  # the engine has played X
    while not session.over:
        session.play(session.hint()[0].text)
    assert "' '" not in session.position and " " not in eval(session.position)
    review = session.review()
    assert review.finished and review.drawn and review.mistakes == []


def test_a_losing_move_is_reviewed_as_a_mistake_and_undone():
    session = op.solve_game(TicTacToe()).session("first")
    session.play(1)  # an edge: still a draw
    losing = [hint for hint in session.hint() if hint.value.outcome == "loss"]
    assert losing, "after an edge and the engine's reply, some move loses"
    session.play(losing[0].text)
    review = session.review()
    assert len(review.mistakes) == 1
    assert review.mistakes[0].played.text == losing[0].text
    assert session.undo()
    assert session.review().mistakes == []
    with pytest.raises(op.OptimalPlayError, match="expected one of"):
        session.play("nine")


class GridTicTacToe(TicTacToe):
    """Tic-tac-toe with its board drawn."""

    def grid(self, board):
        return [board[0:3], board[3:6], board[6:9]]

    def show(self, board):
        return "\n".join("|".join(board[r:r + 3]) for r in (0, 3, 6))


def test_a_grid_is_drawn_and_a_move_is_placed_on_its_cell():
    solution = op.solve_game(GridTicTacToe())
    svg = solution.picture("X   O    ")._repr_svg_()
    assert svg.startswith("<svg") and "3 × 3" in svg and ">X<" in svg.replace("\n", "")
    session = solution.session()
    # Every first move draws, so each of the nine cells is marked best.
    assert session.picture(marked=True)._repr_svg_().count("✓") == 9
    session.play(4)
    assert session.picture()._repr_svg_().count("<circle") == 2
    html = solution._repr_html_()
    assert "a draw" in html and html.count("<svg") >= 9


def test_explain_shows_each_position_above_its_move():
    text = op.solve_game(GridTicTacToe()).explain()
    assert text.startswith("With best play from the start, player 1 has a draw.")
    assert text.count("| | ") >= 1 and "  1. player 1:" in text
    walk = op.solve_game(GridTicTacToe()).explain(json=True)
    assert len(walk.steps) == 9


@pytest.mark.parametrize(
    "game",
    [own_games.ConnectFour(4, 3), own_games.ConnectFour(5, 2), own_games.Kalah(2, 2),
     own_games.Kalah(3, 2), own_games.KalahWithStores(3, 2), own_games.KalahWithStores(2, 3)],
    ids=["connect-four-4x3", "connect-four-5x2", "kalah-2x2", "kalah-3x2", "kalah-3x2-stores",
         "kalah-2x3-stores"],
)
def test_the_benchmark_games_agree_with_the_plain_negamax(game):
    value, positions = own_games.plain_negamax(game)
    solution = op.solve_game(game)
    if isinstance(game, own_games.Kalah):
        # With or without the stores in the position, the same margin, as
        # Kalah played out on the whole board says.
        assert own_games.plain_negamax(own_games.Kalah(game.pits, game.seeds))[0] == value
        assert kalah_on_the_whole_board(game.pits, game.seeds) == value
    assert solution.positions == positions
    if solution.scored:
        assert solution.value().margin == value
    else:
        assert solution.value().outcome == {1: "win", 0: "draw", -1: "loss"}[value]


def kalah_on_the_whole_board(n, seeds):
    """Kalah's margin for the first player, written a third way, for the
    benchmark's two to be checked against: the whole board (both rows,
    both stores) as the players see it, minimax, a sowing at a time."""
    import functools

    store = {0: n, 1: 2 * n + 1}

    @functools.lru_cache(maxsize=None)
    def value(board, player):
        rows = (board[:n], board[n + 1:2 * n + 1])
        if not sum(rows[0]) or not sum(rows[1]):
            return board[n] + sum(rows[0]) - board[2 * n + 1] - sum(rows[1])
        pits = range(n) if player == 0 else range(n + 1, 2 * n + 1)
        values = []
        for pit in (p for p in pits if board[p]):
            after, seeds, at = list(board), board[pit], pit
            after[pit] = 0
            while seeds:
                at = (at + 1) % (2 * n + 2)
                if at != store[1 - player]:
                    after[at] += 1
                    seeds -= 1
            if at in pits and after[at] == 1 and after[2 * n - at]:
                after[store[player]] += after[2 * n - at] + 1
                after[at] = after[2 * n - at] = 0
            over = not sum(after[:n]) or not sum(after[n + 1:2 * n + 1])
            again = at == store[player] and not over
            values.append(value(tuple(after), player if again else 1 - player))
        return max(values) if player == 0 else min(values)

    return value(tuple(([seeds] * n + [0]) * 2), 0)


def test_without_outcome_a_full_board_is_lost_by_the_player_to_move():
    """What #48 found: without `outcome`, no moves means a loss, so the
    natural first version that stops at a full board is not tic-tac-toe."""

    class NoOutcome(TicTacToe):
        outcome = None

    assert op.solve_game(NoOutcome()).value().outcome == "win"


class Positions:
    """Every kind of position the protocol allows, in a chain."""

    CHAIN = [0, -5, 2**70, "text", (1, "a", (2,)), [3, [4]], frozenset({1, 2}), None, True, False]

    def start(self):
        return self.CHAIN[0]

    def moves(self, position):
        k = self._k(position)
        return [k + 1] if k + 1 < len(self.CHAIN) else []

    def play(self, position, k):
        return self.CHAIN[k]

    def _k(self, position):
        return next(k for k, p in enumerate(self.CHAIN) if p == position and type(p) is type(position))


def test_every_kind_of_position_comes_back_as_it_was_given():
    solution = op.solve_game(Positions())
    assert solution.positions == len(Positions.CHAIN)
    # Each position is decoded as the game gave it: the same value and the
    # same type; the optimal line passes every one, shown as its repr.
    seen = [solution.position(k) for k in range(solution.positions)]
    for position in Positions.CHAIN:
        assert any(p == position and type(p) is type(position) for p in seen), position
    line = solution.line()
    shown = [line.start] + [step.position_text for step in line.steps]
    assert shown == [repr(position) for position in Positions.CHAIN]
    for k, position in enumerate(Positions.CHAIN):
        if position is not None:  # value(None) asks about the start
            assert solution.value(position).moves == len(Positions.CHAIN) - 1 - k
    # A frozenset is found whatever order its items come in; a tuple is not
    # the list of the same items.
    assert solution.value(frozenset({2, 1})).moves == 3
    with pytest.raises(op.OptimalPlayError, match="not reachable"):
        solution.value((3, (4,)))


class Raises(TicTacToe):
    def play(self, board, cell):
        if cell == 8:
            raise ValueError("no corner today")
        return super().play(board, cell)


def test_a_function_that_raises_is_named_with_its_position():
    with pytest.raises(op.OptimalPlayError) as error:
        op.solve_game(Raises())
    message = str(error.value)
    assert message.startswith("play('         ', 8) raised ValueError: no corner today"), message
    assert isinstance(error.value.__cause__, ValueError)


@pytest.mark.parametrize(
    "method, returns, words",
    [
        ("play", lambda self, n, take: n - take + 0.5, "play(3, 1) gave 2.5, a float"),
        ("play", lambda self, n, take: {n - take}, "gave {2}, a set"),
        ("moves", lambda self, n: 7, "moves(3) gave 7, not a list of moves"),
        ("outcome", lambda self, n: "won", "outcome(3) gave 'won'"),
        ("outcome", lambda self, n: True, "outcome(3) gave True"),
        ("score", lambda self, n, take: 1.5, "score(3, 1) gave 1.5"),
        ("score", lambda self, n, take: 2**70, "at most 64 bits"),
    ],
)
def test_a_function_that_gives_the_wrong_type_is_named(method, returns, words):
    class Wrong:
        def start(self):
            return 3

        def moves(self, n):
            return [take for take in (1, 2) if take <= n]

        def play(self, n, take):
            return n - take

    setattr(Wrong, method, returns)
    with pytest.raises(op.OptimalPlayError) as error:
        op.solve_game(Wrong())
    assert words in str(error.value)


def test_a_game_that_answers_differently_each_time_is_caught():
    class Fickle:
        calls = 0

        def start(self):
            return 0

        def moves(self, n):
            self.calls += 1
            return list(range(self.calls % 3 + 1)) if n == 0 else []

        def play(self, n, k):
            return k + 1

    solution = op.solve_game(Fickle())
    with pytest.raises(op.OptimalPlayError) as error:
        solution.best_moves()
        solution.best_moves()
    assert "the same answers every time" in str(error.value)


def test_a_million_moves_from_one_position_meet_the_move_limit():
    class Wide:
        def start(self):
            return 0

        def moves(self, n):
            return range(1_000_000) if n == 0 else []

        def play(self, n, k):
            return 1

    with pytest.raises(op.OptimalPlayError) as error:
        op.solve_game(Wide(), move_limit=999_999)
    assert "more than 999999 moves; solve_game(game, move_limit=N) walks further" in str(
        error.value
    )
    assert op.solve_game(Wide(), move_limit=1_000_000).positions == 2


def test_a_scored_game_that_ends_in_a_win_is_refused():
    class Mixed:
        def start(self):
            return 1

        def moves(self, n):
            return [1]

        def play(self, n, k):
            return n - 1

        def outcome(self, n):
            return "win" if n == 0 else None

        def score(self, n, k):
            return 2

    with pytest.raises(op.OptimalPlayError) as error:
        op.solve_game(Mixed())
    assert 'outcome(0) gave "win", but the game scores points' in str(error.value)


class RandomGraph:
    """A random game given as rules: position p's moves lead to
    `moves[p]`; `ends[p]` is its outcome (None while the game goes on)."""

    def __init__(self, moves, ends, points=None):
        self.edges, self.ends, self.points = moves, ends, points

    def start(self):
        return 0

    def moves(self, p):
        return list(range(len(self.edges[p])))

    def play(self, p, k):
        return self.edges[p][k]

    def outcome(self, p):
        return self.ends[p]


class ScoredGraph(RandomGraph):
    def score(self, p, k):
        return self.points[p][k]


def as_rules(graph):
    """The same game as a rules file (Starlark), for `solve_game` to read."""
    text = (f"EDGES = {graph.edges!r}\nENDS = {graph.ends!r}\nPOINTS = {graph.points!r}\n"
            "def start():\n    return 0\n"
            "def moves(p):\n    return list(range(len(EDGES[p])))\n"
            "def play(p, k):\n    return EDGES[p][k]\n"
            "def outcome(p):\n    return ENDS[p]\n")
    if graph.points is not None:
        text += "def score(p, k):\n    return POINTS[p][k]\n"
    return text


def plain_value_iteration(graph):
    """The values by rounds to a fixed point, as (kind, moves) pairs: every
    position starts as a draw, ends as they say."""
    n = len(graph.edges)
    rank = {"loss": 0, "draw": 1, "win": 2}

    def key(value):
        kind, moves = value
        return (rank[kind], -moves if kind == "win" else moves if kind == "loss" else 0)

    def after(value):
        kind, moves = value
        return {"win": ("loss", moves + 1), "loss": ("win", moves + 1)}.get(kind, ("draw", 0))

    def fixed(p):
        if graph.ends[p] is not None:
            return (graph.ends[p], 0)
        return ("loss", 0) if not graph.edges[p] else None

    values = [fixed(p) or ("draw", 0) for p in range(n)]
    while True:
        new = [
            fixed(p) or max((after(values[q]) for q in graph.edges[p]), key=key) for p in range(n)
        ]
        if new == values:
            return values
        values = new


def reachable(graph):
    seen, todo = {0}, [0]
    while todo:
        p = todo.pop()
        if graph.ends[p] is None:
            for q in graph.edges[p]:
                if q not in seen:
                    seen.add(q)
                    todo.append(q)
    return seen


def test_random_games_agree_with_value_iteration_and_the_built_in_graph_game():
    rng = random.Random(48)
    compared_with_graph_game = 0
    for _ in range(200):
        n = rng.randint(1, 12)
        edges = [[rng.randrange(n) for _ in range(rng.randint(0, 3))] for _ in range(n)]
        normal_play = rng.random() < 0.4
        ends = [
            None if normal_play or rng.random() < 0.7 else rng.choice(["win", "loss", "draw"])
            for _ in range(n)
        ]
        graph = RandomGraph(edges, ends)
        solution = op.solve_game(graph)
        rules = op.solve_game(as_rules(graph))  # the same game as a rules file
        expected = plain_value_iteration(graph)
        for p in reachable(graph):
            value = solution.value(p)
            assert rules.value(p) == value, (edges, ends, p)
            kind, moves = expected[p]
            assert value.outcome == kind, (edges, ends, p)
            if kind != "draw":
                assert value.moves == moves, (edges, ends, p)
        if normal_play:
            listed = [(p, q) for p in range(n) for q in edges[p]]
            text = f"{n} {len(listed)}\n" + "".join(f"{p + 1} {q + 1}\n" for p, q in listed)
            built_in = op.solve("graph-game", text).values
            for p in reachable(graph):
                assert built_in[p] == solution.value(p), (edges, p)
            compared_with_graph_game += 1
    assert compared_with_graph_game > 50


def test_random_scored_games_agree_with_the_definition():
    rng = random.Random(4848)
    for _ in range(200):
        n = rng.randint(1, 12)
        # Moves only to higher numbers: play always ends.
        edges = [[rng.randrange(p + 1, n) for _ in range(rng.randint(0, 3))] if p + 1 < n else []
                 for p in range(n)]
        points = [[rng.randint(-9, 9) for _ in out] for out in edges]
        ends = [rng.choice([None, None, "draw", rng.randint(-9, 9)]) for _ in range(n)]
        graph = ScoredGraph(edges, ends, points)
        solution = op.solve_game(graph)
        rules = op.solve_game(as_rules(graph))
        margins = {}
        for p in reversed(range(n)):
            end = ends[p]
            if end is not None:
                margins[p] = 0 if end == "draw" else end
            else:
                margins[p] = max(
                    (s - margins[q] for q, s in zip(edges[p], points[p])), default=0
                )
        for p in reachable(graph):
            assert solution.value(p).margin == margins[p], (edges, points, ends, p)
            assert rules.value(p).margin == margins[p], (edges, points, ends, p)


def example(name):
    import pathlib

    return (pathlib.Path(__file__).parents[2] / "examples" / name).read_text()


def test_a_rules_file_is_solved_played_and_explained_as_a_python_game():
    """#49: the same tic-tac-toe as a rules file and in Python."""
    rules = op.solve_game(example("tic-tac-toe.star"))
    assert (rules.positions, rules.value().outcome) == (5478, "draw")
    assert rules.value("X...O....") == op.solve_game(GridTicTacToe()).value("X   O    ")
    assert rules.best_moves() == list(range(9))
    session = rules.session("second")
    while not session.over:
        session.play(session.hint()[0].text)
    assert session.review().drawn
    assert "X" in rules.explain() and "<svg" in rules._repr_html_()
    take_away = op.solve_game(example("take-away.star")).value()
    assert (take_away.outcome, take_away.moves) == ("win", 11)


@pytest.mark.parametrize(
    "text, words",
    [
        ("def start(:\n", "line 1, column 11: Parse error"),
        ("def start():\n    return 1\n", "the rules define no function `moves`"),
        ("def start():\n    return 0\ndef moves(p):\n    return [0.5]\n"
         "def play(p, m):\n    return p\n", "moves(0) gave 0.5, a float"),
        ("def start():\n    return 0\ndef moves(p):\n    n = 0\n    for i in range(5000000):\n"
         "        n += i\n    return []\ndef play(p, m):\n    return p\n",
         "line 6, column 9: moves(0): ran more than 1000000 statements"),
    ],
    ids=["syntax", "missing", "float", "long-loop"],
)
def test_a_hostile_rules_file_is_refused_with_its_place(text, words):
    with pytest.raises(op.OptimalPlayError, match=re.escape(words)):
        op.solve_game(text)


class _WithOptions:
    """A game with `options`: each move with the position it leads to, in
    one pass. The walk asks it in place of `moves` and `play`."""

    def __init__(self, game):
        self.game = game
        self.start = game.start
        self.moves = game.moves
        self.play = game.play
        for name in ("outcome", "score"):
            if hasattr(game, name):
                setattr(self, name, getattr(game, name))
        self.asked = 0

    def options(self, position):
        self.asked += 1
        return [(move, self.game.play(position, move)) for move in self.game.moves(position)]


@pytest.mark.parametrize(
    "game",
    [TicTacToe(), own_games.Kalah(3, 2), own_games.KalahWithStores(2, 3)],
    ids=["tic-tac-toe", "kalah-3x2", "kalah-2x3-stores"],
)
def test_a_game_with_options_is_solved_as_with_moves_and_play(game):
    with_options = _WithOptions(game)
    alone, both = op.solve_game(game), op.solve_game(with_options)
    assert with_options.asked > 0
    assert both.positions == alone.positions
    assert both.value() == alone.value()
    assert both.best_moves() == alone.best_moves()


@pytest.mark.parametrize(
    "options, words",
    [
        (lambda p: 3, "options(0) gave 3, not a list of (move, position) pairs"),
        (lambda p: [(1, 2, 3)], "options(0) gave (1, 2, 3), not a pair (move, position)"),
        (lambda p: ["ab"], "options(0) gave 'ab', not a pair (move, position)"),
        (lambda p: [(1, 0.5)], "options(0) gave 0.5"),
    ],
)
def test_options_that_are_not_pairs_are_named(options, words):
    class Game:
        def start(self):
            return 0

        def moves(self, p):
            return [1] if p < 3 else []

        def play(self, p, m):
            return p + 1

    game = Game()
    game.options = options
    with pytest.raises(op.OptimalPlayError, match=re.escape(words)):
        op.solve_game(game)
