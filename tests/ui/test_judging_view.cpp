// The judging page end to end: a problem opened and a solution judged off the UI thread, verdicts
// arriving in the tree, the first rejected test selected with its output's diff and its graph.
// With JUDGEDESK_SCREENSHOTS=DIR set, the page is also saved there as PNGs to look at.
#include "judging_page.h"
#include "models/diff_model.h"
#include "models/file_lines_model.h"
#include "models/formatting.h"
#include "models/judging_model.h"
#include "libinteractive_problem.h"
#include "models/transcript_model.h"
#include "problem/package.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "serve_process.h"
#include "session/test_samples.h"
#include "store/results_store.h"
#include "widgets/custom_input_dialog.h"
#include "widgets/resource_chart.h"
#include "widgets/side_by_side_view.h"
#include "widgets/source_editor.h"

#include <QAction>
#include <QChartView>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <algorithm>

using namespace jd;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

using Page = test::JudgingPage;

} // namespace

class JudgingViewTest : public QObject {
    Q_OBJECT
    QTemporaryDir store_; // judgements go here, not to the user's database
    QString storePath() const { return store_.filePath("results.sqlite"); }
private slots:
    void aWrongSolutionIsJudgedAndItsFirstRejectedTestShown() {
        Page page(storePath());
        auto& [controller, view] = page;
        view.show();
        QVERIFY(page.open(kExamples + "/subtasks"));
        QCOMPARE(view.model()->totalTests(), 5);

        QSignalSpy finished(&controller, &ui::JudgingController::judgingFinished);
        QSignalSpy tests(&controller, &ui::JudgingController::testFinished);
        QSignalSpy failures(&controller, &ui::JudgingController::failed);
        QSignalSpy stored(&controller, &ui::JudgingController::judgementStored);
        view.setSources({kExamples + "/subtasks/submissions/partially_accepted/overflow.cpp"});
        view.startJudging();
        QVERIFY2(finished.wait(120000),
                 qPrintable(failures.isEmpty() ? QString("no report") : failures.first().first().toString()));
        QCOMPARE(tests.size(), 5); // each result arrived on the UI thread as it was judged
        const auto report = finished.first().first().value<judge::JudgeReport>();
        QCOMPARE(report.verdict, judge::Verdict::WA);
        QCOMPARE(view.model()->finishedTests(), 5);
        QCOMPARE(stored.size(), 1); // kept in the results database, as the CLI keeps its judgements
        auto results = store::ResultsStore::open(controller.storePath());
        QVERIFY(results);
        auto kept = results.value()->judgement(stored.first().first().toLongLong());
        QVERIFY(kept && kept->verdict == "WA" && kept->tests.size() == 5);

        // The first rejected test is selected, and its diff computed off the UI thread.
        auto* tree = view.findChild<QTreeView*>();
        QCOMPARE(tree->currentIndex().data(ui::JudgingModel::TestNameRole).toString(),
                 QStringLiteral("secret/large/2"));
        auto* diffModel = view.findChild<ui::DiffModel*>();
        QTableView* diffTable = nullptr;
        for (auto* table : view.findChildren<QTableView*>())
            if (table->model() == diffModel) diffTable = table;
        QVERIFY(diffTable);
        QTRY_VERIFY_WITH_TIMEOUT(diffModel->rowCount() > 0, 10000);
        QVERIFY(diffModel->firstChangeRow() >= 0);
        QVERIFY(!diffModel->diff().identical);
        QCOMPARE(diffModel->diff().first->line, 1);
        auto* chart = view.findChild<ui::ResourceChart*>();
        QCOMPARE(chart->shownTest(), QStringLiteral("secret/large/2"));
        QVERIFY(chart->pointCount() > 0);
        view.findChild<QTabWidget*>()->setCurrentWidget(chart->parentWidget());
        auto* drawn = chart->findChild<QChartView*>(); // made when its tab is first shown, and shown at once
        QVERIFY(drawn && drawn->isVisible() && drawn->width() > 100);
        test::screenshot(view, "judging-graph");
        auto* tabs = view.findChild<QTabWidget*>();
        tabs->setCurrentWidget(diffTable->parentWidget());
        test::screenshot(view, "judging-diff");
        auto* sideBySide = view.findChild<ui::SideBySideView*>();
        QTRY_VERIFY_WITH_TIMEOUT(sideBySide->comparison().has_value(), 10000);
        QVERIFY(!sideBySide->comparison()->accepted);
        QCOMPARE(sideBySide->model(ui::SideBySideView::Output)->focusRow(), 0);
        tabs->setCurrentWidget(sideBySide);
        test::screenshot(view, "judging-side-by-side");
        tabs->setCurrentIndex(tabs->count() - 1);
        test::screenshot(view, "judging-messages");
        tabs->setCurrentWidget(view.findChild<ui::SourceEditor*>());
        test::screenshot(view, "judging-source");
    }

