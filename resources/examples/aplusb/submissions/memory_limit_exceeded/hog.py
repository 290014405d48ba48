# A table sized for the worst case, 512 MiB of references against a 256 MiB limit: under problemtools'
# cap on the address space the allocation fails at once (MemoryError, a run-time error).
table = [0] * (64 << 20)
a, b = map(int, input().split())
print(a + b + table[0])
