#include "solutions_page.h"

#include "judge/calibration.h"
#include "judge/test_strength.h"
#include "models/limit_sensitivity_model.h"
#include "models/solution_matrix_model.h"
#include "models/test_strength_model.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace jd::ui {
namespace {

constexpr int kSliderPercentMin = 10, kSliderPercentMax = 300;

QTableView* makeTable(QAbstractItemModel* model, int sortRole, QWidget* parent) {
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole);
    auto* view = new QTableView(parent);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder); // the package's order until a header is clicked
    view->setSelectionBehavior(QAbstractItemView::SelectItems);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setHighlightSections(false);
    return view;
}

} // namespace

SolutionsPage::SolutionsPage(QWidget* parent)
    : QWidget(parent)
    , matrix_(new SolutionMatrixModel(this))
    , sensitivity_(new LimitSensitivityModel(this))
    , strength_(new TestStrengthModel(this))
    , matrixView_(makeTable(matrix_, SolutionMatrixModel::SortRole, this))
    , runAll_(new QPushButton(tr("Judge All Solutions"), this))
    , addSolution_(new QPushButton(tr("Add Solution…"), this))
    , timeMargins_(new QCheckBox(tr("Time margins"), this))
    , everyTest_(new QCheckBox(tr("Every test"), this))
    , summary_(new QLabel(this))
    , slider_(new QSlider(Qt::Horizontal, this))
    , limitLabel_(new QLabel(this))
    , toCalibrated_(new QPushButton(tr("Go to the Calibrated Limit"), this))
    , strengthSummary_(new QLabel(this)) {
    setObjectName(QStringLiteral("solutionsPage"));
    addSolution_->setObjectName(QStringLiteral("addSolution"));
    runAll_->setObjectName(QStringLiteral("judgeAllSolutions"));
    timeMargins_->setObjectName(QStringLiteral("timeMargins"));
    everyTest_->setObjectName(QStringLiteral("everyTest"));
    everyTest_->setToolTip(tr("Runs every test of every solution. Otherwise a solution stops at the test whose "
                              "rejection decides its verdict, as the package's system stops (on_reject: break, "
                              "DOMjudge's lazy judging) and its per-test rules (submissions.yaml's permitted and "
                              "required) are settled: the verdicts are the same, the tests after it show as "
                              "“not needed”, and the test strength knows less. Scoring problems run every test "
                              "but in groups scored only when complete."));
    summary_->setObjectName(QStringLiteral("matrixSummary"));
    matrixView_->setObjectName(QStringLiteral("solutionMatrix"));
    // Fitted when a solution is done, not on every cell: a live resize-to-contents re-measures every row
    // on every result, which a 1,000-test problem turns into seconds of a frozen window.
    matrixView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    bar->addWidget(runAll_);
    bar->addWidget(timeMargins_);
    bar->addWidget(everyTest_);
    bar->addWidget(summary_, 1);
    bar->addWidget(addSolution_);
    topLayout->addLayout(bar);
    topLayout->addWidget(matrixView_);

    auto* sensitivityPage = new QWidget(this);
    auto* sensitivityLayout = new QVBoxLayout(sensitivityPage);
    auto* limitRow = new QHBoxLayout;
    slider_->setRange(kSliderPercentMin, kSliderPercentMax);
    slider_->setSingleStep(5);
    slider_->setPageStep(25);
    slider_->setValue(100);
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(50);
    slider_->setEnabled(false);
    toCalibrated_->setEnabled(false);
    limitRow->addWidget(new QLabel(tr("Time limit:"), this));
    limitRow->addWidget(slider_, 1);
    limitRow->addWidget(toCalibrated_);
    sensitivityLayout->addLayout(limitRow);
    sensitivityLayout->addWidget(limitLabel_);
    auto* sensitivityView = makeTable(sensitivity_, Qt::DisplayRole, this);
    sensitivityView->setObjectName(QStringLiteral("limitSensitivity"));
    sensitivityView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    sensitivityLayout->addWidget(sensitivityView);

    auto* strengthPage = new QWidget(this);
    auto* strengthLayout = new QVBoxLayout(strengthPage);
    strengthSummary_->setWordWrap(true);
    strengthLayout->addWidget(strengthSummary_);
    auto* strengthView = makeTable(strength_, TestStrengthModel::SortRole, this);
    strengthView->setObjectName(QStringLiteral("testStrength"));
    strengthView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    strengthView->horizontalHeader()->setStretchLastSection(true);
    strengthLayout->addWidget(strengthView);

    auto* analyses = new QTabWidget(this);
    analyses->addTab(sensitivityPage, tr("Limit Sensitivity"));
    analyses->addTab(strengthPage, tr("Test Strength"));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(analyses);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(runAll_, &QPushButton::clicked, this, &SolutionsPage::runAllRequested);
    connect(addSolution_, &QPushButton::clicked, this, &SolutionsPage::addSolutionRequested);
    connect(slider_, &QSlider::valueChanged, this, &SolutionsPage::showLimit);
    connect(toCalibrated_, &QPushButton::clicked, this, [this] {
        if (calibrated_ && judgedLimit_ > 0) slider_->setValue(int(std::lround(*calibrated_ / judgedLimit_ * 100)));
    });
    connect(matrixView_, &QTableView::activated, this, [this](const QModelIndex& proxyIndex) {
        const auto* proxy = static_cast<QSortFilterProxyModel*>(matrixView_->model());
        const QModelIndex cell = proxy->mapToSource(proxyIndex);
        if (matrix_->verification(cell.row()) && matrix_->verification(cell.row())->report)
            emit runOpened(cell.row(), matrix_->testOfColumn(cell.column()));
    });
    updateSummary();
}

