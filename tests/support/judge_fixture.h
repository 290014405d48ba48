#pragma once
// A ProblemJudge for a Kattis package on disk, as the judging tests build one.
#include "judge/problem_judge.h"
#include "problem/package.h"

#include <QtGlobal>

#include <memory>

namespace jd::test {

inline std::unique_ptr<judge::ProblemJudge> judgeForPackage(const QString& directory,
                                                            const std::shared_ptr<sandbox::Sandbox>& sandbox,
                                                            const QString& compileCache,
                                                            const judge::LanguageRegistry& languages) {
    auto problem = problem::readProblem(directory);
    if (!problem) qFatal("%s", problem.error().c_str());
    return std::make_unique<judge::ProblemJudge>(problem.value(), std::make_shared<judge::SandboxExecutor>(sandbox),
                                                 std::make_shared<judge::Compiler>(sandbox, compileCache), languages);
}

} // namespace jd::test
