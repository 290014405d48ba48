#pragma once
// The Contest page's jobs, off the UI thread: a contest folder (LemonLime / Cena) read with what the results
// database kept of it, and its submissions judged on the same pool as the rest and kept as each ends. Their
// progress and live samples come back as signals on the UI thread.
#include "contest/contest_judge.h"
#include "contest/contest_record.h"
#include "desk_job.h"
#include "session/sample_coalescer.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace jd::ui {

class JudgingController;

class ContestJobs : public QObject {
    Q_OBJECT
public:
    explicit ContestJobs(JudgingController& desk);

    // A contest folder, read off the UI thread.
    void openContest(const QString& directory);
    const std::optional<contest::Contest>& contest() const { return contest_; }
    // Judges the open contest's submissions that `include` takes; their outputs stay until the next contest is
    // opened.
    void judgeContest(contest::EntryFilter include);
    bool isBusy() const { return opening_.isRunning() || judging_.isRunning(); }

signals:
    void contestOpened(const jd::contest::Contest& contest);
    // Right after contestOpened: the judgements the results database kept for its submissions.
    void contestEntriesRecalled(const QList<jd::contest::RecalledEntry>& entries);
    void contestEntryStarted(const QString& contestant, const QString& problemId);
    void contestTestFinished(const jd::judge::TestOutcome& outcome);
    // The contest's runs' live samples, in batches (apart from the Judge page's).
    void contestSamplesArrived(const QList<jd::session::TestSamples>& batch);
    void contestEntryJudged(const jd::contest::ContestEntry& entry, int done, int total);
    void contestJudged(const jd::contest::ContestResults& results);

private:
    struct Read {
        std::optional<contest::Contest> report;
        QString error;
        QList<contest::RecalledEntry> recalled; // what the results database kept of its judging
        QString storeError;
    };
    struct Judged {
        std::optional<contest::ContestResults> report;
        QString error;
    };
    static Judged judgeInBackground(const DeskJob& job, std::shared_ptr<JobRelay<ContestJobs>> relay,
                                    contest::Contest contest, contest::EntryFilter include, QString workDirectory,
                                    QString storePath, std::shared_ptr<session::SampleCoalescer> samples);

    JudgingController& desk_;
    QFutureWatcher<Read> opening_;
    QFutureWatcher<Judged> judging_;
    std::optional<contest::Contest> contest_;
    std::unique_ptr<QTemporaryDir> outputs_; // the outputs of the open contest's judgings
    // Shared with the jobs that feed it, deleted on the UI thread once the last of those lets go.
    std::shared_ptr<session::SampleCoalescer> samples_;
};

} // namespace jd::ui
