// An invalid reboot command: the magic numbers are wrong, so even an unconfined root only gets EINVAL.
#include <sys/syscall.h>
#include <unistd.h>
int main(void) { return syscall(SYS_reboot, 0x12345678, 0x9abcdef0, 0, 0) == 0 ? 66 : 1; }
