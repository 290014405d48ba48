// A forbidden call: a run-time error for Kattis.
#include <stdio.h>
#include <sys/ptrace.h>
int main(void) { long n; scanf("%ld", &n); ptrace(PTRACE_TRACEME, 0, 0, 0); printf("%ld\n", n + 1); return 0; }
