// Past judgements as the GUI lists them from the results database: newest first, each one's tests on
// selection, read off the UI thread; a database that cannot be read is said so.
#include "models/history_model.h"
#include "widgets/history_view.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

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

private slots:
    void pastJudgementsAreListedNewestFirstWithTheirTests() {
        const QString path = dir_.filePath("results.sqlite");
        {
            auto results = store::ResultsStore::open(path);
            QVERIFY(results);
            problem::Problem problem;
            problem.directory = dir_.filePath("aplusb");
            problem.name = "A plus B";
            QVERIFY(results.value()->save(problem, "/home/coach/first.cpp", reportOf(judge::Verdict::WA, 0)));
            QTest::qWait(1100); // a later second: "newest" is by time
            QVERIFY(results.value()->save(problem, "/home/coach/second.cpp", reportOf(judge::Verdict::AC, 1)));
        }
        ui::HistoryView view;
        QAbstractItemModelTester judgements(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester tests(view.testsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setStorePath(path);
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 2, 10000);
        auto cell = [&](int row, int column) { return view.model()->index(row, column).data().toString(); };
        QCOMPARE(cell(0, ui::HistoryModel::Submission), QStringLiteral("second.cpp"));
        QCOMPARE(cell(0, ui::HistoryModel::Verdict), QStringLiteral("AC"));
        QCOMPARE(cell(1, ui::HistoryModel::Verdict), QStringLiteral("WA"));
        QCOMPARE(cell(1, ui::HistoryModel::Problem), QStringLiteral("A plus B"));

        QTableView* table = nullptr;
        for (auto* candidate : view.findChildren<QTableView*>())
            if (candidate->model() == view.model()) table = candidate;
        QVERIFY(table);
        table->setCurrentIndex(view.model()->index(1, 0));
        QTRY_COMPARE_WITH_TIMEOUT(view.testsModel()->rowCount(), 3, 10000);
        QCOMPARE(view.testsModel()->index(2, ui::StoredTestsModel::Verdict).data().toString(), QStringLiteral("WA"));
        QCOMPARE(view.testsModel()->index(0, ui::StoredTestsModel::Time).data().toString(), QStringLiteral("0.120 s"));
        if (const QString shots = qEnvironmentVariable("JUDGEDESK_SCREENSHOTS"); !shots.isEmpty()) {
            view.resize(1000, 500);
            view.grab().save(shots + "/history.png");
        }
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
