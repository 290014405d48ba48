#pragma once
// A ProblemJudge for a Kattis package on disk, as the judging tests build one.
#include "judge/problem_judge.h"
#include "judge/submission_files.h"
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

// A submission of these files judged as a package's own would be (its dialect's extensions), or dies naming why.
inline judge::JudgeReport judgeFiles(judge::ProblemJudge& judge, const judge::LanguageRegistry& languages,
                                     const QStringList& paths, judge::JudgeOptions options = {},
                                     const QString& entryPoint = {}) {
    judge::SubmissionRequest request;
    request.paths = paths;
    request.entryPoint = entryPoint;
    request.dialect = problem::dialectName(judge.problem().dialect.dialect);
    auto files = judge::collectSubmission(request, languages);
    if (!files) qFatal("%s", files.error().c_str());
    auto report = judge.judge(files.value(), options);
    if (!report) qFatal("%s", report.error().c_str());
    return report.value();
}

} // namespace jd::test
