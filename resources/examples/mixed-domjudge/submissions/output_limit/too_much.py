# @EXPECTED_RESULTS@: OUTPUT-LIMIT
# Ends by itself after writing three times the limit: OUTPUT-LIMIT for DOMjudge.
import sys
sys.stdout.write("1" * (3 << 20))
