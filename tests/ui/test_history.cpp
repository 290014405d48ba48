// Past judgements as the GUI lists them from the results database: newest first, each one's tests on
// selection, read off the UI thread; a database that cannot be read is said so.
#include "models/history_filter.h"
#include "models/history_model.h"
#include "models/judgement_comparison_model.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "store/kept_sources.h"
#include "widgets/history_view.h"
#include "widgets/kept_source_view.h"
#include "widgets/source_editor.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace jd;
using namespace std::chrono_literals;

namespace {

judge::JudgeReport reportOf(judge::Verdict verdict, double score) {
    judge::JudgeReport report;
    report.language = "cpp20";
    report.verdict = verdict;
    report.score = score;
    for (int i = 1; i <= 3; ++i) {
        judge::TestOutcome test;
        test.test = QStringLiteral("secret/%1").arg(i);
        test.verdict = i == 3 ? verdict : judge::Verdict::AC;
        test.time = 120ms;
        test.memory = 3ull << 20;
        report.tests << test;
    }
    return report;
}

} // namespace

class HistoryTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // A results database (named for `name`) holding one judgement of `source`; its path.
    QString storeJudgementOf(const QString& source, const QString& name) {
        const QString path = dir_.filePath(name + ".sqlite");
        problem::Problem problem;
        problem.directory = dir_.filePath(name);
        problem.name = "Sum";
        auto results = store::ResultsStore::open(path);
        if (!results || !results.value()->save(problem, {source}, reportOf(judge::Verdict::WA, 0)))
            qWarning("the judgement of %s was not stored", qPrintable(source));
        return path;
    }

    // `view` over the database at `path`, its only judgement selected and its details read.
    void showOnlyJudgement(ui::HistoryView& view, const QString& path) {
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 1, 10000);
        view.judgementTable()->setCurrentIndex(view.judgementTable()->model()->index(0, 0));
        QTRY_VERIFY_WITH_TIMEOUT(!view.keptSource()->note().isEmpty(), 10000);
    }

