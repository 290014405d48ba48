// The Contest page's jobs: a contest folder read, its submissions judged and kept in the results database.
#include "contest/contest_record.h"
#include "judge/compiler.h"
#include "judge/executor.h"
#include "judging_controller.h"
#include "store/results_store.h"

#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

void JudgingController::openContest(const QString& directory) {
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    if (!registry()) return emit failed(tr("No languages: %1").arg(languagesError_));
    contestOpening_.setFuture(QtConcurrent::run([directory, languages = *languages_,
                                                 storePath = storePath_]() -> ContestRead {
        auto contest = contest::readContestFolder(directory, languages);
        if (!contest) return {std::nullopt, QString::fromStdString(contest.error()), {}, {}};
        ContestRead read{std::move(contest.value()), {}, {}, {}};
        if (storePath.isEmpty()) return read;
        auto results = store::ResultsStore::open(storePath);
        auto recalled = results ? contest::recallContestEntries(*results.value(), *read.report)
                                : Result<QList<contest::RecalledEntry>>(results.failure());
        if (recalled)
            read.recalled = std::move(recalled.value());
        else
            read.storeError =
                tr("The contest's earlier judgements cannot be read: %1").arg(QString::fromStdString(recalled.error()));
        return read;
    }));
}

void JudgingController::judgeContest(contest::EntryFilter include) {
    if (isBusy()) return emit failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    if (!contest_) return emit failed(tr("Open a contest folder first"));
    if (!contestOutputs_ || !contestOutputs_->isValid())
        return emit failed(tr("Cannot create a directory for the outputs"));
    emit workStarted(tr("Judging the contest %1").arg(contest_->title));
    contestJudging_.setFuture(
        QtConcurrent::run([job = newJob(), contest = *contest_, include = std::move(include),
                           directory = contestOutputs_->path(), storePath = storePath_, samples = contestSamples_] {
            return judgeContestInBackground(job, contest, include, directory, storePath, samples);
        }));
}

JudgingController::ContestJudged
JudgingController::judgeContestInBackground(const Job& job, contest::Contest contest, contest::EntryFilter include,
                                            QString workDirectory, QString storePath,
                                            std::shared_ptr<session::SampleCoalescer> samples) {
    judge::JudgeOptions options = job.options;
    options.workDirectory = workDirectory;
    options.stop = job.stop;
    options.keepAcceptedOutputs = true; // any cell of the board may be opened, and its outputs compared
    const KeptRuns::Started runs = startRuns(job);
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    contest::ContestJudge judge(std::move(contest), runs.local->newExecutor(), runs.local->compiler(), job.languages);
    // Emitted on the judging threads; the relay as the context queues them to the UI thread.
    JobRelay* relay = job.relay.get();
    connect(&judge, &contest::ContestJudge::submissionStarted, relay,
            [relay](const QString& contestant, const QString& problemId) {
                if (JudgingController* controller = relay->controller())
                    emit controller->contestEntryStarted(contestant, problemId);
            });
    connect(&judge, &contest::ContestJudge::testFinished, relay, [relay, samples](const judge::TestOutcome& outcome) {
        samples->flush(); // a test's samples before its end
        if (JudgingController* controller = relay->controller()) emit controller->contestTestFinished(outcome);
    });
    connect(&judge, &contest::ContestJudge::submissionJudged, relay,
            [relay](const contest::ContestEntry& entry, int done, int total) {
                if (JudgingController* controller = relay->controller())
                    emit controller->contestEntryJudged(entry, done, total);
            });
    auto storeFailed = [&job](const QString& message) {
        job.relay->post([message](JudgingController& controller) { emit controller.storeFailed(message); });
    };
    // Each judged submission is kept as it ends (a database connection belongs to the thread that opens it:
    // this one), so the board comes back as it was left; a cancelled or failed one is not a judgement.
    auto results = storePath.isEmpty() ? Result<std::unique_ptr<store::ResultsStore>>(fail("no results database"))
                                       : store::ResultsStore::open(storePath);
    if (!storePath.isEmpty() && !results)
        storeFailed(tr("The contest's judgements are not kept: %1").arg(QString::fromStdString(results.error())));
    if (results)
        connect(
            &judge, &contest::ContestJudge::submissionJudged, &judge,
            [&judge, &results, &job, storeFailed](const contest::ContestEntry& entry) {
                if (job.stop.stop_requested() || !entry.error.isEmpty()) return;
                if (auto kept = contest::recordContestEntry(*results.value(), judge.contest(), entry); !kept)
                    storeFailed(tr("The judgement of %1 for %2 was not kept: %3")
                                    .arg(entry.contestant, entry.problemId, QString::fromStdString(kept.error())));
            },
            Qt::DirectConnection);
    connect(
        &judge, &contest::ContestJudge::sampleTaken, &judge,
        [samples](const QString& test, const judge::ResourcePoint& point) { samples->push(test, point); },
        Qt::DirectConnection);
    return {judge.judge(options, include), {}};
}

} // namespace jd::ui
