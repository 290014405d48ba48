# Estimates pi by sampling: slow, and never exact enough anyway.
import random
r = float(input())
inside = sum(1 for _ in range(10**9) if random.random() ** 2 + random.random() ** 2 <= 1)
print(4 * inside / 10**9 * r * r)
