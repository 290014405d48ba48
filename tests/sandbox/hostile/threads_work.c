// Eight threads each add up a million numbers; exits 0 when all did.
#include <pthread.h>
static void* work(void* out) {
    long sum = 0;
    for (long i = 0; i < 1000000; ++i)
        sum += i;
    *(long*)out = sum;
    return 0;
}
int main(void) {
    pthread_t threads[8];
    long sums[8];
    for (int i = 0; i < 8; ++i)
        if (pthread_create(&threads[i], 0, work, &sums[i]) != 0) return 1;
    for (int i = 0; i < 8; ++i)
        pthread_join(threads[i], 0);
    for (int i = 0; i < 8; ++i)
        if (sums[i] != 499999500000L) return 2;
    return 0;
}
