// Forks sleeping children until fork fails (the sandbox's process limit) or 2000 exist.
// Exits 42 when the limit stopped it, 0 when it never did.
#include <signal.h>
#include <unistd.h>
int main(void) {
    for (int i = 0; i < 2000; ++i) {
        pid_t child = fork();
        if (child < 0) return 42;
        if (child == 0) {
            sleep(600);
            _exit(0);
        }
    }
    return 0;
}
