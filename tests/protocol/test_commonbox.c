/* The CommonBox seed, rule by rule, in C against commonbox.h and libjudgedesk-commonbox: each test is
 * one rule; `test_commonbox NAME` runs one (CTest runs each on its own), no argument runs them all. */
#include <commonbox.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static char helper[4096];
static int failed;

static void fail(const char* test, const char* format, ...) {
    va_list arguments;
    va_start(arguments, format);
    fprintf(stderr, "FAIL %s: ", test);
    vfprintf(stderr, format, arguments);
    fprintf(stderr, "\n");
    va_end(arguments);
    failed = 1;
}
#define CHECK(test, condition, ...)                                                                                    \
    do {                                                                                                               \
        if (!(condition)) {                                                                                            \
            fail(test, __VA_ARGS__);                                                                                   \
            return;                                                                                                    \
        }                                                                                                              \
    } while (0)

static double now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + time.tv_nsec / 1e9;
}

static commonbox_process_t start(const char* mode) {
    commonbox_process_t process = commonbox_create_process_from_executable(helper);
    if (process && mode) commonbox_write(process, (char*)mode, strlen(mode));
    return process;
}

/* Everything the process writes until the end, at most `size` - 1 bytes kept. */
static size_t read_all(commonbox_process_t process, char* buffer, size_t size) {
    size_t kept = 0;
    char chunk[4096];
    int got;
    while ((got = commonbox_read(process, chunk, sizeof chunk)) > 0) {
        if (got < 1) return (size_t)-1;
        size_t take = (size_t)got < size - 1 - kept ? (size_t)got : size - 1 - kept;
        memcpy(buffer + kept, chunk, take);
        kept += take;
    }
    buffer[kept] = 0;
    return kept;
}

static void nothing_runs_before_the_first_write_or_read(void) {
    const char* test = "nothing_runs_before_the_first_write_or_read";
    commonbox_process_t process = commonbox_create_process_from_executable(helper);
    CHECK(test, process, "cannot create a process of %s", helper);
    /* Limits set before the start are what it starts with, and nothing has used anything. */
    CHECK(test, commonbox_set_safety_limit(process, OUTPUT_SIZE, 1 << 20), "OUTPUT_SIZE before the start refused");
    CHECK(test, commonbox_get_resource_usage(process, TIME, true) == 0, "time used before the start");
    commonbox_write(process, "echo\nstarted by a write\n", 24);
    char output[32] = {0};
    int kept = 0, got;
    while (kept < 19 && (got = commonbox_read(process, output + kept, (size_t)(19 - kept))) > 0)
        kept += got;
    CHECK(test, strcmp(output, "started by a write\n") == 0, "got '%s'", output);
    commonbox_close(process);

    commonbox_process_t echo = commonbox_create_process_from_executable("/bin/echo");
    CHECK(test, echo, "cannot create /bin/echo");
    char byte;
    CHECK(test, commonbox_read(echo, &byte, 1) == 1 && byte == '\n', "a read did not start /bin/echo");
    CHECK(test, commonbox_read(echo, &byte, 1) == -1, "output after /bin/echo's only line");
    commonbox_close(echo);
}

static void writes_never_fail_because_the_process_ended(void) {
    const char* test = "writes_never_fail_because_the_process_ended";
    commonbox_process_t process = start("exit 0\n");
    char byte;
    CHECK(test, commonbox_read(process, &byte, 1) == -1, "the process wrote something");
    static char megabyte[1 << 20];
    CHECK(test, commonbox_write(process, megabyte, sizeof megabyte), "a write after the end failed");
    CHECK(test, commonbox_write_file_at(process, "/etc/hostname"), "write_file_at after the end failed");
    CHECK(test, strcmp(commonbox_get_exit_reason(process), "Exited normally (return code 0).") == 0, "reason '%s'",
          commonbox_get_exit_reason(process));
    commonbox_close(process);
}

