// Leaves spinning children behind and exits 0.
#include <unistd.h>
int main(void) {
    for (int i = 0; i < 4; ++i)
        if (fork() == 0) {
            for (volatile long spin = 0; spin < 100000000000L; ++spin) {}
            _exit(0);
        }
    return 0;
}
