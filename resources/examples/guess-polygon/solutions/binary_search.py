low, high = 1, 1000
while True:
    middle = (low + high) // 2
    print(middle, flush=True)
    reply = input()
    if reply == "correct":
        break
    if reply == "higher":
        low = middle + 1
    else:
        high = middle - 1
