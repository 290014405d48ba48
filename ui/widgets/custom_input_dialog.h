#pragma once
// "Run with Custom Input": the solution on the Judge page run on input the person types, under the open
// problem's limits (and through its interactor, for an interactive problem); with an expected answer it
// is checked by the problem's checker, without one only run. Shows the verdict, time, memory, what the
// program printed and what it wrote to standard error. For an interactive problem the input is the
// interactor's (the program sees only what the interactor tells it), so what is shown is the conversation.
#include "judge/interaction.h"

#include <QDialog>
#include <QFutureWatcher>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace jd::judge {
struct JudgeReport;
struct TestOutcome;
} // namespace jd::judge

namespace jd::ui {

class JudgingController;
class TranscriptModel;

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
    QTableView* conversation() const { return conversation_; }
    QLabel* verdict() const { return verdict_; }

signals:
    void runFinished();

private:
    // Says what the boxes hold for the open problem: a program's input and output, or an interactor's
    // input and a conversation.
    void describeBoxesFor(const problem::Problem& problem);
    void showOutcome(const judge::TestOutcome& outcome, const judge::JudgeReport& report);
    struct Conversation {
        judge::Transcript transcript;
        QString error;       // it could not be read
        bool failed = false; // the run was not accepted: its last exchange is marked
    };
    void showConversation(const Conversation& conversation);

    JudgingController* controller_;
    std::function<std::pair<QStringList, QString>()> solution_;
    QPlainTextEdit* input_;
    QPlainTextEdit* answer_;
    QPlainTextEdit* output_;
    QPlainTextEdit* errors_;
    TranscriptModel* conversationModel_;
    QTableView* conversation_;
    QStackedWidget* printed_; // the output, or the conversation
    QLabel* inputLabel_;
    QLabel* printedLabel_;
    QLabel* verdict_;
    QFutureWatcher<Conversation> conversationLoad_;
    QPushButton* runButton_;
    bool running_ = false;
};

} // namespace jd::ui
