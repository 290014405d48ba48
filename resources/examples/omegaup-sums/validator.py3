#!/usr/bin/env python3
# omegaUp's custom validator protocol: the contestant's output on stdin, data.in and data.out in the working
# directory, the case name and the language as arguments; the score in [0, 1] first on stdout.
# The sum is worth half of a case, the maximum the other half.
import sys

expected = open("data.out").read().split()
got = sys.stdin.read().split()
score = 0.0
if len(got) >= 1 and got[0] == expected[0]:
    score += 0.5
else:
    print("wrong sum in case %s" % sys.argv[1], file=sys.stderr)
if len(got) >= 2 and got[1] == expected[1]:
    score += 0.5
else:
    print("wrong maximum in case %s" % sys.argv[1], file=sys.stderr)
print(score)