static void input_from_a_path_a_file_region_and_a_buffer_arrives_in_order(void) {
    const char* test = "input_from_a_path_a_file_region_and_a_buffer_arrives_in_order";
    char path[] = "/tmp/commonbox-input-XXXXXX";
    int fd = mkstemp(path);
    CHECK(test, fd >= 0 && write(fd, "0123456789\n", 11) == 11, "cannot write %s", path);
    commonbox_process_t process = start("echo\n");
    CHECK(test, commonbox_write_file_at(process, path), "write_file_at refused");
    CHECK(test, commonbox_write_file(process, fd, 3, 4), "write_file refused");
    CHECK(test, commonbox_write(process, "!\n", 2), "write refused");
    /* All of it read back before force_exit: its 50 ms of grace are not for a start-up that a loaded
       machine may make slower. */
    const char expected[] = "0123456789\n3456!\n";
    char output[256] = {0};
    int total = 0;
    while (total < (int)strlen(expected)) {
        int n = commonbox_read(process, output + total, strlen(expected) - (size_t)total);
        CHECK(test, n >= 1, "read returned %d after '%s'", n, output);
        total += n;
    }
    CHECK(test, strcmp(output, expected) == 0, "got '%s'", output);
    commonbox_force_exit(process); /* closes the input: echo ends after what it got */
    char byte;
    CHECK(test, commonbox_read(process, &byte, 1) == -1, "more than was written came out");
    close(fd);
    unlink(path);
    commonbox_close(process);
}

static void read_flushes_the_input_and_returns_minus_one_only_at_the_end(void) {
    const char* test = "read_flushes_the_input_and_returns_minus_one_only_at_the_end";
    commonbox_process_t process = start("echo\n");
    for (int round = 0; round < 100; ++round) {
        char line[32], got[32];
        int length = snprintf(line, sizeof line, "line %d\n", round);
        commonbox_write(process, line, (size_t)length);
        int total = 0;
        while (total < length) {
            int n = commonbox_read(process, got + total, (size_t)(length - total));
            CHECK(test, n >= 1, "read returned %d with output still to come (round %d)", n, round);
            total += n;
        }
        CHECK(test, memcmp(got, line, (size_t)length) == 0, "round %d came back wrong", round);
    }
    commonbox_force_exit(process);
    char byte;
    CHECK(test, commonbox_read(process, &byte, 1) == -1, "no -1 after the end");
    CHECK(test, commonbox_read(process, &byte, 1) == -1, "a second read after the end is not -1");
    commonbox_close(process);
}

static void exit_reasons_are_the_seeds_words(void) {
    const char* test = "exit_reasons_are_the_seeds_words";
    struct {
        const char* input;
        safety_limit_t limit;
        uint64_t value;
        const char* reason;
    } cases[] = {
        {"exit 0\n", CPU_TIME, 10000000000ull, "Exited normally (return code 0)."},
        {"exit 1\n", CPU_TIME, 10000000000ull, "Exited with error (return code 1)."},
        {"signal\n", CPU_TIME, 10000000000ull, "Exited with signal SIGILL (illegal instruction)."},
        {"spin\n", CPU_TIME, 200000000ull, "Terminated (time limit exceeded)."},
        {"sleep\n", WALL_TIME, 300000000ull, "Terminated (timeout expired)."},
        {"hog 256\n", MEMORY_SIZE, 64ull << 20, "Terminated (memory limit exceeded)."},
        {"flood\n", OUTPUT_SIZE, 1 << 20, "Terminated (output limit exceeded)."},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        commonbox_process_t process = commonbox_create_process_from_executable(helper);
        commonbox_set_safety_limit(process, cases[i].limit, cases[i].value);
        commonbox_write(process, (char*)cases[i].input, strlen(cases[i].input));
        char output[64];
        read_all(process, output, sizeof output);
        const char* reason = commonbox_get_exit_reason(process);
        CHECK(test, strcmp(reason, cases[i].reason) == 0, "%s: '%s', expected '%s'", cases[i].input, reason,
              cases[i].reason);
        commonbox_close(process);
    }
    commonbox_process_t forced = start("sleep\n");
    commonbox_force_exit(forced);
    CHECK(test, strcmp(commonbox_get_exit_reason(forced), "Terminated (forced exit).") == 0, "forced: '%s'",
          commonbox_get_exit_reason(forced));
    commonbox_close(forced);
}

static void a_limit_set_while_running_counts_from_the_call(void) {
    const char* test = "a_limit_set_while_running_counts_from_the_call";
    commonbox_process_t process = commonbox_create_process_from_executable(helper);
    commonbox_set_safety_limit(process, CPU_TIME, 400000000ull);
    commonbox_write(process, "spin\n", 5);
    /* Renewed every 200 ms of wall time, 400 ms of CPU from each call: it spins past the first 400 ms. */
    for (int renewal = 0; renewal < 4; ++renewal) {
        usleep(200000);
        CHECK(test, commonbox_set_safety_limit(process, CPU_TIME, 400000000ull), "renewal %d refused", renewal);
    }
    const uint64_t used = commonbox_get_resource_usage(process, TIME, false);
    CHECK(test, used > 500000000ull, "only %llu ns of CPU after four renewals", (unsigned long long)used);
    const char* reason = commonbox_get_exit_reason(process);
    CHECK(test, strcmp(reason, "Terminated (time limit exceeded).") == 0, "reason '%s'", reason);
    commonbox_close(process);
}

