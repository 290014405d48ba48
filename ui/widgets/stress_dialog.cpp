#include "stress_dialog.h"

#include "judge/stress_roles.h"
#include "judge/test_generation.h"
#include "judge/verdict.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace jd::ui {
namespace {

// The start of a file, enough to see what the test is; the whole is added, not this.
QString head(const QString& path) {
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) return StressDialog::tr("(nothing)");
    constexpr qint64 kShown = 64 << 10;
    const QByteArray bytes = file.read(kShown);
    QString text = QString::fromUtf8(bytes);
    if (file.size() > kShown) text += StressDialog::tr("\n… (%1 bytes in all)").arg(file.size());
    return text;
}

QPlainTextEdit* fileView(const QString& name, QWidget* parent) {
    auto* view = new QPlainTextEdit(parent);
    view->setObjectName(name);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFont(QStringLiteral("monospace")));
    return view;
}

void addFile(QComboBox* box, const QString& path, const QString& root) {
    if (path.isEmpty() || box->findData(path) >= 0) return;
    box->addItem(QDir::toNativeSeparators(QDir(root).relativeFilePath(path)), path);
}

void select(QComboBox* box, const QString& path) {
    if (const int index = box->findData(path); index >= 0) box->setCurrentIndex(index);
}

// A "…" beside a choice: any file of the machine, for a generator or solution kept elsewhere.
QToolButton* browseFor(QComboBox* box, const QString& root, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(QStringLiteral("…"));
    button->setToolTip(StressDialog::tr("Choose another file"));
    QObject::connect(button, &QToolButton::clicked, parent, [box, root, parent] {
        const QString path = QFileDialog::getOpenFileName(parent, StressDialog::tr("Choose a source"), root);
        if (path.isEmpty()) return;
        addFile(box, QFileInfo(path).absoluteFilePath(), root);
        select(box, QFileInfo(path).absoluteFilePath());
    });
    return button;
}

QHBoxLayout* withBrowse(QComboBox* box, const QString& root, QWidget* parent) {
    box->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* row = new QHBoxLayout;
    row->addWidget(box, 1);
    row->addWidget(browseFor(box, root, parent));
    return row;
}

} // namespace

