// How a background job reaches its page's runner: what it posts runs on the runner's thread with the runner, is
// dropped once the runner is gone, and the relay itself goes on its own thread when the last job lets it go.
#include "controllers/job_relay.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTest>
#include <QThread>

#include <memory>
#include <thread>

using namespace jd::ui;

namespace {

struct Runner : QObject {
    int heard = 0;
    QThread* heardOn = nullptr;
};

} // namespace

class JobRelayTest : public QObject {
    Q_OBJECT
private slots:
    void whatAJobPostsRunsOnTheRunnersThreadWithTheRunner() {
        Runner runner;
        auto relay = JobRelay<Runner>::to(&runner);
        std::thread job([relay] {
            relay->post([](Runner& target) {
                ++target.heard;
                target.heardOn = QThread::currentThread();
            });
        });
        job.join();
        QCOMPARE(runner.heard, 0); // not on the job's thread
        QTRY_COMPARE(runner.heard, 1);
        QCOMPARE(runner.heardOn, QThread::currentThread());
    }

    void whatArrivesAfterTheRunnerIsGoneIsDropped() {
        auto runner = std::make_unique<Runner>();
        auto relay = JobRelay<Runner>::to(runner.get());
        bool called = false;
        std::thread job([relay, &called] { relay->post([&called](Runner&) { called = true; }); });
        job.join();
        runner.reset(); // before the post reaches it
        QCoreApplication::sendPostedEvents();
        QVERIFY(!called);
        QCOMPARE(relay->target(), nullptr);
    }

    void theRelayGoesOnItsOwnThreadOnceTheLastJobLetsItGo() {
        Runner runner;
        auto relay = JobRelay<Runner>::to(&runner);
        QPointer<QObject> watched = relay.get();
        std::thread job([held = std::move(relay)]() mutable { held.reset(); });
        job.join();
        QVERIFY(watched); // not deleted on the job's thread
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!watched);
    }
};

QTEST_GUILESS_MAIN(JobRelayTest)
#include "test_job_relay.moc"
