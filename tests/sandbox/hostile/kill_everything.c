// kill(-1, SIGKILL), but only where it must be harmless: as a child of pid 1, which in the sandbox is
// the run's init in a pid namespace of its own. Anywhere else it exits 99 without killing anything.
#include <signal.h>
#include <unistd.h>
int main(void) {
    if (getppid() != 1) return 99;
    if (fork() == 0) {
        sleep(600);
        _exit(0);
    }
    kill(-1, SIGKILL);
    return 0;
}
