#include "problem_editor.h"

#include "judge/verdict_explanation.h"
#include "problem/dialect.h"
#include "problem/package_programs.h"
#include "problem/settings_fields.h"
#include "source_editor.h"
#include "statement_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

namespace jd::ui {

using Field = ProblemDocument::Field;

ProblemEditor::ProblemEditor(ProblemDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , banner_(new QLabel(this))
    , reload_(new QPushButton(tr("Reload from Disk"), this))
    , format_(new QLabel(this))
    , judgedBy_(new QComboBox(this))
    , validator_(new QLabel(this))
    , statement_(new StatementView(this))
    , scoring_(new QCheckBox(tr("Scoring"), this))
    , interactive_(new QCheckBox(tr("Interactive"), this))
    , multiPass_(new QCheckBox(tr("Multi-pass"), this))
    , typeReason_(new QLabel(this))
    , streams_(new QLabel(this))
    , limitsSource_(new QLabel(this))
    , saveButton_(new QPushButton(tr("Save"), this))
    , checker_(new QLabel(this))
    , chooseChecker_(new QPushButton(tr("Use a Checker File…"), this))
    , builtInChecker_(new QPushButton(tr("Use the Built-in Comparison"), this))
    , saveChecker_(new QPushButton(tr("Save Checker"), this))
    , checkerSource_(new SourceEditor(this)) {
    setObjectName(QStringLiteral("problemEditor"));
    banner_->setWordWrap(true);
    banner_->setAutoFillBackground(true);
    QPalette warning = banner_->palette();
    warning.setColor(QPalette::Window, QColor(0xf5, 0xc2, 0x6b, 120));
    banner_->setPalette(warning);
    banner_->setContentsMargins(8, 6, 8, 6);
    auto* bannerRow = new QHBoxLayout;
    bannerRow->addWidget(banner_, 1);
    bannerRow->addWidget(reload_);
    banner_->hide();
    reload_->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("Format:"), format_);
    // Another system's rules show how it would judge the package; the package's own are the default.
    for (problem::Dialect dialect : {problem::Dialect::Kattis, problem::Dialect::DOMjudge, problem::Dialect::Polygon,
                                     problem::Dialect::CMS, problem::Dialect::OmegaUp, problem::Dialect::JudgeDesk})
        judgedBy_->addItem(tr("%1's rules").arg(judge::systemName(dialect)), int(dialect));
    judgedBy_->setObjectName(QStringLiteral("judgedBy"));
    judgedBy_->setToolTip(tr("Whose rules judge the problem here: those of the system its package is for, unless "
                             "another is chosen to see how that one would judge it. The package is not changed."));
    judgedBy_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* judgedByRow = new QHBoxLayout;
    judgedByRow->addWidget(judgedBy_);
    judgedByRow->addStretch();
    form->addRow(tr("Judged by:"), judgedByRow);
    connect(judgedBy_, &QComboBox::activated, this, [this](int index) {
        emit dialectChosen(problem::Dialect(judgedBy_->itemData(index).toInt()));
        // What judges now: the choice, or the rules before it when it could not be made (a judging ran).
        judgedBy_->setCurrentIndex(judgedBy_->findData(int(document_->problem().dialect.dialect)));
    });
    const std::pair<Field, QString> rows[] = {
        {Field::Name, tr("Name:")},
        {Field::TimeLimit, tr("Time limit (s):")},
        {Field::MemoryLimit, tr("Memory limit (MiB):")},
        {Field::OutputLimit, tr("Output limit (MiB):")},
        {Field::ValidationPasses, tr("Validation passes:")},
        {Field::ValidatorFlags, tr("Validator flags:")},
    };
    for (const auto& [field, label] : rows) {
        auto* edit = new QLineEdit(this);
        auto* why = new QLabel(this);
        QPalette refused = why->palette();
        refused.setColor(QPalette::WindowText, QColor(0xc0, 0x39, 0x2b));
        why->setPalette(refused);
        why->setWordWrap(true);
        why->hide();
        auto* cell = new QVBoxLayout;
        cell->setSpacing(2);
        cell->addWidget(edit);
        cell->addWidget(why);
        if (field == Field::ValidatorFlags) cell->addWidget(validator_);
        if (field == Field::MemoryLimit) cell->addWidget(limitsSource_);
        form->addRow(label, cell);
        if (field == Field::ValidationPasses) passesRow_ = {form, cell};
        if (field == Field::OutputLimit) outputLabel_ = qobject_cast<QLabel*>(form->labelForField(cell));
        fields_.insert(int(field), edit);
        reasons_.insert(int(field), why);
        connect(edit, &QLineEdit::editingFinished, this, [this, field] { commit(field); });
    }
    // The type as three boxes: each toggle is one edit of the document, refused with its reason.
    auto* typeRow = new QHBoxLayout;
    for (auto* box : {scoring_, interactive_, multiPass_})
        typeRow->addWidget(box);
    typeRow->addStretch();
    auto* typeCell = new QVBoxLayout;
    typeCell->setSpacing(2);
    typeCell->addLayout(typeRow);
    typeCell->addWidget(typeReason_);
    typeReason_->setWordWrap(true);
    typeReason_->setObjectName(QStringLiteral("typeReason"));
    format_->setObjectName(QStringLiteral("packageFormat"));
    validator_->setObjectName(QStringLiteral("validatorNote"));
    QPalette refusedType = typeReason_->palette();
    refusedType.setColor(QPalette::WindowText, QColor(0xc0, 0x39, 0x2b));
    typeReason_->setPalette(refusedType);
    typeReason_->hide();
    form->insertRow(3, tr("Type:"), typeCell);
    streams_->setObjectName(QStringLiteral("streams"));
    limitsSource_->setObjectName(QStringLiteral("limitsSource"));
    limitsSource_->setWordWrap(true);
    limitsSource_->setEnabled(false); // drawn as a note, greyed
    form->insertRow(4, tr("Input and output:"), streams_);
    for (auto* box : {scoring_, interactive_, multiPass_})
        connect(box, &QCheckBox::toggled, this, &ProblemEditor::commitType);
    fields_.value(int(Field::ValidatorFlags))
        ->setPlaceholderText(tr("e.g. float_tolerance 1e-6, case_sensitive, space_change_sensitive"));

    checker_->setWordWrap(true);
    validator_->setWordWrap(true);
    checker_->setObjectName(QStringLiteral("checkerLabel"));
    auto* checkerButtons = new QHBoxLayout;
    checkerButtons->addWidget(chooseChecker_);
    checkerButtons->addWidget(builtInChecker_);
    checkerButtons->addStretch();
    checkerButtons->addWidget(saveChecker_);
    auto* checkerCell = new QVBoxLayout;
    checkerCell->addWidget(checker_);
    checkerCell->addLayout(checkerButtons);
    checkerCell->addWidget(checkerSource_, 1);
    // Without a checker's source to show, the words and buttons keep to the top of the row.
    checker_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    checkerCell->addStretch(0);
    form->addRow(tr("Checker:"), checkerCell);
    checkerSource_->setObjectName(QStringLiteral("checkerSource"));
    checkerSource_->setMinimumHeight(160);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(saveButton_);
    auto* settings = new QWidget(this);
    auto* settingsLayout = new QVBoxLayout(settings);
    settingsLayout->setContentsMargins(0, 0, 0, 0);
    settingsLayout->addLayout(form, 1);
    settingsLayout->addLayout(buttons);
    auto* split = new QSplitter(this);
    split->addWidget(settings);
    split->addWidget(statement_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bannerRow);
    layout->addWidget(split, 1);

    auto* save = new QShortcut(QKeySequence::Save, this);
    save->setContext(Qt::WidgetWithChildrenShortcut);
    connect(save, &QShortcut::activated, this, &ProblemEditor::save);
    connect(saveButton_, &QPushButton::clicked, this, &ProblemEditor::save);
    connect(reload_, &QPushButton::clicked, this, &ProblemEditor::reloadRequested);
    connect(chooseChecker_, &QPushButton::clicked, this, [this] {
        const QString source = QFileDialog::getOpenFileName(
            this, tr("A checker speaking Kattis's output validator protocol (42 accepts, 43 rejects)"),
            document_->problem().directory, tr("Sources (*.cpp *.cc *.c *.py *.java *.kt *.rs *.go);;All files (*)"));
        if (!source.isEmpty()) useChecker(source);
    });
    connect(builtInChecker_, &QPushButton::clicked, this, &ProblemEditor::useBuiltInComparison);
    connect(checkerSource_->document(), &QTextDocument::modificationChanged, saveChecker_, &QPushButton::setEnabled);
    connect(saveChecker_, &QPushButton::clicked, this, [this] {
        if (auto saved = checkerSource_->save(); !saved)
            emit statusMessage(tr("The checker was not saved: %1").arg(QString::fromStdString(saved.error())));
        else
            emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(checkerSource_->filePath())));
    });
    connect(document_, &ProblemDocument::loaded, this, &ProblemEditor::showDocument);
    connect(document_, &ProblemDocument::loaded, statement_, [this] { statement_->setProblem(document_->problem()); });
    connect(document_, &ProblemDocument::fieldChanged, this, &ProblemEditor::showField);
    connect(document_->undoStack(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { saveButton_->setEnabled(!clean && document_->readOnlyReason().isEmpty()); });
    connect(document_, &ProblemDocument::changedOnDisk, this, [this] {
        banner_->setText(document_->isModified()
                             ? tr("The package's settings changed on disk. Reloading drops your unsaved edits.")
                             : tr("The package's settings changed on disk."));
        banner_->show();
        reload_->show();
    });
    showDocument();
    statement_->setProblem(document_->problem());
}

