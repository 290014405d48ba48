// checktestdata programs and inputs from strangers (the input split at its first NUL byte: the program, then
// the data): parsed to a program or an error naming a line, and run to one of its four answers within its
// deadline, never a crash.
#include "checktestdata/interpreter.h"
#include "checktestdata/parser.h"
#include "fuzz_input.h"

#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    const size_t split = input.find('\0');
    const std::string source = input.substr(0, split);
    // std::regex matches by recursion, as in checktestdata: a long input is its stack's business, not the language's.
    const std::string testdata = split == std::string::npos ? std::string() : input.substr(split + 1, 4096);
    auto program = jd::ctd::parseProgram(source);
    if (!program) {
        if (program.error().find(':') == std::string::npos) std::abort(); // an error names its line and column
        return 0;
    }
    for (bool whitespaceOk : {false, true}) {
        jd::ctd::CheckOptions options;
        options.whitespaceOk = whitespaceOk;
        options.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
        const jd::ctd::CheckResult result = jd::ctd::check(*program, testdata, options);
        if (result.exitCode() < 0 || result.exitCode() > 2) std::abort();
        if (result.outcome == jd::ctd::CheckResult::Outcome::Rejected && result.inputLine < 1) std::abort();
    }
    return 0;
}
