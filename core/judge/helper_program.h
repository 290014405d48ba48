#pragma once
// The problem's own programs that are not judged themselves (input validators, generators, the main
// solution writing answers, a stress test's reference): built once like a checker, then run sandboxed
// with generous limits on one input, their output kept in a file.
#include "../common/result.h"
#include "compiler.h"
#include "executor.h"
#include "languages.h"
#include "problem/problem.h"
#include "submission_files.h"

#include <chrono>
#include <stop_token>

namespace jd::judge {

// Built from a file or a directory of sources; `role` names it in the error ("the generator gen.cpp").
Result<BuiltProgram> buildHelperProgram(const QString& path, const QString& role, Compiler& compiler,
                                        const LanguageRegistry& languages, std::stop_token stop);

// A solution of the problem (a file or a directory) as the judge takes it: a package submission's entry
// point and dialect when it is one of them.
Result<SubmissionFiles> solutionFiles(const QString& path, const problem::Problem& problem,
                                      const LanguageRegistry& languages);
// Such a solution built to run as a helper (the main solution writing answers, a stress test's reference).
Result<BuiltProgram> buildSolutionProgram(const QString& path, const QString& role, const problem::Problem& problem,
                                          Compiler& compiler, const LanguageRegistry& languages, std::stop_token stop);

struct HelperRun {
    QStringList arguments;
    QString input;  // host path; empty reads nothing
    QString output; // host path; empty discards
    QString error;  // host path; empty discards
    std::chrono::nanoseconds cpuTime = std::chrono::seconds(30);
    int memoryMiB = 2048;
    uint64_t outputBytes = 1ull << 30;
};

sandbox::RunResult runHelperProgram(Executor& executor, const BuiltProgram& program, const HelperRun& run);

// Whether a run ended by exiting with 0.
bool endedWell(const sandbox::RunResult& result);

// The first few lines of a helper's output file, for a message.
QString firstLinesOf(const QString& path);

} // namespace jd::judge
