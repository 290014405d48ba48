// The workspace panel's model and controller: the examples as a tree that passes Qt's model checks,
// paths found again after a rescan, a new problem on disk appearing by itself, the recent workspaces,
// and what a drop on the window means.
#include "controllers/workspace_controller.h"
#include "models/drop_plan.h"
#include "models/workspace_model.h"
#include "sandbox_fixture.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::ui;

namespace {

const QString kExamples = QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).canonicalPath();

bool isSource(const QString& path) {
    for (const char* extension : {".cpp", ".py", ".java"})
        if (path.endsWith(QLatin1String(extension))) return true;
    return false;
}

} // namespace

class WorkspaceTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("JudgeDeskTests");
    }
    void init() { WorkspaceController::forgetRecentWorkspaces(); }

    void theExamplesTreePassesTheModelChecks() {
        WorkspaceModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setScan(workspace::scanWorkspace(kExamples, isSource));
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex root = model.index(0, 0);
        QCOMPARE(root.data().toString(), QStringLiteral("examples"));
        QCOMPARE(model.rowCount(root), 11);
        model.setScan(workspace::scanWorkspace(kExamples + "/aplusb", isSource)); // a reset, checked too
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("aplusb"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void anEntryIsFoundByItsPathWithItsKindAndParent() {
        WorkspaceModel model;
        model.setScan(workspace::scanWorkspace(kExamples, isSource));
        const QString sum = kExamples + "/aplusb/submissions/accepted/sum.py";
        const QModelIndex index = model.indexForPath(sum);
        QVERIFY(index.isValid());
        QCOMPARE(index.data().toString(), QStringLiteral("sum.py"));
        QCOMPARE(workspace::EntryKind(index.data(WorkspaceModel::KindRole).toInt()), workspace::EntryKind::Solution);
        QCOMPARE(index.parent().data().toString(), QStringLiteral("accepted"));
        QCOMPARE(index.parent().parent().data(WorkspaceModel::PathRole).toString(), kExamples + "/aplusb");
        QVERIFY(index.data(Qt::ToolTipRole).toString().contains("Solution"));
        QVERIFY(!model.indexForPath("/nowhere").isValid());
    }

    void aContestantsEntrySaysWhatIsNotJudgedAndASourceWhatItIsJudgedAgainst() {
        QTemporaryDir root;
        test::writeTestFile(root.filePath("day/contest.yaml"), "");
        test::writeTestFile(root.filePath("day/data/sum/1.in"), "1\n");
        test::writeTestFile(root.filePath("day/data/sum/1.out"), "1\n");
        test::writeTestFile(root.filePath("day/source/erin/Sum.cpp"), "");
        test::writeTestFile(root.filePath("day/source/frank/sum.py"), "");
        WorkspaceModel model;
        model.setScan(workspace::scanWorkspace(root.filePath("day"), isSource));
        const QString erin = model.indexForPath(root.filePath("day/source/erin")).data(Qt::ToolTipRole).toString();
        QVERIFY2(erin.startsWith("Contestant\n") && erin.contains("Sum.cpp not judged"), qPrintable(erin));
        const QModelIndex frank = model.indexForPath(root.filePath("day/source/frank/sum.py"));
        QCOMPARE(frank.data(WorkspaceModel::ProblemRole).toString(), root.filePath("day/data/sum"));
        QVERIFY(frank.data(Qt::ToolTipRole).toString().contains("Judged against " + root.filePath("day/data/sum")));
    }

    void draggingAnEntryCarriesItsFile() {
        WorkspaceModel model;
        model.setScan(workspace::scanWorkspace(kExamples, isSource));
        std::unique_ptr<QMimeData> mime(model.mimeData({model.indexForPath(kExamples + "/aplusb")}));
        QCOMPARE(mime->urls(), QList<QUrl>{QUrl::fromLocalFile(kExamples + "/aplusb")});
    }

    void openingAFolderScansItOffTheUiThreadAndRemembersIt() {
        WorkspaceController controller(isSource);
        QSignalSpy scanned(&controller, &WorkspaceController::scanned);
        controller.open(kExamples);
        QVERIFY(scanned.wait(10000));
        QCOMPARE(controller.model()->rootPath(), kExamples);
        QCOMPARE(WorkspaceController::recentWorkspaces().value(0), kExamples);
    }

    void aProblemAddedOnDiskAppearsByItself() {
        QTemporaryDir root;
        jd::test::writeTestFile(root.filePath("first/problem.yaml"), "name: First\n");
        WorkspaceController controller(isSource);
        QSignalSpy scanned(&controller, &WorkspaceController::scanned);
        controller.open(root.path());
        QVERIFY(scanned.wait(10000));
        QCOMPARE(controller.model()->rowCount(controller.model()->index(0, 0)), 1);
        jd::test::writeTestFile(root.filePath("second/problem.yaml"), "name: Second\n");
        QTRY_COMPARE_WITH_TIMEOUT(controller.model()->rowCount(controller.model()->index(0, 0)), 2, 10000);
    }

    // A contestant's folder copied in, a problem's own folder filled in afterwards (LemonLime's bob/rev/rev.cpp).
    void aContestantsNewSourcesAppearByThemselves() {
        QTemporaryDir root;
        jd::test::writeTestFile(root.filePath("contest.yaml"), "");
        jd::test::writeTestFile(root.filePath("data/rev/1.in"), "ab\n");
        jd::test::writeTestFile(root.filePath("data/rev/1.out"), "ba\n");
        jd::test::writeTestFile(root.filePath("source/alice/rev.py"), "");
        WorkspaceController controller(isSource);
        QSignalSpy scanned(&controller, &WorkspaceController::scanned);
        controller.open(root.path());
        QVERIFY(scanned.wait(10000));
        QVERIFY(QDir().mkpath(root.filePath("source/bob/rev")));
        QTRY_VERIFY_WITH_TIMEOUT(controller.model()->indexForPath(root.filePath("source/bob")).isValid(), 10000);
        jd::test::writeTestFile(root.filePath("source/bob/rev/rev.cpp"), "");
        QTRY_VERIFY_WITH_TIMEOUT(controller.model()->indexForPath(root.filePath("source/bob/rev/rev.cpp")).isValid(),
                                 10000);
    }

    void aSolutionAddedToAFolderOfTestsAppearsByItself() {
        QTemporaryDir root;
        jd::test::writeTestFile(root.filePath("1.in"), "1 2\n");
        jd::test::writeTestFile(root.filePath("1.out"), "3\n");
        jd::test::writeTestFile(root.filePath("submissions/accepted/sum.cpp"), "int main() {}\n");
        WorkspaceController controller(isSource);
        QSignalSpy scanned(&controller, &WorkspaceController::scanned);
        controller.open(root.path());
        QVERIFY(scanned.wait(10000));
        const QModelIndex folder = controller.model()->index(0, 0);
        QCOMPARE(controller.model()->rowCount(folder), 1); // accepted
        // As Add Solution writes one there: a directory of another verdict.
        jd::test::writeTestFile(root.filePath("submissions/wrong_answer/greedy.cpp"), "int main() {}\n");
        QTRY_COMPARE_WITH_TIMEOUT(controller.model()->rowCount(controller.model()->index(0, 0)), 2, 10000);
    }

    void recentWorkspacesAreMostRecentFirstWithoutDuplicatesOrVanishedOnes() {
        QTemporaryDir a, b, gone;
        WorkspaceController controller(isSource);
        for (const QString& path : {a.path(), b.path(), gone.path(), a.path()})
            controller.open(path);
        gone.remove();
        QCOMPARE(WorkspaceController::recentWorkspaces(), QStringList({a.path(), b.path()}));
    }

    void openingSomethingThatIsNotAFolderSaysSo() {
        WorkspaceController controller(isSource);
        QSignalSpy failed(&controller, &WorkspaceController::failed);
        controller.open(kExamples + "/aplusb/problem.yaml");
        QCOMPARE(failed.size(), 1);
        QVERIFY(controller.path().isEmpty());
    }

    void aDropOpensAProblemAWorkspaceOrSources() {
        QTemporaryDir root;
        jd::test::writeTestFile(root.filePath("package.zip"), "PK");
        jd::test::writeTestFile(root.filePath("notes.pdf"), "%PDF");
        const DropPlan problemAndSources =
            planDrop({kExamples + "/aplusb", kExamples + "/aplusb/submissions/accepted/sum.py"}, isSource);
        QCOMPARE(problemAndSources.problem, kExamples + "/aplusb");
        QCOMPARE(problemAndSources.sources, QStringList{kExamples + "/aplusb/submissions/accepted/sum.py"});
        QVERIFY(problemAndSources.workspace.isEmpty());
        QCOMPARE(planDrop({kExamples}, isSource).workspace, kExamples);
        QCOMPARE(planDrop({root.filePath("package.zip")}, isSource).problem, root.filePath("package.zip"));
        const DropPlan nothing = planDrop({root.filePath("notes.pdf")}, isSource);
        QVERIFY(nothing.isEmpty());
        QCOMPARE(nothing.ignored, QStringList{root.filePath("notes.pdf")});
    }

    void aDroppedContestFolderOpensAsAContestNotAWorkspace() {
        const DropPlan plan = planDrop({kExamples + "/contest-day1/"}, isSource);
        QCOMPARE(plan.contest, kExamples + "/contest-day1");
        QVERIFY(plan.workspace.isEmpty());
        QVERIFY(plan.problem.isEmpty());
    }
};

QTEST_MAIN(WorkspaceTest)
#include "test_workspace.moc"
