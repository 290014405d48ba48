// How a judging is stopped: Cancel reaches it while it runs and while it compiles, and neither closing the
// page nor destroying its controller waits for a judging, even one that cannot stop yet.
#include "judging_page.h"
#include "sandbox_fixture.h"
#include "store/results_store.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <memory>

using namespace jd;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

using Page = test::JudgingPage;

} // namespace

class JudgingStopTest : public QObject {
    Q_OBJECT
    QTemporaryDir store_; // judgements go here, not to the user's database
    QString storePath() const { return store_.filePath("results.sqlite"); }
private slots:
    void cancellingStopsAJudgingSoon() {
        Page page(storePath());
        auto& [controller, view] = page;
        QVERIFY(page.open(kExamples + "/aplusb"));
        QSignalSpy finished(&controller, &ui::JudgingController::judgingFinished);
        QSignalSpy tests(&controller, &ui::JudgingController::testFinished);
        view.setSources({kExamples + "/aplusb/submissions/time_limit_exceeded/spin.cpp"});
        view.startJudging();
        QVERIFY(tests.wait(120000) || !tests.isEmpty()); // compiled, and judging
        QSignalSpy stored(&controller, &ui::JudgingController::judgementStored);
        controller.cancel();
        QVERIFY(finished.wait(10000));
        QVERIFY(stored.isEmpty()); // a cancelled judging is not kept
        QVERIFY(!controller.isBusy());
    }

    void cancellingDuringTheCompileEndsTheJudgingWithin200Ms() {
        QTemporaryDir sources;
        const QString slow = sources.filePath("slow_to_compile.cpp");
        writeSlowToCompile(slow);
        Page page(storePath());
        auto& [controller, view] = page;
        QVERIFY(page.open(kExamples + "/aplusb"));
        QSignalSpy finished(&controller, &ui::JudgingController::judgingFinished);
        QSignalSpy failures(&controller, &ui::JudgingController::failed);
        view.setSources({slow});
        view.startJudging();
        QTRY_VERIFY_WITH_TIMEOUT(compilerIsRunning(), 60000);
        QElapsedTimer clock;
        clock.start();
        controller.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failures.isEmpty(), 60000);
        const qint64 elapsed = clock.elapsed();
        qInfo("cancelled after %lld ms", elapsed);
        QVERIFY2(elapsed < 200, qPrintable(QStringLiteral("cancelled after %1 ms").arg(elapsed)));
        QVERIFY(!controller.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!compilerIsRunning(), 5000);
    }

    void closingThePageDuringTheCompileDoesNotWaitForIt() {
        QTemporaryDir sources;
        const QString slow = sources.filePath("slow_to_compile.cpp");
        writeSlowToCompile(slow);
        auto page = std::make_unique<Page>(storePath());
        QVERIFY(page->open(kExamples + "/aplusb"));
        page->view.setSources({slow});
        page->view.startJudging();
        QTRY_VERIFY_WITH_TIMEOUT(compilerIsRunning(), 60000);
        const qint64 elapsed = millisecondsToDestroy(page);
        qInfo("closed after %lld ms", elapsed);
        QVERIFY2(elapsed < 200, qPrintable(QStringLiteral("closing took %1 ms").arg(elapsed)));
        QTRY_VERIFY_WITH_TIMEOUT(!compilerIsRunning(), 5000);
    }

    void destroyingTheControllerDoesNotWaitForAJudgingThatCannotStopYet() {
        // The judging is held up where no stop reaches it: its results database is locked by another program,
        // which SQLite waits out for seconds. The page and its controller still go at once; the judging ends on
        // its own later and reports to nobody.
        QTemporaryDir directory;
        const QString store = directory.filePath("locked.sqlite");
        QVERIFY(store::ResultsStore::open(store)); // made, and closed again
        {
            QSqlDatabase locker = QSqlDatabase::addDatabase("QSQLITE", "locker");
            locker.setDatabaseName(store);
            QVERIFY(locker.open());
            QSqlQuery lock(locker);
            QVERIFY(lock.exec("BEGIN EXCLUSIVE"));
            auto page = std::make_unique<Page>(store);
            QVERIFY(page->open(kExamples + "/aplusb"));
            page->view.setSources({kExamples + "/aplusb/submissions/accepted/sum.cpp"});
            page->view.startJudging();
            const qint64 elapsed = millisecondsToDestroy(page);
            qInfo("destroyed after %lld ms", elapsed);
            QVERIFY2(elapsed < 1000, qPrintable(QStringLiteral("destroying took %1 ms").arg(elapsed)));
            QVERIFY(lock.exec("ROLLBACK"));
        }
        QSqlDatabase::removeDatabase("locker");
        QVERIFY(jobsLeftBehindHaveEnded());
        auto results = store::ResultsStore::open(store);
        QVERIFY(results);
        const auto kept = results.value()->judgements();
        QVERIFY(kept);
        QVERIFY(kept.value().isEmpty()); // a cancelled judging is not kept
    }

    void destroyingTheControllerWhileEverySolutionIsJudgedLeavesThatJobToEndAlone() {
        auto page = std::make_unique<Page>(storePath());
        QVERIFY(page->open(kExamples + "/aplusb"));
        QSignalSpy started(&page->controller.solutionsJobs(), &ui::SolutionsJobs::submissionStarted);
        page->controller.solutionsJobs().verifyAll();
        QVERIFY(started.wait(60000)); // judging the submissions, reporting each to the Solutions page's runner
        const qint64 elapsed = millisecondsToDestroy(page);
        QVERIFY2(elapsed < 1000, qPrintable(QStringLiteral("destroying took %1 ms").arg(elapsed)));
        QVERIFY(jobsLeftBehindHaveEnded());
    }

private:
    static qint64 millisecondsToDestroy(std::unique_ptr<Page>& page) {
        QElapsedTimer clock;
        clock.start();
        page.reset();
        return clock.elapsed();
    }
    // The jobs a destroyed page left to end alone have ended, and what they still posted to it has been dropped.
    static bool jobsLeftBehindHaveEnded() {
        if (!QThreadPool::globalInstance()->waitForDone(120000)) return false;
        QCoreApplication::sendPostedEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        return true;
    }
    // GCC evaluates this loop at compile time, for many seconds.
    static void writeSlowToCompile(const QString& path) {
        jd::test::writeTestFile(path, "constexpr long long spin() {\n"
                                      "    long long sum = 0;\n"
                                      "    for (long long i = 0; i < 2000000000; ++i) sum += i ^ (i >> 3);\n"
                                      "    return sum;\n"
                                      "}\n"
                                      "static_assert(spin() != 1);\n"
                                      "int main() {}\n");
    }
    // Whether GCC's compiler proper is compiling that source now.
    static bool compilerIsRunning() {
        for (const QString& pid : QDir("/proc").entryList(QDir::Dirs)) {
            QFile comm("/proc/" + pid + "/comm"), commandLine("/proc/" + pid + "/cmdline");
            if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "cc1plus" &&
                commandLine.open(QIODevice::ReadOnly) && commandLine.readAll().contains("slow_to_compile"))
                return true;
        }
        return false;
    }
};

QTEST_MAIN(JudgingStopTest)
#include "test_judging_stop.moc"
