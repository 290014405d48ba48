#pragma once
// `verify`: every reference submission of a package judged, and checked against what the package says it
// should get (see expectation.h). One rule for the CLI and for the GUI's solutions × tests matrix.
#include "expectation.h"
#include "package_calibration.h"
#include "problem_judge.h"
#include "time_margins.h"

#include <functional>

namespace jd::judge {

struct SubmissionVerification {
    QString name;                      // "<directory>/<file>", as the package names it
    QString skipped;                   // why it was not judged (not installed, no expectation, ...); empty when judged
    std::optional<JudgeReport> report; // at the verification's time limit: what the agreement is decided on
    // The runs as made when they went past the limit (to the time margin, or to the calibration's ceiling);
    // `report` is judged from them.
    std::optional<JudgeReport> asRun;
    Agreement agreement;
    QStringList warnings; // the time margins' (time_margins.h)
    // Set when it disagreed running beside other tests because a test ran out of time, and was judged again
    // alone (what `report` holds): what it got beside them.
    QString judgedAlone;
};

struct Verification {
    QList<SubmissionVerification> submissions; // in the package's order
    TimeLimitChoice timeLimit;                 // what every submission was judged at
    std::optional<TimeMargins> margins;
    bool interrupted = false; // options.stop ended it; the rest is not judged
    int agreed() const;
    int disagreed() const;
    int skipped() const;
    int warned() const; // submissions with a warning
};

struct VerificationOptions {
    // Kattis's time margins (time_margins.h): empty holds to them as the package's system does.
    std::optional<bool> timeMargins;
    // The limit the accepted submissions run under when the limit is calibrated from them.
    double calibrationCeiling = 10;
    // Where a calibrated limit is remembered for later judgings (package_calibration.h); empty: nowhere.
    QString calibrationCache = {};
    // A submission stops at the test whose rejection decides its verdict where the package's system stops
    // (early_stop.h); false runs every test of every submission. The verdicts, scores and warnings are the same.
    bool earlyStop = true;
};

struct VerificationProgress {
    std::function<void(int index, const QString& name)> started; // judging submission `index` begins
    std::function<void(int index, const SubmissionVerification&)> finished;
    // The time limit is known (after the accepted submissions when it is calibrated from them), and the
    // margins around it; a submission's tests run past the limit to runTo and are judged at the limit.
    std::function<void(const TimeLimitChoice& limit, const std::optional<TimeMargins>& margins)> limitChosen;
    // A test of submission `index` ran, as run (to the time margin; see outcomeAtTimeLimit). Several
    // submissions are judged at once: this and `started` come from the judging's worker threads, `finished`
    // from the calling thread, in the package's order.
    std::function<void(int index, const TestOutcome& ran)> testFinished;
};

// The name a submission goes by in reports.
QString submissionName(const problem::Submission& submission);

// An error when a judging cannot happen at all (the checker does not compile, the sandbox fails). Each
// submission keeps its outputs in a folder of its own below options.workDirectory, named by its index.
// Submissions are compiled and judged options.jobs at a time (judging_queue.h).
Result<Verification> verifySubmissions(ProblemJudge& judge, const LanguageRegistry& languages,
                                       const JudgeOptions& options, const VerificationProgress& progress = {},
                                       const VerificationOptions& verification = {});

} // namespace jd::judge
