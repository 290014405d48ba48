#pragma once
// What passed between Main and the contestant, read back from the bytes of the two directions: each message
// as a line a coach reads ("waves(n = 4, k = 100, A = [1, 2, 3, -4])", "waves returned 98"), with the offset in
// its direction's bytes where it began, so the caller can give it the moment those bytes were relayed.
#include "idl_tree.h"

#include <string>
#include <string_view>
#include <vector>

namespace jd::libinteractive {

struct DecodedMessage {
    size_t offset = 0; // of its first byte in the direction's bytes
    std::string text;
};

// The messages one side sent, in order: `fromMain` for Main's side (its calls to the contestant and its answers
// to the contestant's calls), else the contestant's. A message cut short, or of an id neither side declares,
// ends the list with a line saying so.
std::vector<DecodedMessage> decodeMessages(const Idl& idl, const Interface& contestant, bool fromMain,
                                           std::string_view bytes);

} // namespace jd::libinteractive
