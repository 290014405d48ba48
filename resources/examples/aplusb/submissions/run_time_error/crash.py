a, b = map(int, input().split())
raise ValueError("no sums today")
