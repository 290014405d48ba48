/* DOMjudge cuts the output at the limit and lets the program run on: an endless flood is TIMELIMIT.
   Written in C: a flood in PyPy leaves its collector some 300 MiB of written buffers behind, as many as the
   reader drained, which puts it at this problem's memory limit or not depending on the machine's load. */
#include <stdio.h>
#include <string.h>

int main(void) {
    static char chunk[65536];
    memset(chunk, '1', sizeof chunk);
    for (;;) fwrite(chunk, 1, sizeof chunk, stdout);
}
