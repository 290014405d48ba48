#include "judging_view.h"

#include "controllers/judging_controller.h"
#include "custom_input_dialog.h"
#include "judge/problem_judge.h"
#include "judge/system_verdict.h"
#include "judge/verdict_explanation.h"
#include "models/diff_model.h"
#include "models/formatting.h"
#include "models/judging_model.h"
#include "models/transcript_model.h"
#include "resource_chart.h"
#include "run_sparklines.h"
#include "side_by_side_view.h"
#include "source_editor.h"
#include "store/kept_sources.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <chrono>

namespace jd::ui {

namespace {
double wallMs(const judge::TestOutcome& outcome) { return outcome.wallTime.count() / 1e6; }

} // namespace

JudgingView::JudgingView(JudgingController* controller, QWidget* parent)
    : QWidget(parent)
    , controller_(controller)
    , model_(new JudgingModel(this))
    , diffModel_(new DiffModel(this))
    , transcriptModel_(new TranscriptModel(this))
    , problemPath_(new QLineEdit(this))
    , sourcePaths_(new QLineEdit(this))
    , keptCopyNote_(new QLabel(this))
    , sourceNote_(new QLabel(this))
    , language_(new QComboBox(this))
    , judgeButton_(new QPushButton(tr("Judge"), this))
    , cancelButton_(new QPushButton(tr("Cancel"), this))
    , recordInteractions_(new QCheckBox(tr("Record interactions"), this))
    , progress_(new QProgressBar(this))
    , summary_(new QLabel(this))
    , tree_(new QTreeView(this))
    , details_(new QTabWidget(this))
    , source_(new SourceEditor(this))
    , chart_(new ResourceChart(this))
    , sparklines_(new RunSparklines(this))
    , sideBySide_(new SideBySideView(this))
    , firstDifference_(new QLabel(this))
    , diffTable_(new QTableView(this))
    , transcriptNote_(new QLabel(this))
    , transcriptTable_(new QTableView(this))
    , messages_(new QPlainTextEdit(this)) {
    auto* form = new QFormLayout;
    auto* problemRow = new QHBoxLayout;
    problemPath_->setObjectName(QStringLiteral("problemPath"));
    sourcePaths_->setObjectName(QStringLiteral("sourcePaths"));
    summary_->setObjectName(QStringLiteral("summary"));
    problemPath_->setPlaceholderText(tr("A Kattis or Polygon package, a DOMjudge zip, or a folder of tests"));
    problemRow->addWidget(problemPath_);
    auto* browseProblem = new QPushButton(tr("Open…"), this);
    problemRow->addWidget(browseProblem);
    form->addRow(tr("Problem:"), problemRow);
    auto* sourceRow = new QHBoxLayout;
    sourcePaths_->setPlaceholderText(tr("The solution's source file(s)"));
    sourceRow->addWidget(sourcePaths_);
    auto* browseSources = new QPushButton(tr("Choose…"), this);
    sourceRow->addWidget(browseSources);
    language_->addItem(tr("Language from the file name"), QString());
    for (const auto& [id, name] : controller_->languages())
        language_->addItem(name, id);
    sourceRow->addWidget(language_);
    recordInteractions_->setToolTip(
        tr("Interactive problems: the judge relays what the program and the interactor say and records it for the "
           "Interaction tab. The relay costs time, so leave it off to be timed as over plain pipes (Kattis, "
           "Polygon); DOMjudge always relays."));
    recordInteractions_->setEnabled(false);
    sourceRow->addWidget(recordInteractions_);
    sourceRow->addWidget(judgeButton_);
    sourceRow->addWidget(cancelButton_);
    auto* custom = new QPushButton(tr("Custom Input…"), this);
    custom->setObjectName(QStringLiteral("customInput"));
    custom->setToolTip(tr("Run the solution on input you type, under this problem's limits"));
    sourceRow->addWidget(custom);
    connect(custom, &QPushButton::clicked, this, [this] {
        if (!customInput_) {
            customInput_ = new CustomInputDialog(
                controller_,
                [this] {
                    saveSource();
                    return std::pair{judgedSources(), language_->currentData().toString()};
                },
                this);
        }
        customInput_->show();
        customInput_->raise();
    });
    form->addRow(tr("Solution:"), sourceRow);
    keptCopyNote_->setObjectName(QStringLiteral("keptCopyNote"));
    keptCopyNote_->setWordWrap(true);
    keptCopyNote_->setStyleSheet(QStringLiteral("color: #b26a00"));
    keptCopyNote_->hide();
    sourceNote_->setObjectName(QStringLiteral("sourceNote"));
    sourceNote_->setWordWrap(true);
    sourceNote_->setStyleSheet(QStringLiteral("color: #b26a00"));
    sourceNote_->hide();

    auto* statusRow = new QHBoxLayout;
    progress_->setFormat(tr("%v of %m tests"));
    progress_->setValue(0);
    progress_->setTextVisible(false); // no "0 of 100 tests" before a problem says how many it has
    statusRow->addWidget(progress_, 1);
    summary_->setTextFormat(Qt::RichText);
    // The limits line says where each limit came from, which can take more than the row's width.
    summary_->setWordWrap(true);
    statusRow->addWidget(summary_, 2);

    tree_->setModel(model_);
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    // Fitted when the tests are laid out and when the judging ends, not on every result: a live
    // resize-to-contents re-measures every row on every result (seconds for 1,000 tests).
    tree_->header()->setSectionResizeMode(QHeaderView::Interactive);
    tree_->header()->setStretchLastSection(true);

    buildDetailTabs();

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tree_);
    splitter->addWidget(details_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // The tests' table in the same proportion from the start (the details' size hint would take most):
    // its message column says why a test failed.
    splitter->setSizes({600, 400});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(keptCopyNote_);
    layout->addWidget(sourceNote_);
    layout->addLayout(statusRow);
    layout->addWidget(splitter, 1);

    connect(browseProblem, &QPushButton::clicked, this, &JudgingView::chooseProblem);
    connect(problemPath_, &QLineEdit::returnPressed, this, [this] { openProblem(problemPath_->text()); });
    connect(browseSources, &QPushButton::clicked, this, &JudgingView::chooseSources);
    connect(sourcePaths_, &QLineEdit::returnPressed, this, &JudgingView::startJudging);
    connect(judgeButton_, &QPushButton::clicked, this, &JudgingView::startJudging);
    connect(cancelButton_, &QPushButton::clicked, controller_, &JudgingController::cancel);
    connect(recordInteractions_, &QCheckBox::toggled, this, [this](bool record) {
        controller_->setInteractionRule(record ? problem::InteractionRule::Recorded
                                               : problem::InteractionRule::DirectPipes);
    });
    connect(controller_, &JudgingController::problemOpened, this, &JudgingView::problemOpened);
    connect(controller_, &JudgingController::judgingStarted, this, &JudgingView::judgingStarted);
    connect(controller_, &JudgingController::testFinished, this, &JudgingView::testFinished);
    connect(controller_, &JudgingController::judgingFinished, this, &JudgingView::judgingFinished);
    connect(controller_, &JudgingController::rerunStarted, this, [this](const QString& description) {
        setBusy(true);
        summary_->setText(description.toHtmlEscaped() + QStringLiteral("…"));
    });
    connect(controller_, &JudgingController::testsRerun, this, &JudgingView::testsRerun);
    connect(controller_, &JudgingController::customRunFinished, this, [this](const judge::TestOutcome& outcome) {
        setBusy(false);
        summary_->setText(tr("Custom input: <b>%1</b>").arg(judge::verdictCode(outcome.verdict)));
    });
    auto* rerun = new QAction(tr("Run This Test Again"), tree_);
    rerun->setObjectName(QStringLiteral("rerunTest"));
    rerun->setShortcut(QKeySequence(tr("Ctrl+R")));
    rerun->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(rerun, &QAction::triggered, this, &JudgingView::rerunSelectedTest);
    tree_->addAction(rerun);
    tree_->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(controller_, &JudgingController::failed, this, &JudgingView::failed);
    connect(controller_, &JudgingController::samplesArrived, this, &JudgingView::samplesArrived);
    connect(controller_, &JudgingController::limitsDecided, this, [this](double timeLimit, quint64 memory) {
        chart_->setLimits(timeLimit * 1000, memory / 1048576.0);
        sparklines_->setLimits(timeLimit * 1000, memory / 1048576.0);
    });
    connect(sparklines_, &RunSparklines::testPicked, this, [this](const QString& test) {
        if (const QModelIndex index = model_->indexOfTest(test); index.isValid()) tree_->setCurrentIndex(index);
    });
    auto* save = new QShortcut(QKeySequence::Save, this);
    save->setContext(Qt::WidgetWithChildrenShortcut); // the problem page saves with it too
    connect(save, &QShortcut::activated, this, &JudgingView::saveSource);
    connect(tree_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &JudgingView::showSelectedTest);
    connect(&detailsWatcher_, &QFutureWatcher<TestDetails>::finished, this,
            [this] { showDetails(detailsWatcher_.result()); });
    setBusy(false);
    summary_->setText(tr("Open a problem to begin."));
}

void JudgingView::chooseProblem() {
    const QString path = QFileDialog::getExistingDirectory(this, tr("Open a problem package"), problemPath_->text());
    if (!path.isEmpty()) openProblem(path);
}

void JudgingView::chooseSources() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Choose the solution"), controller_->hasProblem() ? controller_->problem().directory : QString());
    if (!files.isEmpty()) setSources(files);
}

