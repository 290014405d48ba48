// Starts up to 1000 sleeping threads; exits 42 as soon as one cannot be created (the process limit).
#include <pthread.h>
#include <unistd.h>
static void* idle(void* unused) {
    (void)unused;
    sleep(600);
    return 0;
}
int main(void) {
    for (int i = 0; i < 1000; ++i) {
        pthread_t thread;
        if (pthread_create(&thread, 0, idle, 0) != 0) return 42;
    }
    return 0;
}
