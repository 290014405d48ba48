#pragma once
// "Run with Custom Input": the solution on the Judge page run on input the person types, under the open
// problem's limits (and through its interactor, for an interactive problem); with an expected answer it
// is checked by the problem's checker, without one only run. Shows the verdict, time, memory, what the
// program printed and what it wrote to standard error.
#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace jd::judge {
struct JudgeReport;
struct TestOutcome;
} // namespace jd::judge

namespace jd::ui {

class JudgingController;

class CustomInputDialog : public QDialog {
    Q_OBJECT
public:
    // `solution` gives the sources and the language id chosen on the Judge page when Run is pressed.
    CustomInputDialog(JudgingController* controller, std::function<std::pair<QStringList, QString>()> solution,
                      QWidget* parent = nullptr);

    void run();
    QPlainTextEdit* input() const { return input_; }
    QPlainTextEdit* answer() const { return answer_; }
    QPlainTextEdit* output() const { return output_; }
    QLabel* verdict() const { return verdict_; }

signals:
    void runFinished();

private:
    void showOutcome(const judge::TestOutcome& outcome, const judge::JudgeReport& report);

    JudgingController* controller_;
    std::function<std::pair<QStringList, QString>()> solution_;
    QPlainTextEdit* input_;
    QPlainTextEdit* answer_;
    QPlainTextEdit* output_;
    QPlainTextEdit* errors_;
    QLabel* verdict_;
    QPushButton* runButton_;
    bool running_ = false;
};

} // namespace jd::ui
