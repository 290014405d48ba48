// "tamper": lowers what its parent (the run's init, which starts the next runs) hands down: its
// niceness, scheduling policy, I/O priority and rlimits; each call may fail, and exits 0.
// "report": prints what it was handed down itself, for comparison with an untouched run.
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char** argv) {
    pid_t init = getppid();
    if (argc > 1 && strcmp(argv[1], "tamper") == 0) {
        setpriority(PRIO_PROCESS, init, 19);
        struct sched_param none = {0};
        sched_setscheduler(init, SCHED_IDLE, &none);
        syscall(SYS_ioprio_set, 1, init, (3 << 13) | 0); // IOPRIO_CLASS_IDLE
        struct rlimit tiny = {16 << 20, 16 << 20};
        prlimit(init, RLIMIT_AS, &tiny, NULL);
        struct rlimit few = {4, 4};
        prlimit(init, RLIMIT_NOFILE, &few, NULL);
        return 0;
    }
    struct rlimit as, files;
    getrlimit(RLIMIT_AS, &as);
    getrlimit(RLIMIT_NOFILE, &files);
    printf("nice %d policy %d ioprio %ld as %llu/%llu\n", getpriority(PRIO_PROCESS, 0), sched_getscheduler(0),
           syscall(SYS_ioprio_get, 1, 0), (unsigned long long)as.rlim_cur, (unsigned long long)as.rlim_max);
    return 0;
}
