// judgedesk-zygote: the small helper that owns the sandbox namespaces and forks every run. It links
// neither Qt nor anything else heavy, so that forking it is cheap. Started only by judgedesk-core.
#include "zygote.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char** argv) {
    if (argc != 6) {
        std::fprintf(stderr, "judgedesk-zygote is started by JudgeDesk itself, not by hand\n");
        return 2;
    }
    jd::sandbox::ZygoteConfig config;
    // Fail closed: a word this zygote does not know never means less isolation.
    if (!jd::sandbox::zygoteModeFromWord(argv[1], config.mode)) {
        std::fprintf(stderr, "judgedesk-zygote: unknown isolation mode '%s'\n", argv[1]);
        return 2;
    }
    config.socketFd = std::atoi(argv[2]);
    config.rootDirectory = argv[3];
    config.outerUid = static_cast<uid_t>(std::strtoul(argv[4], nullptr, 10));
    config.outerGid = static_cast<gid_t>(std::strtoul(argv[5], nullptr, 10));
    return jd::sandbox::runZygote(config);
}
