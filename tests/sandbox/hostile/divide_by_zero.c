int main(void) {
    volatile int zero = 0;
    return 1 / zero;
}
