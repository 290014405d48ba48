print(500, flush=True)
reply = input()
raise RuntimeError("gave up after one guess: " + reply)
