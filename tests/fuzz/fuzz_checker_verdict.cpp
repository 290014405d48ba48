// What a checker says (its exit and its feedback files), under each protocol: a verdict, and a score
// only when it is a finite number.
#include "fuzz_input.h"
#include "judge/checker_verdict.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 2) return 0;
    // The first byte is the exit status, the second how the run ended; the rest, split at NUL bytes,
    // are judgemessage.txt, teammessage.txt, judgeerror.txt, score.txt, stderr.txt and stdout.txt.
    jd::sandbox::RunResult run;
    run.exitCode = data[0];
    run.status = data[1] % 2 ? jd::sandbox::RunStatus::RuntimeError : jd::sandbox::RunStatus::Ok;
    if (data[1] % 7 == 6) run.status = jd::sandbox::RunStatus::TimeLimit;
    const QList<QByteArray> parts = jd::fuzz::bytes(data + 2, size - 2).split('\0');
    auto part = [&](int i) { return i < parts.size() ? QString::fromUtf8(parts[i]).trimmed() : QString(); };
    const jd::judge::CheckerWords words{part(0), part(1), part(2), part(3), part(4), {}, part(5)};
    for (const auto& result : {jd::judge::kattisCheckerVerdict(run, words),
                               jd::judge::testlibCheckerVerdict(run, words), jd::judge::cmsCheckerVerdict(run, words)})
        if (result.score && !std::isfinite(*result.score)) std::abort();
    // A CMS outcome is a share of the test's worth: never below nothing or above all of it.
    if (auto cms = jd::judge::cmsCheckerVerdict(run, words); cms.score && (*cms.score < 0 || *cms.score > 1))
        std::abort();
    return 0;
}