// What the validator flags field means for the problem's checker.
static QString validatorNote(const problem::Problem& problem) {
    const QString validator = QFileInfo(problem.outputValidator).fileName();
    if (problem.formatVersion == "omegaup")
        return problem.outputValidator.isEmpty()
                   ? ProblemEditor::tr("omegaUp compares by its validator '%1' (settings.json); it takes no flags.")
                         .arg(problem.validation.comparison)
                   : ProblemEditor::tr("omegaUp gives its validator (%1) the case's name and the language, not "
                                       "flags.")
                         .arg(validator);
    const bool domjudge = problem.dialect.dialect == problem::Dialect::DOMjudge;
    if (domjudge && problem.validation.interactive && problem.outputValidatorProtocol != "testlib")
        return ProblemEditor::tr("DOMjudge runs the interactive validator (%1) without flags: these are not passed.")
            .arg(validator);
    const QString groupsReplace =
        domjudge ? ProblemEditor::tr(" On DOMjudge a group's own output_validator_flags replace them.") : QString();
    if (problem.outputValidator.isEmpty())
        return ProblemEditor::tr("The default validator compares tokens; these flags tune it.") + groupsReplace;
    if (problem.outputValidatorProtocol == "testlib")
        return ProblemEditor::tr("A testlib checker (%1) gets the input, the output and the answer, not flags.")
            .arg(validator);
    if (problem.outputValidatorProtocol == "cms")
        return ProblemEditor::tr("A CMS checker (%1) gets the input, the answer and the output, not flags.")
            .arg(validator);
    return ProblemEditor::tr("A custom validator (%1) gets these as arguments.").arg(validator) + groupsReplace;
}

