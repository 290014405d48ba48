#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0) return 1;
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(80)};
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
    return connect(s, (struct sockaddr*)&address, sizeof address) == 0 ? 66 : 2;
}
