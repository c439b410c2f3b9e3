#!/usr/bin/env python3
"""Times `optimal-play domineering solve` beside cgt-py, the peer, on empty
Domineering boards, in the same run, and checks that both give the same
canonical form.

    scripts/domineering-peer.py [--boards 4x5,5x5,4x7,3x10] [--repeat 2]
                                [--peer-limit SECONDS]
    scripts/domineering-peer.py --data FILE   # the cross-check data

The peer is cgt-py 0.11.0 from PyPI (t4ccer's cgt-tools with Python
bindings); it imports only with `anywidget` beside it:

    python3 -m venv /tmp/cgt && . /tmp/cgt/bin/activate
    pip install cgt-py==0.11.0 anywidget

Ours is the release binary (`cargo build --release`), run once per board
as a user would, the process's whole time counted. The peer's time is the
canonical-form call alone (best of --repeat), as the issue measured it.
Both forms are printed side by side, ours in CGSuite's notation and the
peer's in its own; that they are the same form is checked by the library's
test, which reads the peer's text as a form
(tests/data/cgt/domineering-cgt-py.txt, written by --data).
"""

import argparse
import multiprocessing
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OURS = ROOT / "target" / "release" / "optimal-play"


def empty(rows, columns):
    return "|".join(["." * columns] * rows)


def peer_form(board, queue):
    import cgt_py

    game = cgt_py.Domineering(board)
    start = time.perf_counter()
    form = game.canonical_form
    queue.put((time.perf_counter() - start, str(form)))


def time_peer(board, limit):
    """The peer's time and form, or None past `limit` seconds."""
    queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=peer_form, args=(board, queue))
    process.start()
    process.join(limit)
    if process.is_alive():
        process.terminate()
        process.join()
        return None
    return queue.get()


def time_ours(board):
    start = time.perf_counter()
    value = subprocess.run(
        [str(OURS), "domineering", "solve", "--board", board],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    seconds = time.perf_counter() - start
    outcome = subprocess.run(
        [str(OURS), "domineering", "solve", "--format", "outcome", "--board", board],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    return seconds, value, outcome


def write_data(path):
    """Random boards of up to 5 x 5 and the peer's forms, for the test."""
    import cgt_py

    random.seed(51)
    lines, seen = [], set()
    for rows, columns in [(1, 1), (1, 2), (2, 1), (2, 2), (2, 3), (3, 3), (3, 4),
                          (4, 4), (2, 6), (4, 5), (5, 4)]:
        board = empty(rows, columns)
        seen.add(board)
        lines.append(board)
    while len(lines) < 260:
        rows, columns = random.randint(1, 5), random.randint(1, 5)
        cells = ["." if random.random() < 0.72 else "#" for _ in range(rows * columns)]
        board = "|".join("".join(cells[i * columns:(i + 1) * columns]) for i in range(rows))
        if board not in seen:
            seen.add(board)
            lines.append(board)
    with open(path, "w") as out:
        out.write(
            "# Domineering boards and their canonical forms as cgt-py 0.11.0 (PyPI,\n"
            "# t4ccer's cgt-tools) computes them, in its own notation: a board, a tab,\n"
            "# the form. Made by scripts/domineering-peer.py --data (random boards,\n"
            "# seed 51); checked by crates/core/src/games/domineering/tests.rs.\n"
        )
        for board in lines:
            # str() is `CanonicalForm('...')`: the form is between the quotes.
            form = str(cgt_py.Domineering(board).canonical_form)[15:-2]
            out.write(f"{board}\t{form}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", default="4x5,5x5,4x7,3x10")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--peer-limit", type=float, default=600.0)
    parser.add_argument("--no-peer", action="store_true")
    parser.add_argument("--data", metavar="FILE")
    args = parser.parse_args()
    if args.data:
        write_data(args.data)
        return
    if not OURS.exists():
        sys.exit(f"build first: cargo build --release ({OURS} is missing)")
    print(f"{'board':>6} {'ours s':>9} {'peer s':>9} {'ratio':>7}  value (ours) | peer's form")
    for size in args.boards.split(","):
        rows, columns = (int(n) for n in size.split("x"))
        board = empty(rows, columns)
        ours = min((time_ours(board) for _ in range(args.repeat)), key=lambda r: r[0])
        peer = None
        if not args.no_peer:
            runs = [time_peer(board, args.peer_limit) for _ in range(args.repeat)]
            runs = [run for run in runs if run is not None]
            peer = min(runs) if runs else None
        peer_s = f"{peer[0]:9.3f}" if peer else f"{'>' + str(int(args.peer_limit)):>9}"
        ratio = f"{peer[0] / ours[0]:6.1f}x" if peer else "      -"
        peer_text = peer[1][15:-2] if peer else "(not run or past the limit)"
        print(f"{size:>6} {ours[0]:9.3f} {peer_s} {ratio}  {ours[1]} ({ours[2]}) | {peer_text}")


if __name__ == "__main__":
    main()