    void aJudgingOnAGoJudgeServerGetsTheLocalVerdictsAndSaysWhereTheRunsWent() {
        test::ServeProcess server;
        Page page(storePath());
        page.controller.setExecutors({server.address()}, {});
        QSignalSpy started(&page.controller, &ui::JudgingController::judgingStarted);
        QVERIFY(page.open(kExamples + "/aplusb"));
        const auto report = page.judge({kExamples + "/aplusb/submissions/wrong_answer/overflow.cpp"});
        QVERIFY(report);
        QCOMPARE(report->verdict, judge::Verdict::WA);
        QCOMPARE(report->tests.size(), 4);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(report->tests[i].verdict, judge::Verdict::AC);
        QCOMPARE(report->tests[3].verdict, judge::Verdict::WA); // the overflow, caught by the check here
        QVERIFY(started.size() == 1 && started.first().first().toString().contains("the runs on 1 go-judge server"));
    }

    void theProgressCountsTestsOnlyOnceAProblemSaysHowMany() {
        Page page(storePath());
        auto* progress = page.view.findChild<QProgressBar*>();
        QVERIFY(progress);
        QVERIFY(!progress->isTextVisible());
        QVERIFY(page.open(kExamples + "/aplusb"));
        QVERIFY(progress->isTextVisible());
        QCOMPARE(progress->text(), QStringLiteral("0 of 4 tests"));
    }

