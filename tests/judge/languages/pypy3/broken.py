print(
