#define _GNU_SOURCE
#include <sched.h>
int main(void) { return unshare(CLONE_NEWUSER) == 0 ? 66 : 1; }
