#!/usr/bin/env python3
"""Builds connect-four's repertoire: the opening book of the games the
perfect engine plays, in either seat, from the empty 7 x 6 board.

    scripts/connect-four-repertoire.py DEPTH [--seats first,second]
        [--binary PATH] [--cache FILE] [--out FILE] [--batch N] [--hours H]

A whole layer of positions is out of reach past a few discs (layer 10 holds
about 830,000 of them, one of each mirror pair). A game against the engine
reaches far fewer: the engine plays only its best move (of equally good
ones the leftmost, as `play` and the playground choose it unless a seed
asks for ties broken at random; `--every-best` takes them all), the person
any move. The repertoire of a seat is every position such a game
reaches with at most DEPTH discs. The exact score of every move at each of
them is searched (`optimal-play connect-four solve --format pons`, a batch
of positions a run), so that `play` and the playground look the engine's
move and every hint up instead of searching, and search only past DEPTH
discs, where a position's every move takes well under a second.

Scores are appended to the cache file as they come (one line `MOVES SCORE`
a position, one of each mirror pair, shared by both seats and by every
DEPTH), so a stopped build goes on where it stopped; the depth-N layers of
`scripts/connect-four-book.py` (book-N.cache) are read as known scores too.
The layers are searched shallowest first, both seats side by side, and the
book is written from what is known when the build ends or `--hours` runs
out: every scored move of a position whose every move is scored. So a
build stopped at any point still ships a book that holds every game to the
depth it reached.

The default binary is target/release/optimal-play (`cargo build --release`
first); the default cache is
crates/core/src/games/connect_four/repertoire.cache, kept in the repository
(commit it as it grows: the whole build takes hours of CPU), and the
default output the repertoire the binary embeds,
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("depth", type=int)
    parser.add_argument("--seats", default="first,second")
    parser.add_argument("--binary", default=os.path.join(ROOT, "target/release/optimal-play"))
    parser.add_argument("--cache", default=os.path.join(HERE, "repertoire.cache"))
    parser.add_argument("--out", default=os.path.join(HERE, "repertoire.txt"))
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--hours", type=float, default=None)
    parser.add_argument(
        "--every-best",
        action="store_true",
        help="follow every best move of the engine, not only the leftmost",
    )
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

    complete = True
    for discs in range(args.depth + 1):
        for seat in seats:
            # The person's positions: their moves lead to the engine's.
            for position in person[seat][discs].values():
                for _, outcome, child in position.children():
                    if outcome is None:
                        engine[seat][discs + 1].setdefault(child.exact, child)
        # Every move of the engine's positions of this layer is searched;
        # the person's moves lead to the engine's positions of the next,
        # whose scores come from their own moves, but past the last layer
        # they are searched themselves.
        layer = [position for seat in seats for position in engine[seat][discs].values()]
        if discs == args.depth:
            layer += [position for seat in seats for position in person[seat][discs].values()]
        children = [
            child for position in layer for _, outcome, child in position.children() if outcome is None
        ]
        print(
            f"{discs} discs: {len(layer)} positions, {len(children)} moves to score",
            file=sys.stderr,
        )
        if not search(children):
            complete = False
            break
        for seat in seats:
            # The engine's positions: its best move leads to the person's.
            for position in engine[seat][discs].values():
                scores = move_scores(position, known)
                best = max(scores.values())
                known.setdefault(position.key, best)
                chosen = [column for column in sorted(scores) if scores[column] == best]
                if not args.every_best:
                    chosen = chosen[:1]
                for column, outcome, child in position.children():
                    if outcome is None and column in chosen:
                        person[seat][discs + 1].setdefault(child.exact, child)

    # The book: every scored move of each position whose moves are all
    # scored; covered up to the last layer whose every position's are.
    entries = {}
    covered = -1
    for discs in range(args.depth + 1):
        whole = True
        for seat in seats:
            for side in (engine, person):
                for position in side[seat][discs].values():
                    if move_scores(position, known) is None:
                        whole = False
                        continue
                    for _, outcome, child in position.children():
                        if outcome is None:
                            entries.setdefault(child.key, child)
        if whole and covered == discs - 1:
            covered = discs
    with open(args.out, "w") as out:
        out.write(
            "# connect-four's repertoire: the exact score (Pons' convention) of\n"
            "# every move of every position a game against the perfect engine\n"
            f"# reaches with at most {args.depth} discs, in the seats {','.join(seats)}"
            f"{'' if complete else ' (not complete: the build was stopped)'},\n"
            "# one of each mirror pair, a line `MOVES SCORE`. Built by\n"
            f"# `scripts/connect-four-repertoire.py {args.depth} --seats {','.join(seats)}"
            f"{' --every-best' if args.every_best else ''}`.\n"
            "# Every move of every such position with at most this many discs:\n"
            f"# covered {max(covered, 0)}\n"
        )
        for key, position in sorted(entries.items(), key=lambda item: (item[1].discs, item[1].moves)):
            out.write(f"{position.moves} {known[key]}\n")
    print(f"wrote {len(entries)} positions to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
