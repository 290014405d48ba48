// The Contest page's jobs: a contest folder read, its submissions judged and kept in the results database.
#include "contest_jobs.h"

#include "judge/compiler.h"
#include "judge/executor.h"
#include "judging_controller.h"
#include "store/results_store.h"

#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

ContestJobs::ContestJobs(JudgingController& desk)
    : QObject(&desk)
    , desk_(desk)
    , samples_(sharedCoalescer()) {
    connect(samples_.get(), &session::SampleCoalescer::samplesArrived, this, &ContestJobs::contestSamplesArrived);
    connect(&opening_, &QFutureWatcher<Read>::finished, this, [this] {
        Read read = opening_.result();
        if (!read.report) {
            emit desk_.failed(read.error);
        } else {
            contest_ = std::move(read.report);
            outputs_ = std::make_unique<QTemporaryDir>();
            emit contestOpened(*contest_);
            if (!read.recalled.isEmpty()) emit contestEntriesRecalled(read.recalled);
            if (!read.storeError.isEmpty()) emit desk_.storeFailed(read.storeError);
        }
        desk_.jobEnded();
    });
    connect(&judging_, &QFutureWatcher<Judged>::finished, this, [this] {
        samples_->flush();
        Judged judged = judging_.result();
        if (!judged.report)
            emit desk_.failed(judged.error);
        else
            emit contestJudged(*judged.report);
        desk_.jobEnded();
    });
}

void ContestJobs::openContest(const QString& directory) {
    if (desk_.isBusy()) return emit desk_.failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    if (!desk_.registry()) return emit desk_.failed(tr("No languages: %1").arg(desk_.languagesError()));
    opening_.setFuture(QtConcurrent::run([directory, languages = *desk_.registry(),
                                          storePath = desk_.storePath()]() -> Read {
        auto contest = contest::readContestFolder(directory, languages);
        if (!contest) return {std::nullopt, QString::fromStdString(contest.error()), {}, {}};
        Read read{std::move(contest.value()), {}, {}, {}};
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

void ContestJobs::judgeContest(contest::EntryFilter include) {
    if (desk_.isBusy()) return emit desk_.failed(tr("JudgeDesk is busy: wait for the judging to end or cancel it"));
    if (!contest_) return emit desk_.failed(tr("Open a contest folder first"));
    if (!outputs_ || !outputs_->isValid()) return emit desk_.failed(tr("Cannot create a directory for the outputs"));
    emit desk_.workStarted(tr("Judging the contest %1").arg(contest_->title));
    judging_.setFuture(
        QtConcurrent::run([job = desk_.newJob(), relay = JobRelay<ContestJobs>::to(this), contest = *contest_,
                           include = std::move(include), directory = outputs_->path(), storePath = desk_.storePath(),
                           samples = samples_] {
            return judgeInBackground(job, relay, contest, include, directory, storePath, samples);
        }));
}

ContestJobs::Judged ContestJobs::judgeInBackground(const DeskJob& job, std::shared_ptr<JobRelay<ContestJobs>> relay,
                                                   contest::Contest contest, contest::EntryFilter include,
                                                   QString workDirectory, QString storePath,
                                                   std::shared_ptr<session::SampleCoalescer> samples) {
    judge::JudgeOptions options = job.options;
    options.workDirectory = workDirectory;
    options.stop = job.stop;
    options.keepAcceptedOutputs = true; // any cell of the board may be opened, and its outputs compared
    const KeptRuns::Started runs = job.startRuns();
    if (!runs.error.isEmpty()) return {std::nullopt, runs.error};
    contest::ContestJudge judge(std::move(contest), runs.local->newExecutor(), runs.local->compiler(), job.languages);
    // Emitted on the judging threads; the relay as the context queues them to the UI thread.
    JobRelay<ContestJobs>* to = relay.get();
    connect(&judge, &contest::ContestJudge::submissionStarted, to,
            [to](const QString& contestant, const QString& problemId) {
                if (ContestJobs* jobs = to->target()) emit jobs->contestEntryStarted(contestant, problemId);
            });
    connect(&judge, &contest::ContestJudge::testFinished, to, [to, samples](const judge::TestOutcome& outcome) {
        samples->flush(); // a test's samples before its end
        if (ContestJobs* jobs = to->target()) emit jobs->contestTestFinished(outcome);
    });
    connect(&judge, &contest::ContestJudge::submissionJudged, to,
            [to](const contest::ContestEntry& entry, int done, int total) {
                if (ContestJobs* jobs = to->target()) emit jobs->contestEntryJudged(entry, done, total);
            });
    auto storeFailed = [&job](const QString& message) { job.storeFailed(message); };
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
