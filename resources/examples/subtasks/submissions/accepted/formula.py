# @EXPECTED_SCORE@: 100
n = int(input())
print(n * (n + 1) // 2)
