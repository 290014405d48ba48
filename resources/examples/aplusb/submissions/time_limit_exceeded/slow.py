a, b = map(int, input().split())
total = 0
i = 0
while True:  # never ends, under CPython and PyPy alike
    total += i
    i += 1
print(a + b)
