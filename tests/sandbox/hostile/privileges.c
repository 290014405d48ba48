// Exits 0 only without any capability and with no_new_privs set; 66 otherwise.
#include <stdio.h>
#include <string.h>
int main(void) {
    FILE* status = fopen("/proc/self/status", "r");
    if (!status) return 2;
    char line[256];
    int clean = 0;
    while (fgets(line, sizeof line, status)) {
        if (!strncmp(line, "CapEff:", 7) || !strncmp(line, "CapPrm:", 7) || !strncmp(line, "CapBnd:", 7) ||
            !strncmp(line, "CapAmb:", 7))
            clean += strstr(line, "0000000000000000") != 0;
        if (!strncmp(line, "NoNewPrivs:", 11)) clean += strstr(line, "1") != 0;
    }
    return clean == 5 ? 0 : 66;
}
