#!/usr/bin/env python3
"""Builds connect-four's repertoire: the opening book of the games the
perfect engine plays, in either seat, from the empty 7 x 6 board.

    scripts/connect-four-repertoire.py DEPTH [--seats first,second]
        [--binary PATH] [--cache FILE] [--out FILE] [--batch N] [--hours H]

A whole layer of positions is out of reach past a few discs (layer 10 holds
about 830,000 of them, one of each mirror pair). A game against the engine
reaches far fewer: the engine plays only its best move (of equally good
ones the first from the left, as `play` and the playground choose it
unless a seed asks for ties broken at random), the person any move. The
repertoire of a seat is every position such a game reaches with at most
DEPTH discs. `play` and the playground look up the engine's move and every
hint there instead of searching, and search only past DEPTH discs, where a
position's every move takes well under a second. So the repertoire holds:

- where the person moves, the exact score of every move: the hint
  (`optimal-play connect-four solve --format pons` of the positions they
  lead to, where those are not the engine's positions of the next layer);
- where the engine moves, the position's score and its move, a line
  `MOVES -> COLUMN` (`solve --format best`: the position's value, then one
  null-window search a column from the left up to the first best one,
  about a fifth of the cost of every column's exact score).

Searches run a batch of positions a run, so that a batch shares the
search's table. Their answers are appended to the cache files as they come
(`MOVES SCORE` lines, one of each mirror pair, in the score cache;
`MOVES SCORE COLUMN` lines in the best-move cache beside it, named as it
with `-best`), shared by both seats and by every DEPTH, so a stopped build
goes on where it stopped; the depth-N layers of
`scripts/connect-four-book.py` (book-N.cache) are read as known scores
too. The layers are searched shallowest first, both seats side by side,
and the book is written from what is known when the build ends or
`--hours` runs out, with `# covered N`: the last layer up to which every
position of every game is whole. So a build stopped at any point still
ships a book that holds every game to the depth it reached.

The default binary is target/release/optimal-play (`cargo build --release`
first); the default caches are
crates/core/src/games/connect_four/repertoire.cache and
repertoire-best.cache, kept in the repository (commit them as they grow:
the whole build takes hours of CPU), and the default output the
repertoire the binary embeds,
crates/core/src/games/connect_four/repertoire.txt.
"""

import argparse
import glob
import importlib.util
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "crates/core/src/games/connect_four")

# The board and its rules, shared with the book's build.
_spec = importlib.util.spec_from_file_location(
    "connect_four_book", os.path.join(ROOT, "scripts/connect-four-book.py")
)
book = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(book)
WIDTH, HEIGHT, CELLS = book.WIDTH, book.HEIGHT, book.CELLS
canonical, columns_of, makes_four = book.canonical, book.columns_of, book.makes_four


class Position:
    """A position by its moves, with its children."""

    def __init__(self, moves):
        self.moves = moves
        self.columns = columns_of(moves)
        self.discs = len(moves)
        self.key = canonical(self.columns)
        # The position itself: the engine's leftmost best move in a
        # position and in its mirror image are not each other's mirror.
        self.exact = tuple(tuple(column) for column in self.columns)

    def children(self):
        """(column, outcome, child) for every legal column: outcome is the
        mover's score when the move ends the game, else None."""
        for column in range(WIDTH):
            if len(self.columns[column]) == HEIGHT:
                continue
            self.columns[column].append(self.discs % 2)
            ends = makes_four(self.columns, column)
            self.columns[column].pop()
            child = Position(self.moves + str(column + 1))
            if ends:
                yield column, CELLS // 2 + 1 - (self.discs + 2) // 2, child
            elif child.discs == CELLS:
                yield column, 0, child
            else:
                yield column, None, child


def move_scores(position, known):
    """Every legal column's score to the mover, or None while one is
    unknown."""
    scores = {}
    for column, outcome, child in position.children():
        if outcome is not None:
            scores[column] = outcome
        elif child.key in known:
            scores[column] = -known[child.key]
        else:
            return None
    return scores