static void force_exit_gives_about_50_ms_before_the_kill(void) {
    const char* test = "force_exit_gives_about_50_ms_before_the_kill";
    commonbox_process_t polite = start("eof\n");
    usleep(100000);
    commonbox_force_exit(polite);
    const char* reason = commonbox_get_exit_reason(polite);
    CHECK(test, strcmp(reason, "Exited normally (return code 0).") == 0, "a program ending at EOF: '%s'", reason);
    commonbox_close(polite);

    commonbox_process_t stubborn = start("sleep\n");
    usleep(100000);
    const double forcedAt = now();
    commonbox_force_exit(stubborn);
    reason = commonbox_get_exit_reason(stubborn);
    const double took = now() - forcedAt;
    CHECK(test, strcmp(reason, "Terminated (forced exit).") == 0, "a program ignoring EOF: '%s'", reason);
    CHECK(test, took >= 0.04 && took < 1.0, "killed %.3f s after force_exit", took);
    commonbox_close(stubborn);
}

static void usage_bounds_enclose_what_was_used(void) {
    const char* test = "usage_bounds_enclose_what_was_used";
    commonbox_process_t process = commonbox_create_process_from_executable(helper);
    commonbox_set_safety_limit(process, CPU_TIME, 300000000ull);
    commonbox_write(process, "spin\n", 5);
    commonbox_get_exit_reason(process);
    const uint64_t lower = commonbox_get_resource_usage(process, TIME, false);
    const uint64_t upper = commonbox_get_resource_usage(process, TIME, true);
    CHECK(test, lower >= 250000000ull && lower <= upper, "time %llu..%llu ns for a 300 ms spin",
          (unsigned long long)lower, (unsigned long long)upper);
    commonbox_close(process);

    commonbox_process_t hog = start("hog 48\n");
    char line[16];
    CHECK(test, commonbox_read(hog, line, 8) >= 1, "the hog said nothing");
    commonbox_force_exit(hog);
    commonbox_get_exit_reason(hog);
    const uint64_t peak = commonbox_get_resource_usage(hog, PEAK_MEMORY, false);
    const uint64_t peakUpper = commonbox_get_resource_usage(hog, PEAK_MEMORY, true);
    CHECK(test, peak >= (44ull << 20) && peak <= peakUpper, "peak %llu..%llu bytes after touching 48 MiB",
          (unsigned long long)peak, (unsigned long long)peakUpper);
    CHECK(test, commonbox_get_resource_usage(hog, CURRENT_MEMORY, true) == 0, "memory in use after the end");
    commonbox_close(hog);
}

static void resetting_the_peak_forgets_what_was_released(void) {
    const char* test = "resetting_the_peak_forgets_what_was_released";
    commonbox_process_t hog = start("hog 64\n");
    char output[32];
    size_t seen = 0;
    while (!strstr(output, "released") && seen < sizeof output - 1) {
        int got = commonbox_read(hog, output + seen, sizeof output - 1 - seen);
        CHECK(test, got >= 1, "the hog ended early");
        seen += (size_t)got;
        output[seen] = 0;
    }
    if (commonbox_reset_peak_memory_usage(hog)) {
        usleep(100000);
        const uint64_t peak = commonbox_get_resource_usage(hog, PEAK_MEMORY, false);
        CHECK(test, peak < (32ull << 20), "the peak is still %llu bytes after the reset", (unsigned long long)peak);
    } else {
        printf("(this machine's accounting cannot reset the peak: the call said so)\n");
    }
    commonbox_force_exit(hog);
    commonbox_close(hog);
}

static void a_read_of_nothing_returns_zero_not_the_end(void) {
    const char* test = "a_read_of_nothing_returns_zero_not_the_end";
    commonbox_process_t process = start("echo\n");
    char byte;
    CHECK(test, commonbox_read(process, &byte, 0) == 0, "a read of 0 bytes while it runs is not 0");
    commonbox_write(process, "x\n", 2);
    CHECK(test, commonbox_read(process, &byte, 1) == 1 && byte == 'x', "the output after it did not come");
    commonbox_force_exit(process);
    commonbox_close(process);
}

