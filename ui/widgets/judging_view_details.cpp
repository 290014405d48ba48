// The Judge page's right half: the tabs that show one test (its source, CPU and memory, side by side, the output
// diff, the interaction, the messages), and filling them off the UI thread when a test is chosen.
#include "controllers/judging_controller.h"
#include "custom_input_dialog.h"
#include "judge/problem_judge.h"
#include "judge/verdict_explanation.h"
#include "judging_view.h"
#include "line_table.h"
#include "models/diff_model.h"
#include "models/judging_model.h"
#include "models/transcript_model.h"
#include "resource_chart.h"
#include "run_sparklines.h"
#include "side_by_side_view.h"
#include "source_editor.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

namespace {
constexpr qint64 kErrorHeadBytes = 16 * 1024; // of a program's stderr shown with its test
} // namespace

void JudgingView::buildDetailTabs() {
    auto* diffPage = new QWidget(this);
    auto* diffLayout = new QVBoxLayout(diffPage);
    diffLayout->setContentsMargins(0, 0, 0, 0);
    firstDifference_->setWordWrap(true);
    firstDifference_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    diffLayout->addWidget(firstDifference_);
    showLinesIn(diffTable_, diffModel_);
    diffLayout->addWidget(diffTable_);
    messages_->setReadOnly(true);
    messages_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    details_->addTab(source_, tr("Source"));
    auto* chartPage = new QWidget(this);
    auto* chartLayout = new QHBoxLayout(chartPage);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(chart_, 1);
    sparklineArea_ = new QScrollArea(chartPage);
    sparklineArea_->setWidget(sparklines_);
    sparklineArea_->setWidgetResizable(true);
    sparklineArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sparklineArea_->setFrameShape(QFrame::NoFrame);
    sparklineArea_->setFixedWidth(sparklines_->sizeHint().width() + 16);
    sparklineArea_->hide(); // until two tests run at once
    chartLayout->addWidget(sparklineArea_);
    details_->addTab(chartPage, tr("CPU and memory"));
    details_->addTab(sideBySide_, tr("Side by side"));
    details_->addTab(diffPage, tr("Output diff"));
    auto* transcriptPage = new QWidget(this);
    auto* transcriptLayout = new QVBoxLayout(transcriptPage);
    transcriptLayout->setContentsMargins(0, 0, 0, 0);
    transcriptNote_->setWordWrap(true);
    transcriptLayout->addWidget(transcriptNote_);
    showLinesIn(transcriptTable_, transcriptModel_);
    transcriptTable_->setObjectName(QStringLiteral("transcript"));
    // Two lanes of equal width between the time and the byte count: who said what reads across the middle.
    transcriptTable_->horizontalHeader()->setStretchLastSection(false);
    transcriptTable_->horizontalHeader()->setSectionResizeMode(TranscriptModel::Program, QHeaderView::Stretch);
    transcriptTable_->horizontalHeader()->setSectionResizeMode(TranscriptModel::Interactor, QHeaderView::Stretch);
    auto* searchRow = new QHBoxLayout;
    auto* search = new QLineEdit(transcriptPage);
    search->setObjectName(QStringLiteral("transcriptSearch"));
    search->setPlaceholderText(tr("Find in the conversation (Enter: next, Shift+Enter: previous)"));
    search->setClearButtonEnabled(true);
    auto* failing = new QPushButton(tr("Go to the Last Exchange"), transcriptPage);
    searchRow->addWidget(search, 1);
    searchRow->addWidget(failing);
    transcriptLayout->addLayout(searchRow);
    transcriptLayout->addWidget(transcriptTable_);
    connect(search, &QLineEdit::textChanged, transcriptModel_, &TranscriptModel::setSearch);
    connect(search, &QLineEdit::returnPressed, this, [this] {
        const bool backwards = QGuiApplication::keyboardModifiers() & Qt::ShiftModifier;
        const int from =
            transcriptTable_->currentIndex().isValid() ? transcriptTable_->currentIndex().row() : (backwards ? 0 : -1);
        if (const int row = transcriptModel_->nextMatch(from, !backwards); row >= 0) {
            const bool fromProgram = transcriptModel_->index(row, 0).data(TranscriptModel::FromProgramRole).toBool();
            transcriptTable_->setCurrentIndex(
                transcriptModel_->index(row, fromProgram ? TranscriptModel::Program : TranscriptModel::Interactor));
        }
    });
    connect(failing, &QPushButton::clicked, this, [this] {
        if (const QList<int> rows = transcriptModel_->failingRows(); !rows.isEmpty())
            transcriptTable_->scrollTo(transcriptModel_->index(rows.last(), 0), QAbstractItemView::PositionAtCenter);
    });
    details_->addTab(transcriptPage, tr("Interaction"));
    details_->addTab(messages_, tr("Messages"));
}

