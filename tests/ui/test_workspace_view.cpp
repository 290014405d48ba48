// The workspace panel's tree as a coach uses it: what activating an entry opens (a contest's problem as the
// contest judges it, a contestant's source with the problem it is named for) and the context menu of each
// kind of entry.
#include "controllers/workspace_controller.h"
#include "models/workspace_model.h"
#include "widgets/workspace_view.h"

#include <QAbstractProxyModel>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace jd;
using namespace jd::ui;

namespace {

const QString kExamples = QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).canonicalPath();
const QString kContest = kExamples + "/contest-day1";

bool isSource(const QString& path) {
    for (const char* extension : {".cpp", ".py", ".java"})
        if (path.endsWith(QLatin1String(extension))) return true;
    return false;
}

QStringList titles(const QMenu& menu) {
    QStringList shown;
    for (const QAction* action : menu.actions())
        if (!action->isSeparator()) shown << action->text().remove('&');
    return shown;
}

QAction* action(const QMenu& menu, const QString& title) {
    for (QAction* candidate : menu.actions())
        if (candidate->text().remove('&') == title) return candidate;
    return nullptr;
}

} // namespace

class WorkspaceViewTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("JudgeDeskTests");
    }

    void init() {
        controller_ = std::make_unique<WorkspaceController>(isSource);
        view_ = std::make_unique<WorkspaceView>(controller_.get());
        QSignalSpy scanned(controller_.get(), &WorkspaceController::scanned);
        controller_->open(kExamples);
        QVERIFY(scanned.wait(10000));
    }

    void cleanup() {
        view_.reset();
        controller_.reset();
        WorkspaceController::forgetRecentWorkspaces();
    }

    void activatingAContestsProblemOpensItAsAProblem() {
        QSignalSpy opened(view_.get(), &WorkspaceView::problemActivated);
        activate(kContest + "/data/rev");
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.first().first().toString(), kContest + "/data/rev");
    }

    void activatingAContestantsSourceOpensItWithTheProblemItIsNamedFor() {
        QSignalSpy chosen(view_.get(), &WorkspaceView::solutionActivated);
        activate(kContest + "/source/bob/rev/rev.cpp");
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().at(0).toString(), kContest + "/data/rev");
        QCOMPARE(chosen.first().at(1).toString(), kContest + "/source/bob/rev/rev.cpp");
    }

    void aSolutionsMenuOpensItByDefaultAndJudgesIt() {
        const auto menu = view_->menuFor(viewIndex(kExamples + "/aplusb/submissions/accepted/sum.py"));
        QCOMPARE(titles(*menu), QStringList({"Open with Its Problem", "Judge", "Copy Path", "Show in File Manager",
                                             "Rescan Workspace"}));
        QCOMPARE(menu->defaultAction(), action(*menu, "Open with Its Problem"));
        QSignalSpy judged(view_.get(), &WorkspaceView::solutionJudgeRequested);
        action(*menu, "Judge")->trigger();
        QCOMPARE(judged.count(), 1);
        QCOMPARE(judged.first().at(0).toString(), kExamples + "/aplusb");
        QCOMPARE(judged.first().at(1).toString(), kExamples + "/aplusb/submissions/accepted/sum.py");
    }

    void aContestantsSourceIsJudgedAgainstItsContestsProblem() {
        const auto menu = view_->menuFor(viewIndex(kContest + "/source/alice/rev.py"));
        QSignalSpy judged(view_.get(), &WorkspaceView::solutionJudgeRequested);
        action(*menu, "Judge")->trigger();
        QCOMPARE(judged.count(), 1);
        QCOMPARE(judged.first().at(0).toString(), kContest + "/data/rev");
    }

    void aContestFoldersMenuOpensItOnTheContestPage() {
        const auto menu = view_->menuFor(viewIndex(kContest));
        QCOMPARE(menu->defaultAction(), action(*menu, "Open on the Contest Page"));
        QSignalSpy opened(view_.get(), &WorkspaceView::contestActivated);
        menu->defaultAction()->trigger();
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.first().first().toString(), kContest);
    }

    void aContestantsFolderHasNoOpenButItsPath() {
        const auto menu = view_->menuFor(viewIndex(kContest + "/source/carol"));
        QCOMPARE(titles(*menu), QStringList({"Copy Path", "Show in File Manager", "Rescan Workspace"}));
        QCOMPARE(menu->defaultAction(), nullptr);
    }

    void copyPathPutsTheEntrysPathOnTheClipboard() {
        const auto menu = view_->menuFor(viewIndex(kExamples + "/guess"));
        action(*menu, "Copy Path")->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), kExamples + "/guess");
    }

    void theEmptySpacesMenuRescansTheWorkspace() {
        const auto menu = view_->menuFor({});
        QCOMPARE(titles(*menu), QStringList({"Rescan Workspace"}));
        QSignalSpy scanned(controller_.get(), &WorkspaceController::scanned);
        action(*menu, "Rescan Workspace")->trigger();
        QVERIFY(scanned.wait(10000));
    }

    void withoutAWorkspaceThereIsNothingToRescan() {
        controller_->close();
        const auto menu = view_->menuFor({});
        QVERIFY(!action(*menu, "Rescan Workspace")->isEnabled());
    }

private:
    QModelIndex viewIndex(const QString& path) const {
        const QModelIndex source = controller_->model()->indexForPath(path);
        if (!source.isValid()) qWarning("no entry for %s", qPrintable(path));
        return static_cast<QAbstractProxyModel*>(view_->tree()->model())->mapFromSource(source);
    }

    void activate(const QString& path) {
        const QModelIndex index = viewIndex(path);
        QVERIFY(index.isValid());
        emit view_->tree()->activated(index);
    }

    std::unique_ptr<WorkspaceController> controller_;
    std::unique_ptr<WorkspaceView> view_;
};

QTEST_MAIN(WorkspaceViewTest)
#include "test_workspace_view.moc"
