# @EXPECTED_RESULTS@: TIMELIMIT
n = int(input())
total = 0
for i in range(1, n + 1):
    total += i
print(total)
