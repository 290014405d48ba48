// Makes the calls that language runtimes probe at start-up and fall back from (Node.js's libuv tries
// io_uring, profilers perf events, older SBCL personality): each must be refused with an errno, not end
// the run. Exits 0 when every call got the errno expected, else prints what it got.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/syscall.h>
#include <unistd.h>

static int failures;

static void expect(const char* what, long rc, int expected) {
    if (rc == -1 && errno == expected) return;
    printf("%s: rc %ld, errno %s (expected %s)\n", what, rc, strerror(errno), strerror(expected));
    ++failures;
}

int main(void) {
    char params[120] = {0};
    expect("io_uring_setup", syscall(SYS_io_uring_setup, 8, params), ENOSYS);
    expect("io_uring_enter", syscall(SYS_io_uring_enter, 0, 0, 0, 0, NULL, 0), ENOSYS);
    expect("io_uring_register", syscall(SYS_io_uring_register, 0, 0, NULL, 0), ENOSYS);
    expect("bpf", syscall(SYS_bpf, 0, NULL, 0), EPERM);
    expect("perf_event_open", syscall(SYS_perf_event_open, NULL, 0, -1, -1, 0), EPERM);
    expect("userfaultfd", syscall(SYS_userfaultfd, 0), EPERM);
    expect("keyctl", syscall(SYS_keyctl, 0, 0, 0, 0, 0), EPERM);
    expect("personality(ADDR_NO_RANDOMIZE)", personality(ADDR_NO_RANDOMIZE), EPERM);
    // Asking for the current personality stays allowed.
    if (personality(0xffffffff) == -1) {
        printf("personality query failed: %s\n", strerror(errno));
        ++failures;
    }
    return failures == 0 ? 0 : 1;
}
