// Writes up to 4 GiB to stdout (or stderr with argument "stderr").
#include <string.h>
#include <unistd.h>
int main(int argc, char** argv) {
    int fd = argc > 1 && !strcmp(argv[1], "stderr") ? 2 : 1;
    static char block[1 << 16];
    memset(block, 'x', sizeof block);
    for (long i = 0; i < 65536; ++i)
        if (write(fd, block, sizeof block) < 0) return 3;
    return 0;
}
