#pragma once
// Judges a whole contest folder: every contestant's source for every problem, one problem at a time
// (its checker compiled once), the tests of each submission spread over the workers.
#include "contest_folder.h"
#include "judge/problem_judge.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

namespace jd::contest {

struct ContestEntry {
    QString contestant;
    QString problemId;
    QString source; // empty: nothing submitted
    judge::JudgeReport report;
    QString error;    // the judge itself could not judge it (a broken checker, ...)
    QString refusal;  // the contestant's source was not read at all, and why (Contestant::refused)
    double score = 0; // in contest points: a pass-fail problem is worth 100 when accepted
};

struct ContestResults {
    QList<ContestEntry> entries;
    const ContestEntry* find(const QString& contestant, const QString& problemId) const;
};

// A problem's points for one report: the package's score for a scoring problem, 100 or 0 otherwise.
double contestScore(const problem::Problem& problem, const judge::JudgeReport& report);
// The most a submission can score: 100 for a pass-fail problem; for a scoring one the sum of its groups'
// max_score, when every group names one.
std::optional<double> contestMaxScore(const problem::Problem& problem);

// Which submissions a judging takes: (contestant, problem id) -> judge it.
using EntryFilter = std::function<bool(const QString& contestant, const QString& problemId)>;

class ContestJudge : public QObject {
    Q_OBJECT
public:
    ContestJudge(Contest contest, std::shared_ptr<judge::Executor> executor, std::shared_ptr<judge::Compiler> compiler,
                 const judge::LanguageRegistry& languages);

    const Contest& contest() const { return contest_; }
    // Judges every submission `include` takes (all without one); a stop requested through options.stop
    // ends it within the judge's own bound. Entries left out are not in the results.
    ContestResults judge(const judge::JudgeOptions& options, const EntryFilter& include = {});

signals:
    void submissionStarted(const QString& contestant, const QString& problemId);
    void submissionJudged(const jd::contest::ContestEntry& entry, int done, int total);
    void testFinished(const jd::judge::TestOutcome& outcome, int done, int total);
    // Live, from the sandbox's monitor threads, as ProblemJudge::sampleTaken.
    void sampleTaken(const QString& test, const jd::judge::ResourcePoint& point);

private:
    Contest contest_;
    std::shared_ptr<judge::Executor> executor_;
    std::shared_ptr<judge::Compiler> compiler_;
    const judge::LanguageRegistry& languages_;
};

} // namespace jd::contest
