// Touches exactly argv[1] MiB, holds it 200 ms so sampling sees it, and exits 0.
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char** argv) {
    size_t bytes = (size_t)atoi(argc > 1 ? argv[1] : "64") << 20;
    char* block = malloc(bytes);
    if (!block) return 3;
    memset(block, 1, bytes);
    usleep(200000);
    return block[bytes / 2] - 1;
}