def read_best(line, known, best):
    """Reads a line `MOVES SCORE COLUMN` of `solve --format best` into
    `known` and `best`."""
    moves, score, column = line.rstrip("\n").rsplit(" ", 2)
    position = Position(moves.strip())
    known[position.key] = int(score)
    best[position.exact] = int(column) - 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("depth", type=int)
    parser.add_argument("--seats", default="first,second")
    parser.add_argument("--binary", default=os.path.join(ROOT, "target/release/optimal-play"))
    parser.add_argument("--cache", default=os.path.join(HERE, "repertoire.cache"))
    parser.add_argument("--out", default=os.path.join(HERE, "repertoire.txt"))
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--hours", type=float, default=None)
    args = parser.parse_args()
    seats = [seat.strip() for seat in args.seats.split(",")]
    if not seats or any(seat not in ("first", "second") for seat in seats):
        parser.error("--seats takes first, second or first,second")
    deadline = None if args.hours is None else time.time() + args.hours * 3600

    known = {}
    paths = [os.path.join(HERE, "book.txt")]
    paths += sorted(glob.glob(os.path.join(HERE, "book-*.cache"))) + [args.cache]
    for path in paths:
        if os.path.exists(path):
            with open(path) as lines:
                for line in lines:
                    if line.startswith("#") or not line.strip():
                        continue
                    # The empty board's line is its score alone.
                    *moves, score = line.split()
                    known[canonical(columns_of("".join(moves)))] = int(score)
    best_cache = args.cache.removesuffix(".cache") + "-best.cache"
    best = {}
    if os.path.exists(best_cache):
        with open(best_cache) as lines:
            for line in lines:
                if line.strip():
                    read_best(line, known, best)

    def search(positions):
        """Searches `positions` (a list of Position) not yet known, adding
        their scores to `known` and the cache. False when the hours ran out
        first."""
        todo, seen = [], set()
        for position in positions:
            if position.key not in known and position.key not in seen:
                seen.add(position.key)
                todo.append(position.moves)
        return book.search(args.binary, [], todo, args.batch, args.cache, known, deadline)

    # The positions of each seat's games by their number of discs, the
    # engine's and the person's apart: {exact: Position}.
    engine = {seat: [dict() for _ in range(CELLS + 1)] for seat in seats}
    person = {seat: [dict() for _ in range(CELLS + 1)] for seat in seats}
    empty = Position("")
    for seat in seats:
        (engine if seat == "first" else person)[seat][0][empty.exact] = empty

    def engine_move(position):
        """The engine's move at `position` (a column from 0) when known,
        from its best-move line or from every move's score; its score is
        noted from the latter too."""
        if position.exact in best:
            return best[position.exact]
        scores = move_scores(position, known)
        if scores is None:
            return None
        top = max(scores.values())
        known.setdefault(position.key, top)
        best[position.exact] = min(column for column in scores if scores[column] == top)
        return best[position.exact]

    complete = True
    for discs in range(args.depth + 1):
        for seat in seats:
            # The person's positions: their moves lead to the engine's.
            for position in person[seat][discs].values():
                for _, outcome, child in position.children():
                    if outcome is None:
                        engine[seat][discs + 1].setdefault(child.exact, child)
        # The engine's positions of this layer: their score and move. Past
        # the last layer, the positions the person's moves lead to are
        # scored alone, every move's score the hint.
        layer = {}
        for seat in seats:
            for position in engine[seat][discs].values():
                if engine_move(position) is None:
                    layer.setdefault(position.exact, position)
        ends = []
        if discs == args.depth:
            ends = [
                child
                for seat in seats
                for position in person[seat][discs].values()
                for _, outcome, child in position.children()
                if outcome is None
            ]
        print(
            f"{discs} discs: {len(layer)} engine's moves to find, {len(ends)} moves to score",
            file=sys.stderr,
        )
        todo = sorted(layer.values(), key=lambda position: position.moves)
        moves = [position.moves for position in todo]
        read = lambda line: read_best(line, known, best)  # noqa: E731
        if not book.search(
            args.binary, ["--format", "best"], moves, args.batch, best_cache, known, deadline, read
        ):
            complete = False
            break
        if not search(ends):
            complete = False
            break
        for seat in seats:
            # The engine's positions: its move leads to the person's.
            for position in engine[seat][discs].values():
                column = engine_move(position)
                for chosen, outcome, child in position.children():
                    if outcome is None and chosen == column:
                        person[seat][discs + 1].setdefault(child.exact, child)

    # The book: the scores of every move of each person's position whose
    # moves are all scored, and the engine's move at each of its positions
    # whose move is known; covered up to the last layer whose every
    # position is whole.
    entries = {}
    moves_of_engine = {}
    covered = -1
    for discs in range(args.depth + 1):
        whole = True
        for seat in seats:
            for position in person[seat][discs].values():
                if move_scores(position, known) is None:
                    whole = False
                    continue
                for _, outcome, child in position.children():
                    if outcome is None:
                        entries.setdefault(child.key, child)
            for position in engine[seat][discs].values():
                column = engine_move(position)
                if column is None or position.key not in known:
                    whole = False
                    continue
                entries.setdefault(position.key, position)
                moves_of_engine[position.exact] = (position, column)
        if whole and covered == discs - 1:
            covered = discs
    with open(args.out, "w") as out:
        out.write(
            "# connect-four's repertoire: the positions a game against the perfect\n"
            f"# engine reaches with at most {args.depth} discs, in the seats {','.join(seats)}"
            f"{'' if complete else ' (not complete: the build was stopped)'}:\n"
            "# the exact score (Pons' convention) of every move where the person\n"
            "# moves, one of each mirror pair, a line `MOVES SCORE`; the engine's\n"
            "# move where it moves (the first best column from the left), a line\n"
            "# `MOVES -> COLUMN`. Built by\n"
            f"# `scripts/connect-four-repertoire.py {args.depth} --seats {','.join(seats)}`.\n"
            "# Every such position with at most this many discs:\n"
            f"# covered {max(covered, 0)}\n"
        )
        for key, position in sorted(entries.items(), key=lambda item: (item[1].discs, item[1].moves)):
            out.write(f"{position.moves} {known[key]}\n")
        for position, column in sorted(
            moves_of_engine.values(), key=lambda item: (item[0].discs, item[0].moves)
        ):
            out.write(f"{position.moves} -> {column + 1}\n")
    print(
        f"wrote {len(entries)} scores and {len(moves_of_engine)} engine's moves to {args.out}",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