    void theTimeAndMemoryColumnsHaveRoomForTheirValuesBeforeAnyTestHasRun() {
        Page page(storePath());
        QVERIFY(page.open(kExamples + "/aplusb"));
        auto* tree = page.view.findChild<QTreeView*>();
        QVERIFY(tree);
        const QFontMetrics metrics = tree->fontMetrics();
        QVERIFY(tree->columnWidth(ui::JudgingModel::Time) >
                metrics.horizontalAdvance(ui::formatSeconds(std::chrono::milliseconds(12'345))));
        QVERIFY(tree->columnWidth(ui::JudgingModel::Memory) >
                metrics.horizontalAdvance(ui::formatMebibytes(uint64_t(2048) << 20)));
    }

    void aJudgingEndsOnTheTabThatShowsWhyItsFirstTestWasRejected_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("tab");
        QTest::newRow("a wrong answer") << "wrong_answer/difference.py"
                                        << "Side by side";
        QTest::newRow("out of time") << "time_limit_exceeded/spin.cpp"
                                     << "CPU and memory";
        QTest::newRow("a crash") << "run_time_error/crash.py"
                                 << "Messages";
    }
    void aJudgingEndsOnTheTabThatShowsWhyItsFirstTestWasRejected() {
        QFETCH(QString, source);
        QFETCH(QString, tab);
        Page page(storePath());
        QVERIFY(page.open(kExamples + "/aplusb"));
        auto* tabs = page.view.findChild<QTabWidget*>();
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Source"));
        QVERIFY(page.judge({kExamples + "/aplusb/submissions/" + source}));
        QCOMPARE(tabs->tabText(tabs->currentIndex()), tab);
    }

    void aTabThePersonChoseStaysWhenTheJudgingEnds() {
        Page page(storePath());
        QVERIFY(page.open(kExamples + "/aplusb"));
        auto* tabs = page.view.findChild<QTabWidget*>();
        tabs->setCurrentIndex(tabs->count() - 1);
        const QString chosen = tabs->tabText(tabs->currentIndex());
        QVERIFY(page.judge({kExamples + "/aplusb/submissions/wrong_answer/difference.py"}));
        QCOMPARE(tabs->tabText(tabs->currentIndex()), chosen);
    }

    void aProblemOpenedFromElsewhereIsNamedInTheProblemField() {
        Page page(storePath());
        QVERIFY(page.open(kExamples + "/subtasks"));
        auto* field = page.view.findChild<QLineEdit*>("problemPath");
        auto contestProblem = problem::readProblem(kExamples + "/aplusb"); // as a contest's cell gives it
        QVERIFY(contestProblem);
        QSignalSpy opened(&page.controller, &ui::JudgingController::problemOpened);
        page.controller.setProblem(*contestProblem);
        QVERIFY(!opened.isEmpty() || opened.wait(30000));
        QCOMPARE(field->text(), QDir::toNativeSeparators(contestProblem->directory));
    }

    void aProblemReadAgainKeepsTheProblemFieldAsTyped() {
        Page page(storePath());
        QVERIFY(page.open(kExamples + "/aplusb/"));
        auto* field = page.view.findChild<QLineEdit*>("problemPath");
        QSignalSpy opened(&page.controller, &ui::JudgingController::problemOpened);
        page.controller.openProblem(page.controller.problem().directory); // the package changed on disk
        QVERIFY(opened.wait(30000));
        QCOMPARE(field->text(), kExamples + "/aplusb/");
    }

    void aGoJudgeServerNobodyAnswersAtIsSaidInsteadOfAJudging() {
        Page page(storePath());
        page.controller.setExecutors({"127.0.0.1:1"}, {});
        QSignalSpy failed(&page.controller, &ui::JudgingController::failed);
        QVERIFY(page.open(kExamples + "/aplusb"));
        page.view.setSources({kExamples + "/aplusb/submissions/accepted/sum.py"});
        page.view.startJudging();
        QVERIFY(failed.wait(30000));
        const QString said = failed.last().first().toString();
        QVERIFY2(said.contains("go-judge") && said.contains("127.0.0.1:1"), qPrintable(said));
    }

    // Judge All Solutions sends the runs where a judging sends them, as the CLI's verify does.
    void judgingEverySolutionOnAGoJudgeServerAgreesAndSaysWhereTheRunsWent() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2025-09\nname: P\nlimits:\n"
                                                    "  time_limit: 1\n");
        test::writeTestFile(root + "/data/secret/1.in", "1 2\n");
        test::writeTestFile(root + "/data/secret/1.ans", "3\n");
        test::writeTestFile(root + "/submissions/accepted/sum.py", "print(sum(map(int, input().split())))\n");
        test::writeTestFile(root + "/submissions/wrong_answer/four.py", "print(4)\n");
        test::ServeProcess server;
        Page page(storePath());
        page.controller.setExecutors({server.address()}, {});
        QVERIFY(page.open(root));
        QSignalSpy started(&page.controller, &ui::JudgingController::workStarted);
        QSignalSpy finished(&page.controller.solutionsJobs(), &ui::SolutionsJobs::verificationFinished);
        page.controller.solutionsJobs().verifyAll();
        QVERIFY(finished.wait(120000));
        const auto verification = finished.first().first().value<judge::Verification>();
        QCOMPARE(verification.agreed(), 2);
        QVERIFY2(started.first().first().toString().contains("the runs on 1 go-judge server"),
                 qPrintable(started.first().first().toString()));
    }

    void judgingEverySolutionOnAGoJudgeServerNobodyAnswersAtIsSaid() {
        Page page(storePath());
        page.controller.setExecutors({"127.0.0.1:1"}, {});
        QSignalSpy failed(&page.controller, &ui::JudgingController::failed);
        QVERIFY(page.open(kExamples + "/aplusb"));
        page.controller.solutionsJobs().verifyAll();
        QVERIFY(failed.wait(30000));
        const QString said = failed.last().first().toString();
        QVERIFY2(said.contains("go-judge") && said.contains("127.0.0.1:1"), qPrintable(said));
    }

    void theRunsLeaseTheirSandboxesFromAPoolOfOnePerWorker() {
        Page page(storePath());
        QVERIFY(page.controller.poolStats().empty()); // started with the first judging, not with the window
        QVERIFY(page.open(kExamples + "/aplusb"));
        const auto report = page.judge({kExamples + "/aplusb/submissions/accepted/sum.py"});
        QVERIFY(report && report->verdict == judge::Verdict::AC);
        const auto pools = page.controller.poolStats();
        QCOMPARE(pools.size(), size_t(1));
        QCOMPARE(pools[0].profile, std::string("judge"));
        QCOMPARE(pools[0].active, 0);
        QCOMPARE(pools[0].scaleLimit, judge::judgeOptionsForThisMachine().jobs);
    }

    void aCompileErrorShowsTheCompilersWords() {
        Page page(storePath());
        QVERIFY(page.open(kExamples + "/aplusb"));
        const auto report = page.judge({kExamples + "/aplusb/submissions/compiler_error/broken.cpp"});
        QVERIFY(report && report->verdict == judge::Verdict::CE);
        auto& view = page.view;
        auto* tabs = view.findChild<QTabWidget*>();
        auto* messages = tabs->currentWidget();
        QVERIFY(messages->property("plainText").toString().contains("error"));
    }

    // The solution is shown highlighted; an edit is saved before judging, so what is judged is what
    // the editor shows.
    void anEditedSourceIsSavedAndJudged() {
        QTemporaryDir dir;
        QFile::copy(kExamples + "/aplusb/submissions/wrong_answer/overflow.cpp", dir.filePath("sum.cpp"));
        Page page(storePath());
        QVERIFY(page.open(kExamples + "/aplusb"));
        page.view.setSources({dir.filePath("sum.cpp")});
        auto* editor = page.view.findChild<ui::SourceEditor*>();
        QCOMPARE(editor->syntaxName(), QStringLiteral("C++"));
        QFile correct(kExamples + "/aplusb/submissions/accepted/sum.cpp");
        QVERIFY(correct.open(QIODevice::ReadOnly));
        editor->selectAll(); // as a person edits it
        editor->insertPlainText(QString::fromUtf8(correct.readAll()));
        QSignalSpy finished(&page.controller, &ui::JudgingController::judgingFinished);
        page.view.startJudging(); // what is judged is the saved edit: the copy was the wrong answer
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().first().value<judge::JudgeReport>().verdict, judge::Verdict::AC);
        QFile saved(dir.filePath("sum.cpp"));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), editor->toPlainText());
    }

    void aSourceNotInUtf8IsShownInItsEncodingAndSaysSo() {
        QTemporaryDir dir;
        QFile correct(kExamples + "/aplusb/submissions/accepted/sum.cpp");
        QVERIFY(correct.open(QIODevice::ReadOnly));
        QFile gbk(dir.filePath("sum.cpp"));
        QVERIFY(gbk.open(QIODevice::WriteOnly));
        gbk.write("// \xd6\xd0\xce\xc4\xd7\xa2\xca\xcd\n" + correct.readAll()); // a comment in GBK: "中文注释"
        gbk.close();
        Page page(storePath());
        page.view.show();
        QVERIFY(page.open(kExamples + "/aplusb"));
        page.view.setSources({gbk.fileName()});
        auto* editor = page.view.findChild<ui::SourceEditor*>();
        QVERIFY(editor->toPlainText().startsWith(QString::fromUtf8("// 中文注释\n")));
        QVERIFY(!editor->isReadOnly());
        auto* note = page.view.findChild<QLabel*>("sourceNote");
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains("not UTF-8"), qPrintable(note->text()));

        page.view.setSources({kExamples + "/aplusb/submissions/accepted/sum.cpp"});
        QVERIFY(!note->isVisible()); // the next source is UTF-8
    }

    static QCheckBox* recordInteractions(ui::JudgingView& view) {
        for (auto* box : view.findChildren<QCheckBox*>())
            if (box->text() == "Record interactions") return box;
        return nullptr;
    }

    // A libinteractive run's transcript is the calls that passed between Main and the contestant's module.
    void aLibinteractiveTestShowsTheCallsThatPassed() {
        QTemporaryDir dir;
        const QString problem = test::writeSumsLibinteractiveProblem(dir.filePath("sums"));
        const QString module = test::writeTestFile(dir.filePath("sums.cpp"),
                                                   "#include \"sums.h\"\nlong long sum(int n, int values[]) {\n  "
                                                   "long long s = 0;\n  for (int i = 0; i < n; ++i) s += values[i];\n "
                                                   " return s;\n}\n");
        Page page(storePath());
        auto& view = page.view;
        QVERIFY(page.open(problem));
        const auto report = page.judge({module});
        QVERIFY(report && report->verdict == judge::Verdict::AC);
        auto* tree = view.findChild<QTreeView*>();
        tree->setCurrentIndex(view.model()->indexOfTest(report->tests.first().test));
        auto* transcript = view.findChild<ui::TranscriptModel*>();
        QTRY_COMPARE_WITH_TIMEOUT(transcript->rowCount(), 2, 10000);
        QCOMPARE(transcript->index(0, ui::TranscriptModel::Interactor).data().toString(),
                 QStringLiteral("sum(n = 3, values = [1, 2, 3])↵"));
        QVERIFY(transcript->index(1, 0).data(ui::TranscriptModel::FromProgramRole).toBool());
        QCOMPARE(transcript->headerData(ui::TranscriptModel::Interactor, Qt::Horizontal).toString(),
                 QStringLiteral("Main → Contestant"));
        auto* tabs = view.findChild<QTabWidget*>();
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == "Interaction") tabs->setCurrentIndex(i);
        test::screenshot(view, "judging-libinteractive-calls");
    }

    void anInteractiveTestShowsItsConversationWhenRecorded() {
        Page page(storePath());
        auto& view = page.view;
        QVERIFY(page.open(kExamples + "/guess"));
        QCheckBox* record = recordInteractions(view);
        QVERIFY(record && record->isEnabled() && !record->isChecked()); // Kattis rules: plain pipes
        record->setChecked(true);
        const auto report = page.judge({kExamples + "/guess/submissions/accepted/binary_search.py"});
        QVERIFY(report && report->verdict == judge::Verdict::AC);
        auto* tree = view.findChild<QTreeView*>();
        tree->setCurrentIndex(view.model()->indexOfTest(report->tests.first().test));
        auto* transcript = view.findChild<ui::TranscriptModel*>();
        QTRY_VERIFY_WITH_TIMEOUT(transcript->rowCount() >= 2, 10000);
        QVERIFY(transcript->index(0, 0).data(ui::TranscriptModel::FromProgramRole).toBool());
        QCOMPARE(transcript->index(transcript->rowCount() - 1, ui::TranscriptModel::Interactor).data().toString(),
                 QStringLiteral("correct↵"));
        QVERIFY(transcript->failingRows().isEmpty()); // accepted: nothing to point at
        auto* tabs = view.findChild<QTabWidget*>();
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == "Interaction") tabs->setCurrentIndex(i);
        test::screenshot(view, "judging-interaction");
    }

    void aRejectedInteractionPointsAtItsLastExchangeAndCanBeSearched() {
        Page page(storePath());
        auto& view = page.view;
        view.show();
        QVERIFY(page.open(kExamples + "/guess"));
        recordInteractions(view)->setChecked(true);
        const auto report = page.judge({kExamples + "/guess/submissions/wrong_answer/count_up.py"});
        QVERIFY(report && report->verdict == judge::Verdict::WA);
        auto* transcript = view.findChild<ui::TranscriptModel*>();
        QTRY_VERIFY_WITH_TIMEOUT(!transcript->failingRows().isEmpty(), 10000); // the first rejected test is shown
        const int last = transcript->failingRows().last();
        QCOMPARE(last, transcript->rowCount() - 1);
        auto* search = view.findChild<QLineEdit*>(QStringLiteral("transcriptSearch"));
        QVERIFY(search);
        search->setText("higher");
        QVERIFY(transcript->matchCount() > 0);
        QTest::keyClick(search, Qt::Key_Return);
        auto* table = view.findChild<QTableView*>(QStringLiteral("transcript"));
        QVERIFY(table->currentIndex().data(ui::TranscriptModel::MatchRole).toBool());
        auto* tabs = view.findChild<QTabWidget*>();
        tabs->setCurrentWidget(table->parentWidget());
        test::screenshot(view, "judging-transcript-failed");
    }

    void anUnrecordedInteractionSaysHowToRecordIt() {
        Page page(storePath());
        auto& view = page.view;
        QVERIFY(page.open(kExamples + "/guess"));
        const auto report = page.judge({kExamples + "/guess/submissions/accepted/binary_search.py"});
        QVERIFY(report && report->verdict == judge::Verdict::AC);
        QVERIFY(report->tests.first().transcriptFile.isEmpty());
        auto* tree = view.findChild<QTreeView*>();
        tree->setCurrentIndex(view.model()->indexOfTest(report->tests.first().test));
        QTRY_VERIFY_WITH_TIMEOUT(
            std::ranges::any_of(view.findChildren<QLabel*>(),
                                [](QLabel* label) { return label->text().contains("Tick “Record interactions”"); }),
            10000);
        QCOMPARE(view.findChild<ui::TranscriptModel*>()->rowCount(), 0);
        auto* tabs = view.findChild<QTabWidget*>();
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == "Interaction") tabs->setCurrentIndex(i);
        test::screenshot(view, "judging-interaction-unrecorded");
    }

    void aPackageWithSamplesOnlySaysSoBeforeJudging() {
        QTemporaryDir dir;
        const QString root = dir.filePath("samples");
        test::writeTestFile(root + "/problem.yaml", "name: Samples only\n");
        test::writeTestFile(root + "/data/sample/1.in", "1\n");
        test::writeTestFile(root + "/data/sample/1.ans", "2\n");
        Page page(storePath());
        QVERIFY(page.open(root));
        QVERIFY(std::ranges::any_of(page.view.findChildren<QLabel*>(), [](QLabel* label) {
            return label->text().contains("data/secret/ holds no test: the problem is judged on its samples only");
        }));
        test::screenshot(page.view, "judging-samples-only");
    }

    // Kattis calls a memory hog's end a run-time error; the page says in plain words what happened.
    void aMemoryLimitThatKattisCallsARunTimeErrorIsSaidInPlainWords() {
        Page page(storePath());
        auto& view = page.view;
        view.show();
        QVERIFY(page.open(kExamples + "/aplusb"));
        const auto report = page.judge({kExamples + "/aplusb/submissions/memory_limit_exceeded/hog.cpp"});
        QVERIFY(report);
        QCOMPARE(judge::verdictInDialect(report->verdict, problem::Dialect::Kattis), QStringLiteral("RTE"));
        QVERIFY(std::ranges::any_of(view.findChildren<QLabel*>(), [](QLabel* label) {
            return label->text().contains("Kattis says <b>RTE</b>") &&
                   label->text().contains("the cap on its address space refused an allocation");
        }));
        const QModelIndex message =
            view.model()->indexOfTest(report->tests.first().test).siblingAtColumn(ui::JudgingModel::Message);
        QVERIFY2(message.data().toString().startsWith("It hit the memory limit of 256 MiB"),
                 qPrintable(message.data().toString()));
        auto* tabs = view.findChild<QTabWidget*>();
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == "CPU and memory") tabs->setCurrentIndex(i);
        test::screenshot(view, "judging-memory-in-plain-words");
    }

    void aPackageThatIsNotInteractiveHasNothingToRecord() {
        Page page(storePath());
        QVERIFY(page.open(kExamples + "/aplusb"));
        QVERIFY(!recordInteractions(page.view)->isEnabled());
    }

    // As the package's system reads an extension: omegaUp's .zip is the answers to an output-only problem,
    // Kattis's .pl is Prolog; without a problem open, .pl is Perl.
    void aSourcesLanguageIsReadAsTheOpenPackagesSystemReadsIt() {
        Page page(storePath());
        QCOMPARE(page.controller.languageOf("solution.pl"), QStringLiteral("perl"));
        QVERIFY(page.open(kExamples + "/aplusb"));
        QCOMPARE(page.controller.languageOf("solution.pl"), QStringLiteral("prolog"));
        QVERIFY(page.open(kExamples + "/omegaup-sums"));
        const QString answers = kExamples + "/omegaup-sums/submissions/run_time_error/small_answers_only.zip";
        QCOMPARE(page.controller.languageOf(answers), QStringLiteral("cat"));
        const auto report = page.judge({answers});
        QVERIFY(report);
        QCOMPARE(report->verdict, judge::Verdict::RE);
        QVERIFY(page.view.findChild<QLabel*>("summary")->text().contains("2 answers: small.1.out, small.2.out"));
    }

    void badInputIsExplainedNotFatal() {
        Page page(storePath());
        auto& [controller, view] = page;
        QSignalSpy failures(&controller, &ui::JudgingController::failed);
        view.startJudging(); // nothing open yet
        QCOMPARE(failures.size(), 1);
        QVERIFY(failures.first().first().toString().contains("Open a problem"));
        view.openProblem("/nonexistent/problem");
        QVERIFY(failures.wait(30000));
        QVERIFY(failures.last().first().toString().contains("/nonexistent/problem"));
        bool shown = false;
        for (auto* label : view.findChildren<QLabel*>())
            shown = shown || label->text().contains("/nonexistent/problem");
        QVERIFY(shown);
    }

    void aTestRunAgainChangesOnlyItsOwnRow() {
        Page page(storePath());
        auto& [controller, view] = page;
        QVERIFY(page.open(kExamples + "/subtasks"));
        const auto report = page.judge({kExamples + "/subtasks/submissions/partially_accepted/overflow.cpp"});
        QVERIFY(report);
        auto* tree = view.findChild<QTreeView*>();
        tree->setCurrentIndex(view.model()->indexOfTest("secret/large/2")); // the WA one
        QSignalSpy rerun(&controller, &ui::JudgingController::testsRerun);
        QSignalSpy stored(&controller, &ui::JudgingController::judgementStored);
        view.findChild<QAction*>(QStringLiteral("rerunTest"))->trigger();
        QVERIFY(rerun.wait(60000));
        const auto again = rerun.first().first().value<judge::JudgeReport>();
        QCOMPARE(again.tests.size(), 1);
        QCOMPARE(again.tests.first().test, QStringLiteral("secret/large/2"));
        QCOMPARE(again.tests.first().verdict, judge::Verdict::WA);
        QCOMPARE(view.model()->finishedTests(), 5); // the others kept their results
        QVERIFY(stored.isEmpty());                  // a rerun is not a judgement
    }

    // Kattis sets the limit of a package that names none from its accepted solutions on all its tests: a run of
    // one test again keeps that limit, though the accepted solution is quick on that test.
    void aTestRunAgainKeepsTheLimitTheWholePackageCalibrates() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        test::writeTestFile(root + "/problem.yaml", "name: L\n");
        for (const char* n : {"1", "0"}) {
            test::writeTestFile(root + "/data/secret/" + n + ".in", QByteArray(n) + "\n");
            test::writeTestFile(root + "/data/secret/" + n + ".ans", QByteArray(n) + "\n");
        }
        auto spinning = [](const char* seconds) {
            return QByteArray("#include <cstdio>\n#include <ctime>\nint main() { int n; std::scanf(\"%d\", &n); "
                              "while (std::clock() < ") +
                   seconds + " * CLOCKS_PER_SEC) {} std::printf(\"%d\\n\", n); }\n";
        };
        // 0.3 s on test 1 (x time_multiplier 5, rounded up: 2 s), nothing on test 0.
        test::writeTestFile(root + "/submissions/accepted/spin.cpp", spinning("n * 0.3"));
        const QString slow = test::writeTestFile(dir.filePath("slow.cpp"), spinning("1.5"));
        Page page(storePath());
        QVERIFY(page.open(root));
        QSignalSpy rerun(&page.controller, &ui::JudgingController::testsRerun);
        QSignalSpy failures(&page.controller, &ui::JudgingController::failed);
        page.controller.rerunTests({slow}, {}, {"secret/0"});
        QVERIFY2(rerun.wait(120000),
                 qPrintable(failures.isEmpty() ? "no report" : failures.first().first().toString()));
        const auto again = rerun.first().first().value<judge::JudgeReport>();
        QCOMPARE(again.timeLimit, 2.0);
        QVERIFY2(again.timeLimitSource.startsWith("calibrated from the accepted submissions"),
                 qPrintable(again.timeLimitSource));
        QCOMPARE(again.tests.first().verdict, judge::Verdict::AC);
    }

    void customInputIsRunUnderTheProblemsLimitsAndCheckedOnlyWithAnAnswer() {
        Page page(storePath());
        auto& view = page.view;
        QVERIFY(page.open(kExamples + "/aplusb"));
        view.setSources({kExamples + "/aplusb/submissions/accepted/sum.cpp"});
        view.findChild<QPushButton*>(QStringLiteral("customInput"))->click();
        auto* dialog = view.findChild<ui::CustomInputDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        QSignalSpy done(dialog, &ui::CustomInputDialog::runFinished);
        dialog->input()->setPlainText("2 3");
        dialog->run();
        QVERIFY(done.wait(60000));
        QVERIFY2(dialog->verdict()->text().contains("AC"), qPrintable(dialog->verdict()->text()));
        QCOMPARE(dialog->output()->toPlainText().trimmed(), QStringLiteral("5"));
        test::screenshot(*dialog, "custom-input");
        dialog->answer()->setPlainText("6");
        dialog->run();
        QVERIFY(done.wait(60000));
        QVERIFY2(dialog->verdict()->text().contains("WA"), qPrintable(dialog->verdict()->text()));
    }

    void customInputOfAnInteractiveProblemIsTheInteractorsAndShowsTheConversation() {
        Page page(storePath());
        auto& view = page.view;
        QVERIFY(page.open(kExamples + "/guess"));
        QVERIFY(!recordInteractions(view)->isChecked()); // the judgings' plain pipes do not keep it from showing
        view.setSources({kExamples + "/guess/submissions/accepted/binary_search.py"});
        view.findChild<QPushButton*>(QStringLiteral("customInput"))->click();
        auto* dialog = view.findChild<ui::CustomInputDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->input()->placeholderText().contains("interactor"),
                 qPrintable(dialog->input()->placeholderText()));
        QVERIFY(dialog->conversation()->isVisible() && !dialog->output()->isVisible());
        QSignalSpy done(dialog, &ui::CustomInputDialog::runFinished);
        dialog->input()->setPlainText("500");
        dialog->run();
        QVERIFY(done.wait(60000));
        QVERIFY2(dialog->verdict()->text().contains("AC"), qPrintable(dialog->verdict()->text()));
        const QAbstractItemModel* said = dialog->conversation()->model();
        QCOMPARE(said->rowCount(), 2); // 500 is the first guess of a binary search over 1..1000
        QCOMPARE(said->index(0, ui::TranscriptModel::Program).data().toString(), QStringLiteral("500↵"));
        QCOMPARE(said->index(1, ui::TranscriptModel::Interactor).data().toString(), QStringLiteral("correct↵"));
        test::screenshot(*dialog, "custom-input-interactive");
    }

    void customInputOfALibinteractiveProblemIsMainsAndShowsTheCalls() {
        QTemporaryDir dir;
        const QString problem = test::writeSumsLibinteractiveProblem(dir.filePath("sums"));
        const QString module = test::writeTestFile(dir.filePath("sums.cpp"),
                                                   "#include \"sums.h\"\nlong long sum(int n, int values[]) {\n  "
                                                   "long long s = 0;\n  for (int i = 0; i < n; ++i) s += values[i];\n "
                                                   " return s;\n}\n");
        Page page(storePath());
        auto& view = page.view;
        QVERIFY(page.open(problem));
        view.setSources({module});
        view.findChild<QPushButton*>(QStringLiteral("customInput"))->click();
        auto* dialog = view.findChild<ui::CustomInputDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        QSignalSpy done(dialog, &ui::CustomInputDialog::runFinished);
        dialog->input()->setPlainText("2\n40 2\n");
        dialog->run();
        QVERIFY(done.wait(60000));
        QVERIFY2(dialog->verdict()->text().contains("AC"), qPrintable(dialog->verdict()->text()));
        const QAbstractItemModel* said = dialog->conversation()->model();
        QCOMPARE(said->rowCount(), 2);
        QCOMPARE(said->index(0, ui::TranscriptModel::Interactor).data().toString(),
                 QStringLiteral("sum(n = 2, values = [40, 2])↵"));
        QCOMPARE(said->index(1, ui::TranscriptModel::Program).data().toString(), QStringLiteral("sum returned 42↵"));
        QCOMPARE(said->headerData(ui::TranscriptModel::Program, Qt::Horizontal).toString(),
                 QStringLiteral("Contestant → Main"));
        QVERIFY2(dialog->input()->placeholderText().contains("What Main reads"),
                 qPrintable(dialog->input()->placeholderText()));
        test::screenshot(*dialog, "custom-input-libinteractive");
    }

    void withTwoWorkersTheGraphOnlyGrowsForTheTestItFollows() {
        Page page(storePath());
        auto& [controller, view] = page;
        controller.setWorkers(2);
        view.show();
        QVERIFY(page.open(kExamples + "/aplusb"));
        auto* chart = view.findChild<ui::ResourceChart*>();
        QVERIFY(chart);
        view.findChild<QTabWidget*>()->setCurrentWidget(chart->parentWidget());
        bool photographed = false;
        struct Seen {
            QString test;
            int points;
        };
        QList<Seen> seen;
        QSet<QString> finished;
        bool concurrent = false;
        QString failure;
        // Connected after the page: each batch is looked at once the page has drawn it.
        connect(
            &controller, &ui::JudgingController::samplesArrived, &view, [&](const QList<session::TestSamples>& batch) {
                QSet<QString> tests;
                for (const auto& samples : batch)
                    tests.insert(samples.test);
                concurrent = concurrent || tests.size() > 1;
                if (chart->shownTest().isEmpty()) return;
                if (!seen.isEmpty() && seen.last().test == chart->shownTest() &&
                    chart->pointCount() < seen.last().points)
                    failure = QStringLiteral("%1 shrank from %2 to %3 points")
                                  .arg(chart->shownTest())
                                  .arg(seen.last().points)
                                  .arg(chart->pointCount());
                if (!seen.isEmpty() && seen.last().test != chart->shownTest() && !finished.contains(seen.last().test))
                    failure =
                        QStringLiteral("left %1 for %2 while %1 still ran").arg(seen.last().test, chart->shownTest());
                seen.append({chart->shownTest(), chart->pointCount()});
                if (concurrent && chart->pointCount() > 25 && !std::exchange(photographed, true))
                    test::screenshot(view, "judging-live-two-workers");
            });
        connect(&controller, &ui::JudgingController::testFinished, &view,
                [&](const judge::TestOutcome& outcome) { finished.insert(outcome.test); });
        auto report = page.judge({kExamples + "/aplusb/submissions/time_limit_exceeded/spin.cpp"});
        QVERIFY(report);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY2(concurrent, "no batch held the samples of two running tests");
        QVERIFY(seen.size() > 2);
    }
};

QTEST_MAIN(JudgingViewTest)
#include "test_judging_view.moc"
