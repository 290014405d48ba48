from helper import successor
print(successor(int(input())))