// What kind of package the problem is, in the words of the system it comes from.
static QString packageKind(const problem::Problem& problem) {
    if (problem.formatVersion == "polygon") return ProblemEditor::tr("Polygon package");
    if (problem.formatVersion == "tps") return ProblemEditor::tr("TPS package");
    if (problem.formatVersion == "omegaup") return ProblemEditor::tr("omegaUp problem");
    if (problem.formatVersion == "plain" || problem.formatVersion == "bare")
        return ProblemEditor::tr("A folder of bare tests");
    if (problem.formatVersion == "legacy") return ProblemEditor::tr("Kattis legacy package");
    return ProblemEditor::tr("Kattis %1 package").arg(problem.declaredFormatVersion);
}

void ProblemEditor::showDocument() {
    const bool loaded = document_->isLoaded();
    const problem::Problem& problem = document_->problem();
    const QString readOnly = document_->readOnlyReason();
    banner_->setVisible(!readOnly.isEmpty() || !loaded);
    banner_->setText(!loaded ? tr("Open a problem to edit it: from the workspace panel, or File ▸ Open Problem.")
                             : readOnly);
    reload_->hide();
    format_->setText(loaded ? tr("%1 (%2), judged by %3 rules: %4")
                                  .arg(packageKind(problem), QDir::toNativeSeparators(problem.directory),
                                       problem::dialectName(problem.dialect.dialect), problem.dialect.reason)
                            : QString());
    format_->setWordWrap(true);
    judgedBy_->setEnabled(loaded);
    judgedBy_->setCurrentIndex(judgedBy_->findData(int(problem.dialect.dialect)));
    validator_->setText(validatorNote(problem));
    // A solution of standard streams fails a problem of files on every test: the files are said here.
    const QString reads = problem.inputFileName.isEmpty() ? tr("standard input") : problem.inputFileName;
    const QString writes = problem.outputFileName.isEmpty() ? tr("standard output") : problem.outputFileName;
    streams_->setText(!loaded ? QString()
                      : problem.inputFileName.isEmpty() && problem.outputFileName.isEmpty()
                          ? tr("standard input and output")
                          : tr("the program reads %1 and writes %2 in its working directory").arg(reads, writes));
    outputLabel_->setText(problem.limits.outputBytes ? tr("Output limit:") : tr("Output limit (MiB):"));
    // Where the limits came from, as judge and verify say it: a coach checks a unit against its file.
    QStringList sources;
    if (!problem.limits.timeLimitSource.isEmpty()) sources << tr("time %1").arg(problem.limits.timeLimitSource);
    if (!problem.limits.memorySource.isEmpty()) sources << tr("memory %1").arg(problem.limits.memorySource);
    if (!problem.limits.expectationsWrittenUnder.isEmpty()) sources << problem.limits.expectationsWrittenUnder;
    limitsSource_->setText(loaded ? sources.join(QStringLiteral("; ")) : QString());
    limitsSource_->setVisible(loaded && !sources.isEmpty());
    // Only Kattis's rules derive a missing time limit from the accepted solutions; the others take the default.
    field(Field::TimeLimit)
        ->setPlaceholderText(problem.dialect.dialect == problem::Dialect::Kattis
                                 ? tr("none: calibrated from the accepted solutions")
                                 : tr("none: the Settings page's limit for packages that name none"));
    for (auto it = fields_.begin(); it != fields_.end(); ++it) {
        it.value()->setEnabled(loaded);
        it.value()->setReadOnly(!readOnly.isEmpty());
        showField(Field(it.key()));
    }
    for (QCheckBox* box : {scoring_, interactive_, multiPass_})
        box->setEnabled(loaded && readOnly.isEmpty());
    multiPass_->setVisible(problem.formatVersion == "2025-09" || problem.validation.multiPass);

    showField(Field::Type);
    saveButton_->setEnabled(loaded && readOnly.isEmpty() && document_->isModified());
    showChecker();
}

