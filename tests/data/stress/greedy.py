# Greedy: take the larger end every move (the left on a tie). Wrong.
import sys
data = sys.stdin.read().split()
n, values = int(data[0]), list(map(int, data[1:]))
i, j, totals, turn = 0, n - 1, [0, 0], 0
while i <= j:
    if values[i] >= values[j]:
        totals[turn] += values[i]
        i += 1
    else:
        totals[turn] += values[j]
        j -= 1
    turn ^= 1
print(totals[0])
