/* Old but valid C: no headers at all; GCC 14 must still compile it. */
int main(void) { long n; scanf("%ld", &n); printf("%ld\n", n + 1); return 0; }
