// Exits 66 if any descriptor other than 0, 1 and 2 is open.
#include <fcntl.h>
int main(void) {
    for (int fd = 3; fd < 4096; ++fd)
        if (fcntl(fd, F_GETFD) >= 0) return 66;
    return 0;
}
