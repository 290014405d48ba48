/* The program the protocol tests run in the sandbox. CommonBox starts an executable without arguments,
 * so the first line of input says what to do:
 *   echo      copy the rest of the input to the output
 *   exit N    exit with status N
 *   signal    die of SIGILL
 *   spin      burn CPU time forever
 *   spin S    burn S seconds of CPU time, then exit 0
 *   sleep     sleep forever (ignoring the end of input)
 *   eof       end normally (status 0) once the input ends
 *   hog N     touch N MiB, say "touched", release them, say "released", then wait for the input to end
 *   flood     write output forever
 *   later N   wait for a line of input, then touch N MiB, say "touched" and wait for the input to end */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void) {
    char line[64] = {0};
    if (!fgets(line, sizeof line, stdin)) return 9;
    if (strncmp(line, "echo", 4) == 0) {
        int c;
        while ((c = getchar()) != EOF) {
            putchar(c);
            if (c == '\n') fflush(stdout);
        }
        return 0;
    }
    if (strncmp(line, "exit ", 5) == 0) return atoi(line + 5);
    if (strncmp(line, "signal", 6) == 0) raise(SIGILL);
    if (strncmp(line, "spin ", 5) == 0) {
        const double seconds = atof(line + 5);
        while ((double)clock() / CLOCKS_PER_SEC < seconds) {}
        return 0;
    }
    if (strncmp(line, "spin", 4) == 0)
        for (volatile unsigned long i = 0;; ++i) {}
    if (strncmp(line, "sleep", 5) == 0)
        for (;;)
            pause();
    if (strncmp(line, "eof", 3) == 0) {
        while (getchar() != EOF) {}
        return 0;
    }
    if (strncmp(line, "hog ", 4) == 0) {
        size_t bytes = (size_t)atoi(line + 4) << 20;
        char* memory = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED) return 8;
        memset(memory, 1, bytes);
        printf("touched\n");
        fflush(stdout);
        munmap(memory, bytes);
        printf("released\n");
        fflush(stdout);
        while (getchar() != EOF) {}
        return 0;
    }
    if (strncmp(line, "later ", 6) == 0) {
        const size_t bytes = (size_t)atoi(line + 6) << 20;
        char go[64];
        if (!fgets(go, sizeof go, stdin)) return 9;
        char* memory = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED) return 8;
        memset(memory, 1, bytes);
        printf("touched\n");
        fflush(stdout);
        while (getchar() != EOF) {}
        return 0;
    }
    if (strncmp(line, "flood", 5) == 0) {
        static char block[65536];
        memset(block, 'x', sizeof block);
        for (;;)
            if (fwrite(block, 1, sizeof block, stdout) != sizeof block) return 7;
    }
    return 10;
}
