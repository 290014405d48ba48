// The contest board in the main window: a LemonLime / Cena folder opened and judged from the GUI, the
// standings as the CLI gives them, cells coloured by the fraction of the maximum, what is unjudged or
// changed judged alone, identical wrong outputs grouped, a cell opened on the Judge page, the
// standings exported. With JUDGEDESK_SCREENSHOTS=DIR set, the board is saved there as a PNG.
#include "common/tree_copy.h"
#include "controllers/judging_controller.h"
#include "controllers/workspace_controller.h"
#include "models/contest_board_model.h"
#include "models/judging_model.h"
#include "models/shared_outputs_model.h"
#include "models/workspace_model.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "widgets/contest_page.h"
#include "widgets/judging_view.h"
#include "widgets/main_window.h"
#include "widgets/workspace_view.h"

#include <QAbstractItemModelTester>
#include <QAbstractProxyModel>
#include <QCoreApplication>
#include <QFile>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <utime.h>

using namespace jd;
using namespace jd::ui;
using State = ContestBoardModel::CellState;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

// The example contest with one more contestant who made bob's mistake on max.
QString contestWithACopiedMistake(const QTemporaryDir& dir) {
    const QString root = dir.filePath("day1");
    if (!copyTree(kExamples + "/contest-day1", root)) qFatal("cannot copy the example contest");
    QDir().mkpath(root + "/source/dave");
    QFile::copy(root + "/source/bob/max.py", root + "/source/dave/max.py");
    return root;
}

QString cellText(ContestBoardModel* board, const QString& contestant, const QString& problem) {
    for (int row = 0; row < board->rowCount(); ++row)
        if (board->index(row, 0).data(ContestBoardModel::ContestantRole).toString() == contestant)
            return board->index(row, board->problemColumn(problem)).data().toString();
    return {};
}

} // namespace

class ContestPageTest : public QObject {
    Q_OBJECT

    // Judges and waits; false when no judging ended within the time.
    static bool judged(MainWindow& window, const std::function<void()>& start) {
        QSignalSpy done(&window.findChild<JudgingController*>()->contestJobs(), &ContestJobs::contestJudged);
        start();
        return done.wait(180000);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("JudgeDeskTests");
        QSettings().clear();
    }

    void theBoardModelIsWellBehaved() {
        auto languages = judge::LanguageRegistry::load();
        auto contest = contest::readContestFolder(kExamples + "/contest-day1", *languages);
        QVERIFY(contest);
        ContestBoardModel board;
        QAbstractItemModelTester tester(&board, QAbstractItemModelTester::FailureReportingMode::QtTest);
        board.setContest(*contest);
        QCOMPARE(board.rowCount(), 3);
        QCOMPARE(board.columnCount(), 5); // rank, contestant, max, rev, total
        QCOMPARE(board.state("carol", "rev"), State::NotSubmitted);
        QCOMPARE(board.state("alice", "max"), State::Unjudged);
        board.setJudging("alice", "max");
        contest::ContestEntry entry;
        entry.contestant = "alice";
        entry.problemId = "max";
        entry.source = contest->contestants[0].sources.value("max");
        entry.score = 100;
        entry.report.verdict = judge::Verdict::AC;
        board.setEntry(entry);
        QCOMPARE(board.state("alice", "max"), State::Judged);
        QCOMPARE(cellText(&board, "alice", "max"), QStringLiteral("100 AC"));
        board.setContest(*contest);
    }

    void theSharedOutputsModelIsWellBehaved() {
        SharedOutputsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setOutputs({{"max", "max3", judge::Verdict::WA, {"bob", "dave"}, 2, "0\n"}});
        QCOMPARE(model.index(0, SharedOutputsModel::Count).data().toString(),
                 SharedOutputsModel::tr("%n contestant(s)", nullptr, 2));
        model.setOutputs({});
    }

    void aContestFolderGivenOnTheCommandLineOpensOnTheContestPage() {
        MainWindow window;
        window.show();
        QSignalSpy opened(&window.findChild<JudgingController*>()->contestJobs(), &ContestJobs::contestOpened);
        window.openPath(kExamples + "/contest-day1");
        QVERIFY(opened.wait(30000));
        QCOMPARE(window.findChild<QTabWidget*>()->currentWidget(), window.contestPage());
        QCOMPARE(window.contestPage()->board()->rowCount(), 3);
    }

    void activatingAContestFolderInTheWorkspaceOpensItOnTheContestPage() {
        MainWindow window;
        window.show();
        QSignalSpy scanned(window.workspace(), &WorkspaceController::scanned);
        window.openWorkspace(kExamples);
        QVERIFY(scanned.wait(10000));
        QSignalSpy opened(&window.findChild<JudgingController*>()->contestJobs(), &ContestJobs::contestOpened);
        const QModelIndex contest = window.workspace()->model()->indexForPath(kExamples + "/contest-day1");
        QVERIFY(contest.isValid());
        QTreeView* tree = window.workspaceView()->tree();
        emit tree->activated(static_cast<QAbstractProxyModel*>(tree->model())->mapFromSource(contest));
        QVERIFY(opened.wait(30000));
        QCOMPARE(window.findChild<QTabWidget*>()->currentWidget(), window.contestPage());
        QCOMPARE(window.contestPage()->board()->rowCount(), 3);
    }