void JudgingView::openProblem(const QString& path) {
    problemPath_->setText(path);
    openingFromField_ = true;
    summary_->setText(tr("Reading %1…").arg(path.toHtmlEscaped()));
    setBusy(true);
    controller_->openProblem(path);
}

JudgingView::~JudgingView() = default;

void JudgingView::setSources(const QStringList& sources) {
    if (keptCopy_ && keptCopy_->choseLanguage) language_->setCurrentIndex(0);
    keptCopy_.reset();
    sourcePaths_->setReadOnly(false);
    sourcePaths_->setToolTip({});
    keptCopyNote_->hide();
    showSources(sources, sources.value(0));
}

void JudgingView::showSources(const QStringList& shown, const QString& firstFile) {
    sourcePaths_->setText(shown.join(QStringLiteral(";")));
    const QString detected = shown.isEmpty() ? QString() : controller_->languageOf(firstFile);
    if (!shown.isEmpty()) {
        if (auto opened = source_->openFile(firstFile, shown.first()); !opened) {
            source_->setPlainText(QString::fromStdString(opened.error()));
            source_->setReadOnly(true);
        } else {
            // A copy is what was judged: not edited here.
            source_->setReadOnly(keptCopy_.has_value() || !source_->savesAsRead());
        }
    }
    sourceNote_->setText(source_->savingNote());
    sourceNote_->setVisible(!sourceNote_->text().isEmpty());
    language_->setItemText(0, detected.isEmpty() ? tr("Language from the file name")
                                                 : tr("From the file name: %1").arg(detected));
}

