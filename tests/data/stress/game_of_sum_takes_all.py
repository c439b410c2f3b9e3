# UVa 10891 "Game of Sum", wrong: the first player always takes the whole
# row, so A - B is the row's sum. (Right when every value is positive.)
import sys
data = list(map(int, sys.stdin.read().split()))
at = 0
while data[at] != 0:
    n = data[at]
    print(sum(data[at + 1 : at + 1 + n]))
    at += 1 + n
