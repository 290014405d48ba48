#include "contest_judge.h"

#include <QDir>

namespace jd::contest {

const ContestEntry* ContestResults::find(const QString& contestant, const QString& problemId) const {
    for (const ContestEntry& entry : entries)
        if (entry.contestant == contestant && entry.problemId == problemId) return &entry;
    return nullptr;
}

double contestScore(const problem::Problem& problem, const judge::JudgeReport& report) {
    if (problem.validation.scoring) return report.score;
    return report.verdict == judge::Verdict::AC ? 100 : 0;
}

ContestJudge::ContestJudge(Contest contest, std::shared_ptr<judge::Executor> executor,
                           std::shared_ptr<judge::Compiler> compiler, const judge::LanguageRegistry& languages)
    : contest_(std::move(contest))
    , executor_(std::move(executor))
    , compiler_(std::move(compiler))
    , languages_(languages) {}

ContestResults ContestJudge::judge(const judge::JudgeOptions& options) {
    ContestResults results;
    int total = 0, done = 0;
    for (const Contestant& contestant : contest_.contestants)
        total += static_cast<int>(contestant.sources.size());

    for (const ContestProblem& problem : contest_.problems) {
        judge::ProblemJudge problemJudge(problem.problem, executor_, compiler_, languages_);
        connect(&problemJudge, &judge::ProblemJudge::testFinished, this, &ContestJudge::testFinished,
                Qt::DirectConnection);
        const Result<void> prepared = problemJudge.prepare(options.stop);
        for (const Contestant& contestant : contest_.contestants) {
            ContestEntry entry;
            entry.contestant = contestant.name;
            entry.problemId = problem.id;
            entry.source = contestant.sources.value(problem.id);
            if (!entry.source.isEmpty()) {
                const judge::Language* language = languages_.forSourceFile(entry.source);
                if (options.stop.stop_requested()) {
                    entry.error = QStringLiteral("cancelled");
                } else if (!prepared) {
                    entry.error = QString::fromStdString(prepared.error());
                } else if (!language || language->toolPath().isEmpty()) {
                    entry.error =
                        (language ? language->name : QStringLiteral("its language")) + " is not installed here";
                } else {
                    judge::JudgeOptions run = options;
                    if (!options.workDirectory.isEmpty())
                        run.workDirectory = QDir(options.workDirectory).filePath(contestant.name + "/" + problem.id);
                    emit submissionStarted(contestant.name, problem.id);
                    auto report = problemJudge.judge({{entry.source}, language, {}}, run);
                    if (report) {
                        entry.report = *report;
                        entry.score = contestScore(problem.problem, entry.report);
                    } else {
                        entry.error = QString::fromStdString(report.error());
                    }
                }
                emit submissionJudged(entry, ++done, total);
            }
            results.entries << entry;
        }
    }
    return results;
}

} // namespace jd::contest
