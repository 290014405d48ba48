// The Solutions page: the matrix of every solution against every test, filled live, its rows checked
// against what the package expects; the limit sensitivity and test strength views under it; a cell
// opening that run on the Judge page. The models pass QAbstractItemModelTester.
#include "controllers/judging_controller.h"
#include "models/limit_sensitivity_model.h"
#include "models/solution_matrix_model.h"
#include "models/test_strength_model.h"
#include "problem/package.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "widgets/judging_view.h"
#include "widgets/main_window.h"
#include "widgets/solutions_page.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::ui;
using namespace std::chrono_literals;

namespace {

const QString kExamples = QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).canonicalPath();

problem::Problem aplusb() {
    auto problem = problem::readProblem(kExamples + "/aplusb");
    if (!problem) qFatal("%s", problem.error().c_str());
    return *problem;
}

int rowOf(const SolutionMatrixModel& model, const QString& name) {
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, SolutionMatrixModel::Solution).data().toString() == name) return row;
    return -1;
}

// A judged run of every test of `problem`, each with `verdict` and `time`.
judge::SubmissionVerification judgedAll(const problem::Problem& problem, const QString& name, judge::Verdict verdict,
                                        std::chrono::milliseconds time, bool agreed) {
    judge::SubmissionVerification verified;
    verified.name = name;
    judge::JudgeReport report;
    report.timeLimit = 1;
    report.compile.compiled = true;
    for (const auto& test : problem.allTests()) {
        judge::TestOutcome outcome;
        outcome.test = test.name;
        outcome.verdict = verdict;
        outcome.time = time;
        report.tests << outcome;
    }
    report.verdict = verdict;
    verified.report = report;
    verified.agreement.agreed = agreed;
    return verified;
}

} // namespace

class SolutionsPageTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("JudgeDeskTests");
        QSettings().clear();
    }

    void theMatrixModelFillsLiveAndPassesTheModelChecks() {
        SolutionMatrixModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const problem::Problem problem = aplusb();
        model.setProblem(problem);
        QCOMPARE(model.rowCount(), problem.submissions.size());
        QCOMPARE(model.columnCount(), SolutionMatrixModel::FirstTest + 4);
        QCOMPARE(model.testOfColumn(SolutionMatrixModel::FirstTest), QStringLiteral("sample/1"));
        const int row = rowOf(model, "accepted/sum.cpp");
        QVERIFY(row >= 0);
        model.setRunning(row);
        QCOMPARE(model.index(row, SolutionMatrixModel::Result).data().toString(), QStringLiteral("judging…"));
        judge::TestOutcome outcome;
        outcome.test = "sample/1";
        outcome.verdict = judge::Verdict::AC;
        outcome.time = 120ms;
        model.setTestOutcome(row, outcome);
        QCOMPARE(model.index(row, SolutionMatrixModel::FirstTest).data().toString(), QStringLiteral("AC 0.12"));
        model.setVerified(row, judgedAll(problem, "accepted/sum.cpp", judge::Verdict::WA, 10ms, false));
        QCOMPARE(model.index(row, SolutionMatrixModel::Result).data().toString(), QStringLiteral("✗ WA"));
        QVERIFY(model.index(row, 0).data(SolutionMatrixModel::DisagreesRole).toBool());
        QCOMPARE(model.disagreements(), 1);
        model.clearRuns();
        QCOMPARE(model.disagreements(), 0);
        model.setProblem(problem);
    }

    void aTestColumnSaysTheWholeNameOnlyWhereAnotherGroupHasATestOfTheSameName() {
        SolutionMatrixModel model;
        problem::Problem problem = aplusb();
        model.setProblem(problem);
        QCOMPARE(model.headerData(SolutionMatrixModel::FirstTest, Qt::Horizontal).toString(), QStringLiteral("1"));
        problem::TestCase twin;
        twin.name = "secret/1";
        problem.data.groups.last().tests << twin;
        model.setProblem(problem);
        QCOMPARE(model.headerData(SolutionMatrixModel::FirstTest, Qt::Horizontal).toString(),
                 QStringLiteral("sample/1"));
        QCOMPARE(model.headerData(SolutionMatrixModel::FirstTest + 1, Qt::Horizontal).toString(),
                 QStringLiteral("01-small"));
        QCOMPARE(model.headerData(model.columnCount() - 1, Qt::Horizontal).toString(), QStringLiteral("secret/1"));
    }

    void aTestLeftOutAfterTheDecidingTestShowsAsNotNeeded() {
        SolutionMatrixModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const problem::Problem problem = aplusb();
        model.setProblem(problem);
        const int row = rowOf(model, "wrong_answer/overflow.cpp");
        auto verified = judgedAll(problem, "wrong_answer/overflow.cpp", judge::Verdict::WA, 10ms, true);
        judge::TestOutcome& last = verified.report->tests.last();
        last = {};
        last.test = problem.allTests().last().name;
        last.notNeeded = true;
        last.message = "not needed: the rejection at secret/01 decided the verdict";
        model.setVerified(row, verified);
        const QModelIndex cell = model.index(row, model.columnCount() - 1);
        QCOMPARE(cell.data().toString(), QStringLiteral("not needed"));
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains("decided the verdict"));
        QVERIFY(!cell.data(Qt::BackgroundRole).isValid()); // no verdict's colour
    }

    void theEveryTestBoxRunsEveryTest() {
        SolutionsPage page;
        page.setProblem(aplusb());
        QVERIFY(page.verificationOptions().earlyStop);
        page.everyTestBox()->setChecked(true);
        QVERIFY(!page.verificationOptions().earlyStop);
    }

    void aTimeMarginWarningMarksTheResultAndIsInItsTooltip() {
        SolutionMatrixModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const problem::Problem problem = aplusb();
        model.setProblem(problem);
        const int row = rowOf(model, "time_limit_exceeded/spin.cpp");
        auto verified = judgedAll(problem, "time_limit_exceeded/spin.cpp", judge::Verdict::TLE, 1200ms, true);
        verified.warnings = {"sensitive to the time limit: TLE at 1 s, AC at 1.5 s"};
        model.setVerified(row, verified);
        QCOMPARE(model.index(row, SolutionMatrixModel::Result).data().toString(), QStringLiteral("✓ TLE ⚠"));
        QCOMPARE(model.index(row, SolutionMatrixModel::Result).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("As expected\nWarning: sensitive to the time limit: TLE at 1 s, AC at 1.5 s"));
        QCOMPARE(model.warnings(), 1);
        QCOMPARE(model.disagreements(), 0);
    }

    void theTimeMarginsBoxFollowsThePackagesSystem() {
        SolutionsPage page;
        page.setProblem(aplusb());
        QVERIFY(page.timeMarginsBox()->isChecked()); // a Kattis package
        QCOMPARE(page.verificationOptions().timeMargins, std::optional<bool>(true));
        page.timeMarginsBox()->setChecked(false);
        QCOMPARE(page.verificationOptions().timeMargins, std::optional<bool>(false));
        auto domjudge = problem::readProblem(kExamples + "/mixed-domjudge");
        QVERIFY(domjudge);
        page.setProblem(*domjudge);
        QVERIFY(!page.timeMarginsBox()->isChecked());
    }

    void aFolderOfBareTestsWithoutSolutionsSaysWhereItsSourcesAre() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("1.in"), "1 2\n");
        test::writeTestFile(dir.filePath("1.out"), "3\n");
        test::writeTestFile(dir.filePath("sol.cpp"), "int main() {}\n");
        auto bare = problem::readProblem(dir.path());
        QVERIFY(bare);
        SolutionsPage page;
        page.setProblem(*bare);
        QVERIFY2(page.summary()->text().contains("workspace panel"), qPrintable(page.summary()->text()));
    }

    void theLimitSensitivityModelStartsFromTheRunsToTheMargin() {
        LimitSensitivityModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        problem::Problem problem = aplusb();
        problem.submissions = {problem.submissions.first()};
        problem.submissions.first().expectedVerdicts = {"AC"};
        auto verified = judgedAll(problem, "accepted/x.cpp", judge::Verdict::TLE, 1200ms, false);
        auto margin = judgedAll(problem, "accepted/x.cpp", judge::Verdict::AC, 1200ms, false).report;
        margin->timeLimit = 1.5;
        verified.asRun = margin;
        model.setRuns(problem, {verified});
        model.setTimeLimit(1.3); // between the limit and the margin: known from the runs to the margin
        QCOMPARE(model.index(0, LimitSensitivityModel::AtLimit).data().toString(), QStringLiteral("AC"));
        QCOMPARE(model.disagreements(), 0);
    }

    void theLimitSensitivityModelRecomputesAtTheChosenLimit() {
        LimitSensitivityModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        problem::Problem problem = aplusb();
        problem.submissions = {problem.submissions.first()};
        problem.submissions.first().expectedVerdicts = {"AC"};
        model.setRuns(problem, {judgedAll(problem, "accepted/x.cpp", judge::Verdict::AC, 600ms, true)});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.flips(), 0);
        model.setTimeLimit(0.5);
        QCOMPARE(model.flips(), 1);
        QCOMPARE(model.disagreements(), 1);
        QCOMPARE(model.index(0, LimitSensitivityModel::AtLimit).data().toString(), QStringLiteral("TLE"));
        QCOMPARE(model.headerData(LimitSensitivityModel::AtLimit, Qt::Horizontal).toString(),
                 QStringLiteral("At 0.5 s"));
    }

    void theLimitSensitivityNamesNoLimitBeforeTheSolutionsAreJudged() {
        LimitSensitivityModel model;
        QCOMPARE(model.headerData(LimitSensitivityModel::AtLimit, Qt::Horizontal).toString(),
                 QStringLiteral("At another limit"));
    }

    void theTestStrengthModelShowsWhatEachTestRejects() {
        TestStrengthModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        judge::TestStrength strength;
        strength.wrongSubmissions = {"wrong_answer/a.py"};
        strength.rejects.insert("secret/2", {"wrong_answer/a.py"});
        strength.onlyRejectedBy.insert("wrong_answer/a.py", "secret/2");
        strength.rejectingNothing = {"secret/1"};
        model.setStrength({"secret/1", "secret/2"}, strength);
        QCOMPARE(model.index(1, TestStrengthModel::Rejects).data().toString(), QStringLiteral("1 of 1"));
        QCOMPARE(model.index(1, TestStrengthModel::Alone).data().toString(), QStringLiteral("wrong_answer/a.py"));
        QCOMPARE(model.index(0, TestStrengthModel::Which).data().toString(), QStringLiteral("none"));
    }

    void judgingEverySolutionOfTheExampleAgreesRowByRow() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy opened(controller, &JudgingController::problemOpened);
        window.openProblem(kExamples + "/aplusb");
        QVERIFY(opened.wait(30000));
        QSignalSpy tested(&controller->solutionsJobs(), &SolutionsJobs::submissionTestFinished);
        QSignalSpy finished(&controller->solutionsJobs(), &SolutionsJobs::verificationFinished);
        QAction* judgeAll = nullptr;
        for (QAction* action : window.mainActions())
            if (action->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+F9")))) judgeAll = action;
        QVERIFY(judgeAll);
        judgeAll->trigger();
        QVERIFY(finished.wait(600000));
        QVERIFY(!tested.isEmpty()); // the matrix filled test by test, not at the end
        SolutionsPage* page = window.solutionsPage();
        QCOMPARE(window.findChild<QTabWidget*>()->currentWidget(), page);
        SolutionMatrixModel* matrix = page->matrix();
        for (int row = 0; row < matrix->rowCount(); ++row) {
            const QString result = matrix->index(row, SolutionMatrixModel::Result).data().toString();
            QVERIFY2(result.startsWith("✓") || result == "skipped",
                     qPrintable(matrix->index(row, 0).data().toString() + ": " + result));
        }
        QCOMPARE(matrix->disagreements(), 0);
        QVERIFY2(page->summary()->text().contains("all as expected"), qPrintable(page->summary()->text()));
        // The example's time limit is fixed at 1 s; its accepted solutions calibrate far below that.
        QVERIFY2(page->calibratedText().startsWith("calibrated from the accepted solutions: 1 s"),
                 qPrintable(page->calibratedText()));
        QVERIFY(page->limitSlider()->isEnabled());
        // Every wrong solution is rejected by some test.
        QCOMPARE(page->strength()->strength().neverRejected, QStringList());
        test::screenshot(window, "solutions-matrix");

        // At a tenth of the limit, the slow solutions still fail and the fast ones still pass.
        page->limitSlider()->setValue(10);
        QVERIFY(page->sensitivity()->rowCount() > 0);

        // A cell opens that run on the Judge page, that test selected.
        const int row = rowOf(*matrix, "wrong_answer/overflow.cpp");
        QVERIFY(row >= 0);
        const int column = SolutionMatrixModel::FirstTest + 3; // secret/03-large, the one it overflows on
        QCOMPARE(matrix->testOfColumn(column), QStringLiteral("secret/03-large"));
        QTableView* view = page->matrixView();
        emit view->activated(view->model()->index(row, column));
        QCOMPARE(window.findChild<QTabWidget*>()->currentWidget(), window.judgingView());
        test::screenshot(window, "solutions-cell-opened");
    }
};

QTEST_MAIN(SolutionsPageTest)
#include "test_solutions_page.moc"