void SolutionsPage::setProblem(const problem::Problem& problem) {
    // Reading the same package again (after an edit) keeps nothing: its runs may no longer hold.
    problem_ = problem;
    matrix_->setProblem(problem);
    sensitivity_->setRuns(problem, {});
    strength_->setStrength({}, {});
    slider_->setEnabled(false);
    toCalibrated_->setEnabled(false);
    limitLabel_->clear();
    strengthSummary_->clear();
    runAll_->setEnabled(!problem.submissions.isEmpty() && !running_);
    // As the package's own system verifies: Kattis's holds its solutions to time margins, the others do not.
    timeMargins_->setChecked(judge::hasTimeMargins(problem.dialect.dialect));
    timeMargins_->setToolTip(
        tr("Runs every test to the time limit × %1 (time_limit_to_tle) and warns (⚠) about a solution whose "
           "verdict changes on the way, or an accepted one slower than the limit / %2 (ac_to_time_limit), as "
           "Kattis's verifyproblem does. On by default for Kattis packages; the verdicts are judged at the "
           "limit either way.")
            .arg(problem.limits.timeSafetyMargin)
            .arg(problem.limits.timeMultiplier));
    matrixView_->resizeColumnsToContents();
    const bool polygon = problem.formatVersion == "polygon", tps = problem.formatVersion == "tps";
    addSolution_->setEnabled(!problem.directory.isEmpty());
    addSolution_->setToolTip(polygon ? tr("Copies a source into solutions/ and names it in problem.xml with the tag of "
                                          "the verdict it should get, as Polygon does")
                             : tps   ? tr("Copies a source into solution/ and names it in solutions.json with the "
                                            "verdict it should get, as TPS does")
                                     : tr("Copies a source into submissions/, in the directory of the verdict it "
                                            "should get"));
    updateSummary();
}

judge::VerificationOptions SolutionsPage::verificationOptions() const {
    judge::VerificationOptions options;
    options.timeMargins = timeMargins_->isChecked();
    options.earlyStop = !everyTest_->isChecked();
    return options;
}

void SolutionsPage::startVerification() {
    running_ = true;
    runAll_->setEnabled(false);
    matrix_->clearRuns();
    updateSummary();
}

void SolutionsPage::submissionStarted(int index) { matrix_->setRunning(index); }

void SolutionsPage::submissionTestFinished(int index, const judge::TestOutcome& outcome) {
    matrix_->setTestOutcome(index, outcome);
}

void SolutionsPage::submissionVerified(int index, const judge::SubmissionVerification& verified) {
    matrix_->setVerified(index, verified);
    matrixView_->resizeColumnsToContents();
    updateSummary();
}

void SolutionsPage::verificationFailed() {
    running_ = false;
    runAll_->setEnabled(!problem_.submissions.isEmpty());
    updateSummary();
}

