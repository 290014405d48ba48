// Any bytes opened to be edited: read or refused, never a crash, and what says it saves as read gives its bytes
// back unedited, whatever encoding, byte order mark or line ends it holds.
#include "common/editable_text.h"
#include "fuzz_input.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray input = jd::fuzz::bytes(data, size);
    auto read = jd::EditableText::read(input);
    if (!read || !read->savesAsRead()) return 0;
    auto again = read->bytesOf(read->text());
    if (!again || again.value() != input) std::abort();
    return 0;
}
