// Tries to read each path given; exits 66 if any can be read.
#include <fcntl.h>
#include <unistd.h>
int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        char byte;
        int fd = open(argv[i], O_RDONLY);
        if (fd >= 0 && read(fd, &byte, 1) >= 0) return 66;
    }
    return 0;
}
