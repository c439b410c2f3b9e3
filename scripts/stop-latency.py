#!/usr/bin/env python3
"""Measures how soon the playground stops the work of a client that left.

Usage: scripts/stop-latency.py BINARY URL PID

Against the server at URL (`BINARY serve`, a release build, whose process
id is PID), for each long request below (each seconds of work at its
game's limit): sends it, waits one second, closes the connection, then
watches the server's CPU time (/proc/PID/stat) every 5 ms until it stops
growing for 200 ms. Prints how long the request would have run (timed once
to its end first) and how long the server went on working after its client
left: the figures of #46 items 1 and 2 in docs/performance.md. No test
compares these times with a budget; `items_1_2_and_6_long_work_stops_when_asked`
and the server's own tests count checkpoints and stopped jobs instead.
"""
import json
import os
import socket
import subprocess
import sys
import time
import urllib.parse

TICK = os.sysconf("SC_CLK_TCK")


def requests(binary):
    can_i_win = "".join(f"20 {150 + i}\n" for i in range(1, 17))
    cat = subprocess.run(
        [binary, "cat-and-mouse", "generate", "--count", "16000", "--seed", "1"],
        check=True, capture_output=True, text=True,
    ).stdout
    row = subprocess.run(
        [binary, "game-of-sum", "generate", "--count", "20000", "--seed", "1"],
        check=True, capture_output=True, text=True,
    ).stdout
    yield "can-i-win, 16 games of 2^20", "/api/games/can-i-win/solve", {"input": can_i_win}
    yield "octal 0.08, heap 900,000", "/api/games/octal/solve", {"input": "1\n1\n900000\n", "rule": "0.08"}
    yield "game-of-sum, 20,000 values", "/api/games/game-of-sum/solve", {"input": row}
    yield "cat-and-mouse, 16,000 nodes", "/api/games/cat-and-mouse/solve", {"input": cat}


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def send(host, port, target, body):
    data = json.dumps(body).encode()
    head = (
        f"POST {target} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n"
    ).encode()
    stream = socket.create_connection((host, port))
    stream.sendall(head + data)
    return stream


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binary, url, pid = sys.argv[1], sys.argv[2], int(sys.argv[3])
    parts = urllib.parse.urlparse(url)
    for name, target, body in requests(binary):
        started = time.perf_counter()
        stream = send(parts.hostname, parts.port, target, body)
        while stream.recv(1 << 16):
            pass
        whole = time.perf_counter() - started
        stream = send(parts.hostname, parts.port, target, body)
        time.sleep(1.0)
        stream.close()
        left = time.perf_counter()
        last_growth, seen = left, cpu_seconds(pid)
        while time.perf_counter() - last_growth < 0.2:
            time.sleep(0.005)
            now = cpu_seconds(pid)
            if now > seen:
                seen, last_growth = now, time.perf_counter()
        print(f"{name:32} runs {whole:6.2f} s; worked on {1000 * (last_growth - left):6.0f} ms after its client left")


if __name__ == "__main__":
    main()
