# Kattis input validator: exit 42 when standard input is exactly one line holding a real number r, 43 and the
# reason on standard error otherwise.
import re
import sys

text = sys.stdin.read()
match = re.fullmatch(r"([0-9]+(?:\.[0-9]+)?)\n", text)
if not match:
    print(f"not one line holding a real number r: {text[:40]!r}", file=sys.stderr)
    sys.exit(43)
value = float(match.group(1))
if not 0 <= value <= 10**6:
    print(f"{value} is outside [0, 10**6]", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
