# Blue-red Hackenbush's value, wrong: the blue edges less the red ones, as
# if every edge stood on the ground and green ones counted for nothing.
# Right on stalks of one colour (`LL`: 2), wrong on `LR`, whose value is
# 1/2. Reads stalks (`LRL GG`) or edges with colours (`0-1:L 1-2:R`), a
# position a line.
import sys

for line in sys.stdin:
    words = line.replace(",", " ").split()
    if not words:
        continue
    letters = "".join(word.split(":")[-1] for word in words).upper()
    print(letters.count("L") - letters.count("R"))
