#pragma once
// Tests ▸ Stress Test: a generator with its arguments ({seed} for the round's seed), a trusted reference
// and the solution under test, chosen from the problem's own files; Start runs rounds until they differ
// (the window runs them: ui/ never runs a program itself) and the counterexample is shown — input,
// expected, got, the checker's words — with Add as Test.
#include "judge/stress_test.h"
#include "problem/problem.h"
#include "problem/test_recipes.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace jd::ui {

class StressDialog : public QDialog {
    Q_OBJECT
public:
    // `sourcesBeside`: the sources kept loose beside a folder's bare tests, its solutions and generators told
    // apart by their names (gen.py generates; brute.cpp, naive.py, std.cpp are trusted). `readOnlyReason`
    // non-empty: the package cannot take a new test, and Add as Test says why.
    StressDialog(const problem::Problem& problem, const problem::TestRecipes& recipes, const QStringList& sourcesBeside,
                 const QString& readOnlyReason, QWidget* parent = nullptr);

    // What Start asks for; an error when a choice is missing or the arguments do not parse.
    Result<judge::StressOptions> options() const;
    void showRounds(int rounds);
    void showReport(const judge::StressReport& report);
    void showFailure(const QString& message);
    QString testName() const; // what Add as Test names the counterexample

    QComboBox* generator() const { return generator_; }
    QLineEdit* arguments() const { return arguments_; }
    QComboBox* reference() const { return reference_; }
    QComboBox* candidate() const { return candidate_; }
    QPushButton* startButton() const { return start_; }
    QPushButton* addTestButton() const { return addTest_; }
    QLabel* status() const { return status_; }

signals:
    void startRequested(const jd::judge::StressOptions& options);
    void stopRequested();
    // The counterexample's files become the test `name` of the problem.
    void addTestRequested(const QString& name, const QString& input, const QString& answer);

private:
    void setRunning(bool running);

    QComboBox* generator_;
    QLineEdit* arguments_;
    QComboBox* reference_;
    QComboBox* candidate_;
    QSpinBox* rounds_;
    QSpinBox* seconds_;
    QPushButton* start_;
    QLabel* status_;
    QPlainTextEdit *input_, *expected_, *got_;
    QLineEdit* name_;
    QPushButton* addTest_;
    std::optional<judge::Counterexample> found_;
    bool running_ = false;
    QString readOnlyReason_;
};

} // namespace jd::ui
