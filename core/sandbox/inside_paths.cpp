#include "inside_paths.h"

#include <cctype>

namespace jd::sandbox {
namespace {

bool isNameCharacter(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.'; }

} // namespace

std::string translateInsidePath(const std::string& word, const std::string& inside, const std::string& host) {
    std::string translated;
    size_t from = 0;
    for (size_t at = word.find(inside); at != std::string::npos; at = word.find(inside, at + inside.size())) {
        const size_t end = at + inside.size();
        const bool startsPath = at == 0 || (!isNameCharacter(word[at - 1]) && word[at - 1] != '/') ||
                                (word[0] == '-' && word.find('/') == at);
        const bool endsPath = end == word.size() || !isNameCharacter(word[end]);
        if (!startsPath || !endsPath) continue;
        translated.append(word, from, at - from).append(host);
        from = end;
    }
    return translated.append(word, from, std::string::npos);
}

} // namespace jd::sandbox
