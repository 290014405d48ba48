// "leave": plants what could outlive a run in a reused sandbox slot (a file in /tmp, SysV shared
// memory, a message queue, a semaphore set) and exits 0. "find": exits 0 when none of it is there,
// else 3 (the /tmp file), 4 (shared memory), 5 (message queue) or 6 (semaphores).
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <unistd.h>

#define KEY 0x4a440001

int main(int argc, char** argv) {
    if (argc > 1 && strcmp(argv[1], "leave") == 0) {
        int file = open("/tmp/leftover", O_WRONLY | O_CREAT, 0644);
        if (file < 0 || write(file, "answer 42\n", 10) != 10) return 10;
        int shm = shmget(KEY, 4096, IPC_CREAT | 0666);
        if (shm < 0) return 11;
        char* memory = shmat(shm, NULL, 0);
        if (memory == (void*)-1) return 12;
        strcpy(memory, "answer 42");
        if (msgget(KEY, IPC_CREAT | 0666) < 0) return 13;
        if (semget(KEY, 1, IPC_CREAT | 0666) < 0) return 14;
        return 0;
    }
    if (access("/tmp/leftover", F_OK) == 0) return 3;
    if (shmget(KEY, 0, 0) >= 0) return 4;
    if (msgget(KEY, 0) >= 0) return 5;
    if (semget(KEY, 0, 0) >= 0) return 6;
    return 0;
}
