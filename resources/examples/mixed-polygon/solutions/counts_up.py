# Counts up to n one by one: well inside the limit here, yet the kind of solution that may time out.
n = int(input())
m = 0
while m < n + 1:
    m += 1
print(m)
