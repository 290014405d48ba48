#pragma once
// The Solutions page: every solution of the problem judged against every test (verify in the GUI), the
// matrix filled live; below it, the limit sensitivity (which solutions flip at another time limit, from
// the runs made) and the test strength (which tests reject the wrong solutions).
#include "judge/verification.h"
#include "problem/problem.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSlider;
class QTableView;

namespace jd::ui {

class LimitSensitivityModel;
class SolutionMatrixModel;
class TestStrengthModel;

class SolutionsPage : public QWidget {
    Q_OBJECT
public:
    explicit SolutionsPage(QWidget* parent = nullptr);

    void setProblem(const problem::Problem& problem);
    SolutionMatrixModel* matrix() const { return matrix_; }
    LimitSensitivityModel* sensitivity() const { return sensitivity_; }
    TestStrengthModel* strength() const { return strength_; }
    QTableView* matrixView() const { return matrixView_; }
    QSlider* limitSlider() const { return slider_; }
    QLabel* summary() const { return summary_; }
    QString calibratedText() const;
    QCheckBox* timeMarginsBox() const { return timeMargins_; }
    QCheckBox* everyTestBox() const { return everyTest_; }
    // What "Judge All Solutions" holds the solutions to (the time margins box).
    judge::VerificationOptions verificationOptions() const;

    // What the judging reports, as it comes.
    void startVerification();
    void submissionStarted(int index);
    void submissionTestFinished(int index, const judge::TestOutcome& outcome);
    void submissionVerified(int index, const judge::SubmissionVerification& verified);
    void verificationFinished(const judge::Verification& verification);
    void verificationFailed();

signals:
    void runAllRequested();
    void addSolutionRequested();
    // A cell was opened: that submission's run on that test (empty: the first test it failed).
    void runOpened(int row, const QString& test);

private:
    void showLimit();
    void updateSummary();

    problem::Problem problem_;
    SolutionMatrixModel* matrix_;
    LimitSensitivityModel* sensitivity_;
    TestStrengthModel* strength_;
    QTableView* matrixView_;
    QPushButton* runAll_;
    QPushButton* addSolution_;
    QCheckBox* timeMargins_;
    QCheckBox* everyTest_;
    QLabel* summary_;
    QSlider* slider_;
    QLabel* limitLabel_;
    QPushButton* toCalibrated_;
    QLabel* strengthSummary_;
    double judgedLimit_ = 0;
    std::optional<double> calibrated_;
    bool running_ = false;
};

} // namespace jd::ui