// The file a checker directory starts from: its first source, headers aside.
static QString mainCheckerSource(const QString& validator) {
    const QFileInfo info(validator);
    if (!info.isDir()) return info.filePath();
    for (const QFileInfo& file : QDir(validator).entryInfoList(QDir::Files, QDir::Name))
        if (!QStringList{"h", "hpp", "hh", "txt", "md"}.contains(file.suffix().toLower())) return file.filePath();
    return {};
}

void ProblemEditor::showChecker() {
    const problem::Problem& problem = document_->problem();
    const bool loaded = document_->isLoaded();
    const bool writable = loaded && document_->readOnlyReason().isEmpty();
    const bool needsOwn = problem.validation.interactive || problem.validation.multiPass;
    const QString source = problem.outputValidator.isEmpty() ? QString() : mainCheckerSource(problem.outputValidator);
    if (!loaded)
        checker_->clear();
    else if (problem.outputValidator.isEmpty())
        checker_->setText(tr("The built-in comparison: tokens compared, numbers within the tolerance the validator "
                             "flags give."));
    else
        checker_->setText(tr("%1, speaking %2's protocol%3.")
                              .arg(QDir(problem.directory).relativeFilePath(source),
                                   problem.outputValidatorProtocol == "testlib"   ? tr("testlib")
                                   : problem.outputValidatorProtocol == "cms"     ? tr("CMS")
                                   : problem.outputValidatorProtocol == "omegaup" ? tr("omegaUp")
                                                                                  : tr("Kattis"),
                                   needsOwn ? tr(" (the problem needs it: interactive or multi-pass)") : QString()));
    chooseChecker_->setEnabled(writable);
    builtInChecker_->setEnabled(writable && !needsOwn && !problem.outputValidator.isEmpty());
    saveChecker_->setEnabled(false);
    checkerSource_->setVisible(!source.isEmpty());
    if (source.isEmpty()) return;
    if (auto opened = checkerSource_->openFile(source); !opened)
        checkerSource_->setPlainText(QString::fromStdString(opened.error()));
    checkerSource_->setReadOnly(!writable || !checkerSource_->savesAsRead());
}

