#pragma once
// Without a mount namespace a program sees the host's paths: the paths a run names as it would see them
// inside (/program/main) are written back to the host's before it starts.
#include <string>

namespace jd::sandbox {

// `inside` in `word` becomes `host` wherever it is a whole path: the word itself, after a separator (a quote,
// ':', '='), or after an option's letters ("-o/program/main"), and followed by '/', the end or a separator.
// "/x/program" and "/programs" are other paths and stay.
std::string translateInsidePath(const std::string& word, const std::string& inside, const std::string& host);

} // namespace jd::sandbox
