/* The Turingarena CommonBox API, as its seed document declares it, served by JudgeDesk's sandbox.
 *
 * A process is created from an executable and started lazily, by the first write or read. Input is
 * buffered and flushed by commonbox_read; writes never fail because the process ended (the rest is
 * dropped). commonbox_read returns at least one byte, or -1 once no more output can come (0 when asked
 * for 0 bytes). Every safety limit may be set while the process runs: times then count from the call,
 * memory and output hold from then on (output already past the new limit ends the process). What this sandbox cannot
 * tell at the time of a call is answered with the API's "can't" values: 0 as a lower bound, UINT64_MAX
 * as an upper bound, false as a result. Every call on one process is thread-safe; commonbox_close must
 * be called exactly once and releases everything.
 *
 * Link with -ljudgedesk-commonbox (pkg-config: commonbox). The sandbox's helper, judgedesk-zygote, is
 * found beside the library or in ../libexec/judgedesk/ (JUDGEDESK_ZYGOTE overrides). */
#ifndef COMMONBOX_H
#define COMMONBOX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef void* commonbox_process_t;
typedef bool result_t;

typedef enum {
    WALL_TIME,
    CPU_TIME,
    MEMORY_SIZE,
    OUTPUT_SIZE,
} safety_limit_t;

typedef enum {
    TIME,
    CURRENT_MEMORY,
    PEAK_MEMORY,
} resource_usage_t;

/* NULL when the executable is not an executable file or no sandbox can start on this machine. */
commonbox_process_t commonbox_create_process_from_executable(char* path);
/* Kills the process if it still runs; returns 0. */
uint64_t commonbox_close(commonbox_process_t process);

result_t commonbox_write_file_at(commonbox_process_t process, char* path);
result_t commonbox_write_file(commonbox_process_t process, int fd, off_t offset, size_t len);
result_t commonbox_write(commonbox_process_t process, char* buf, size_t len);

int commonbox_read(commonbox_process_t process, char* buf, size_t len);

/* Time in nanoseconds, memory and output in bytes. Defaults: 10 s CPU, 30 s wall, 1 GiB, 64 MiB. */
result_t commonbox_set_safety_limit(commonbox_process_t process, safety_limit_t which, uint64_t value);

uint64_t commonbox_get_resource_usage(commonbox_process_t process, resource_usage_t which, bool upper);
result_t commonbox_reset_peak_memory_usage(commonbox_process_t process);

/* Waits for the end; the string stays valid until commonbox_close. */
char* commonbox_get_exit_reason(commonbox_process_t process);
/* Closes the input and gives the process about 50 ms to end by itself before it is killed. */
result_t commonbox_force_exit(commonbox_process_t process);

#ifdef __cplusplus
}
#endif

#endif
