#include "tests_page.h"

#include "group_settings_editor.h"
#include "models/tests_model.h"
#include "problem/package_archive.h"
#include "problem/problem_writer.h"
#include "test_data_editor.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoCommand>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

TestsPage::TestsPage(QWidget* parent)
    : QWidget(parent)
    , model_(new TestsModel(this))
    , tree_(new QTreeView(this))
    , banner_(new QLabel(this))
    , validation_(new QLabel(this))
    , input_(new TestDataEditor(this))
    , answer_(new TestDataEditor(this))
    , add_(new QPushButton(tr("Add"), this))
    , duplicate_(new QPushButton(tr("Duplicate"), this))
    , rename_(new QPushButton(tr("Rename…"), this))
    , move_(new QPushButton(tr("Move to"), this))
    , up_(new QPushButton(tr("Up"), this))
    , down_(new QPushButton(tr("Down"), this))
    , delete_(new QPushButton(tr("Delete…"), this))
    , import_(new QPushButton(tr("Import…"), this))
    , validate_(new QPushButton(tr("Validate Inputs"), this))
    , command_(new QLineEdit(this))
    , save_(new QPushButton(tr("Save Test"), this))
    , generateOne_(new QPushButton(tr("Generate"), this))
    , regenerate_(new QPushButton(tr("Regenerate All"), this))
    , stress_(new QPushButton(tr("Stress Test…"), this))
    , right_(new QStackedWidget(this))
    , groupEditor_(new GroupSettingsEditor(this)) {
    setObjectName(QStringLiteral("testsPage"));
    tree_->setModel(model_);
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->header()->setStretchLastSection(true);
    banner_->setWordWrap(true);
    banner_->hide();
    add_->setToolTip(tr("A new empty test in the selected group, numbered after its last"));
    rename_->setShortcut(QKeySequence(Qt::Key_F2));
    delete_->setShortcut(QKeySequence::Delete);
    move_->setMenu(new QMenu(move_)); // filled with the groups as it opens
    connect(move_->menu(), &QMenu::aboutToShow, this, [this] {
        QMenu* menu = move_->menu();
        menu->clear();
        for (const QString& group : model_->groupNames())
            if (group != currentGroup()) menu->addAction(group, this, [this, group] { moveTest(group); });
        menu->addSeparator();
        menu->addAction(tr("New Group…"), this, [this] {
            bool ok = false;
            const QString group = QInputDialog::getText(this, tr("Move to a new group"), tr("Group (below data/):"),
                                                        QLineEdit::Normal, QStringLiteral("secret/"), &ok);
            if (ok && !group.trimmed().isEmpty()) moveTest(group.trimmed());
        });
    });

    // Two rows: in one the page would ask for some 700 pixels on its own, taken from the workspace panel.
    auto* buttons = new QHBoxLayout;
    auto* moreButtons = new QHBoxLayout;
    up_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    down_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    up_->setToolTip(tr("Earlier in its group: trades names with the test above (Alt+Up)"));
    down_->setToolTip(tr("Later in its group: trades names with the test below (Alt+Down)"));
    for (QPushButton* button : {add_, duplicate_, rename_, move_})
        buttons->addWidget(button);
    buttons->addStretch();
    for (QPushButton* button : {up_, down_, delete_, import_})
        moreButtons->addWidget(button);
    moreButtons->addStretch();
    // Work on every test, apart from the edits of one.
    auto* work = new QHBoxLayout;
    work->addWidget(validate_);
    work->addWidget(regenerate_);
    work->addWidget(stress_);
    work->addWidget(validation_, 1);
    regenerate_->setObjectName(QStringLiteral("regenerateAll"));
    stress_->setObjectName(QStringLiteral("stressTest"));
    command_->setObjectName(QStringLiteral("generatorCommand"));
    command_->setPlaceholderText(tr("made by hand — or a generator and its arguments, e.g. gen.py 10 {seed}"));
    generateOne_->setToolTip(tr("Runs this test's generator, validates the input and writes its answer"));
    validation_->setObjectName(QStringLiteral("validationSummary"));
    validate_->setObjectName(QStringLiteral("validateInputs"));
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(banner_);
    leftLayout->addLayout(buttons);
    leftLayout->addLayout(moreButtons);
    leftLayout->addLayout(work);
    leftLayout->addWidget(tree_);

    auto* files = new QTabWidget(this);
    files->addTab(input_, tr("Input"));
    files->addTab(answer_, tr("Answer"));
    auto* testPane = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(testPane);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(files);
    auto* generatorRow = new QHBoxLayout;
    generatorRow->addWidget(new QLabel(tr("Generator:"), this));
    generatorRow->addWidget(command_, 1);
    generatorRow->addWidget(generateOne_);
    rightLayout->addLayout(generatorRow);
    auto* saveRow = new QHBoxLayout;
    saveRow->addStretch();
    saveRow->addWidget(save_);
    rightLayout->addLayout(saveRow);

    right_->addWidget(testPane);
    right_->addWidget(groupEditor_);
    auto* split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    auto* save = new QShortcut(QKeySequence::Save, this);
    save->setContext(Qt::WidgetWithChildrenShortcut);
    connect(save, &QShortcut::activated, this, &TestsPage::saveTest);
    connect(add_, &QPushButton::clicked, this, &TestsPage::addTest);
    connect(duplicate_, &QPushButton::clicked, this, &TestsPage::duplicateTest);
    connect(rename_, &QPushButton::clicked, this, &TestsPage::chooseRename);
    connect(delete_, &QPushButton::clicked, this, &TestsPage::confirmDelete);
    connect(up_, &QPushButton::clicked, this, [this] { moveTestBy(-1); });
    connect(down_, &QPushButton::clicked, this, [this] { moveTestBy(1); });
    connect(import_, &QPushButton::clicked, this, &TestsPage::chooseImport);
    connect(save_, &QPushButton::clicked, this, &TestsPage::saveTest);
    connect(validate_, &QPushButton::clicked, this, [this] {
        model_->clearInputChecks();
        validation_->setText(tr("Validating…"));
        emit validateRequested();
    });
    connect(regenerate_, &QPushButton::clicked, this, [this] { emit regenerateRequested({}); });
    connect(generateOne_, &QPushButton::clicked, this, [this] { emit regenerateRequested({currentTest()}); });
    connect(stress_, &QPushButton::clicked, this, &TestsPage::stressRequested);
    connect(command_, &QLineEdit::editingFinished, this, [this] {
        const QString command = command_->text().trimmed();
        const problem::TestRecipe* recipe = recipes_.find(currentTest());
        if (!currentTest().isEmpty() && command != (recipe ? recipe->command() : QString()))
            setGeneratorCommand(command);
    });
    connect(tree_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &TestsPage::showCurrent);
    connect(groupEditor_, &GroupSettingsEditor::applyRequested, this, &TestsPage::applyGroupSettings);
    for (TestDataEditor* editor : {input_, answer_})
        connect(editor, &TestDataEditor::modifiedChanged, this, &TestsPage::updateButtons);
    connect(&working_, &QFutureWatcher<Result<QString>>::finished, this, &TestsPage::finishCurrent);
    updateButtons();
}