void JudgingView::judgeKeptCopy(const QString& problemDirectory, const store::StoredJudgement& judgement) {
    KeptCopy kept{{}, {}, std::make_unique<QTemporaryDir>(), false};
    if (!kept.directory->isValid()) return failed(tr("Cannot create a directory for the kept copy"));
    auto restored = store::restoreKeptSources(judgement.sources, kept.directory->path());
    if (!restored) return failed(tr("Cannot judge the kept copy: %1").arg(QString::fromStdString(restored.error())));
    kept.copies = restored.value();
    for (const store::StoredSource& source : judgement.sources)
        kept.originals << source.path;
    keptCopy_ = std::move(kept);
    showSources(keptCopy_->originals, keptCopy_->copies.first());
    sourcePaths_->setReadOnly(true);
    const QString judged = QLocale::system().toString(judgement.created.toLocalTime(), QLocale::ShortFormat);
    const bool gone = !QFileInfo::exists(judgement.submission);
    keptCopyNote_->setText(
        (gone ? tr("The source as judged on %1 (judgement #%2), from the copy kept in the results database: the file "
                   "is gone. Choose… a source to judge files as they are now.")
              : tr("The source as judged on %1 (judgement #%2), from the copy kept in the results database: the file "
                   "was edited since. Choose… it to judge it as it is now."))
            .arg(judged)
            .arg(judgement.id));
    keptCopyNote_->show();
    sourcePaths_->setToolTip(keptCopyNote_->text());
    // The language it was judged in, when it was chosen rather than read from the file name.
    const int judgedIn = language_->findText(judgement.language);
    if (judgedIn > 0 && language_->itemData(judgedIn).toString() != controller_->languageOf(keptCopy_->copies[0])) {
        language_->setCurrentIndex(judgedIn);
        keptCopy_->choseLanguage = true;
    }
    judgeWhenOpen();
    openProblem(problemDirectory);
}

