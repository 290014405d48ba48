# One by one from 1: far more than ten guesses for most numbers.
guess = 1
while True:
    print(guess, flush=True)
    if input() == "correct":
        break
    guess += 1