StressDialog::StressDialog(const problem::Problem& problem, const problem::TestRecipes& recipes,
                           const QStringList& sourcesBeside, const QString& readOnlyReason, QWidget* parent)
    : QDialog(parent)
    , generator_(new QComboBox(this))
    , arguments_(new QLineEdit(this))
    , reference_(new QComboBox(this))
    , candidate_(new QComboBox(this))
    , rounds_(new QSpinBox(this))
    , seconds_(new QSpinBox(this))
    , start_(new QPushButton(tr("Start"), this))
    , status_(new QLabel(this))
    , input_(fileView(QStringLiteral("counterexampleInput"), this))
    , expected_(fileView(QStringLiteral("counterexampleExpected"), this))
    , got_(fileView(QStringLiteral("counterexampleGot"), this))
    , name_(new QLineEdit(this))
    , addTest_(new QPushButton(tr("Add as Test"), this)) {
    setObjectName(QStringLiteral("stressDialog"));
    setWindowTitle(tr("Stress Test — %1").arg(problem.name.isEmpty() ? problem.shortName : problem.name));

    // Generators: those the recipes use first, then every other source beside them.
    QString firstArguments;
    for (const problem::TestRecipe& recipe : recipes.recipes) {
        addFile(generator_, recipe.generator, problem.directory);
        if (firstArguments.isEmpty() && !recipe.generator.isEmpty())
            for (const QString& argument : recipe.arguments)
                if (argument.contains(QStringLiteral("random"))) firstArguments = QStringLiteral("random {seed}");
    }
    addFile(generator_, judge::generatorByName(sourcesBeside), problem.directory);
    for (const QString& folder : {QStringLiteral("generators"), QStringLiteral("files")})
        for (const QFileInfo& file :
             QDir(QDir(problem.directory).filePath(folder)).entryInfoList(QDir::Files, QDir::Name))
            if (file.suffix() != "yaml" && file.suffix() != "h" && file.suffix() != "md")
                addFile(generator_, file.absoluteFilePath(), problem.directory);
    arguments_->setText(firstArguments.isEmpty() ? QStringLiteral("{seed}") : firstArguments);
    arguments_->setToolTip(tr("{seed} becomes the round's seed; without it the seed is added last"));

    const QString main = judge::mainCorrectSolution(problem, recipes);
    for (const problem::Submission& submission : problem.submissions) {
        addFile(reference_, submission.path, problem.directory);
        addFile(candidate_, submission.path, problem.directory);
    }
    for (const QString& source : sourcesBeside) {
        addFile(generator_, source, problem.directory);
        if (judge::namedAsGenerator(source)) continue;
        addFile(reference_, source, problem.directory);
        addFile(candidate_, source, problem.directory);
    }
    select(reference_, main);
    if (main.isEmpty()) select(reference_, judge::referenceByName(sourcesBeside));
    // The first solution expected to fail is the natural one to hunt a counterexample for; beside bare tests,
    // the first that is neither the reference nor a generator (the solution being written).
    bool candidateChosen = false;
    for (const problem::Submission& submission : problem.submissions)
        if (!submission.expectedVerdicts.contains(QStringLiteral("AC"))) {
            select(candidate_, submission.path);
            candidateChosen = true;
            break;
        }
    if (!candidateChosen)
        for (int index = 0; index < candidate_->count(); ++index)
            if (candidate_->itemData(index) != reference_->currentData()) {
                candidate_->setCurrentIndex(index);
                break;
            }
    rounds_->setRange(1, 1000000);
    rounds_->setValue(1000);
    seconds_->setRange(1, 24 * 3600);
    seconds_->setValue(120);
    seconds_->setSuffix(tr(" s"));
    generator_->setObjectName(QStringLiteral("stressGenerator"));
    candidate_->setObjectName(QStringLiteral("stressCandidate"));
    start_->setObjectName(QStringLiteral("stressStart"));
    status_->setObjectName(QStringLiteral("stressStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    addTest_->setObjectName(QStringLiteral("stressAddTest"));
    readOnlyReason_ = readOnlyReason;
    if (!readOnlyReason.isEmpty()) addTest_->setToolTip(readOnlyReason);
    addTest_->setEnabled(false);
    name_->setEnabled(false);

    auto* form = new QFormLayout;
    form->addRow(tr("Generator:"), withBrowse(generator_, problem.directory, this));
    form->addRow(tr("Arguments:"), arguments_);
    form->addRow(tr("Reference:"), withBrowse(reference_, problem.directory, this));
    form->addRow(tr("Solution under test:"), withBrowse(candidate_, problem.directory, this));
    auto* bounds = new QHBoxLayout;
    bounds->addWidget(rounds_);
    bounds->addWidget(new QLabel(tr("rounds, at most"), this));
    bounds->addWidget(seconds_);
    bounds->addStretch();
    form->addRow(tr("At most:"), bounds);

    auto* found = new QGroupBox(tr("Counterexample"), this);
    auto* grid = new QGridLayout(found);
    grid->addWidget(new QLabel(tr("Input"), found), 0, 0);
    grid->addWidget(new QLabel(tr("Expected (reference)"), found), 0, 1);
    grid->addWidget(new QLabel(tr("Got"), found), 0, 2);
    grid->addWidget(input_, 1, 0);
    grid->addWidget(expected_, 1, 1);
    grid->addWidget(got_, 1, 2);
    auto* addRow = new QHBoxLayout;
    addRow->addStretch();
    addRow->addWidget(new QLabel(tr("Test name:"), found));
    addRow->addWidget(name_);
    addRow->addWidget(addTest_);
    grid->addLayout(addRow, 2, 0, 1, 3);

    auto* run = new QHBoxLayout;
    run->addWidget(status_, 1);
    run->addWidget(start_);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(run);
    layout->addWidget(found, 1);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::finished, this, [this] {
        if (running_) emit stopRequested();
    });
    connect(start_, &QPushButton::clicked, this, [this] {
        if (running_) return emit stopRequested();
        auto chosen = options();
        if (!chosen) return showFailure(QString::fromStdString(chosen.error()));
        found_.reset();
        for (QPlainTextEdit* view : {input_, expected_, got_})
            view->clear();
        addTest_->setEnabled(false);
        name_->setEnabled(false);
        setRunning(true);
        status_->setText(tr("Starting…"));
        emit startRequested(*chosen);
    });
    connect(addTest_, &QPushButton::clicked, this, [this] {
        if (!found_) return;
        emit addTestRequested(testName(), found_->input, found_->answer);
        addTest_->setEnabled(false);
        status_->setText(tr("Added as the test %1").arg(testName()));
    });
    resize(900, 620);
}

Result<judge::StressOptions> StressDialog::options() const {
    judge::StressOptions chosen;
    chosen.generator = generator_->currentData().toString();
    chosen.reference = reference_->currentData().toString();
    chosen.candidate = candidate_->currentData().toString();
    if (chosen.generator.isEmpty()) return fail(tr("Choose a generator.").toStdString());
    if (chosen.reference.isEmpty() || chosen.candidate.isEmpty())
        return fail(tr("Choose a reference and a solution to test.").toStdString());
    if (chosen.reference == chosen.candidate)
        return fail(tr("The reference and the solution under test are the same file.").toStdString());
    auto words = problem::splitCommand(arguments_->text());
    if (!words) return fail(tr("Arguments: %1").arg(QString::fromStdString(words.error())).toStdString());
    chosen.arguments = *words;
    chosen.rounds = rounds_->value();
    chosen.budget = std::chrono::seconds(seconds_->value());
    return chosen;
}

void StressDialog::setRunning(bool running) {
    running_ = running;
    start_->setText(running ? tr("Stop") : tr("Start"));
    for (QWidget* field :
         std::initializer_list<QWidget*>{generator_, arguments_, reference_, candidate_, rounds_, seconds_})
        field->setEnabled(!running);
}

void StressDialog::showRounds(int rounds) { status_->setText(tr("%n round(s), no difference yet", nullptr, rounds)); }

void StressDialog::showReport(const judge::StressReport& report) {
    setRunning(false);
    if (!report.found) {
        status_->setText(tr("No counterexample: %1.").arg(report.endedBecause));
        return;
    }
    found_ = report.found;
    const judge::TestOutcome& outcome = found_->outcome;
    status_->setText(
        tr("<b>%1</b> on seed %2 (generator arguments: %3)%4")
            .arg(judge::verdictName(outcome.verdict))
            .arg(found_->seed)
            .arg(found_->arguments.join(' ').toHtmlEscaped())
            .arg(outcome.message.isEmpty() ? QString() : QStringLiteral(": ") + outcome.message.toHtmlEscaped()));
    input_->setPlainText(head(found_->input));
    expected_->setPlainText(head(found_->answer));
    got_->setPlainText(head(found_->output));
    name_->setText(QStringLiteral("secret/stress-%1").arg(found_->seed));
    name_->setEnabled(readOnlyReason_.isEmpty());
    addTest_->setEnabled(readOnlyReason_.isEmpty());
}

void StressDialog::showFailure(const QString& message) {
    setRunning(false);
    status_->setText(message.toHtmlEscaped().replace('\n', QStringLiteral("<br>")));
}

QString StressDialog::testName() const { return name_->text().trimmed(); }

} // namespace jd::ui
