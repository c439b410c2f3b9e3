#!/usr/bin/env python3
"""Draws docs/scaling.svg: time against n, log-log, for the row game's linear
and interval algorithms, and for reading and solving a row from its text
against reading alone, from criterion's results under target/criterion.

Run after `cargo bench --bench solvers`:

    python3 scripts/plot_scaling.py

Needs only the Python standard library.
"""

import json
import math
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CRITERION = ROOT / "target" / "criterion"
OUT = ROOT / "docs" / "scaling.svg"

# (label, colour, [(group, function)]): each series gathers every n it finds.
SERIES = [
    ("interval (O(n²))", "#d62728", [("coins_linear-vs-interval", "interval")]),
    ("linear, value", "#1f77b4", [("coins_linear-vs-interval", "linear"), ("coins_linear", "value")]),
    ("linear, with the line", "#2ca02c", [("coins_linear", "line")]),
    ("streamed from text", "#9467bd", [("coins_text", "solve streaming")]),
    ("reading only (floor)", "#8c564b", [("coins_text", "parse-and-add floor")]),
]


def median_seconds(directory):
    estimates = directory / "new" / "estimates.json"
    if not estimates.exists():
        return None
    return json.loads(estimates.read_text())["median"]["point_estimate"] / 1e9


def points(sources):
    found = {}
    for group, function in sources:
        base = CRITERION / group / function
        if not base.is_dir():
            continue
        for entry in base.iterdir():
            if entry.name.isdigit():
                seconds = median_seconds(entry)
                if seconds is not None:
                    found[int(entry.name)] = seconds
    return sorted(found.items())


def main():
    data = [(label, colour, points(sources)) for label, colour, sources in SERIES]
    every = [p for _, _, ps in data for p in ps]
    if not every:
        sys.exit("no criterion results under target/criterion: run `cargo bench --bench solvers` first")
    xs = [math.log10(n) for n, _ in every]
    ys = [math.log10(t) for _, t in every]
    x0, x1 = math.floor(min(xs)), math.ceil(max(xs))
    y0, y1 = math.floor(min(ys)), math.ceil(max(ys))
    width, height, left, right, top, bottom = 720, 480, 80, 200, 40, 60
    plot_w, plot_h = width - left - right, height - top - bottom

    def sx(v):
        return left + (v - x0) / (x1 - x0) * plot_w

    def sy(v):
        return top + (y1 - v) / (y1 - y0) * plot_h

    svg = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'font-family="sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{left + plot_w / 2}" y="24" text-anchor="middle" font-size="15">'
        "Row game: median time against n (log-log)</text>",
    ]
    for e in range(x0, x1 + 1):
        x = sx(e)
        svg.append(f'<line x1="{x}" y1="{top}" x2="{x}" y2="{top + plot_h}" stroke="#ddd"/>')
        svg.append(f'<text x="{x}" y="{top + plot_h + 18}" text-anchor="middle">10^{e}</text>')
    for e in range(y0, y1 + 1):
        y = sy(e)
        svg.append(f'<line x1="{left}" y1="{y}" x2="{left + plot_w}" y2="{y}" stroke="#ddd"/>')
        svg.append(f'<text x="{left - 8}" y="{y + 4}" text-anchor="end">1e{e} s</text>')
    svg.append(f'<rect x="{left}" y="{top}" width="{plot_w}" height="{plot_h}" fill="none" stroke="black"/>')
    svg.append(f'<text x="{left + plot_w / 2}" y="{height - 20}" text-anchor="middle">n (values in the row)</text>')
    for row, (label, colour, ps) in enumerate(data):
        if not ps:
            continue
        coords = " ".join(f"{sx(math.log10(n)):.1f},{sy(math.log10(t)):.1f}" for n, t in ps)
        svg.append(f'<polyline points="{coords}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for n, t in ps:
            svg.append(f'<circle cx="{sx(math.log10(n)):.1f}" cy="{sy(math.log10(t)):.1f}" r="3.5" fill="{colour}"/>')
        ly = top + 20 + row * 22
        svg.append(f'<line x1="{left + plot_w + 12}" y1="{ly}" x2="{left + plot_w + 36}" y2="{ly}" stroke="{colour}" stroke-width="2"/>')
        svg.append(f'<text x="{left + plot_w + 42}" y="{ly + 4}">{label}</text>')
    svg.append("</svg>")
    OUT.write_text("\n".join(svg) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")
    for label, _, ps in data:
        for n, t in ps:
            print(f"{label:24} n={n:>10}  median {t * 1e3:12.3f} ms")


if __name__ == "__main__":
    main()
