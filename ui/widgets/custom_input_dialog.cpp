#include "custom_input_dialog.h"

#include "common/printable_text.h"
#include "controllers/judging_controller.h"
#include "line_table.h"
#include "models/formatting.h"
#include "models/transcript_model.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {
namespace {

constexpr qint64 kShownBytes = 64 * 1024;

QString head(const QString& path) {
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = file.read(kShownBytes);
    QString text = printable(QString::fromUtf8(bytes), Newlines::Keep);
    if (file.size() > kShownBytes) text += CustomInputDialog::tr("\n… (%1 bytes in all)").arg(file.size());
    return text;
}

QPlainTextEdit* textBox(QWidget* parent, bool readOnly, const QString& placeholder) {
    auto* box = new QPlainTextEdit(parent);
    box->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    box->setReadOnly(readOnly);
    box->setPlaceholderText(placeholder);
    box->setLineWrapMode(QPlainTextEdit::NoWrap);
    return box;
}

} // namespace

CustomInputDialog::CustomInputDialog(JudgingController* controller,
                                     std::function<std::pair<QStringList, QString>()> solution, QWidget* parent)
    : QDialog(parent)
    , controller_(controller)
    , solution_(std::move(solution))
    , input_(textBox(this, false, {}))
    , answer_(textBox(this, false, {}))
    , output_(textBox(this, true, {}))
    , errors_(textBox(this, true, {}))
    , conversationModel_(new TranscriptModel(this))
    , conversation_(new QTableView(this))
    , printed_(new QStackedWidget(this))
    , inputLabel_(new QLabel(this))
    , printedLabel_(new QLabel(this))
    , verdict_(new QLabel(this))
    , runButton_(new QPushButton(tr("Run"), this)) {
    setWindowTitle(tr("Run with Custom Input"));
    setObjectName(QStringLiteral("customInputDialog"));
    resize(900, 600);
    verdict_->setWordWrap(true);
    verdict_->setTextFormat(Qt::RichText);
    runButton_->setDefault(true);
    runButton_->setShortcut(QKeySequence(tr("Ctrl+Return")));
    auto* given = new QSplitter(Qt::Horizontal, this);
    given->addWidget(input_);
    given->addWidget(answer_);
    showLinesIn(conversation_, conversationModel_);
    conversation_->setObjectName(QStringLiteral("conversation"));
    conversation_->horizontalHeader()->setStretchLastSection(false);
    conversation_->horizontalHeader()->setSectionResizeMode(TranscriptModel::Program, QHeaderView::Stretch);
    conversation_->horizontalHeader()->setSectionResizeMode(TranscriptModel::Interactor, QHeaderView::Stretch);
    printed_->addWidget(output_);
    printed_->addWidget(conversation_);
    auto* got = new QSplitter(Qt::Horizontal, this);
    got->addWidget(printed_);
    got->addWidget(errors_);
    got->setStretchFactor(0, 2);
    got->setStretchFactor(1, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(runButton_, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(inputLabel_);
    layout->addWidget(given, 1);
    layout->addWidget(verdict_);
    layout->addWidget(printedLabel_);
    layout->addWidget(got, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(runButton_, &QPushButton::clicked, this, &CustomInputDialog::run);
    connect(controller_, &JudgingController::customRunFinished, this, &CustomInputDialog::showOutcome);
    connect(controller_, &JudgingController::problemOpened, this,
            [this](const problem::Problem& problem) { describeBoxesFor(problem); });
    connect(&conversationLoad_, &QFutureWatcher<Conversation>::finished, this,
            [this] { showConversation(conversationLoad_.result()); });
    describeBoxesFor(controller_->problem());
    connect(controller_, &JudgingController::failed, this, [this](const QString& message) {
        if (!std::exchange(running_, false)) return;
        runButton_->setEnabled(true);
        verdict_->setText(QStringLiteral("<span style='color:#c62828'>%1</span>").arg(message.toHtmlEscaped()));
        emit runFinished();
    });
}

void CustomInputDialog::describeBoxesFor(const problem::Problem& problem) {
    const bool interactive = problem.validation.interactive;
    // libinteractive's two processes are the contestant's module and the problemsetter's Main.
    const bool libinteractive = problem.interactorProtocol == QLatin1String("libinteractive");
    conversationModel_->setSideNames(libinteractive ? tr("Contestant") : tr("Program"),
                                     libinteractive ? tr("Main") : tr("Interactor"));
    if (libinteractive) {
        inputLabel_->setText(tr("<b>Input</b> of Main and, if you like, the <b>expected answer</b>:"));
        input_->setPlaceholderText(tr("What Main reads (the contestant's module sees only the calls Main makes)"));
        answer_->setPlaceholderText(tr("Optional: the expected answer, for the problem's validator"));
        printedLabel_->setText(tr("The calls that passed between Main and the contestant's module, and the "
                                  "module's standard error:"));
    } else if (interactive) {
        inputLabel_->setText(tr("<b>Input</b> of the interactor and, if you like, its <b>answer file</b>:"));
        input_->setPlaceholderText(
            tr("What the interactor reads (the program sees only what the interactor tells it)"));
        answer_->setPlaceholderText(tr("Optional: the answer file the interactor is given"));
        printedLabel_->setText(tr("What the program and the interactor said to each other, and the program's "
                                  "standard error:"));
    } else {
        inputLabel_->setText(tr("<b>Input</b> and, if you like, the <b>expected answer</b>:"));
        input_->setPlaceholderText(tr("The input the program reads"));
        answer_->setPlaceholderText(tr("Optional: the expected answer, checked by the problem's checker"));
        printedLabel_->setText(tr("What the program printed, and its standard error:"));
    }
    printed_->setCurrentWidget(interactive ? static_cast<QWidget*>(conversation_) : output_);
    conversationModel_->clear();
    output_->clear();
    errors_->clear();
    verdict_->clear();
}

void CustomInputDialog::run() {
    const auto [sources, language] = solution_();
    running_ = true;
    runButton_->setEnabled(false);
    output_->clear();
    errors_->clear();
    conversationModel_->clear();
    verdict_->setText(tr("Running…"));
    QByteArray input = input_->toPlainText().toUtf8();
    if (!input.isEmpty() && !input.endsWith('\n')) input += '\n'; // as a typed file would end
    QByteArray answer = answer_->toPlainText().toUtf8();
    if (!answer.isEmpty() && !answer.endsWith('\n')) answer += '\n';
    controller_->runCustomInput(sources, language, input, answer);
}

void CustomInputDialog::showOutcome(const judge::TestOutcome& outcome, const judge::JudgeReport& report) {
    if (!std::exchange(running_, false)) return;
    runButton_->setEnabled(true);
    if (report.verdict == judge::Verdict::CE) {
        verdict_->setText(tr("<b>CE</b>: the solution does not compile"));
        errors_->setPlainText(report.compile.compilerOutput);
        emit runFinished();
        return;
    }
    verdict_->setText(tr("<b>%1</b> (%2) — %3, %4. %5")
                          .arg(judge::verdictCode(outcome.verdict), judge::verdictName(outcome.verdict),
                               formatSeconds(outcome.time), formatMebibytes(outcome.memory),
                               outcome.message.toHtmlEscaped()));
    errors_->setPlainText(head(outcome.errorFile));
    if (outcome.transcriptFile.isEmpty()) {
        output_->setPlainText(head(outcome.outputFile));
        emit runFinished();
        return;
    }
    // A conversation may hold up to a mebibyte of messages: read off the UI thread.
    conversationLoad_.setFuture(
        QtConcurrent::run([path = outcome.transcriptFile, failed = outcome.verdict != judge::Verdict::AC] {
            Conversation conversation;
            conversation.failed = failed;
            auto transcript = judge::Transcript::load(path);
            if (transcript)
                conversation.transcript = std::move(transcript).value();
            else
                conversation.error = QString::fromStdString(transcript.error());
            return conversation;
        }));
}

void CustomInputDialog::showConversation(const Conversation& conversation) {
    conversationModel_->setTranscript(conversation.transcript, conversation.failed);
    if (const QList<int> rows = conversationModel_->failingRows(); !rows.isEmpty())
        conversation_->scrollTo(conversationModel_->index(rows.last(), 0), QAbstractItemView::PositionAtCenter);
    if (!conversation.error.isEmpty())
        verdict_->setText(verdict_->text() +
                          QStringLiteral(" <span style='color:#c62828'>%1</span>")
                              .arg(tr("The conversation cannot be shown: %1").arg(conversation.error).toHtmlEscaped()));
    else if (conversation.transcript.truncated)
        verdict_->setText(verdict_->text() + ' ' +
                          tr("The conversation went on beyond what was recorded; the first %1 messages are shown.")
                              .arg(conversation.transcript.entries.size()));
    emit runFinished();
}

} // namespace jd::ui
