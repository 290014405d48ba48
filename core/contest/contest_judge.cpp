#include "contest_judge.h"

#include <QDir>

#include <algorithm>

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

std::optional<double> contestMaxScore(const problem::Problem& problem) {
    if (!problem.validation.scoring) return 100;
    return problem.data.maximumScore();
}

ContestJudge::ContestJudge(Contest contest, std::shared_ptr<judge::Executor> executor,
                           std::shared_ptr<judge::Compiler> compiler, const judge::LanguageRegistry& languages)
    : contest_(std::move(contest))
    , executor_(std::move(executor))
    , compiler_(std::move(compiler))
    , languages_(languages) {}

ContestResults ContestJudge::judge(const judge::JudgeOptions& options, const EntryFilter& include) {
    ContestResults results;
    int total = 0, done = 0;
    auto taken = [&include](const QString& contestant, const QString& problemId) {
        return !include || include(contestant, problemId);
    };
    for (const Contestant& contestant : contest_.contestants)
        for (const QMap<QString, QString>* entries : {&contestant.sources, &contestant.refused})
            for (auto entry = entries->begin(); entry != entries->end(); ++entry)
                total += taken(contestant.name, entry.key()) ? 1 : 0;

    for (const ContestProblem& problem : contest_.problems) {
        const bool wanted =
            std::any_of(contest_.contestants.begin(), contest_.contestants.end(),
                        [&](const Contestant& contestant) { return taken(contestant.name, problem.id); });
        if (!wanted) continue; // its checker is not even compiled
        judge::ProblemJudge problemJudge(problem.problem, executor_, compiler_, languages_);
        connect(&problemJudge, &judge::ProblemJudge::testFinished, this, &ContestJudge::testFinished,
                Qt::DirectConnection);
        connect(&problemJudge, &judge::ProblemJudge::sampleTaken, this, &ContestJudge::sampleTaken,
                Qt::DirectConnection);
        const Result<void> prepared = problemJudge.prepare(options.stop);
        for (const Contestant& contestant : contest_.contestants) {
            if (!taken(contestant.name, problem.id)) continue;
            ContestEntry entry;
            entry.contestant = contestant.name;
            entry.problemId = problem.id;
            entry.source = contestant.sources.value(problem.id);
            entry.refusal = contestant.refused.value(problem.id);
            if (!entry.refusal.isEmpty()) {
                emit submissionJudged(entry, ++done, total);
            } else if (!entry.source.isEmpty()) {
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
