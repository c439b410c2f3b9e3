#!/usr/bin/env bash
# Times `optimal-play connect-four solve` on Pons' six benchmark sets
# (tests/data/connect-four), one position after another as the sets are
# given, with `--no-book` (the search alone), and Pons' own solver beside
# it when its binary is named:
#
#   scripts/connect-four-sets.sh [PATH/TO/c4solver] [LINES] [HARD_LINES]
#
# LINES, when given, takes only the first LINES positions of each set, and
# HARD_LINES of the begin-hard set (Test_L1_R3: about 4.6 s a position for
# the peer, 77 minutes for the whole set).
# Each set's scores are checked against the published ones. Build first:
# `cargo build --release`; Pons' solver: `make` in a clone of
# github.com/PascalPons/connect4, run with `-b none` (no opening book).
set -euo pipefail
cd "$(dirname "$0")/.."
peer="${1:-}"
lines="${2:-1000}"
hard_lines="${3:-$lines}"
ours=target/release/optimal-play
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-11s %9s %12s %10s %12s %10s\n' set positions "ours s/pos" "ours MiB" "peer s/pos" "peer MiB"
for set in Test_L3_R1 Test_L2_R1 Test_L2_R2 Test_L1_R1 Test_L1_R2 Test_L1_R3; do
    take=$lines
    [[ $set == Test_L1_R3 ]] && take=$hard_lines
    head -n "$take" "tests/data/connect-four/$set" > "$work/set"
    n=$(wc -l < "$work/set")
    /usr/bin/time -f "%e %M" -o "$work/ours.time" \
        "$ours" connect-four solve --format pons --no-book < "$work/set" > "$work/ours.out"
    cmp -s "$work/set" "$work/ours.out" || { echo "$set: a score differs" >&2; exit 1; }
    read -r ours_s ours_kb < "$work/ours.time"
    peer_s=-; peer_mib=-
    if [[ -n "$peer" ]]; then
        cut -d' ' -f1 "$work/set" > "$work/moves"
        /usr/bin/time -f "%e %M" -o "$work/peer.time" \
            "$peer" -b none < "$work/moves" > "$work/peer.out" 2>/dev/null
        cmp -s "$work/set" "$work/peer.out" || { echo "$set: the peer's score differs" >&2; exit 1; }
        read -r peer_total peer_kb < "$work/peer.time"
        peer_s=$(awk -v t="$peer_total" -v n="$n" 'BEGIN { printf "%.6f", t / n }')
        peer_mib=$((peer_kb / 1024))
    fi
    printf '%-11s %9d %12.6f %10d %12s %10s\n' "$set" "$n" \
        "$(awk -v t="$ours_s" -v n="$n" 'BEGIN { print t / n }')" $((ours_kb / 1024)) "$peer_s" "$peer_mib"
done
