#pragma once
// The Tests page's jobs and the stress test, off the UI thread: the input validators run on every test, the
// generated tests made again, a solution stress-tested against the main correct one. Their progress comes back
// as signals on the UI thread.
#include "desk_job.h"
#include "judge/input_validation.h"
#include "judge/stress_test.h"
#include "judge/test_generation.h"
#include "problem/problem.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace jd::ui {

class JudgingController;

class TestsJobs : public QObject {
    Q_OBJECT
public:
    explicit TestsJobs(JudgingController& desk);

    // Runs the open problem's input validators on every test, sandboxed like the judging (same pool).
    void validateInputs();
    // Makes the open problem's generated tests again (all, or `only` these), validates them and writes
    // their answers from the main correct solution (judge/test_generation.h).
    void regenerateTests(const QStringList& only = {});
    // Runs a stress test on the open problem; the counterexample's files stay until the next one.
    void stressTest(judge::StressOptions options);
    bool isBusy() const { return validating_.isRunning() || generating_.isRunning() || stressing_.isRunning(); }

signals:
    void inputChecked(const jd::judge::InputCheck& check);
    void inputsValidated(const jd::judge::InputValidationReport& report);
    void testGenerated(const jd::judge::GeneratedTest& test);
    void testsRegenerated(const jd::judge::GenerationReport& report);
    void stressRounds(int rounds);
    void stressFinished(const jd::judge::StressReport& report);

private:
    template <class Report> struct Outcome {
        std::optional<Report> report;
        QString error;
    };
    using Validated = Outcome<judge::InputValidationReport>;
    using Generated = Outcome<judge::GenerationReport>;
    using Stressed = Outcome<judge::StressReport>;
    using Relay = std::shared_ptr<JobRelay<TestsJobs>>;
    static Validated validateInBackground(const DeskJob& job, Relay relay, problem::Problem problem);
    static Generated generateInBackground(const DeskJob& job, Relay relay, problem::Problem problem, QStringList only);
    static Stressed stressInBackground(const DeskJob& job, Relay relay, problem::Problem problem,
                                       judge::StressOptions options);
    // Whether a job may start now; says why not when it may not.
    bool mayStart();
    // Each job's end: its report, or what went wrong.
    template <class Report, class Emit> void whenDone(QFutureWatcher<Outcome<Report>>& job, Emit done);

    JudgingController& desk_;
    QFutureWatcher<Validated> validating_;
    QFutureWatcher<Generated> generating_;
    QFutureWatcher<Stressed> stressing_;
    std::unique_ptr<QTemporaryDir> stressOutputs_; // the last stress test's rounds and counterexample
};

} // namespace jd::ui
