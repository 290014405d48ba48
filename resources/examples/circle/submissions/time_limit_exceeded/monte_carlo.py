# Estimates pi by sampling until the estimate is exact, which it never is: it runs out of time, under CPython
# and PyPy alike, in constant memory.
import math
import random
r = float(input())
inside = samples = 0
while True:
    samples += 1
    if random.random() ** 2 + random.random() ** 2 <= 1:
        inside += 1
    if samples % 1000000 == 0 and 4 * inside / samples == math.pi:
        break
print(4 * inside / samples * r * r)
