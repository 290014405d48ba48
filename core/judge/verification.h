#pragma once
// `verify`: every reference submission of a package judged, and checked against what the package says it
// should get (see expectation.h). One rule for the CLI and for the GUI's solutions × tests matrix.
#include "expectation.h"
#include "problem_judge.h"
#include "time_margins.h"

#include <functional>

namespace jd::judge {

struct SubmissionVerification {
    QString name;                      // "<directory>/<file>", as the package names it
    QString skipped;                   // why it was not judged (not installed, no expectation, ...); empty when judged
    std::optional<JudgeReport> report; // at the judging's time limit: what the agreement is decided on
    // The runs as made, to the time margin, when the verification holds to one (report is judged from them).
    std::optional<JudgeReport> runToMargin;
    Agreement agreement;
    QStringList warnings; // the time margins' (time_margins.h)
};

struct Verification {
    QList<SubmissionVerification> submissions; // in the package's order
    bool interrupted = false;                  // options.stop ended it; the rest is not judged
    int agreed() const;
    int disagreed() const;
    int skipped() const;
    int warned() const; // submissions with a warning
};

struct VerificationOptions {
    // Kattis's time margins (time_margins.h): empty holds to them as the package's system does.
    std::optional<bool> timeMargins;
};

// The time margins a verification holds to, if any.
std::optional<TimeMargins> verificationMargins(const problem::Problem& problem, const JudgeOptions& options,
                                               const VerificationOptions& verification);

struct VerificationProgress {
    std::function<void(int index, const QString& name)> started; // judging submission `index` begins
    std::function<void(int index, const SubmissionVerification&)> finished;
};

// The name a submission goes by in reports.
QString submissionName(const problem::Submission& submission);

// An error when a judging cannot happen at all (the checker does not compile, the sandbox fails). Each
// submission keeps its outputs in a folder of its own below options.workDirectory, named by its index.
Result<Verification> verifySubmissions(ProblemJudge& judge, const LanguageRegistry& languages,
                                       const JudgeOptions& options, const VerificationProgress& progress = {},
                                       const VerificationOptions& verification = {});

} // namespace jd::judge
