#include "custom_input_dialog.h"

#include "common/printable_text.h"
#include "controllers/judging_controller.h"
#include "models/formatting.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

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
    , input_(textBox(this, false, tr("The input the program reads")))
    , answer_(textBox(this, false, tr("Optional: the expected answer, checked by the problem's checker")))
    , output_(textBox(this, true, {}))
    , errors_(textBox(this, true, {}))
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
    auto* got = new QSplitter(Qt::Horizontal, this);
    got->addWidget(output_);
    got->addWidget(errors_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(runButton_, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<b>Input</b> and, if you like, the <b>expected answer</b>:"), this));
    layout->addWidget(given, 1);
    layout->addWidget(verdict_);
    layout->addWidget(new QLabel(tr("What the program printed, and its standard error:"), this));
    layout->addWidget(got, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(runButton_, &QPushButton::clicked, this, &CustomInputDialog::run);
    connect(controller_, &JudgingController::customRunFinished, this, &CustomInputDialog::showOutcome);
    connect(controller_, &JudgingController::failed, this, [this](const QString& message) {
        if (!std::exchange(running_, false)) return;
        runButton_->setEnabled(true);
        verdict_->setText(QStringLiteral("<span style='color:#c62828'>%1</span>").arg(message.toHtmlEscaped()));
        emit runFinished();
    });
}

void CustomInputDialog::run() {
    const auto [sources, language] = solution_();
    running_ = true;
    runButton_->setEnabled(false);
    output_->clear();
    errors_->clear();
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
    output_->setPlainText(head(outcome.outputFile));
    errors_->setPlainText(head(outcome.errorFile));
    emit runFinished();
}

} // namespace jd::ui
