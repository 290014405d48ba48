// The Tests page's edits: each an operation on the package's files run off the UI thread, in order, and a step
// of the page's undo history.
#include "group_settings_editor.h"
#include "models/tests_model.h"
#include "problem/package_archive.h"
#include "problem/problem_writer.h"
#include "test_data_editor.h"
#include "tests_page.h"

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

namespace {

// One step of the tests' history. It is pushed once done, so its first redo does nothing; undo and
// redo after it run the backward and forward operations off the UI thread, in order.
class TestStep : public QUndoCommand {
public:
    TestStep(TestsPage* page, const QString& text, TestsPage::Operation forward, TestsPage::Operation backward)
        : QUndoCommand(text)
        , page_(page)
        , forward_(std::move(forward))
        , backward_(std::move(backward)) {}
    void undo() override { page_->run(backward_); }
    void redo() override {
        if (std::exchange(done_, false)) return;
        page_->run(forward_);
    }

private:
    TestsPage* page_;
    TestsPage::Operation forward_, backward_;
    bool done_ = true;
};

} // namespace

void TestsPage::run(Operation operation) {
    queue_.push_back({std::move(operation), {}, {}});
    startNext();
}

void TestsPage::record(const QString& text, Operation forward, Operation backward) {
    queue_.push_back({forward, text, backward});
    startNext();
}

void TestsPage::startNext() {
    if (working_.isRunning() || queue_.empty()) return;
    setEnabled(false);
    current_ = std::move(queue_.front());
    queue_.pop_front();
    working_.setFuture(
        QtConcurrent::run([operation = current_.forward, problem = problem_] { return operation(problem); }));
}

void TestsPage::finishCurrent() {
    setEnabled(true);
    const Result<QString> done = working_.result();
    Job job = std::exchange(current_, {});
    if (done) {
        if (!job.text.isEmpty()) history_.push(new TestStep(this, job.text, job.forward, job.backward));
        selectAfterReload_ = done.value();
        emit changed(done.value());
    } else {
        emit failed(QString::fromStdString(done.error()));
    }
    startNext();
}

QString TestsPage::stashFor(const QString& what) {
    return stash_.filePath(QStringLiteral("%1-%2").arg(++stashed_).arg(QString(what).replace('/', '_')));
}

void TestsPage::addTest() {
    const QString name = problem::nextTestName(problem_, currentGroup());
    record(
        tr("Add test %1").arg(name),
        [name](const problem::Problem& problem) -> Result<QString> {
            auto made = problem::writeTestCase(problem, name, {}, {});
            if (!made) return made.failure();
            return name;
        },
        [name](const problem::Problem& problem) -> Result<QString> {
            if (auto removed = problem::removeTestCase(problem, name); !removed) return removed.failure();
            return QString();
        });
}

void TestsPage::duplicateTest() {
    const QString from = currentTest();
    const QString to = problem::nextTestName(problem_, from.section('/', 0, -2));
    record(
        tr("Duplicate %1").arg(from),
        [from, to](const problem::Problem& problem) -> Result<QString> {
            auto made = problem::duplicateTestCase(problem, from, to);
            if (!made) return made.failure();
            return to;
        },
        [from, to](const problem::Problem& problem) -> Result<QString> {
            if (auto removed = problem::removeTestCase(problem, to); !removed) return removed.failure();
            return from;
        });
}

void TestsPage::renameTest(const QString& to) {
    const QString from = currentTest();
    auto rename = [](QString from, QString to) {
        return [from, to](const problem::Problem& problem) -> Result<QString> {
            auto made = problem::renameTestCase(problem, from, to);
            if (!made) return made.failure();
            return to;
        };
    };
    record(tr("Rename %1 to %2").arg(from, to), rename(from, to), rename(to, from));
}

void TestsPage::moveTest(const QString& group) { renameTest(group + "/" + currentTest().section('/', -1)); }

QString TestsPage::neighbourOf(const QString& test, int step) const {
    const QModelIndex index = model_->indexOfTest(test);
    if (!index.isValid()) return {};
    const QModelIndex next = index.siblingAtRow(index.row() + step);
    return next.isValid() ? next.data(TestsModel::TestNameRole).toString() : QString();
}

void TestsPage::moveTestBy(int step) {
    const QString name = currentTest(), other = neighbourOf(name, step);
    if (name.isEmpty() || other.isEmpty() || readOnly_) return;
    const problem::TestRecipe* mine = recipes_.find(name);
    const problem::TestRecipe* theirs = recipes_.find(other);
    const QString myCommand = mine ? mine->command() : QString(), theirCommand = theirs ? theirs->command() : QString();
    // Trading places is its own inverse.
    auto swap = [=](QString select) {
        return [=](const problem::Problem& problem) -> Result<QString> {
            if (auto swapped = problem::swapTestCases(problem, name, other); !swapped) return swapped.failure();
            // A generator command belongs to what it makes: it follows the test.
            if (myCommand != theirCommand) {
                const bool forward = select == other;
                if (auto set = problem::setTestRecipe(problem, other, forward ? myCommand : theirCommand); !set)
                    return set.failure();
                if (auto set = problem::setTestRecipe(problem, name, forward ? theirCommand : myCommand); !set)
                    return set.failure();
            }
            return select;
        };
    };
    record(step < 0 ? tr("Move %1 up").arg(name) : tr("Move %1 down").arg(name), swap(other), swap(name));
}

