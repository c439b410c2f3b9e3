# Cutcake's value, wrong: the cuts Left could make in each cake less the
# cuts Right could, as if a cut never changed the other side's cuts. Right
# on strips one square wide (`1x5`: 4, `3x1`: -2), wrong on `2x4`, whose
# value is 1, not 2. Reads cakes as `RxC`, several a line.
import sys

for line in sys.stdin:
    total = 0
    cakes = line.replace(",", " ").replace("+", " ").split()
    if not cakes:
        continue
    for cake in cakes:
        rows, cols = (int(n) for n in cake.lower().split("x"))
        total += (cols - 1) - (rows - 1)
    print(total)
