# LeetCode 1686 "Stone Game VI", wrong: each player greedily takes the
# stone worth most to themselves, not the one of largest sum of values.
import sys

text = sys.stdin.read()
for name in ("aliceValues", "bobValues"):
    text = text.replace(name, " ")
text = text.replace("=", " ").replace(",", " ").replace("[", " ").replace("]", "\n")
lists = [list(map(int, line.split())) for line in text.splitlines() if line.split()]
for alice, bob in zip(lists[0::2], lists[1::2]):
    left = set(range(len(alice)))
    totals = [0, 0]
    turn = 0
    while left:
        mine = alice if turn == 0 else bob
        stone = max(left, key=lambda i: (mine[i], -i))
        totals[turn] += mine[stone]
        left.remove(stone)
        turn = 1 - turn
    print((totals[0] > totals[1]) - (totals[0] < totals[1]))
