// Allocates and touches up to 2 GiB in 16 MiB steps.
#include <stdlib.h>
#include <string.h>
int main(void) {
    for (int i = 0; i < 128; ++i) {
        char* block = malloc(16 << 20);
        if (!block) return 3;
        memset(block, i, 16 << 20);
    }
    return 0;
}
