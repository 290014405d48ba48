// A 1 GiB zero-initialised array, touched page by page.
static char big[1 << 30];
int main(void) {
    for (long i = 0; i < (long)sizeof big; i += 4096)
        big[i] = 1;
    return big[4096] - 1;
}
