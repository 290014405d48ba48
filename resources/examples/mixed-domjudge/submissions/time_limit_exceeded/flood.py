# DOMjudge cuts the output at the limit and lets the program run on: an endless flood is TIMELIMIT.
import sys
while True:
    sys.stdout.write("1" * 65536)
