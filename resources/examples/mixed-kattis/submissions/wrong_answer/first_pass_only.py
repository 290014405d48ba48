# Right in the first pass only: the second pass must run to catch it.
n = int(input())
print(n + 1 if n < 10 else n)