static void an_output_size_set_while_running_ends_a_flood(void) {
    const char* test = "an_output_size_set_while_running_ends_a_flood";
    commonbox_process_t process = start("flood\n");
    char chunk[4096];
    CHECK(test, commonbox_read(process, chunk, sizeof chunk) >= 1, "no output");
    CHECK(test, commonbox_set_safety_limit(process, OUTPUT_SIZE, 1ull << 20), "OUTPUT_SIZE refused while it runs");
    size_t total = 0;
    for (int got; (got = commonbox_read(process, chunk, sizeof chunk)) > 0;)
        total += (size_t)got;
    CHECK(test, total <= (1u << 20), "%zu bytes came after a limit of 1 MiB", total);
    const char* reason = commonbox_get_exit_reason(process);
    CHECK(test, strcmp(reason, "Terminated (output limit exceeded).") == 0, "reason '%s'", reason);
    commonbox_close(process);
}

static void a_wall_time_set_while_running_counts_from_the_call(void) {
    const char* test = "a_wall_time_set_while_running_counts_from_the_call";
    commonbox_process_t process = start("sleep\n");
    usleep(200000);
    const double set = now();
    CHECK(test, commonbox_set_safety_limit(process, WALL_TIME, 300000000ull), "WALL_TIME refused while it runs");
    const char* reason = commonbox_get_exit_reason(process);
    const double took = now() - set;
    CHECK(test, strcmp(reason, "Terminated (timeout expired).") == 0, "reason '%s'", reason);
    CHECK(test, took > 0.25 && took < 3, "ended %.2f s after a 0.3 s limit was set", took);
    commonbox_close(process);
}

static void a_memory_size_set_while_running_holds_what_comes_after(void) {
    const char* test = "a_memory_size_set_while_running_holds_what_comes_after";
    commonbox_process_t process = start("later 128\n");
    char byte;
    CHECK(test, commonbox_read(process, &byte, 0) == 0, "it did not start");
    if (!commonbox_set_safety_limit(process, MEMORY_SIZE, 32ull << 20)) {
        printf("(this machine's accounting cannot change the memory limit of a running process: the call said so)\n");
        commonbox_force_exit(process);
        commonbox_close(process);
        return;
    }
    commonbox_write(process, "go\n", 3);
    char output[64];
    read_all(process, output, sizeof output);
    const char* reason = commonbox_get_exit_reason(process);
    CHECK(test, strcmp(reason, "Terminated (memory limit exceeded).") == 0, "reason '%s' (output '%s')", reason,
          output);
    commonbox_close(process);
}

static void what_cannot_be_done_is_answered_never_crashed(void) {
    const char* test = "what_cannot_be_done_is_answered_never_crashed";
    CHECK(test, commonbox_create_process_from_executable("/nonexistent/program") == NULL, "a missing program");
    CHECK(test, commonbox_create_process_from_executable("/tmp") == NULL, "a directory");
    CHECK(test, commonbox_create_process_from_executable(NULL) == NULL, "NULL");
    CHECK(test, !commonbox_write(NULL, "x", 1) && commonbox_read(NULL, (char[1]){0}, 1) == -1, "NULL handle");
    CHECK(test, commonbox_get_resource_usage(NULL, TIME, true) == UINT64_MAX, "NULL handle's upper bound");
    CHECK(test, commonbox_get_resource_usage(NULL, TIME, false) == 0, "NULL handle's lower bound");
    commonbox_process_t process = start("echo\n");
    CHECK(test, !commonbox_write_file_at(process, NULL), "a NULL path");
    commonbox_force_exit(process);
    commonbox_get_exit_reason(process);
    CHECK(test, !commonbox_reset_peak_memory_usage(process), "a peak reset after the end");
    commonbox_close(process);
}

static int helpers_running(void) {
    int count = 0;
    DIR* proc = opendir("/proc");
    struct dirent* entry;
    while (proc && (entry = readdir(proc))) {
        char path[300], name[64] = {0};
        snprintf(path, sizeof path, "/proc/%s/comm", entry->d_name);
        FILE* comm = fopen(path, "r");
        if (!comm) continue;
        if (fgets(name, sizeof name, comm) && strncmp(name, "protocol-helper", 15) == 0) ++count;
        fclose(comm);
    }
    if (proc) closedir(proc);
    return count;
}

