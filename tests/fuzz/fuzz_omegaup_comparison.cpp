// omegaUp's comparisons on any output against any answer (the input split at its first NUL byte): a score
// from 0 to 1 or an error, never a crash, whatever bytes, tokens or numbers they hold.
#include "fuzz_input.h"
#include "judge/omegaup_comparison.h"

#include <cmath>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray input = jd::fuzz::bytes(data, size);
    const qsizetype split = input.indexOf('\0');
    const QString root = jd::fuzz::freshDirectory();
    jd::fuzz::writeFile(root + "/answer", split < 0 ? input : input.left(split));
    jd::fuzz::writeFile(root + "/output", split < 0 ? QByteArray() : input.mid(split + 1));
    for (const char* kind : {"token", "token-caseless", "token-numeric", "literal"}) {
        auto scored = jd::judge::omegaupCompare(kind, root + "/answer", root + "/output", 1e-6);
        if (scored && !(scored->score >= 0 && scored->score <= 1)) std::abort();
    }
    const double literal = jd::judge::omegaupScoreFromText(input).score;
    if (!(literal >= 0 && literal <= 1)) std::abort();
    return 0;
}
