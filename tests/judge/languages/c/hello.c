/* Old but valid contest C: puts and alarm without their headers, as judges accept it. */
int main(void) { alarm(10); puts("Hello, World!"); return 0; }