QStringList JudgingView::judgedSources() const {
    return keptCopy_ ? keptCopy_->copies : sourcePaths_->text().split(';', Qt::SkipEmptyParts);
}

bool JudgingView::saveSource() {
    if (source_->isReadOnly() || !source_->document()->isModified()) return true;
    if (auto saved = source_->save(); !saved) {
        failed(QString::fromStdString(saved.error()));
        return false;
    }
    return true;
}

void JudgingView::startJudging() {
    // What is judged is what the editor shows.
    if (!saveSource()) return;
    chart_->clear();
    live_.clear();
    sparklines_->clear();
    pickedTest_.clear();
    diffModel_->clear();
    controller_->judge(judgedSources(), language_->currentData().toString(),
                       keptCopy_ ? keptCopy_->originals : QStringList());
}

void JudgingView::rerunSelectedTest() {
    const QString test = tree_->currentIndex().data(JudgingModel::TestNameRole).toString();
    if (test.isEmpty()) return failed(tr("Select a test to run again"));
    if (!saveSource()) return;
    controller_->rerunTests(judgedSources(), language_->currentData().toString(), {test});
}

void JudgingView::testsRerun(const judge::JudgeReport& report) {
    setBusy(false);
    QStringList said;
    for (const judge::TestOutcome& outcome : report.tests) {
        const auto before = model_->outcomeAt(model_->indexOfTest(outcome.test));
        model_->setOutcome(outcome);
        said << tr("%1: %2 (was %3)")
                    .arg(outcome.test, judge::verdictCode(outcome.verdict),
                         before ? judge::verdictCode(before->verdict) : QStringLiteral("—"));
    }
    summary_->setText(report.verdict == judge::Verdict::CE ? tr("<b>CE</b>: the solution does not compile now")
                                                           : said.join(QStringLiteral("; ")).toHtmlEscaped());
    showSelectedTest(); // its details are those of the new run
}

