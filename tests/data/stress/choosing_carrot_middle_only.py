# Codeforces 794E "Choosing Carrot", wrong: on a row of odd length Oleg is
# taken to keep its middle carrot, as if the middle alone decided; the right
# rule is the larger of min(a[c-1], a[c]) and min(a[c], a[c+1]).
import sys

numbers = [int(t) for t in sys.stdin.read().split()]
n, values = numbers[0], numbers[1:]
answers = []
for k in range(n):
    m = n - k
    best = None
    for start in range(0, n - m + 1):
        window = values[start:start + m]
        if m % 2 == 0:
            here = max(window[m // 2 - 1], window[m // 2])
        else:
            here = window[m // 2]
        best = here if best is None else max(best, here)
    answers.append(best)
print(" ".join(map(str, answers)))