void TestsPage::setProblem(const problem::Problem& problem, const QString& testsReadOnlyReason,
                           const QString& settingsReadOnlyReason) {
    const QModelIndex selected = tree_->currentIndex();
    const QString shown = selected.data(TestsModel::IsGroupRole).toBool()
                              ? selected.data(TestsModel::GroupNameRole).toString()
                              : currentTest();
    const QString keep = selectAfterReload_.isEmpty() ? shown : std::exchange(selectAfterReload_, {});
    if (problem.directory != problem_.directory) history_.clear(); // its steps name another problem's tests
    problem_ = problem;
    readOnly_ = !testsReadOnlyReason.isEmpty();
    settingsReadOnlyReason_ = settingsReadOnlyReason;
    banner_->setText(testsReadOnlyReason);
    banner_->setVisible(readOnly_);
    input_->setReadOnly(readOnly_);
    answer_->setReadOnly(readOnly_);
    model_->setProblem(problem);
    auto recipes = problem::readTestRecipes(problem);
    recipes_ = recipes ? *recipes : problem::TestRecipes{};
    model_->setRecipes(recipes_);
    applyPendingGeneration();
    if (!recipes) emit failed(QString::fromStdString(recipes.error()));
    tree_->expandAll();
    for (int column :
         {TestsModel::Name, TestsModel::Sample, TestsModel::Points, TestsModel::InputSize, TestsModel::AnswerSize})
        tree_->resizeColumnToContents(column);
    // Long commands are elided: the test's name keeps its room.
    tree_->resizeColumnToContents(TestsModel::Generator);
    tree_->header()->resizeSection(TestsModel::Generator,
                                   std::clamp(tree_->header()->sectionSize(TestsModel::Generator), 80, 240));
    if (const QModelIndex again =
            model_->indexOfTest(keep).isValid() ? model_->indexOfTest(keep) : model_->indexOfGroup(keep);
        again.isValid())
        tree_->setCurrentIndex(again);
    else
        showCurrent();
    updateButtons();
}

