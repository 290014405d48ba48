with open("rev.in") as given, open("rev.out", "w") as answer:
    answer.write(given.read().strip()[::-1] + "\n")
