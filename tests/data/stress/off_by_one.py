# The interval DP with an off-by-one: the last value is never played.
import sys
data = sys.stdin.read().split()
n, a = int(data[0]), list(map(int, data[1:]))
m = n - 1  # should be n
best = [[0] * (m + 1) for _ in range(m + 1)]
for length in range(1, m + 1):
    for i in range(0, m - length + 1):
        j = i + length
        best[i][j] = max(a[i] - best[i + 1][j], a[j - 1] - best[i][j - 1])
margin = best[0][m]
total = sum(a)
print((total + margin) // 2)
