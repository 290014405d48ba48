// Burns argv[1] milliseconds of its own CPU time and exits 0.
#include <stdlib.h>
#include <time.h>
int main(int argc, char** argv) {
    long target = atol(argc > 1 ? argv[1] : "500") * 1000000L;
    struct timespec now;
    do
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    while (now.tv_sec * 1000000000L + now.tv_nsec < target);
    return 0;
}
