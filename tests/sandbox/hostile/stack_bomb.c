// Recurses with 64 KiB frames down to at most 1 GiB of stack.
#include <string.h>
static int descend(int depth) {
    volatile char frame[65536];
    memset((char*)frame, depth, sizeof frame);
    if (depth >= 16384) return frame[7];
    return descend(depth + 1) + frame[depth % 65536];
}
int main(void) { return descend(0) == 12345; }
