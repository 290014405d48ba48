// Reaches for the host's files through /proc/1/root and /proc/<ppid>/root. Exits 66 if it sees any.
#include <stdio.h>
#include <unistd.h>
int main(int argc, char** argv) {
    char path[256];
    const char* targets[] = {"/proc/1/root/etc/shadow", "/proc/1/root/etc/hostname", NULL};
    for (int i = 0; targets[i]; ++i)
        if (access(targets[i], F_OK) == 0) return 66;
    snprintf(path, sizeof path, "/proc/%d/root%s", getppid(), argc > 1 ? argv[1] : "/etc/shadow");
    return access(path, F_OK) == 0 ? 66 : 0;
}