private slots:
    void pastJudgementsAreListedNewestFirstWithTheirTests() {
        const QString path = dir_.filePath("results.sqlite");
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            problem::Problem problem;
            problem.directory = dir_.filePath("aplusb");
            problem.name = "A plus B";
            QVERIFY(results.value()->save(problem, {"/home/coach/first.cpp"}, reportOf(judge::Verdict::WA, 0)));
            QTest::qWait(1100); // a later second: "newest" is by time
            QVERIFY(results.value()->save(problem, {"/home/coach/second.cpp"}, reportOf(judge::Verdict::AC, 1)));
        }
        ui::HistoryView view;
        QAbstractItemModelTester judgements(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester tests(view.testsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 2, 10000);
        auto cell = [&](int row, int column) { return view.model()->index(row, column).data().toString(); };
        QCOMPARE(cell(0, ui::HistoryModel::Submission), QStringLiteral("coach/second.cpp"));
        QCOMPARE(cell(0, ui::HistoryModel::Verdict), QStringLiteral("AC"));
        QCOMPARE(cell(1, ui::HistoryModel::Verdict), QStringLiteral("WA"));
        QCOMPARE(cell(1, ui::HistoryModel::Problem), QStringLiteral("A plus B"));

        QTableView* table = view.judgementTable();
        table->setCurrentIndex(table->model()->index(1, 0));
        QTRY_COMPARE_WITH_TIMEOUT(view.testsModel()->rowCount(), 3, 10000);
        QCOMPARE(view.testsModel()->index(2, ui::StoredTestsModel::Verdict).data().toString(), QStringLiteral("WA"));
        QCOMPARE(view.testsModel()->index(0, ui::StoredTestsModel::Time).data().toString(), QStringLiteral("0.120 s"));
        if (const QString shots = qEnvironmentVariable("JUDGEDESK_SCREENSHOTS"); !shots.isEmpty()) {
            view.resize(1000, 500);
            view.grab().save(shots + "/history.png");
        }
    }

    void aContestantsJudgementsAreNamedAndFoundByTheirFolder() {
        const QString path = dir_.filePath("contest.sqlite");
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            problem::Problem max;
            max.directory = dir_.filePath("day1/data/max");
            max.name = "Largest number";
            QVERIFY(results.value()->save(max, {"/day1/source/alice/max.cpp"}, reportOf(judge::Verdict::AC, 1)));
            QVERIFY(results.value()->save(max, {"/day1/source/carol/max.cpp"}, reportOf(judge::Verdict::WA, 0)));
            // LemonLime's layout may give each problem a folder of its own in a contestant's.
            QVERIFY(results.value()->save(max, {"/day1/source/dave/max/max.cpp"}, reportOf(judge::Verdict::WA, 0)));
        }
        ui::HistoryView view;
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 3, 10000);
        ui::HistoryFilter* filter = view.filter();
        filter->setSolutionText("carol");
        QCOMPARE(filter->rowCount(), 1);
        QCOMPARE(filter->index(0, ui::HistoryModel::Submission).data().toString(), QStringLiteral("carol/max.cpp"));
        filter->setSolutionText("dave");
        QCOMPARE(filter->rowCount(), 1);
        QCOMPARE(filter->index(0, ui::HistoryModel::Submission).data().toString(), QStringLiteral("dave/max/max.cpp"));
    }

    void judgementsAreFilteredByProblemSolutionAndDay() {
        const QString path = dir_.filePath("filtered.sqlite");
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            problem::Problem sum, product;
            sum.directory = dir_.filePath("sum");
            sum.name = "Sum";
            product.directory = dir_.filePath("product");
            product.name = "Product";
            QVERIFY(results.value()->save(sum, {"/coach/greedy.cpp"}, reportOf(judge::Verdict::WA, 0)));
            QVERIFY(results.value()->save(sum, {"/coach/exact.cpp"}, reportOf(judge::Verdict::AC, 1)));
            QVERIFY(results.value()->save(product, {"/coach/greedy.py"}, reportOf(judge::Verdict::AC, 1)));
        }
        ui::HistoryView view;
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 3, 10000);
        ui::HistoryFilter* filter = view.filter();
        filter->setProblem(dir_.filePath("sum"));
        QCOMPARE(filter->rowCount(), 2);
        filter->setSolutionText("GREEDY");
        QCOMPARE(filter->rowCount(), 1);
        QCOMPARE(filter->index(0, ui::HistoryModel::Submission).data().toString(), QStringLiteral("coach/greedy.cpp"));
        filter->setProblem({});
        QCOMPARE(filter->rowCount(), 2);
        filter->setSince(QDate::currentDate().addDays(1));
        QCOMPARE(filter->rowCount(), 0);
        filter->setSince(QDate::currentDate());
        QCOMPARE(filter->rowCount(), 2);
        QCOMPARE(view.model()->problems().size(), 2);
    }

    void twoJudgementsAreComparedTestByTest() {
        const QString path = dir_.filePath("compared.sqlite");
        qint64 first = 0, second = 0;
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            problem::Problem problem;
            problem.directory = dir_.filePath("aplusb");
            problem.name = "A plus B";
            auto fixed = reportOf(judge::Verdict::AC, 1);
            fixed.tests[0].time = 900ms; // slower, though now accepted
            first = *results.value()->save(problem, {"/coach/sum.cpp"}, reportOf(judge::Verdict::WA, 0));
            second = *results.value()->save(problem, {"/coach/sum.cpp"}, fixed);
        }
        ui::HistoryView view;
        QAbstractItemModelTester tester(view.comparisonModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 2, 10000);
        QSignalSpy shown(&view, &ui::HistoryView::comparisonShown);
        view.compare(second, first); // the older is the one compared against, whatever the order
        QVERIFY(shown.wait(10000));
        ui::JudgementComparisonModel* comparison = view.comparisonModel();
        QCOMPARE(comparison->rowCount(), 3);
        using Column = ui::JudgementComparisonModel::Column;
        QCOMPARE(comparison->index(2, Column::VerdictBefore).data().toString(), QStringLiteral("WA"));
        QCOMPARE(comparison->index(2, Column::VerdictAfter).data().toString(), QStringLiteral("AC"));
        QVERIFY(comparison->index(2, Column::VerdictAfter).data(ui::JudgementComparisonModel::ChangedRole).toBool());
        QVERIFY(comparison->index(0, Column::TimeAfter).data(ui::JudgementComparisonModel::ChangedRole).toBool());
        QVERIFY(!comparison->index(1, Column::TimeAfter).data(ui::JudgementComparisonModel::ChangedRole).toBool());
        QCOMPARE(comparison->comparison().verdictChanges, 1);
        view.resize(1100, 600);
        test::screenshot(view, "history-comparison");
    }

    void aComparisonTellsTestsWhoseDataChangedOrThatOnlyOneJudgementHad() {
        const QString path = dir_.filePath("edited.sqlite");
        const QString directory = dir_.filePath("edited");
        problem::Problem problem;
        problem.directory = directory;
        problem.name = "Edited";
        for (const QString name : {"1", "2", "3"}) {
            problem::TestCase test;
            test.name = "secret/" + name;
            test.input = test::writeTestFile(directory + "/" + name + ".in", "1 2\n");
            test.answer = test::writeTestFile(directory + "/" + name + ".ans", "3\n");
            problem.data.tests << test;
        }
        qint64 first = 0, second = 0;
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            first = *results.value()->save(problem, {"/coach/sum.cpp"}, reportOf(judge::Verdict::AC, 1));
            test::writeTestFile(problem.data.tests[0].answer, "4\n"); // the answer fixed
            auto edited = reportOf(judge::Verdict::AC, 1);
            edited.tests.removeLast(); // test 3 taken out
            judge::TestOutcome added = edited.tests.first();
            added.test = "secret/4";
            edited.tests << added;
            problem::TestCase fourth = problem.data.tests[2];
            fourth.name = "secret/4";
            problem.data.tests << fourth;
            second = *results.value()->save(problem, {"/coach/sum.cpp"}, edited);
        }
        ui::HistoryView view;
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 2, 10000);
        QSignalSpy shown(&view, &ui::HistoryView::comparisonShown);
        view.compare(first, second);
        QVERIFY(shown.wait(10000));
        ui::JudgementComparisonModel* comparison = view.comparisonModel();
        using Column = ui::JudgementComparisonModel::Column;
        QCOMPARE(comparison->rowCount(), 4);
        QCOMPARE(comparison->index(0, Column::TestData).data().toString(), QStringLiteral("changed"));
        QCOMPARE(comparison->index(1, Column::TestData).data().toString(), QString());
        QCOMPARE(comparison->index(2, Column::TestData).data().toString(), QStringLiteral("only in #%1").arg(first));
        QCOMPARE(comparison->index(3, Column::TestData).data().toString(), QStringLiteral("only in #%1").arg(second));
        const QString summary = view.findChild<QTabWidget*>()->currentWidget()->findChild<QLabel*>()->text();
        // English plurals come from the translations the application loads; here "(s)" stays.
        QVERIFY2(summary.contains(QRegularExpression("0 verdict\\S* changed")) &&
                     summary.contains(QRegularExpression("1 test\\S* with other data")) &&
                     summary.contains(QRegularExpression(QStringLiteral("1 test\\S* only in #%1").arg(first))),
                 qPrintable(summary));
        view.resize(1100, 600);
        test::screenshot(view, "history-comparison-edited-tests");
    }

    void aComparisonOfOneSubmissionSaysWhetherItsSourceWasEditedBetween() {
        const QString path = dir_.filePath("source-edited.sqlite");
        problem::Problem problem;
        problem.directory = dir_.filePath("source-edited");
        problem.name = "Sum";
        const QString source = test::writeTestFile(dir_.filePath("sum-edited.cpp"), "int main() { return 1; }\n");
        qint64 first = 0, same = 0, edited = 0;
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            first = *results.value()->save(problem, {source}, reportOf(judge::Verdict::WA, 0));
            same = *results.value()->save(problem, {source}, reportOf(judge::Verdict::WA, 0));
            test::writeTestFile(source, "int main() {}\n");
            edited = *results.value()->save(problem, {source}, reportOf(judge::Verdict::AC, 1));
        }
        ui::HistoryView view;
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 3, 10000);
        QSignalSpy shown(&view, &ui::HistoryView::comparisonShown);
        auto summaryOf = [&](qint64 one, qint64 other) {
            view.compare(one, other);
            if (!shown.wait(10000)) return QString();
            return view.findChild<QTabWidget*>()->currentWidget()->findChild<QLabel*>()->text();
        };
        const QString unchanged = summaryOf(first, same);
        QVERIFY2(unchanged.contains("the same source"), qPrintable(unchanged));
        const QString changed = summaryOf(same, edited);
        QVERIFY2(changed.contains("the source was edited between them"), qPrintable(changed));
    }

    void aJudgementShowsItsSourceAsItWasJudgedAndWhetherItWasEditedSince() {
        const QString source = test::writeTestFile(dir_.filePath("kept.cpp"), "int main() { return 1; }\n");
        const QString path = storeJudgementOf(source, "kept-source");
        test::writeTestFile(source, "int main() {}\n"); // fixed after the judgement
        ui::HistoryView view;
        showOnlyJudgement(view, path);
        QVERIFY2(view.keptSource()->note().contains("edited since"), qPrintable(view.keptSource()->note()));
        QCOMPARE(view.keptSource()->editor()->toPlainText(), QStringLiteral("int main() { return 1; }\n"));
        QVERIFY(view.keptSource()->editor()->isReadOnly());
        view.resize(1000, 600);
        view.findChild<QTabWidget*>()->setCurrentWidget(view.keptSource());
        test::screenshot(view, "history-kept-source");
    }

    void aJudgementWhoseSourceIsGoneSaysSo() {
        const QString source = test::writeTestFile(dir_.filePath("gone.cpp"), "int main() {}\n");
        const QString path = storeJudgementOf(source, "gone-source");
        QVERIFY(QFile::remove(source));
        ui::HistoryView view;
        showOnlyJudgement(view, path);
        QVERIFY2(view.keptSource()->note().contains("no longer there"), qPrintable(view.keptSource()->note()));
        QCOMPARE(view.keptSource()->editor()->toPlainText(), QStringLiteral("int main() {}\n"));
    }

    void aJudgementKeptBeforeSourcesWereSaysSo() {
        ui::KeptSourceView view;
        store::StoredJudgement old;
        old.submission = "/coach/sum.cpp";
        view.setJudgement(old, {});
        QVERIFY2(view.note().contains("made before JudgeDesk kept"), qPrintable(view.note()));
        QVERIFY(view.editor()->toPlainText().isEmpty());
    }

    void anOldJudgementCanBeJudgedAgainWithTodaysPackage() {
        const QString path = dir_.filePath("rejudged.sqlite");
        const QString problemDirectory = dir_.filePath("still-here");
        QVERIFY(QDir().mkpath(problemDirectory));
        const QString source = test::writeTestFile(dir_.filePath("still-here.cpp"), "int main() {}\n");
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            problem::Problem problem;
            problem.directory = problemDirectory;
            problem.name = "Still here";
            auto saved = results.value()->save(problem, {source}, reportOf(judge::Verdict::WA, 0));
            QVERIFY2(saved, saved ? "" : saved.error().c_str());
        }
        ui::HistoryView view;
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 1, 10000);
        QSignalSpy requested(&view, &ui::HistoryView::rejudgeRequested);
        view.judgementTable()->selectRow(0);
        view.rejudgeSelected();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().at(0).toString(), problemDirectory);
        QCOMPARE(requested.first().at(1).toString(), source);
    }

    void aSourceUnchangedSinceIsJudgedAgainAsTheFile() {
        QVERIFY(QDir().mkpath(dir_.filePath("unchanged")));
        const QString source = test::writeTestFile(dir_.filePath("unchanged.cpp"), "int main() {}\n");
        ui::HistoryView view;
        showOnlyJudgement(view, storeJudgementOf(source, "unchanged"));
        QSignalSpy asFile(&view, &ui::HistoryView::rejudgeRequested);
        QSignalSpy asCopy(&view, &ui::HistoryView::keptCopyRejudgeRequested);
        view.rejudgeSelected();
        QCOMPARE(asFile.size(), 1);
        QCOMPARE(asCopy.size(), 0);
    }

    void aSourceEditedSinceIsJudgedAgainFromTheCopyKeptOfIt() {
        QVERIFY(QDir().mkpath(dir_.filePath("edited-since")));
        const QString source = test::writeTestFile(dir_.filePath("edited-since.cpp"), "int main() { return 1; }\n");
        const QString path = storeJudgementOf(source, "edited-since");
        test::writeTestFile(source, "int main() {}\n");
        ui::HistoryView view;
        showOnlyJudgement(view, path);
        auto* judgeAgain = view.findChild<QPushButton*>("judgeAgain");
        QTRY_VERIFY(judgeAgain->toolTip().contains("edited since"));
        QSignalSpy asFile(&view, &ui::HistoryView::rejudgeRequested);
        QSignalSpy asCopy(&view, &ui::HistoryView::keptCopyRejudgeRequested);
        view.rejudgeSelected();
        QCOMPARE(asFile.size(), 0);
        QCOMPARE(asCopy.size(), 1);
        QCOMPARE(asCopy.first().at(0).toString(), dir_.filePath("edited-since"));
        const auto judged = asCopy.first().at(1).value<store::StoredJudgement>();
        QCOMPARE(judged.submission, source);
        QVERIFY(store::hasCompleteCopy(judged));
    }

    void aSourceGoneWithACopyKeptCanStillBeJudgedAgain() {
        QVERIFY(QDir().mkpath(dir_.filePath("gone-since")));
        const QString source = test::writeTestFile(dir_.filePath("gone-since.cpp"), "int main() {}\n");
        const QString path = storeJudgementOf(source, "gone-since");
        QVERIFY(QFile::remove(source));
        ui::HistoryView view;
        showOnlyJudgement(view, path);
        auto* judgeAgain = view.findChild<QPushButton*>("judgeAgain");
        QTRY_VERIFY(judgeAgain->isEnabled());
        QVERIFY2(judgeAgain->toolTip().contains("the file is gone"), qPrintable(judgeAgain->toolTip()));
        QSignalSpy asCopy(&view, &ui::HistoryView::keptCopyRejudgeRequested);
        view.rejudgeSelected();
        QCOMPARE(asCopy.size(), 1);
    }

    void aSourceGoneWithNoCopyKeptCannotBeJudgedAgain() {
        QVERIFY(QDir().mkpath(dir_.filePath("nothing-kept")));
        // A file that could not be read when it was judged: no copy, as judgements before copies were kept.
        const QString path = storeJudgementOf(dir_.filePath("never-there.cpp"), "nothing-kept");
        ui::HistoryView view;
        showOnlyJudgement(view, path);
        auto* judgeAgain = view.findChild<QPushButton*>("judgeAgain");
        QVERIFY(!judgeAgain->isEnabled());
        QVERIFY2(judgeAgain->toolTip().contains("no copy of it was kept"), qPrintable(judgeAgain->toolTip()));
    }

    void aJudgementJudgedAgainIsComparedWithTheOneItJudgedAgain() {
        const QString path = dir_.filePath("judged-again.sqlite");
        problem::Problem problem;
        problem.directory = dir_.filePath("again");
        problem.name = "Again";
        const QString source = test::writeTestFile(dir_.filePath("again.cpp"), "int main() {}\n");
        QVERIFY(QDir().mkpath(problem.directory));
        auto results = store::ResultsStore::open(path);
        QVERIFY(results);
        const qint64 first = *results.value()->save(problem, {source}, reportOf(judge::Verdict::WA, 0));
        ui::HistoryView view;
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 1, 10000);
        view.judgementTable()->selectRow(0);
        view.rejudgeSelected();
        // Another solution judged meanwhile is no answer to the request.
        const qint64 other =
            *results.value()->save(problem, {dir_.filePath("other.cpp")}, reportOf(judge::Verdict::AC, 1));
        view.judgementStored(other);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 2, 10000);
        const qint64 again = *results.value()->save(problem, {source}, reportOf(judge::Verdict::AC, 1));
        QSignalSpy shown(&view, &ui::HistoryView::comparisonShown);
        view.judgementStored(again);
        QVERIFY(shown.wait(10000));
        const auto& compared = view.comparisonModel()->comparison();
        QCOMPARE(compared.verdictChanges, 1); // WA to AC on the third test
        const QModelIndexList selected = view.judgementTable()->selectionModel()->selectedRows();
        QCOMPARE(selected.size(), 2);
        QSet<qint64> ids;
        for (const QModelIndex& row : selected)
            ids.insert(row.data(ui::HistoryModel::IdRole).toLongLong());
        QCOMPARE(ids, (QSet<qint64>{first, again}));
    }

    void aJudgementStoredWithoutARequestIsOnlyListed() {
        const QString path = dir_.filePath("only-listed.sqlite");
        problem::Problem problem;
        problem.directory = dir_.filePath("listed");
        problem.name = "Listed";
        auto results = store::ResultsStore::open(path);
        QVERIFY(results);
        QVERIFY(results.value()->save(problem, {"/coach/a.cpp"}, reportOf(judge::Verdict::WA, 0)));
        ui::HistoryView view;
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 1, 10000);
        QSignalSpy shown(&view, &ui::HistoryView::comparisonShown);
        const qint64 stored = *results.value()->save(problem, {"/coach/a.cpp"}, reportOf(judge::Verdict::AC, 1));
        view.judgementStored(stored);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 2, 10000);
        QTest::qWait(200);
        QCOMPARE(shown.size(), 0);
    }

    void forgottenJudgementsLeaveTheListAndTheSummarySaysSo() {
        const QString path = dir_.filePath("forgotten.sqlite");
        problem::Problem problem;
        problem.directory = dir_.filePath("forgotten");
        problem.name = "Forgotten";
        qint64 first = 0;
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            first = *results.value()->save(problem, {"/coach/a.cpp"}, reportOf(judge::Verdict::WA, 0));
            QVERIFY(results.value()->save(problem, {"/coach/b.cpp"}, reportOf(judge::Verdict::AC, 1)));
        }
        ui::HistoryView view;
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 2, 10000);
        auto* forget = view.findChild<QAction*>("forgetJudgements");
        QVERIFY(forget && view.judgementTable()->actions().contains(forget));
        QCOMPARE(forget->shortcut(), QKeySequence(QKeySequence::Delete));
        view.judgementTable()->clearSelection();
        QVERIFY(!forget->isEnabled()); // nothing selected, nothing to forget
        view.judgementTable()->selectRow(0);
        QVERIFY(forget->isEnabled());
        // The buttons are in the menu too, enabled as they are: one judgement selected compares with nothing.
        const QList<QAction*> menu = view.judgementTable()->actions();
        const auto compare = std::find_if(menu.begin(), menu.end(),
                                          [](QAction* action) { return action->text() == "Compare the Two Selected"; });
        QVERIFY(compare != menu.end() && !(*compare)->isEnabled());

        QSignalSpy forgotten(&view, &ui::HistoryView::judgementsForgotten);
        view.forget({first});
        QVERIFY(forgotten.wait(10000));
        QCOMPARE(forgotten.first().first().toInt(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 1, 10000);
        QCOMPARE(view.model()->index(0, 0).data(ui::HistoryModel::SubmissionPathRole).toString(),
                 QStringLiteral("/coach/b.cpp"));
        auto* summary = view.findChild<QLabel*>("historySummary");
        QTRY_VERIFY_WITH_TIMEOUT(summary->text().startsWith("1 judgement") && summary->text().contains(path) &&
                                     summary->text().contains("Forgot 1 judgement"),
                                 10000);
    }

    void anUnreadableDatabaseIsSaidSo() {
        ui::HistoryView view;
        QFile notADatabase(dir_.filePath("garbage.sqlite"));
        QVERIFY(notADatabase.open(QIODevice::WriteOnly));
        notADatabase.write(QByteArray(8192, 'x'));
        notADatabase.close();
        view.setStorePath(notADatabase.fileName());
        bool said = false;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (auto* label : view.findChildren<QLabel*>())
                    said = said || label->text().contains("Cannot read the results database");
                return said;
            }(),
            10000);
        QCOMPARE(view.model()->rowCount(), 0);
    }
};

QTEST_MAIN(HistoryTest)
#include "test_history.moc"
