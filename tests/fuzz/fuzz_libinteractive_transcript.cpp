// The bytes a contestant's process writes to Main (or Main to it), read back as calls for the transcript:
// whatever they are, a list of messages at increasing offsets within the bytes, never a crash or a huge
// allocation (an array's size comes from the bytes themselves).
#include "libinteractive/call_transcript.h"
#include "libinteractive/idl_parser.h"

#include <cstdlib>
#include <string_view>

using namespace jd::libinteractive;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const Idl idl = [] {
        auto parsed = parseIdl("interface Main { void answer(long total); double scale(float x); };\n"
                               "interface m { int play([Range(0, 100)] int n, int[n][3] grid, char c, bool b); "
                               "short small(short s); };",
                               "fuzz.idl");
        if (!parsed) std::abort();
        return *parsed;
    }();
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    for (bool fromMain : {true, false}) {
        size_t last = 0;
        bool first = true;
        for (const DecodedMessage& message : decodeMessages(idl, idl.interfaces[1], fromMain, bytes)) {
            if (message.offset >= size || (!first && message.offset <= last) || message.text.empty()) std::abort();
            last = message.offset;
            first = false;
        }
    }
    return 0;
}