void TestsPage::showValidation(const judge::InputValidationReport& report) {
    const int invalid = report.count(judge::InputValidity::Invalid);
    const int failed = report.count(judge::InputValidity::ValidatorFailed);
    if (invalid + failed == 0) {
        validation_->setText(tr("All %n input(s) valid", nullptr, report.count(judge::InputValidity::Valid)));
        return;
    }
    QStringList parts;
    if (invalid) parts << tr("%n invalid", nullptr, invalid);
    if (failed) parts << tr("the validator failed on %n", nullptr, failed);
    validation_->setText(QStringLiteral("<b>%1</b>").arg(parts.join(QStringLiteral(", "))));
    // The first refused test is shown: its input is what needs fixing.
    for (const judge::InputCheck& check : report.checks)
        if (check.validity != judge::InputValidity::Valid) {
            tree_->setCurrentIndex(model_->indexOfTest(check.test));
            break;
        }
}

QString TestsPage::currentTest() const { return tree_->currentIndex().data(TestsModel::TestNameRole).toString(); }

QString TestsPage::currentGroup() const {
    const QString group = tree_->currentIndex().data(TestsModel::GroupNameRole).toString();
    return group.isEmpty() ? QStringLiteral("secret") : group;
}

const problem::TestGroup* TestsPage::findGroup(const problem::TestGroup& group, const QString& name,
                                               problem::GroupSettings& inherited) {
    for (const problem::TestGroup& child : group.groups) {
        if (child.name == name) {
            inherited = group.settings;
            return &child;
        }
        if (const problem::TestGroup* found = findGroup(child, name, inherited)) return found;
    }
    return nullptr;
}

void TestsPage::showCurrent() {
    const QModelIndex current = tree_->currentIndex();
    const bool test = current.isValid() && !current.data(TestsModel::IsGroupRole).toBool();
    problem::GroupSettings inherited;
    const problem::TestGroup* group =
        current.isValid() && !test
            ? findGroup(problem_.data, current.data(TestsModel::GroupNameRole).toString(), inherited)
            : nullptr;
    if (group) { groupEditor_->setGroup(problem_, *group, inherited, settingsReadOnlyReason_); }
    right_->setCurrentWidget(group ? static_cast<QWidget*>(groupEditor_) : right_->widget(0));
    command_->setText(test ? current.data(TestsModel::GeneratorCommandRole).toString() : QString());
    input_->open(test ? current.data(TestsModel::InputFileRole).toString() : QString());
    answer_->open(test ? current.data(TestsModel::AnswerFileRole).toString() : QString());
    updateButtons();
}

void TestsPage::updateButtons() {
    const bool loaded = !problem_.directory.isEmpty() && !readOnly_;
    const bool test = !currentTest().isEmpty();
    add_->setEnabled(loaded);
    import_->setEnabled(loaded);
    const bool validators = problem_.hasInputValidators();
    validate_->setEnabled(validators);
    validate_->setToolTip(validators ? tr("Runs %1 on every test's input")
                                           .arg(problem_.inputValidators.size() == 1
                                                    ? QFileInfo(problem_.inputValidators.first()).fileName()
                                                    : tr("the input validators"))
                                     : tr("The problem has no input validator (input_validators/ in a Kattis "
                                          "package, validators in Polygon's)"));
    for (QPushButton* button : {duplicate_, rename_, move_, delete_})
        button->setEnabled(loaded && test);
    up_->setEnabled(loaded && test && !neighbourOf(currentTest(), -1).isEmpty());
    down_->setEnabled(loaded && test && !neighbourOf(currentTest(), 1).isEmpty());
    // Generated tests are remade in place even in a Polygon package (its tests are its generators' output);
    // an archive's unpacked copy is not worth writing.
    const bool writable =
        !problem_.directory.isEmpty() && !problem_.directory.startsWith(problem::defaultPackageCache());
    regenerate_->setEnabled(writable && !recipes_.recipes.isEmpty());
    regenerate_->setToolTip(
        recipes_.recipes.isEmpty()
            ? tr("No test says how it is made: give one a generator command below")
            : tr("Runs every generator (%1), the validators, and the main solution for the answers")
                  .arg(QDir::toNativeSeparators(QDir(problem_.directory).relativeFilePath(recipes_.file))));
    const bool generated = test && !command_->text().trimmed().isEmpty() && recipes_.find(currentTest());
    generateOne_->setEnabled(writable && generated);
    command_->setEnabled(
        loaded && test &&
        settingsReadOnlyReason_.isEmpty()); // another system's package is read-only: its generators are its own
    stress_->setEnabled(!problem_.directory.isEmpty() && !problem_.validation.interactive);
    save_->setEnabled(loaded && test && (input_->isModified() || answer_->isModified()) && input_->isEditable() &&
                      answer_->isEditable());
}

