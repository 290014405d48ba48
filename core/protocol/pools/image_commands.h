#pragma once
// The commands each of the seed's language images gives its users (sandbox_manager/images/Dockerfile.*, built
// on the official Python, Node.js, JDK and GCC images), present in that language's pool under those names. The
// pools show this machine's /usr, where a command may have another name (Debian's `python3` and `pip3`, where
// the image has `python` and `pip` too): such a command gets a link of the image's name in a directory put
// first on the pool's PATH. A command this machine has under no name is missing, and said so once.
#include "common/result.h"

#include <string>
#include <vector>

namespace jd::protocol {

// The image's commands for a seed language (python, java, node, cpp, c); none for any other profile.
std::vector<std::string> imageCommandNames(const std::string& profile);

struct ImageCommands {
    std::vector<std::string> linked;  // names given a link, "python -> /usr/bin/python3"
    std::vector<std::string> missing; // names this machine has under no name
};

// Links in `directory` (made if missing) for `profile`'s commands that `searchPath` (the pool's PATH, as the
// sandbox shows the host's directories) lacks under their own name.
Result<ImageCommands> linkImageCommands(const std::string& profile, const std::string& directory,
                                        const std::string& searchPath = "/usr/local/bin:/usr/bin:/bin");

// Where the links are inside a pool sandbox, first on its PATH.
inline constexpr char kImageCommandsInside[] = "/run/judgedesk-commands";

} // namespace jd::protocol
