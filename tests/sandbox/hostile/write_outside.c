// Tries to create each path given; exits 66 if any could be created.
#include <fcntl.h>
#include <unistd.h>
int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        int fd = open(argv[i], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            (void)!write(fd, "escaped\n", 8);
            return 66;
        }
    }
    return 0;
}
