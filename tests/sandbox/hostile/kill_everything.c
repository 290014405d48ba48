// kill(-1, SIGKILL), but only where it must be harmless: as pid 2 of a fresh pid namespace. Anywhere
// else it exits 99 without killing anything.
#include <signal.h>
#include <unistd.h>
int main(void) {
    if (getpid() != 2) return 99;
    if (fork() == 0) {
        sleep(600);
        _exit(0);
    }
    kill(-1, SIGKILL);
    return 0;
}
