#pragma once
// How a checker's exit and the words it left turn into a verdict, apart from running it: the Kattis
// output-validator protocol and testlib's. Whatever a checker writes gives a verdict, never a crash or
// a score that is not a finite number (tests/fuzz feeds it anything).
#include "sandbox/run_result.h"
#include "verdict.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace jd::judge {

// What a judge's helper (checker, output validator, interactor) may write into files: its feedback,
// its standard output and error, the next pass's input. A helper that floods them is stopped there,
// deterministically, and the test is a judge error saying so, instead of its flood filling memory or disk.
inline constexpr uint64_t kHelperFileBytes = 256ull << 20;

struct CheckResult {
    Verdict verdict = Verdict::JE;
    QString message;
    std::optional<double> score;
    bool nextPass = false; // multi-pass: the validator wrote the next pass's input
};

// The checker's words, each its file's first 4 KiB trimmed (empty when absent).
struct CheckerWords {
    QString judgeMessage, teamMessage, judgeError, score, standardError;
    QString flooded;        // a feedback file that reached kHelperFileBytes
    QString standardOutput; // what a CMS checker prints its outcome on
};

// The name of a file in a helper's feedback directory that reached kHelperFileBytes; empty if none.
QString floodedFile(const QString& directory);
// A feedback file's text, its first 4 KiB trimmed; empty when the file is absent.
QString readFeedbackText(const QString& path);
// judgemessage.txt, teammessage.txt, judgeerror.txt, score.txt, stderr.txt and stdout.txt of a feedback
// directory.
CheckerWords readCheckerWords(const QString& feedbackDirectory);

// A score.txt or testlib points as written: a finite number, or nothing ("nan", "inf", "1e999", words).
std::optional<double> finiteScore(const QString& text);

// Kattis: 42 accepts, 43 rejects (score.txt may give the score), anything else is a judge error.
CheckResult kattisCheckerVerdict(const sandbox::RunResult& run, const CheckerWords& words);
// testlib: 0 OK, 1 WA, 2 PE, 7 points ("points 0.5 ..." or "0.5 ..." on stderr), else a judge error.
CheckResult testlibCheckerVerdict(const sandbox::RunResult& run, const CheckerWords& words);
// CMS (TPS packages): exit 0 with the outcome, a number from 0 to 1, on stdout and the message on stderr;
// 1 accepts, 0 rejects, anything between is a partial score (WA with that share of the test's worth);
// any other exit or outcome is a judge error. CMS's "translate:success|wrong|partial" become its words.
CheckResult cmsCheckerVerdict(const sandbox::RunResult& run, const CheckerWords& words);

} // namespace jd::judge
