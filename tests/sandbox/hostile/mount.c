#include <sys/mount.h>
int main(void) { return mount("none", "/tmp", "tmpfs", 0, 0) == 0 ? 66 : 1; }
