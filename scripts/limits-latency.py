#!/usr/bin/env python3
"""Times the playground's requests for every game at its play limit.

Usage: scripts/limits-latency.py BINARY URL [REPEATS]

For each line of tests/data/play-limits.txt (every registered game at its
declared play limit, as the browser test plays it), makes the instance
(BINARY GAME generate ARGS --seed 27, or the text itself), then against the
server at URL (`BINARY serve`, a release build for figures that mean
anything) starts a session in the seat named, asks a hint and plays the
first move the state lists: the three requests a click costs. Each is
timed REPEATS times (default 3) and the best kept, as a benchmark does.

Prints one line a game, the slowest request's time, and marks with `!` the
requests over the 300 ms budget of a page that feels immediate (#27). The
figures go in docs/performance.md; no test compares a time with the budget.
"""
import http.client
import json
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path

BUDGET_MS = 300.0
LIMITS = Path(__file__).resolve().parent.parent / "tests" / "data" / "play-limits.txt"


def instances():
    for line in LIMITS.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        game, seat, how = line.split("\t")
        kind, _, rest = how.partition(" ")
        yield game, seat, kind, rest


def make(binary, game, kind, rest):
    if kind == "text":
        return rest.replace(" / ", "\n") + "\n", "typed"
    args = rest.split()
    text = subprocess.run(
        [binary, game, "generate", *args, "--seed", "27"],
        check=True, capture_output=True, text=True,
    ).stdout
    return text, "-".join(args).replace("--", "")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, url = sys.argv[1], sys.argv[2]
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    parts = urllib.parse.urlparse(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=120)

    def request(method, target, body=None):
        data = None if body is None else json.dumps(body)
        headers = {"Content-Type": "application/json"} if body is not None else {}
        started = time.perf_counter()
        connection.request(method, target, body=data, headers=headers)
        response = connection.getresponse()
        reply = response.read()
        elapsed = (time.perf_counter() - started) * 1000
        if response.status >= 400:
            sys.exit(f"{method} {target}: {response.status} {reply[:300]!r}")
        return (json.loads(reply) if reply else None), elapsed, len(reply)

    over = 0
    for game, seat, kind, rest in instances():
        text, size = make(binary, game, kind, rest)
        best = {}
        for _ in range(repeats):
            state, took, _ = request("POST", "/api/sessions", {"game": game, "input": text, "seat": seat})
            times = {"start": took}
            session = state["id"]
            if not state.get("over"):
                _, times["hint"], _ = request("GET", f"/api/sessions/{session}/hint")
                if state.get("moves"):
                    _, times["move"], _ = request(
                        "POST", f"/api/sessions/{session}/move", {"move": state["moves"][0]}
                    )
            request("DELETE", f"/api/sessions/{session}")
            for kind_of, ms in times.items():
                best[kind_of] = min(best.get(kind_of, ms), ms)
        marks = []
        for kind_of, ms in best.items():
            flag = "!" if ms > BUDGET_MS else ""
            over += bool(flag)
            marks.append(f"{kind_of} {ms:.0f} ms{flag}")
        print(f"{game} at {size} as {seat}: " + ", ".join(marks), flush=True)
    print(f"{over} request(s) over the {BUDGET_MS:.0f} ms budget")


if __name__ == "__main__":
    main()