void JudgingView::showSelectedTest() {
    const QString picked = tree_->currentIndex().data(JudgingModel::TestNameRole).toString();
    if (controller_->isBusy() && !picked.isEmpty()) {
        pickedTest_ = picked;
        if (live_.isRunning(picked)) chart_->showSeries(picked, live_.points(picked));
    }
    const auto outcome = model_->outcomeAt(tree_->currentIndex());
    if (!outcome) return;
    if (!outcome->samples.isEmpty()) {
        chart_->showSeries(outcome->test, outcome->samples.points());
        chart_->markVerdict(judge::verdictCode(outcome->verdict), outcome->wallTime.count() / 1e6);
    }
    const QString answer = tree_->currentIndex().data(JudgingModel::AnswerFileRole).toString();
    if (!outcome->outputFile.isEmpty() && !answer.isEmpty()) {
        const QString input = tree_->currentIndex().data(JudgingModel::InputFileRole).toString();
        const problem::Problem& problem = controller_->problem();
        auto options = judge::ComparatorOptions::fromFlags(judge::outputValidatorArguments(problem, outcome->test));
        const bool ownChecker = !problem.outputValidator.isEmpty() || !options;
        sideBySide_->showTest(input, answer, outcome->outputFile,
                              ownChecker ? judge::ComparatorOptions() : options.value(),
                              ownChecker ? tr("The verdict is the problem's own checker's; this comparison is only "
                                              "a guide.")
                                         : QString());
    } else {
        sideBySide_->clear();
    }
    // Diffing a large output and reading stderr: off the UI thread.
    detailsWatcher_.setFuture(QtConcurrent::run([outcome = *outcome, answer] {
        TestDetails details;
        details.test = outcome.test;
        if (!outcome.outputFile.isEmpty() && !answer.isEmpty()) {
            auto diff = judge::diffOutputs(answer, outcome.outputFile);
            if (diff)
                details.diff = diff.value();
            else
                details.diffError = QString::fromStdString(diff.error());
        }
        if (!outcome.transcriptFile.isEmpty()) {
            auto transcript = judge::Transcript::load(outcome.transcriptFile);
            if (transcript)
                details.transcript = transcript.value();
            else
                details.transcriptError = QString::fromStdString(transcript.error());
        }
        if (!outcome.errorFile.isEmpty()) {
            QFile error(outcome.errorFile);
            if (error.open(QIODevice::ReadOnly)) details.errorHead = QString::fromUtf8(error.read(kErrorHeadBytes));
        }
        return details;
    }));
    QString text = tr("%1: %2").arg(outcome->test, judge::verdictName(outcome->verdict));
    if (!outcome->explanation.isEmpty()) text += "\n\n" + outcome->explanation;
    if (!outcome->message.isEmpty()) text += "\n\n" + outcome->message;
    messages_->setPlainText(text);
}

void JudgingView::showDetails(const TestDetails& details) {
    const auto outcome = model_->outcomeAt(tree_->currentIndex());
    if (!outcome || outcome->test != details.test) return; // the selection moved on meanwhile
    if (details.diff) {
        diffModel_->setDiff(*details.diff);
        const auto& diff = *details.diff;
        if (diff.identical)
            firstDifference_->setText(tr("The output's lines are the answer's."));
        else
            firstDifference_->setText(tr("First difference at line %1, column %2: expected “%3”, got “%4”.")
                                          .arg(diff.first->line)
                                          .arg(diff.first->column)
                                          .arg(diff.first->expected, diff.first->output));
        if (int row = diffModel_->firstChangeRow(); row >= 0)
            diffTable_->scrollTo(diffModel_->index(row, DiffModel::Text), QAbstractItemView::PositionAtCenter);
    } else {
        diffModel_->clear();
        firstDifference_->setText(details.diffError.isEmpty() ? tr("No output was kept for this test.")
                                                              : details.diffError);
    }
    if (details.transcript) {
        transcriptModel_->setTranscript(*details.transcript, outcome->verdict != judge::Verdict::AC);
        if (const QList<int> rows = transcriptModel_->failingRows(); !rows.isEmpty())
            transcriptTable_->scrollTo(transcriptModel_->index(rows.last(), 0), QAbstractItemView::PositionAtCenter);
        transcriptNote_->setText(
            details.transcript->truncated
                ? tr("The conversation went on beyond what was recorded (the transcript's "
                     "size bound); the first %1 messages are shown.")
                      .arg(details.transcript->entries.size())
                : tr("%1 messages between the program and the interactor.").arg(details.transcript->entries.size()));
    } else {
        transcriptModel_->clear();
        if (!details.transcriptError.isEmpty())
            transcriptNote_->setText(details.transcriptError);
        else if (interactive_)
            transcriptNote_->setText(tr("The program and the interactor talked through plain pipes, so nothing was "
                                        "recorded. Tick “Record interactions” and judge again to see what they said."));
        else
            transcriptNote_->setText(tr("Not an interactive test."));
    }
    if (!details.errorHead.isEmpty())
        messages_->appendPlainText(tr("\nThe program's standard error:\n") + details.errorHead);
}

} // namespace jd::ui
