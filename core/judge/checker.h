#pragma once
// Deciding whether a program's output is right: the built-in comparator, or a checker program that
// speaks the Kattis output-validator protocol, testlib's or CMS's. Checker programs run sandboxed too.
#include "checker_verdict.h"
#include "compiler.h"
#include "executor.h"
#include "problem/problem.h"
#include "verdict.h"

#include <QTemporaryDir>

#include <memory>

namespace jd::judge {

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

enum class CheckerProtocol { Kattis, Testlib, Cms };

// A compiled checker. Kattis: `validator input answer feedback_dir/ [args] < output`, 42 accepts,
// 43 rejects, anything else is a judge error. testlib: `checker input output answer`, 0 OK, 1 WA,
// 2 PE, 3 FAIL (judge error), 7 points. CMS: `checker input answer output`, the outcome on stdout.
// `pointsArePercent`: a testlib checker's points are that percentage of the test's points (Polygon's
// treat-points-from-checker-as-percent), not the test's score.
std::unique_ptr<OutputChecker> makeProgramChecker(CheckerProtocol protocol, BuiltProgram program,
                                                  std::shared_ptr<Executor> executor, QString scratchDirectory,
                                                  bool pointsArePercent = false);

} // namespace jd::judge
