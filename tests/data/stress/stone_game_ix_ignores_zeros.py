# LeetCode 2029 "Stone Game IX", wrong: Alice wins exactly when both
# classes 1 and 2 (mod 3) are present, whatever the number of stones
# divisible by 3; right only when that number is even.
import sys

for line in sys.stdin:
    values = [int(t) for t in line.replace("stones", " ").replace("=", " ")
              .replace("[", " ").replace("]", " ").replace(",", " ").split()]
    if not values:
        continue
    ones = sum(1 for v in values if v % 3 == 1)
    twos = sum(1 for v in values if v % 3 == 2)
    print("true" if ones >= 1 and twos >= 1 else "false")