void JudgingView::problemOpened(const problem::Problem& problem) {
    setBusy(false);
    if (!std::exchange(openingFromField_, false) && problem.directory != openDirectory_)
        problemPath_->setText(QDir::toNativeSeparators(problem.directory));
    openDirectory_ = problem.directory;
    model_->setProblem(problem);
    tree_->expandAll();
    fitColumns();
    progress_->setRange(0, model_->totalTests());
    progress_->setValue(0);
    progress_->setTextVisible(true);
    QString summary = tr("<b>%1</b>: %2 tests").arg(problem.name.toHtmlEscaped()).arg(model_->totalTests());
    for (const QString& warning : problem.warnings)
        summary += QStringLiteral("<br><span style='color:#b26a00'>%1</span>").arg(warning.toHtmlEscaped());
    summary_->setText(summary);
    interactive_ = problem.validation.interactive;
    // libinteractive's two processes are the contestant's module and the problemsetter's Main.
    const bool libinteractive = problem.interactorProtocol == QLatin1String("libinteractive");
    transcriptModel_->setSideNames(libinteractive ? tr("Contestant") : tr("Program"),
                                   libinteractive ? tr("Main") : tr("Interactor"));
    recordInteractions_->setEnabled(interactive_);
    recordInteractions_->setChecked(controller_->interactionRule() == problem::InteractionRule::Recorded);
    if (std::exchange(judgeWhenOpen_, false)) startJudging();
}

void JudgingView::judgingStarted(const QString& description) {
    setBusy(true);
    model_->setProblem(controller_->problem());
    tree_->expandAll();
    progress_->setRange(0, model_->totalTests());
    progress_->setValue(0);
    summary_->setText(description.toHtmlEscaped() + QStringLiteral("…"));
}

void JudgingView::testFinished(const judge::TestOutcome& outcome, int done, int total) {
    live_.finish(outcome.test);
    if (chart_->shownTest() == outcome.test) chart_->markVerdict(judge::verdictCode(outcome.verdict), wallMs(outcome));
    showRunning();
    model_->setOutcome(outcome);
    progress_->setRange(0, total);
    progress_->setValue(done);
}

// With several workers many tests run at once: the graph stays on one of them (the one picked, else
// the oldest running) until it ends, and only grows meanwhile.
void JudgingView::samplesArrived(const QList<session::TestSamples>& batch) {
    for (const session::TestSamples& samples : batch)
        live_.add(samples);
    showRunning();
    const QString followed = live_.followed(pickedTest_);
    if (followed.isEmpty() || !live_.isRunning(followed)) return;
    if (chart_->shownTest() != followed) {
        chart_->showSeries(followed, live_.points(followed));
        return;
    }
    for (const session::TestSamples& samples : batch)
        if (samples.test == followed) chart_->addPoints(samples.points);
}

