a, b = map(int, input().split())
total = 0
for i in range(10**9):
    total += i
print(a + b)
