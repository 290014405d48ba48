#include <unistd.h>
int main(void) {
    sleep(600);
    return 0;
}