void JudgingView::fitColumns() {
    for (int column = 0; column + 1 < model_->columnCount(); ++column)
        tree_->resizeColumnToContents(column);
    // Before any test has run the time and memory columns fit their titles alone, and the values arriving
    // during the judging read "2...." until it ends: room for a long time and a large memory from the start.
    const QFontMetrics metrics = tree_->fontMetrics();
    const int padding = 2 * metrics.horizontalAdvance(QLatin1Char('M'));
    const auto makeRoom = [&](int column, const QString& widest) {
        tree_->setColumnWidth(column,
                              std::max(tree_->columnWidth(column), metrics.horizontalAdvance(widest) + padding));
    };
    makeRoom(JudgingModel::Time, formatSeconds(std::chrono::milliseconds(99'999)));
    makeRoom(JudgingModel::Memory, formatMebibytes(uint64_t(9999) << 20));
}

void JudgingView::showRunning() {
    sparklines_->showRuns(live_, live_.followed(pickedTest_));
    // One test at a time has nothing to put beside the big chart.
    sparklineArea_->setVisible(live_.running().size() > 1 ||
                               (sparklineArea_->isVisible() && !live_.running().isEmpty()));
}

void JudgingView::judgingFinished(const judge::JudgeReport& report) {
    setBusy(false);
    live_.clear();
    sparklines_->clear();
    sparklineArea_->hide();
    const int memoryMiB = report.memoryMiB > 0 ? report.memoryMiB : controller_->problem().limits.memoryMiB;
    chart_->setLimits(report.timeLimit * 1000, memoryMiB);
    model_->setReport(report);
    fitColumns();
    progress_->setValue(model_->finishedTests());
    QString text = tr("<b>%1</b> (%2)").arg(judge::verdictCode(report.verdict), judge::verdictName(report.verdict));
    // Where the package's system has its own word for it, that word too, and what the deciding test shows.
    if (const QString word = judge::systemVerdict(report); word != judge::verdictCode(report.verdict))
        text += tr(" — %1 says <b>%2</b>").arg(judge::systemName(report.dialect.dialect), word);
    if (report.compile.compiled && report.verdict != judge::Verdict::CE)
        text += tr(" — score %1, slowest %2 s, most memory %3 MiB")
                    .arg(report.score)
                    .arg(report.maxTime.count() / 1e9, 0, 'f', 3)
                    .arg(report.maxMemory / 1048576.0, 0, 'f', 1);
    for (const auto& test : report.tests)
        if (test.verdict == report.verdict && !test.explanation.isEmpty()) {
            text += QStringLiteral("<br>%1").arg(tr("%1: %2").arg(test.test, test.explanation).toHtmlEscaped());
            break;
        }
    // Which limits judged it, and why those: a package naming none gets a default, and says so.
    if (report.timeLimit > 0) {
        QString limits = tr("Time limit %1 s").arg(report.timeLimit);
        if (!report.timeLimitSource.isEmpty()) limits += tr(" (%1)").arg(report.timeLimitSource);
        limits += tr(", memory limit %1 MiB").arg(memoryMiB);
        if (!report.memoryLimitSource.isEmpty()) limits += tr(" (%1)").arg(report.memoryLimitSource);
        text += QStringLiteral("<br><small>%1</small>").arg(limits.toHtmlEscaped());
    }
    // An output-only submission: which answers it held, in place of a compiler's say.
    if (const auto& program = report.compile.program; program && program->language->takesAnswers)
        text += QStringLiteral("<br><small>%1</small>").arg(report.compile.compilerOutput.trimmed().toHtmlEscaped());
    summary_->setText(text);
    if (report.verdict == judge::Verdict::CE) {
        messages_->setPlainText(tr("Compilation failed:\n\n") + report.compile.compilerOutput);
        details_->setCurrentWidget(messages_);
    }
    // The first rejected test is what a person looks at first, on the tab that shows why (from the source
    // they judged; a tab they chose stays).
    for (const auto& test : report.tests)
        if (test.verdict != judge::Verdict::AC && test.verdict != judge::Verdict::NotRun) {
            tree_->setCurrentIndex(model_->indexOfTest(test.test));
            if (details_->currentWidget() == source_) details_->setCurrentWidget(tabExplaining(test.verdict));
            break;
        }
}

QWidget* JudgingView::tabExplaining(judge::Verdict verdict) const {
    switch (verdict) {
    case judge::Verdict::WA:
    case judge::Verdict::PE: return interactive_ ? transcriptTable_->parentWidget() : sideBySide_;
    case judge::Verdict::TLE:
    case judge::Verdict::ILE:
    case judge::Verdict::MLE:
    case judge::Verdict::OLE: return chart_->parentWidget();
    default: return messages_;
    }
}

void JudgingView::showReport(const judge::JudgeReport& report, const QString& source, const QString& test) {
    setSources({source});
    model_->setProblem(controller_->problem());
    tree_->expandAll();
    judgingFinished(report);
    if (const QModelIndex cell = model_->indexOfTest(test); cell.isValid()) tree_->setCurrentIndex(cell);
}

void JudgingView::failed(const QString& message) {
    setBusy(false);
    openingFromField_ = false;
    judgeWhenOpen_ = false; // a problem opened later is not judged for a request that failed
    summary_->setText(QStringLiteral("<span style='color:#c62828'><b>%1</b></span>").arg(message.toHtmlEscaped()));
}

void JudgingView::setBusy(bool busy) {
    judgeButton_->setEnabled(!busy);
    cancelButton_->setEnabled(busy);
    recordInteractions_->setEnabled(!busy && interactive_);
}

} // namespace jd::ui
