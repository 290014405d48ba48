# One test of A Plus B on standard output. "gen.py A B" writes those two numbers; "gen.py random SEED
# [BOUND]" two integers of at most BOUND (10^18) in absolute value, the same two for the same seed.
import random
import sys

if len(sys.argv) >= 3 and sys.argv[1] == "random":
    bound = int(sys.argv[3]) if len(sys.argv) > 3 else 10**18
    rng = random.Random(int(sys.argv[2]))
    print(rng.randint(-bound, bound), rng.randint(-bound, bound))
elif len(sys.argv) == 3:
    print(int(sys.argv[1]), int(sys.argv[2]))
else:
    sys.exit("usage: gen.py A B | gen.py random SEED [BOUND]")
