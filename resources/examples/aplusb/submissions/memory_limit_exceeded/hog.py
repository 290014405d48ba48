kept = [bytearray(16 << 20) for _ in range(64)]
a, b = map(int, input().split())
print(a + b + len(kept) * 0)
