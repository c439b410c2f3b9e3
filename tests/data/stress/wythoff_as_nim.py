# POJ 1067, Wythoff's game, wrong: it plays it as Nim on two heaps (lost
# exactly when a == b), forgetting that taking the same from both heaps is
# a move.
import sys
for line in sys.stdin:
    if line.split():
        a, b = map(int, line.split())
        print(0 if a == b else 1)