    void aContestIsJudgedFromTheBoardAndItsStandingsExported() {
        QTemporaryDir dir;
        const QString root = contestWithACopiedMistake(dir);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        ContestPage* page = window.contestPage();
        auto* controller = window.findChild<JudgingController*>();
        controller->setWorkers(2);
        QSignalSpy opened(&controller->contestJobs(), &ContestJobs::contestOpened);
        emit page->openRequested(root);
        QVERIFY(opened.wait(30000));
        ContestBoardModel* board = page->board();
        QCOMPARE(board->rowCount(), 4);
        QCOMPARE(board->cellsIn({State::Unjudged}).size(), 6);

        window.findChild<QTabWidget*>()->setCurrentWidget(page);
        QVERIFY(judged(window, [&] { page->judgeAll(); }));
        QCOMPARE(cellText(board, "alice", "max"), QStringLiteral("100 AC"));
        QCOMPARE(cellText(board, "bob", "max"), QStringLiteral("60 WA"));
        QCOMPARE(cellText(board, "carol", "max"), QStringLiteral("0 CE"));
        QCOMPARE(cellText(board, "carol", "rev"), QStringLiteral("—"));
        QCOMPARE(board->standings().rows[0].contestant, QStringLiteral("alice"));
        QCOMPARE(board->standings().rows[0].total, 200.0);
        QCOMPARE(board->cellsIn({State::Unjudged, State::Changed}).size(), 0);
        // bob and dave printed the same wrong answers: one row per test, both named.
        SharedOutputsModel* shared = page->sharedOutputs();
        QVERIFY(shared->rowCount() >= 1);
        QCOMPARE(shared->outputs().first().contestants, QStringList({"bob", "dave"}));
        test::screenshot(window, "contest-board");

        // Only what changed is judged again: an edit, not a touch.
        const QString aliceSource = root + "/source/alice/max.cpp";
        const utimbuf later{time(nullptr) + 60, time(nullptr) + 60};
        QVERIFY(::utime(aliceSource.toLocal8Bit().constData(), &later) == 0);
        QFile daveSource(root + "/source/dave/max.py");
        QVERIFY(daveSource.open(QIODevice::Append));
        daveSource.write("# looked at again\n");
        daveSource.close();
        QSignalSpy started(&controller->contestJobs(), &ContestJobs::contestEntryStarted);
        QVERIFY(judged(window, [&] { page->judgeUnjudgedOrChanged(); }));
        QCOMPARE(started.size(), 1);
        QCOMPARE(started.first().at(0).toString(), QStringLiteral("dave"));

        // Exports carry the board's colours (HTML) and its numbers (CSV).
        QVERIFY(page->exportStandings(dir.filePath("standings.html")));
        QVERIFY(page->exportStandings(dir.filePath("standings.csv")));
        const QByteArray html = test::readTestFile(dir.filePath("standings.html"));
        QVERIFY(html.contains(contest::cellColour(board->standings().rows[0].cells[0]).toUtf8()));
        QVERIFY(test::readTestFile(dir.filePath("standings.csv")).contains("alice"));

        // A cell opens its judgement on the Judge page.
        const QModelIndex bobMax = page->boardView()->model()->index(1, board->problemColumn("max"));
        QCOMPARE(bobMax.data(ContestBoardModel::ContestantRole).toString(), QStringLiteral("bob"));
        emit page->boardView()->doubleClicked(bobMax);
        QCOMPARE(window.findChild<QTabWidget*>()->currentWidget(), window.judgingView());
        JudgingModel* tests = window.judgingView()->model();
        QCOMPARE(tests->totalTests(), 5);
        QTreeView* tree = window.judgingView()->findChild<QTreeView*>();
        QCOMPARE(tree->currentIndex().data(JudgingModel::VerdictRole).toInt(), int(judge::Verdict::WA));
    }

    void aContestJudgedBeforeComesBackAsItWasLeft() {
        QTemporaryDir dir;
        const QString root = contestWithACopiedMistake(dir);
        {
            MainWindow window;
            auto* controller = window.findChild<JudgingController*>();
            controller->setWorkers(2);
            QSignalSpy opened(&controller->contestJobs(), &ContestJobs::contestOpened);
            emit window.contestPage()->openRequested(root);
            QVERIFY(opened.wait(30000));
            QVERIFY(judged(window, [&] { window.contestPage()->judgeAll(); }));
        }
        QFile bobSource(root + "/source/bob/max.py");
        QVERIFY(bobSource.open(QIODevice::Append));
        bobSource.write("# edited after the judging\n");
        bobSource.close();

        MainWindow window; // the next session
        auto* controller = window.findChild<JudgingController*>();
        QSignalSpy recalled(&controller->contestJobs(), &ContestJobs::contestEntriesRecalled);
        emit window.contestPage()->openRequested(root);
        QVERIFY(recalled.wait(30000));
        ContestBoardModel* board = window.contestPage()->board();
        QCOMPARE(cellText(board, "alice", "max"), QStringLiteral("100 AC"));
        QCOMPARE(board->state("alice", "max"), State::Judged);
        QCOMPARE(cellText(board, "carol", "max"), QStringLiteral("0 CE"));
        QCOMPARE(board->state("bob", "max"), State::Changed);
        QCOMPARE(board->standings().rows[0].contestant, QStringLiteral("alice"));
        QCOMPARE(board->cellsIn({State::Unjudged, State::Changed}), (QList<QPair<QString, QString>>{{"bob", "max"}}));
        // The outputs came back from the database too; a changed cell keeps its judgement until judged again.
        QCOMPARE(window.contestPage()->sharedOutputs()->outputs().first().contestants, QStringList({"bob", "dave"}));
        // Between jobs the bar says how much of the contest stands judged: all but bob's changed source.
        auto* progress = window.contestPage()->findChild<QProgressBar*>();
        QCOMPARE(progress->maximum(), int(board->cellsIn({State::Judged, State::Unjudged, State::Changed}).size()));
        QCOMPARE(progress->value(), progress->maximum() - 1);
    }
};

QTEST_MAIN(ContestPageTest)
#include "test_contest_page.moc"
