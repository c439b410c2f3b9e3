#!/usr/bin/env python3
"""Builds connect-four's opening book with the project's own search.

    scripts/connect-four-book.py DEPTH [--binary PATH] [--cache FILE]
                                 [--out FILE] [--batch N]

Every position of the 7 x 6 board with exactly DEPTH discs (one of each
mirror-image pair, none where four are already in a row) is solved by
`optimal-play connect-four solve --format pons --no-book`, a batch of
positions a run so that a batch shares the search's table. The scores are
appended to the cache file as they come, so a stopped build goes on where
it stopped. Every shallower position then gets the best of its children's
scores (negamax over the book itself: a parent's Pons score is the largest
negated score of its children, or the win a move makes at once), and the
book is written, a line `MOVES SCORE` a position, shallowest first.

The default binary is target/release/optimal-play (`cargo build --release`
first); the default cache is
crates/core/src/games/connect_four/book-DEPTH.cache, kept in the
repository (commit it as it grows: a deep layer takes hours to days of
CPU), and the default output the book the binary embeds,
crates/core/src/games/connect_four/book.txt.
"""

import argparse
import os
import subprocess
import sys
import time

WIDTH, HEIGHT = 7, 6
CELLS = WIDTH * HEIGHT
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def canonical(columns):
    """A position and its mirror image share this key."""
    key = tuple(tuple(column) for column in columns)
    return min(key, key[::-1])


def makes_four(columns, column):
    """Whether the disc just dropped into `column` is in four in a row."""
    row = len(columns[column]) - 1
    player = columns[column][row]

    def mine(x, y):
        return 0 <= x < WIDTH and 0 <= y < len(columns[x]) and columns[x][y] == player

    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        count = 1
        for sign in (1, -1):
            x, y = column + sign * dx, row + sign * dy
            while mine(x, y):
                count += 1
                x, y = x + sign * dx, y + sign * dy
        if count >= 4:
            return True
    return False


def layers(depth):
    """Every position of 0 to `depth` discs by layer: {key: moves}."""
    found = [dict() for _ in range(depth + 1)]

    def walk(columns, moves, discs):
        key = canonical(columns)
        if key in found[discs]:
            return
        found[discs][key] = moves
        if discs == depth:
            return
        for column in range(WIDTH):
            if len(columns[column]) < HEIGHT:
                columns[column].append(discs % 2)
                if not makes_four(columns, column):
                    walk(columns, moves + str(column + 1), discs + 1)
                columns[column].pop()

    walk([[] for _ in range(WIDTH)], "", 0)
    return found


def columns_of(moves):
    columns = [[] for _ in range(WIDTH)]
    for at, move in enumerate(moves):
        columns[int(move) - 1].append(at % 2)
    return columns


def negamax_layer(layer, discs, below):
    """The score of every position of `layer` from its children's."""
    scores = {}
    # The score of winning with the disc played now: the mover's k-th.
    win_now = CELLS // 2 + 1 - (discs + 2) // 2
    for key, moves in layer.items():
        columns = columns_of(moves)
        best = None
        for column in range(WIDTH):
            if len(columns[column]) == HEIGHT:
                continue
            columns[column].append(discs % 2)
            if makes_four(columns, column):
                score = win_now
            else:
                score = -below[canonical(columns)]
            columns[column].pop()
            best = score if best is None else max(best, score)
        scores[key] = 0 if best is None else best
    return scores


def search(binary, options, todo, batch_size, cache, solved, deadline=None, read=None):
    """Searches the positions `todo` (their moves), `batch_size` a run of
    `binary connect-four solve --format pons OPTIONS` so that a batch
    shares the search's table, appending each batch's scores to `cache` as
    it comes and to `solved` (by canonical key). False when `deadline` (a
    time.time()) passed first. With `read`, OPTIONS name the format, and
    each line of the answer is given to `read` instead."""
    started = time.time()
    command = [binary, "connect-four", "solve"]
    command += options if read else ["--format", "pons", *options]
    for at in range(0, len(todo), batch_size):
        if deadline is not None and time.time() > deadline:
            return False
        batch = todo[at : at + batch_size]
        answer = subprocess.run(
            command,
            input="".join(moves + "\n" for moves in batch),
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        with open(cache, "a") as out:
            out.write(answer)
        for line in answer.splitlines():
            if read:
                read(line)
                continue
            moves, score = line.split()
            solved[canonical(columns_of(moves))] = int(score)
        done = at + len(batch)
        rate = (time.time() - started) / done
        print(f"  {done}/{len(todo)} searched, {rate:.2f} s a position", file=sys.stderr)
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("depth", type=int)
    parser.add_argument(
        "--binary", default=os.path.join(ROOT, "target/release/optimal-play")
    )
    parser.add_argument("--cache")
    parser.add_argument(
        "--out", default=os.path.join(ROOT, "crates/core/src/games/connect_four/book.txt")
    )
    parser.add_argument("--batch", type=int, default=16)
    args = parser.parse_args()
    cache = args.cache or os.path.join(
        ROOT, "crates/core/src/games/connect_four", f"book-{args.depth}.cache"
    )

    found = layers(args.depth)
    deepest = found[args.depth]
    solved = {}
    if os.path.exists(cache):
        with open(cache) as lines:
            for line in lines:
                moves, score = line.split()
                solved[canonical(columns_of(moves))] = int(score)
    todo = sorted(moves for key, moves in deepest.items() if key not in solved)
    print(
        f"{len(deepest)} positions of {args.depth} discs, {len(todo)} to search",
        file=sys.stderr,
    )
    search(args.binary, ["--no-book"], todo, args.batch, cache, solved)

    scores = [None] * (args.depth + 1)
    scores[args.depth] = {key: solved[key] for key in deepest}
    for discs in range(args.depth - 1, -1, -1):
        scores[discs] = negamax_layer(found[discs], discs, scores[discs + 1])

    with open(args.out, "w") as out:
        out.write(
            "# connect-four's opening book: the exact score (Pons' convention) of\n"
            f"# every position of the 7 x 6 board with at most {args.depth} discs, one\n"
            "# of each mirror-image pair, a line `MOVES SCORE`. Built by\n"
            f"# `scripts/connect-four-book.py {args.depth}`: the deepest layer searched\n"
            "# without the book, every other position the best of its children.\n"
        )
        for discs in range(args.depth + 1):
            for key, moves in sorted(found[discs].items(), key=lambda item: item[1]):
                out.write(f"{moves} {scores[discs][key]}\n")
    print(
        f"wrote {sum(len(layer) for layer in found)} positions to {args.out}",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
