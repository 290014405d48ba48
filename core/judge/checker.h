#pragma once
// Deciding whether a program's output is right: the built-in comparator, or a checker program that
// speaks the Kattis output-validator protocol or testlib's. Checker programs run sandboxed too.
#include "compiler.h"
#include "executor.h"
#include "problem/problem.h"
#include "verdict.h"

#include <QTemporaryDir>

#include <memory>

namespace jd::judge {

// What a judge's helper (checker, output validator, interactor) may write into files: its feedback,
// its standard output and error, the next pass's input. A helper that floods them is stopped there,
// deterministically, and the test is a judge error saying so, instead of its flood filling memory or disk.
inline constexpr uint64_t kHelperFileBytes = 256ull << 20;

// The name of a file in a helper's feedback directory that reached kHelperFileBytes; empty if none.
QString floodedFile(const QString& directory);

struct CheckResult {
    Verdict verdict = Verdict::JE;
    QString message;
    std::optional<double> score;
    bool nextPass = false; // multi-pass: the validator wrote the next pass's input
};

class OutputChecker {
public:
    virtual ~OutputChecker() = default;
    // `arguments`: the problem's and the test group's validator flags/arguments. When the validator
    // writes nextpass.in (multi-pass), it is moved to `nextPassInput` if one is given.
    virtual CheckResult check(const problem::TestCase& test, const QString& outputFile, const QStringList& arguments,
                              const QString& nextPassInput = {}) = 0;
};

std::unique_ptr<OutputChecker> makeDefaultChecker();

// A fresh directory for a checker's or interactor's feedback files below `parent`, which the sandboxed
// program may enter (the sandbox grants it write access); null when it cannot be made.
std::unique_ptr<QTemporaryDir> makeFeedbackDirectory(const QString& parent);
// A feedback file's text, its first 4 KiB trimmed; empty when the file is absent.
QString readFeedbackText(const QString& path);

enum class CheckerProtocol { Kattis, Testlib };

// A compiled checker. Kattis: `validator input answer feedback_dir/ [args] < output`, 42 accepts,
// 43 rejects, anything else is a judge error. testlib: `checker input output answer`, 0 OK, 1 WA,
// 2 PE, 3 FAIL (judge error), 7 points.
std::unique_ptr<OutputChecker> makeProgramChecker(CheckerProtocol protocol, BuiltProgram program,
                                                  std::shared_ptr<Executor> executor, QString scratchDirectory);

} // namespace jd::judge
