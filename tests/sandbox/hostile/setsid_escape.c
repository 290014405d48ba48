// Double-forks a daemon in its own session that outlives the program by 10 minutes.
#include <stdlib.h>
#include <unistd.h>
int main(void) {
    if (fork() == 0) {
        setsid();
        if (fork() == 0) {
            for (int i = 0; i < 600; ++i)
                sleep(1);
            _exit(0);
        }
        _exit(0);
    }
    sleep(1); // let the daemon get going
    return 0;
}
