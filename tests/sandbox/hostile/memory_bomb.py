# Holds on to 16 MiB buffers until 2 GiB.
kept = []
for i in range(128):
    kept.append(bytearray([i % 256]) * (16 << 20))
print(len(kept))
