# Kattis input validator: exit 42 when standard input is exactly one line holding an integer n, 43 and the
# reason on standard error otherwise.
import re
import sys

text = sys.stdin.read()
match = re.fullmatch(r"(0|-?[1-9][0-9]*)\n", text)
if not match:
    print(f"not one line holding an integer n: {text[:40]!r}", file=sys.stderr)
    sys.exit(43)
value = int(match.group(1))
if not 1 <= value <= 10**18:
    print(f"{value} is outside [1, 10**18]", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
