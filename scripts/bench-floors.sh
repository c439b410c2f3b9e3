#!/usr/bin/env bash
# Times optimal-play against the independent floors and peers in
# ../shared/bench (C and C++, sharing no code with the project), side by side
# in one run on the same files, and prints a Markdown table: the best of
# ROUNDS runs of each, and its ratio to the floor.
#
# Usage: scripts/bench-floors.sh [ROUNDS]    (default 5; needs cc, c++, python3)
# Inputs and binaries go to ${BENCH_DIR:-/tmp/optimal-play-bench}.
# With LINE=1, also `coins solve --line` on 10^7 values written to a file
# there (three runs each, every time shown: the disk makes them vary), beside
# dd writing as many bytes: about 4 GB of writes in all.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
bench=../shared/bench
dir=${BENCH_DIR:-/tmp/optimal-play-bench}
mkdir -p "$dir"

cargo build --release --locked --quiet
op=target/release/optimal-play
cc -O2 -o "$dir/parse_sum" "$bench/parse_sum.c"
cc -O2 -o "$dir/read_grid" "$bench/read_grid.c"
c++ -O2 -o "$dir/peer_dp" "$bench/peer_dp.cpp"
c++ -O2 -o "$dir/peer_wall" "$bench/peer_wall.cpp"

[ -s "$dir/r5.txt" ] || "$op" coins generate --count 100000 --seed 1 > "$dir/r5.txt"
[ -s "$dir/r7.txt" ] || "$op" coins generate --count 10000000 --seed 1 > "$dir/r7.txt"
[ -s "$dir/w4000.txt" ] || "$op" wall generate --rows 4000 --cols 4000 --seed 1 > "$dir/w4000.txt"

# best_of "COMMAND [< FILE]": the best wall-clock time of $rounds runs, in
# seconds. The command is started directly, not through a shell, so that a
# run of a few milliseconds is not charged for a shell's start.
best_of() {
    python3 - "$rounds" "$1" <<'EOF'
import shlex, subprocess, sys, time
rounds, line = int(sys.argv[1]), sys.argv[2]
command, _, stdin = line.partition(" < ")
argv = shlex.split(command)
def once():
    with open(stdin.strip() if stdin else "/dev/null", "rb") as source:
        start = time.perf_counter()
        subprocess.run(argv, stdin=source, stdout=subprocess.DEVNULL, check=True)
        return time.perf_counter() - start
print(f"{min(once() for _ in range(rounds)):.4f}")
EOF
}

row() { # row LABEL FLOOR_SECONDS COMMAND
    local seconds
    seconds=$(best_of "$3")
    python3 -c "print(f'| {\"$1\"} | {float(\"$seconds\"):.3f} s | {float(\"$seconds\") / float(\"$2\"):.2f}x |')"
}

echo "| command | best of $rounds | against the floor or peer |"
echo "|---|---:|---:|"
floor=$(best_of "$dir/parse_sum < $dir/r7.txt")
echo "| parse_sum.c on 10^7 values (99 MB): the floor | $(printf %.3f "$floor") s | 1 |"
for format in usaco first margin text json; do
    row "coins solve --format $format, 10^7 values" "$floor" "$op coins solve $dir/r7.txt --format $format"
done
peer=$(best_of "$dir/peer_dp < $dir/r5.txt")
echo "| peer_dp.cpp (O(n^2)) on 10^5 values: the peer | $(printf %.3f "$peer") s | 1 |"
ours=$(best_of "$op coins solve $dir/r5.txt --format usaco")
python3 -c "print(f'| coins solve --format usaco, 10^5 values | {$ours:.4f} s | {$peer / $ours:.0f}x faster |')"
grid=$(best_of "$dir/read_grid < $dir/w4000.txt")
echo "| read_grid.c on 4000x4000: the floor | $(printf %.3f "$grid") s | 1 |"
row "wall solve --format cost, 4000x4000" "$grid" "$op wall solve $dir/w4000.txt --format cost"
row "wall solve --format json, 4000x4000" "$grid" "$op wall solve $dir/w4000.txt --format json"
row "peer_wall.cpp, 4000x4000" "$grid" "$dir/peer_wall < $dir/w4000.txt"

if [ "${LINE:-0}" = 1 ]; then
    echo
    echo "| --line on 10^7 values, to a file | runs (s) | dd of as many bytes (s) |"
    echo "|---|---|---|"
    for format in text json; do
        python3 - "$op" "$dir" "$format" <<'EOF'
import os, subprocess, sys, time
op, directory, format = sys.argv[1:]
out = os.path.join(directory, "line.out")
def timed(argv):
    with open(out, "wb") as sink:
        start = time.perf_counter()
        subprocess.run(argv, stdout=sink, check=True)
        elapsed = time.perf_counter() - start
    size = os.path.getsize(out)
    os.remove(out)
    return elapsed, size
runs = [timed([op, "coins", "solve", os.path.join(directory, "r7.txt"), "--line", "--format", format]) for _ in range(3)]
size = runs[0][1]
dd, _ = timed(["dd", "if=/dev/zero", f"bs={size}", "count=1", "iflag=fullblock", "status=none"])
print(f"| {format} ({size / 1e6:.0f} MB) | {', '.join(f'{t:.2f}' for t, _ in runs)} | {dd:.2f} |")
EOF
    done
fi
