// A saved interaction transcript (JSON lines), as the Interaction tab loads it: an error naming the line,
// or the conversation, never a crash.
#include "fuzz_input.h"
#include "judge/interaction.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString root = jd::fuzz::freshDirectory();
    jd::fuzz::writeFile(root + "/transcript.jsonl", jd::fuzz::bytes(data, size));
    (void)jd::judge::Transcript::load(root + "/transcript.jsonl");
    return 0;
}