bool ProblemEditor::useChecker(const QString& source) {
    auto placed = problem::setOutputValidator(document_->problem(), source);
    if (!placed) {
        emit statusMessage(tr("The checker was not set: %1").arg(QString::fromStdString(placed.error())));
        return false;
    }
    emit statusMessage(tr("The checker is now %1").arg(QDir::toNativeSeparators(*placed)));
    emit reloadRequested();
    return true;
}

bool ProblemEditor::useBuiltInComparison() {
    if (auto removed = problem::removeOutputValidator(document_->problem()); !removed) {
        emit statusMessage(tr("The checker was kept: %1").arg(QString::fromStdString(removed.error())));
        return false;
    }
    emit statusMessage(tr("The built-in comparison judges the outputs again"));
    emit reloadRequested();
    return true;
}

QCheckBox* ProblemEditor::typeBox(const QString& word) const {
    return word == "scoring" ? scoring_ : word == "interactive" ? interactive_ : multiPass_;
}

void ProblemEditor::commitType() {
    if (!document_->isLoaded()) return;
    const QString typed =
        problem::problemTypeText({scoring_->isChecked(), interactive_->isChecked(), multiPass_->isChecked()});
    if (auto applied = document_->edit(Field::Type, typed); !applied) {
        showField(Field::Type); // the boxes go back to what the problem is
        typeReason_->setText(QString::fromStdString(applied.error()));
        typeReason_->show();
        return;
    }
    showField(Field::Type);
}

void ProblemEditor::showField(Field field) {
    if (field == Field::Type) {
        const QStringList words = document_->text(Field::Type).split(' ');
        const std::pair<QCheckBox*, QString> boxes[] = {
            {scoring_, "scoring"}, {interactive_, "interactive"}, {multiPass_, "multi-pass"}};
        for (const auto& [box, word] : boxes) {
            const QSignalBlocker quiet(box);
            box->setChecked(words.contains(word));
        }
        typeReason_->hide();
        // The passes matter to a multi-pass problem only.
        if (passesRow_.first) passesRow_.first->setRowVisible(passesRow_.second, words.contains("multi-pass"));
        return;
    }
    fields_.value(int(field))->setText(document_->text(field));
    fields_.value(int(field))->setStyleSheet({});
    reasons_.value(int(field))->hide();
}

void ProblemEditor::commit(Field field) {
    QLineEdit* edit = fields_.value(int(field));
    if (!document_->isLoaded() || edit->isReadOnly()) return;
    if (auto applied = document_->edit(field, edit->text()); !applied) {
        // Refused: the typed text stays for correcting, marked, with the reason under it.
        reasons_.value(int(field))->setText(QString::fromStdString(applied.error()));
        reasons_.value(int(field))->show();
        edit->setStyleSheet(QStringLiteral("QLineEdit { border: 1px solid #c0392b; }"));
        return;
    }
    showField(field);
}

bool ProblemEditor::save() {
    for (auto it = fields_.begin(); it != fields_.end(); ++it)
        commit(Field(it.key())); // what is typed but not yet committed
    for (QLabel* why : reasons_)
        if (why->isVisible()) {
            emit statusMessage(tr("Not saved: a field is refused (%1)").arg(why->text()));
            return false;
        }
    if (auto saved = document_->save(); !saved) {
        emit statusMessage(tr("Not saved: %1").arg(QString::fromStdString(saved.error())));
        return false;
    }
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(document_->problem().directory)));
    return true;
}

} // namespace jd::ui
