# LeetCode 294 "Flip Game II", wrong: it treats each run of k pluses as a
# Nim heap of k // 2 (how many flips fit), not as Dawson's Kayles; a run of
# five is a loss (g(5) = 0), not a win.
import sys
for line in sys.stdin:
    state = line.strip().split("=")[-1].strip().strip('"')
    if not line.strip():
        continue
    xor = 0
    for run in state.split("-"):
        xor ^= len(run) // 2
    print("true" if xor else "false")
