# Toads and Frogs' value, wrong: the number of toads that can move less
# the number of frogs that can, as if every strip were a number. Right on
# `t.` (1) and `.f` (-1), wrong on `t.f`, whose value is *.
# Reads a strip a line of `t`, `f` and `.`.
import sys


def can_move(strip, cell, step, other):
    nxt = cell + step
    if 0 <= nxt < len(strip) and strip[nxt] == ".":
        return True
    beyond = nxt + step
    return 0 <= nxt < len(strip) and strip[nxt] == other and 0 <= beyond < len(strip) and strip[beyond] == "."


for line in sys.stdin:
    strip = line.strip()
    if not strip:
        continue
    toads = sum(1 for c, p in enumerate(strip) if p == "t" and can_move(strip, c, 1, "f"))
    frogs = sum(1 for c, p in enumerate(strip) if p == "f" and can_move(strip, c, -1, "t"))
    print(toads - frogs)
