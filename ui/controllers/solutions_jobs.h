#pragma once
// The Solutions page's job: every submission of the open problem judged (verify's rule), test by test into the
// matrix, off the UI thread; its progress comes back as signals on the UI thread.
#include "desk_job.h"
#include "judge/verification.h"
#include "problem/problem.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace jd::ui {

class JudgingController;

class SolutionsJobs : public QObject {
    Q_OBJECT
public:
    explicit SolutionsJobs(JudgingController& desk);

    // Judges every submission of the open problem (verify's rule), test by test into the matrix; the time
    // margins as `verification` says (empty: as the package's system holds them).
    void verifyAll(const judge::VerificationOptions& verification = {});
    bool isBusy() const { return verifying_.isRunning(); }

signals:
    void submissionStarted(int index);
    void submissionTestFinished(int index, const jd::judge::TestOutcome& outcome);
    void submissionVerified(int index, const jd::judge::SubmissionVerification& verified);
    void verificationFinished(const jd::judge::Verification& verification);

private:
    struct Verified {
        std::optional<judge::Verification> verification;
        QString error;
    };
    static Verified verifyInBackground(const DeskJob& job, std::shared_ptr<JobRelay<SolutionsJobs>> relay,
                                       problem::Problem problem, judge::VerificationOptions verification,
                                       QString workDirectory, problem::InteractionRule interaction);

    JudgingController& desk_;
    QFutureWatcher<Verified> verifying_;
    std::unique_ptr<QTemporaryDir> outputs_; // of the last judging of every submission
};

} // namespace jd::ui
