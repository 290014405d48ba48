#pragma once
// A ProblemJudge for a package on disk, as the judging tests build one, and what a suite judging packages keeps.
#include "judge/problem_judge.h"
#include "judge/submission_files.h"
#include "problem/package.h"
#include "sandbox_fixture.h"

#include <QTemporaryDir>
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

// A Kattis-layout problem with this problem.yaml whose answer to n is n+1, on one input.
inline QString writeSuccessorPackage(const QString& root, const QByteArray& problemYaml = "name: S\n") {
    writeTestFile(root + "/problem.yaml", problemYaml);
    writeTestFile(root + "/data/secret/1.in", "1\n");
    writeTestFile(root + "/data/secret/1.ans", "2\n");
    return root;
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

// What a suite judging packages end to end keeps: a sandbox in the mode the environment asks for, the
// built-in languages and a compile cache of its own. start() it from initTestCase.
class PackageJudging {
public:
    void start() {
        sandbox_ = createSandbox(modeFromEnvironment());
        auto loaded = judge::LanguageRegistry::load({});
        if (!loaded) qFatal("%s", loaded.error().c_str());
        languages_ = loaded.value();
    }
    const judge::LanguageRegistry& languages() const { return languages_; }
    std::unique_ptr<judge::ProblemJudge> judgeFor(const QString& problem) const {
        return judgeForPackage(problem, sandbox_, cache_.path(), languages_);
    }
    // One submission of `source`, on two workers.
    judge::JudgeReport judge(const QString& problem, const QString& source) const {
        judge::JudgeOptions options;
        options.jobs = 2;
        return judgeFiles(*judgeFor(problem), languages_, {source}, options);
    }

private:
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    judge::LanguageRegistry languages_;
    QTemporaryDir cache_;
};

} // namespace jd::test
