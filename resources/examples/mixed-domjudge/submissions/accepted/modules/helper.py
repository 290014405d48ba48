def successor(n):
    return n + 1
