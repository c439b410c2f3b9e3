#!/usr/bin/env python3
"""Times the playground's engine replies on a long row, as a click does.

Usage: scripts/serve-latency.py URL INSTANCE_FILE [MOVES]

Starts a play session on the instance through the JSON API (docs/api.md),
then plays MOVES moves (default 200), each a request that plays the person's
move and the engine's reply, and asks a hint every tenth move. Prints the
median, 95th percentile and worst time of each kind of request.
"""
import http.client
import json
import statistics
import sys
import time
import urllib.parse


def main():
    url, path = sys.argv[1], sys.argv[2]
    moves = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    parts = urllib.parse.urlparse(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port)

    def request(method, target, body=None):
        data = None if body is None else json.dumps(body)
        started = time.perf_counter()
        connection.request(method, target, body=data, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        reply = response.read()
        elapsed = time.perf_counter() - started
        if response.status >= 400:
            sys.exit(f"{method} {target}: {response.status} {reply[:300]!r}")
        return json.loads(reply), elapsed

    with open(path, encoding="utf-8") as file:
        text = file.read()
    state, created = request("POST", "/api/sessions", {"game": "coins", "input": text})
    session = state["id"]
    times = {"move": [], "hint": []}
    for number in range(moves):
        if state.get("over"):
            break
        if number % 10 == 0:
            _, elapsed = request("GET", f"/api/sessions/{session}/hint")
            times["hint"].append(elapsed)
        side = "left" if number % 2 == 0 else "right"
        reply, elapsed = request("POST", f"/api/sessions/{session}/move", {"move": side})
        times["move"].append(elapsed)
        state = reply["state"]
    print(f"session created in {created * 1000:.0f} ms (reading {len(text)} bytes)")
    for kind, samples in times.items():
        samples.sort()
        p95 = samples[max(0, int(len(samples) * 0.95) - 1)]
        print(
            f"{kind}: {len(samples)} requests, median {statistics.median(samples) * 1000:.1f} ms, "
            f"95th percentile {p95 * 1000:.1f} ms, worst {samples[-1] * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