void SolutionsPage::verificationFinished(const judge::Verification& verification) {
    running_ = false;
    runAll_->setEnabled(true);
    // The limit the runs were judged with, and the one the accepted solutions would calibrate to.
    judgedLimit_ = 0;
    std::chrono::nanoseconds slowestAccepted{0};
    for (int index = 0; index < verification.submissions.size() && index < problem_.submissions.size(); ++index) {
        const auto& verified = verification.submissions[index];
        if (!verified.report || verified.report->verdict == judge::Verdict::CE) continue;
        judgedLimit_ = std::max(judgedLimit_, verified.report->timeLimit);
        if (problem_.submissions[index].expectedVerdicts == QStringList{"AC"} &&
            verified.report->verdict == judge::Verdict::AC)
            slowestAccepted = std::max(slowestAccepted, verified.report->maxTime);
    }
    if (verification.timeLimit.seconds > 0) judgedLimit_ = verification.timeLimit.seconds;
    limitLabel_->setToolTip(
        tr("Judged with %1 s: %2")
            .arg(QLocale::c().toString(verification.timeLimit.seconds, 'g', 4), verification.timeLimit.source));
    calibrated_.reset();
    if (slowestAccepted.count() > 0) calibrated_ = judge::calibratedTimeLimit(slowestAccepted, problem_.limits);
    sensitivity_->setRuns(problem_, verification.submissions);
    slider_->setEnabled(judgedLimit_ > 0);
    toCalibrated_->setEnabled(calibrated_.has_value() && judgedLimit_ > 0);
    const QSignalBlocker quiet(slider_);
    slider_->setValue(100);
    showLimit();

    QStringList tests;
    for (const problem::TestCase& test : problem_.allTests())
        tests << test.name;
    const judge::TestStrength strength = judge::testStrength(problem_, verification);
    strength_->setStrength(tests, strength);
    QStringList lines;
    if (strength.wrongSubmissions.isEmpty())
        lines << tr("No wrong solution was judged: add solutions expected to be rejected to see what the tests "
                    "catch.");
    if (!strength.neverRejected.isEmpty())
        lines << tr("<b>Accepted by every test:</b> %1").arg(strength.neverRejected.join(QStringLiteral(", ")));
    if (!strength.stoppedEarly.isEmpty())
        lines << tr("%n wrong solution(s) stopped at the test that decided the verdict: what later tests reject is "
                    "not known (check <i>Every test</i> and judge again to see it).",
                    nullptr, int(strength.stoppedEarly.size()));
    if (!strength.wrongSubmissions.isEmpty() && !strength.rejectingNothing.isEmpty())
        lines
            << tr("Tests that reject no wrong solution: %1").arg(strength.rejectingNothing.join(QStringLiteral(", ")));
    strengthSummary_->setText(lines.join(QStringLiteral("<br>")));
    updateSummary();
}

QString SolutionsPage::calibratedText() const {
    return calibrated_
               ? tr("calibrated from the accepted solutions: %1 s").arg(QLocale::c().toString(*calibrated_, 'g', 4))
               : tr("no accepted solution to calibrate from");
}

void SolutionsPage::showLimit() {
    if (judgedLimit_ <= 0) return;
    const double limit = judgedLimit_ * slider_->value() / 100.0;
    sensitivity_->setTimeLimit(limit);
    QString text =
        tr("<b>%1 s</b> (judged with %2 s; %3).")
            .arg(QLocale::c().toString(limit, 'g', 4), QLocale::c().toString(judgedLimit_, 'g', 4), calibratedText());
    text +=
        QLatin1Char(' ') + (sensitivity_->flips() == 0
                                ? tr("No solution changes its verdict there.")
                                : tr("%n solution(s) change their verdict there", nullptr, sensitivity_->flips()) +
                                      tr(", %n of them against expectation.", nullptr, sensitivity_->disagreements()));
    limitLabel_->setText(text);
}

void SolutionsPage::updateSummary() {
    if (problem_.submissions.isEmpty()) {
        summary_->setText(problem_.formatVersion == "bare"
                              ? tr("No solution with the verdict it should get: the sources beside the tests open "
                                   "from the workspace panel, and Add Solution… keeps one in submissions/.")
                              : tr("The problem has no solutions (submissions/ in Kattis packages, solutions in "
                                   "Polygon's)."));
        return;
    }
    int judged = 0, skipped = 0;
    for (int row = 0; row < matrix_->rowCount(); ++row)
        if (const auto* verified = matrix_->verification(row)) (verified->report ? judged : skipped)++;
    const int disagreeing = matrix_->disagreements();
    if (judged + skipped == 0) {
        summary_->setText(
            running_ ? tr("Judging…")
                     : tr("%n solution(s), %1 tests: not judged yet.", nullptr, int(problem_.submissions.size()))
                           .arg(problem_.allTests().size()));
        return;
    }
    QString text = tr("%1 of %2 judged: ").arg(judged + skipped).arg(problem_.submissions.size());
    text += disagreeing == 0 ? tr("all as expected") : tr("<b>%n not as expected</b>", nullptr, disagreeing);
    if (skipped) text += tr(", %n skipped", nullptr, skipped);
    if (const int warned = matrix_->warnings())
        text += tr(", %n with a time-margin warning (⚠, its tooltip says which)", nullptr, warned);
    summary_->setText(text);
}

} // namespace jd::ui
