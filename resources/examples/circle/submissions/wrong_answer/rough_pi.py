# @EXPECTED_RESULTS@: WRONG_ANSWER
r = float(input())
print(3.14 * r * r)
