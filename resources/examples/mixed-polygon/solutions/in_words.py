# Right number, wrong form: a presentation error for the checker.
n = int(input())
print(f"the successor of {n} is {n + 1}")
