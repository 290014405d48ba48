# Off by one the other way.
print(int(input()) + 2)