void TestsPage::deleteTest() {
    const QString name = currentTest();
    const QModelIndex below = tree_->indexBelow(tree_->currentIndex());
    const QString next = below.data(TestsModel::TestNameRole).toString();
    const QString kept = stashFor(name);
    record(
        tr("Delete %1").arg(name),
        [name, next, kept](const problem::Problem& problem) -> Result<QString> {
            if (auto copied = problem::keepTestCaseCopy(problem, name, kept); !copied) return copied.failure();
            if (auto removed = problem::removeTestCase(problem, name); !removed) return removed.failure();
            return next;
        },
        [name, kept](const problem::Problem& problem) -> Result<QString> {
            if (auto restored = problem::restoreTestCaseCopy(problem, name, kept); !restored) return restored.failure();
            return name;
        });
}

void TestsPage::importTests(const QString& group, const QList<problem::TestPair>& pairs) {
    QStringList names;
    for (const problem::TestPair& pair : pairs)
        names << group + "/" + pair.key;
    record(
        tr("Import %n test(s)", nullptr, int(pairs.size())),
        [group, pairs](const problem::Problem& problem) -> Result<QString> {
            auto made = problem::importTests(problem, group, pairs);
            if (!made) return made.failure();
            return made->isEmpty() ? QString() : made->first().name;
        },
        [names](const problem::Problem& problem) -> Result<QString> {
            for (const QString& name : names)
                if (auto removed = problem::removeTestCase(problem, name); !removed) return removed.failure();
            return QString();
        });
}

void TestsPage::saveTest() {
    const QString name = currentTest();
    if (name.isEmpty() || readOnly_ || !input_->isEditable() || !answer_->isEditable()) return;
    const auto inputBytes = input_->contents(), answerBytes = answer_->contents();
    for (const auto* bytes : {&inputBytes, &answerBytes})
        if (!*bytes) return emit failed(tr("%1 was not saved: %2").arg(name, QString::fromStdString(bytes->error())));
    const QByteArray input = inputBytes.value(), answer = answerBytes.value();
    const QString before = stashFor(name), after = stashFor(name);
    record(
        tr("Edit %1").arg(name),
        [name, input, answer, before](const problem::Problem& problem) -> Result<QString> {
            if (auto copied = problem::keepTestCaseCopy(problem, name, before); !copied) return copied.failure();
            auto written = problem::writeTestCase(problem, name, input, answer);
            if (!written) return written.failure();
            return name;
        },
        [name, before, after](const problem::Problem& problem) -> Result<QString> {
            // What was saved is kept too, so that a redo puts it back whatever the first write needed.
            if (auto copied = problem::keepTestCaseCopy(problem, name, after); !copied) return copied.failure();
            if (auto restored = problem::restoreTestCaseCopy(problem, name, before); !restored)
                return restored.failure();
            return name;
        });
}

void TestsPage::setGeneratorCommand(const QString& command) {
    const QString name = currentTest();
    if (name.isEmpty() || readOnly_) return;
    const problem::TestRecipe* recipe = recipes_.find(name);
    auto set = [name](QString command) {
        return [name, command](const problem::Problem& problem) -> Result<QString> {
            if (auto set = problem::setTestRecipe(problem, name, command); !set) return set.failure();
            return name;
        };
    };
    record(tr("Generator of %1").arg(name), set(command), set(recipe ? recipe->command() : QString()));
}

void TestsPage::applyGroupSettings(const problem::TestGroup& group, const problem::GroupSettings& inherited) {
    problem::GroupSettings unused;
    const problem::TestGroup* current = findGroup(problem_.data, group.name, unused);
    problem::TestGroup before = current ? *current : group;
    auto write = [inherited](problem::TestGroup group) {
        return [group, inherited](const problem::Problem& problem) -> Result<QString> {
            if (auto written = problem::writeGroupSettings(problem, group, inherited); !written)
                return written.failure();
            return group.name;
        };
    };
    record(tr("Settings of group %1").arg(group.name), write(group), write(before));
}

void TestsPage::showGeneration(const judge::GenerationReport& report) {
    QStringList parts;
    parts << tr("%n input(s) written", nullptr, report.count(judge::FileOutcome::Written));
    if (const int failed = report.count(judge::FileOutcome::Failed)) parts << tr("<b>%n failed</b>", nullptr, failed);
    if (!report.mainSolution.isEmpty())
        parts << tr("%n answer(s) written", nullptr, report.count(judge::FileOutcome::Written, true));
    else
        parts << tr("answers kept: %1").arg(report.answersSkipped.toHtmlEscaped());
    if (report.validation) {
        if (const int invalid = report.validation->count(judge::InputValidity::Invalid))
            parts << tr("<b>%n invalid</b>", nullptr, invalid);
    }
    if (!report.notUnderstood.isEmpty()) parts << tr("%n recipe(s) not run", nullptr, int(report.notUnderstood.size()));
    validation_->setText(parts.join(QStringLiteral(", ")));
    validation_->setToolTip(report.notUnderstood.join('\n'));
    pendingGeneration_ = report;
}

void TestsPage::applyPendingGeneration() {
    if (!pendingGeneration_) return;
    for (const judge::GeneratedTest& test : pendingGeneration_->tests)
        model_->setGeneration(test);
    if (pendingGeneration_->validation)
        for (const judge::InputCheck& check : pendingGeneration_->validation->checks)
            model_->setInputCheck(check);
    pendingGeneration_.reset();
}

} // namespace jd::ui