static void close_releases_everything(void) {
    const char* test = "close_releases_everything";
    const int before = helpers_running();
    for (int i = 0; i < 30; ++i) {
        commonbox_process_t process = start("sleep\n"); /* the write starts it */
        commonbox_close(process);                       /* while it runs */
    }
    usleep(200000);
    CHECK(test, helpers_running() == before, "%d helpers left running", helpers_running() - before);
}

struct reader {
    commonbox_process_t process;
    int result;
    double endedAt;
};

static void* read_in_another_thread(void* argument) {
    struct reader* reader = argument;
    char byte;
    reader->result = commonbox_read(reader->process, &byte, 1);
    reader->endedAt = now();
    return NULL;
}

static void calls_on_one_process_are_safe_from_several_threads(void) {
    const char* test = "calls_on_one_process_are_safe_from_several_threads";
    struct reader reader = {start("sleep\n"), 0, 0};
    pthread_t thread;
    pthread_create(&thread, NULL, read_in_another_thread, &reader);
    usleep(200000);
    for (int i = 0; i < 50; ++i) {
        (void)commonbox_get_resource_usage(reader.process, CURRENT_MEMORY, false);
        (void)commonbox_set_safety_limit(reader.process, WALL_TIME, 5000000000ull);
    }
    const double forcedAt = now();
    CHECK(test, commonbox_force_exit(reader.process), "force_exit refused while another thread reads");
    pthread_join(thread, NULL);
    CHECK(test, reader.result == -1, "the blocked read returned %d", reader.result);
    CHECK(test, reader.endedAt - forcedAt < 1.0, "the blocked read ended %.3f s after force_exit",
          reader.endedAt - forcedAt);
    commonbox_close(reader.process);
}

static const struct {
    const char* name;
    void (*run)(void);
} tests[] = {
    {"nothing_runs_before_the_first_write_or_read", nothing_runs_before_the_first_write_or_read},
    {"writes_never_fail_because_the_process_ended", writes_never_fail_because_the_process_ended},
    {"input_from_a_path_a_file_region_and_a_buffer_arrives_in_order",
     input_from_a_path_a_file_region_and_a_buffer_arrives_in_order},
    {"read_flushes_the_input_and_returns_minus_one_only_at_the_end",
     read_flushes_the_input_and_returns_minus_one_only_at_the_end},
    {"exit_reasons_are_the_seeds_words", exit_reasons_are_the_seeds_words},
    {"a_limit_set_while_running_counts_from_the_call", a_limit_set_while_running_counts_from_the_call},
    {"force_exit_gives_about_50_ms_before_the_kill", force_exit_gives_about_50_ms_before_the_kill},
    {"usage_bounds_enclose_what_was_used", usage_bounds_enclose_what_was_used},
    {"resetting_the_peak_forgets_what_was_released", resetting_the_peak_forgets_what_was_released},
    {"what_cannot_be_done_is_answered_never_crashed", what_cannot_be_done_is_answered_never_crashed},
    {"a_read_of_nothing_returns_zero_not_the_end", a_read_of_nothing_returns_zero_not_the_end},
    {"an_output_size_set_while_running_ends_a_flood", an_output_size_set_while_running_ends_a_flood},
    {"a_wall_time_set_while_running_counts_from_the_call", a_wall_time_set_while_running_counts_from_the_call},
    {"a_memory_size_set_while_running_holds_what_comes_after", a_memory_size_set_while_running_holds_what_comes_after},
    {"close_releases_everything", close_releases_everything},
    {"calls_on_one_process_are_safe_from_several_threads", calls_on_one_process_are_safe_from_several_threads},
};

int main(int argc, char** argv) {
    const char* configured = getenv("COMMONBOX_HELPER");
    snprintf(helper, sizeof helper, "%s", configured ? configured : COMMONBOX_HELPER);
    int ran = 0;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; ++i) {
        if (argc > 1 && strcmp(argv[1], tests[i].name) != 0) continue;
        const int before = failed;
        failed = 0;
        tests[i].run();
        printf("%s %s\n", failed ? "FAIL" : "PASS", tests[i].name);
        failed = failed || before;
        ++ran;
    }
    if (ran == 0) {
        fprintf(stderr, "no test named %s\n", argc > 1 ? argv[1] : "");
        return 2;
    }
    return failed ? 1 : 0;
}