void TestsPage::chooseRename() {
    bool ok = false;
    const QString to = QInputDialog::getText(this, tr("Rename test"), tr("New name (below data/):"), QLineEdit::Normal,
                                             currentTest(), &ok);
    if (ok && to.trimmed() != currentTest()) renameTest(to.trimmed());
}

void TestsPage::confirmDelete() {
    if (QMessageBox::question(
            this, tr("Delete test"),
            tr("Delete the test %1 and its files? Edit ▸ Undo brings them back.").arg(currentTest())) ==
        QMessageBox::Yes)
        deleteTest();
}

void TestsPage::chooseImport() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Import tests from a folder"));
    if (folder.isEmpty()) return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Import tests"));
    auto* rule = new QComboBox(&dialog);
    rule->addItem(tr("name.in + name.ans"), int(problem::PairingKind::InAns));
    rule->addItem(tr("name.in + name.out"), int(problem::PairingKind::InOut));
    rule->addItem(tr("N + N.a (Polygon)"), int(problem::PairingKind::NumberDotA));
    rule->addItem(tr("Two patterns"), int(problem::PairingKind::Patterns));
    auto* inputPattern = new QLineEdit(QStringLiteral(R"(input(\d+)\.txt)"), &dialog);
    auto* answerPattern = new QLineEdit(QStringLiteral(R"(output(\d+)\.txt)"), &dialog);
    auto* group = new QComboBox(&dialog);
    group->setEditable(true);
    group->addItems(model_->groupNames());
    group->setCurrentText(currentGroup());
    auto* found = new QListWidget(&dialog);
    auto* summary = new QLabel(&dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QList<problem::TestPair> pairs;
    auto refresh = [&] {
        const problem::PairingRule chosen{problem::PairingKind(rule->currentData().toInt()), inputPattern->text(),
                                          answerPattern->text()};
        inputPattern->setEnabled(chosen.kind == problem::PairingKind::Patterns);
        answerPattern->setEnabled(chosen.kind == problem::PairingKind::Patterns);
        found->clear();
        auto pairing = problem::pairTestFolder(folder, chosen);
        pairs = pairing ? pairing->pairs : QList<problem::TestPair>();
        for (const problem::TestPair& pair : pairs)
            found->addItem(QStringLiteral("%1 ← %2 + %3")
                               .arg(pair.key, QFileInfo(pair.input).fileName(), QFileInfo(pair.answer).fileName()));
        summary->setText(
            !pairing
                ? QString::fromStdString(pairing.error())
                : tr("%n test(s), %1 file(s) left unpaired", nullptr, int(pairs.size())).arg(pairing->unpaired.size()));
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!pairs.isEmpty());
    };
    connect(rule, &QComboBox::currentIndexChanged, &dialog, refresh);
    connect(inputPattern, &QLineEdit::textChanged, &dialog, refresh);
    connect(answerPattern, &QLineEdit::textChanged, &dialog, refresh);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* form = new QFormLayout(&dialog);
    form->addRow(tr("From:"), new QLabel(QDir::toNativeSeparators(folder), &dialog));
    form->addRow(tr("Pairing:"), rule);
    form->addRow(tr("Input pattern:"), inputPattern);
    form->addRow(tr("Answer pattern:"), answerPattern);
    form->addRow(tr("Into group:"), group);
    form->addRow(found);
    form->addRow(summary);
    form->addRow(buttons);
    refresh();
    dialog.resize(560, 480);
    if (dialog.exec() == QDialog::Accepted) importTests(group->currentText().trimmed(), pairs);
}

} // namespace jd::ui
