// The sandbox manager seed's pools, behaviour by behaviour: warm sandboxes, the hard cap, reuse of a
// wiped sandbox, idle and running timeouts, the monitor's load warnings, orphans of a crashed manager.
#include "protocol/pools/sandbox_pools.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <future>

using namespace jd::protocol;
using namespace std::chrono_literals;

namespace {

PoolsConfig onePool(int poolSize, int scaleLimit, std::chrono::milliseconds idle = 600s,
                    std::chrono::milliseconds running = 120s) {
    PoolsConfig config;
    config.pools["sh"] = PoolSettings{poolSize, scaleLimit, idle, running};
    return config;
}

} // namespace

class SandboxPoolsTest : public QObject {
    Q_OBJECT
    std::shared_ptr<jd::sandbox::Sandbox> sandbox_;
    QTemporaryDir runtime_;

    std::unique_ptr<SandboxPools> pools(const PoolsConfig& config) {
        auto started = SandboxPools::start(config, sandbox_, runtime_.path().toStdString());
        if (!started) qFatal("%s", started.error().c_str());
        return std::move(started.value());
    }
    static PoolStats statsOf(const SandboxPools& pools) { return pools.stats().at(0); }

private slots:
    void initTestCase() {
        QVERIFY(runtime_.isValid());
        sandbox_ = jd::test::createSandbox(jd::test::modeFromEnvironment());
    }

    void startingWarmsPoolSizeSandboxes() {
        auto manager = pools(onePool(2, 4));
        const PoolStats stats = statsOf(*manager);
        QCOMPARE(stats.idle, 2);
        QCOMPARE(stats.active, 0);
        QCOMPARE(stats.total, 2);
    }

    void acquiringBeyondTheScaleLimitFailsAtOnce() {
        auto manager = pools(onePool(1, 2));
        auto first = manager->acquire("sh");
        auto second = manager->acquire("sh");
        QVERIFY(first && second);
        QElapsedTimer clock;
        clock.start();
        auto third = manager->acquire("sh");
        QVERIFY(!third);
        QVERIFY2(QString::fromStdString(third.error()).startsWith("pool exhausted"), third.error().c_str());
        QVERIFY(clock.elapsed() < 100);
        QVERIFY(!manager->acquire("cobol"));
    }

    void aSchedulersAcquireWaitsAtTheScaleLimitForARelease() {
        auto manager = pools(onePool(1, 1));
        auto first = manager->acquire("sh");
        QVERIFY(first);
        const std::string name = first.value()->name();
        auto waiting = std::async(std::launch::async, [&] { return manager->acquireWhenFree("sh", {}); });
        QCOMPARE(waiting.wait_for(200ms), std::future_status::timeout);
        QCOMPARE(statsOf(*manager).waiting, 1);
        { auto released = std::move(first.value()); }
        QCOMPARE(waiting.wait_for(5s), std::future_status::ready);
        auto second = waiting.get();
        QVERIFY2(second, second ? "" : second.error().c_str());
        QCOMPARE(second.value()->name(), name);
        QCOMPARE(statsOf(*manager).waiting, 0);
    }

    void aWaitingAcquireEndsWhenStopped() {
        auto manager = pools(onePool(0, 1));
        auto held = manager->acquire("sh");
        QVERIFY(held);
        std::stop_source stop;
        auto waiting = std::async(std::launch::async, [&] { return manager->acquireWhenFree("sh", stop.get_token()); });
        QCOMPARE(waiting.wait_for(100ms), std::future_status::timeout);
        stop.request_stop();
        QCOMPARE(waiting.wait_for(5s), std::future_status::ready);
        auto refused = waiting.get();
        QVERIFY(!refused);
        QVERIFY2(QString::fromStdString(refused.error()).startsWith("stopped"), refused.error().c_str());
    }

    void theFiguresArePublishedForOtherProcessesToRead() {
        auto manager = pools(onePool(2, 4));
        auto lease = manager->acquire("sh");
        QVERIFY(lease);
        manager->tick();
        const auto managers = readLiveFigures(runtime_.path().toStdString());
        QCOMPARE(managers.size(), size_t(1));
        QCOMPARE(managers[0].pid, long(::getpid()));
        QCOMPARE(managers[0].directory, manager->directory());
        QCOMPARE(managers[0].pools.size(), size_t(1));
        QCOMPARE(managers[0].pools[0].profile, std::string("sh"));
        QCOMPARE(managers[0].pools[0].active, 1);
        QCOMPARE(managers[0].pools[0].scaleLimit, 4);
        QVERIFY(std::chrono::system_clock::now() - managers[0].updated < 10s);
    }

    void theFiguresOfAManagerWhoseProcessIsGoneAreNotShown() {
        QTemporaryDir runtime;
        const QString dead = runtime.filePath("judgedesk-pools/999999-0badf00d");
        QVERIFY(QDir().mkpath(dead));
        QFile figures(dead + "/figures.json");
        QVERIFY(figures.open(QIODevice::WriteOnly));
        figures.write(R"({"pid": 999999, "updated": "2026-01-01T00:00:00.000Z", "pools": {"sh": {"active": 1}}})");
        figures.close();
        QVERIFY(readLiveFigures(runtime.path().toStdString()).empty());
    }

    void withoutARuntimeDirectoryEachUserHasOneOfTheirOwnInTmp() {
        const QByteArray saved = qgetenv("XDG_RUNTIME_DIR");
        qunsetenv("XDG_RUNTIME_DIR");
        const std::string runtime = defaultRuntimeDirectory();
        if (!saved.isEmpty()) qputenv("XDG_RUNTIME_DIR", saved);
        QCOMPARE(QString::fromStdString(runtime), QStringLiteral("/tmp/judgedesk-%1").arg(::geteuid()));
    }

    void aPoolsDirectoryAnotherUserMadeIsRefused() {
        if (::geteuid() != 0) QSKIP("only root can give a directory to another user");
        QTemporaryDir runtime;
        const QString base = runtime.filePath("judgedesk-pools");
        QVERIFY(QDir().mkpath(base));
        QCOMPARE(::chown(QFile::encodeName(base).constData(), 65534, 65534), 0);
        auto started = SandboxPools::start(onePool(0, 1), sandbox_, runtime.path().toStdString());
        QVERIFY(!started);
        QVERIFY2(started.error().find("not a directory of this user's") != std::string::npos, started.error().c_str());
    }

    void aReleasedSandboxComesBackEmpty() {
        auto manager = pools(onePool(1, 1));
        std::string name;
        {
            auto lease = manager->acquire("sh");
            QVERIFY(lease);
            name = lease.value()->name();
            QVERIFY(lease.value()->prepareWorkdir({{"left.txt", "from the last user"}}));
        }
        auto again = manager->acquire("sh");
        QVERIFY(again);
        QCOMPARE(again.value()->name(), name);
        const CommandResponse listing = again.value()->runCommand("ls -A /app");
        QCOMPARE(categoryName(listing.category), std::string("SUCCESS"));
        QCOMPARE(listing.stdoutText, std::string());
    }

    void filesCommandsAndInputReachTheSandbox() {
        auto manager = pools(onePool(1, 2));
        auto lease = manager->acquire("sh");
        QVERIFY(lease);
        PooledSandbox& box = *lease.value();
        QVERIFY(box.prepareWorkdir({{"services/service.txt", "nested\n"}}));
        QVERIFY(box.injectAssets({{"data.csv", "1,2\n"}}));
        CommandResponse cat = box.runCommand("cat services/service.txt /tmp/data.csv");
        QCOMPARE(cat.stdoutText, std::string("nested\n1,2\n"));
        QCOMPARE(cat.exitCode, 0);
        CommandResponse sum = box.runCommands({"5", "3"}, "read a; read b; echo $((a + b))");
        QCOMPARE(sum.stdoutText, std::string("8\n"));
        QVERIFY(!box.prepareWorkdir({{"../outside.txt", "x"}}));
        QVERIFY(!box.injectAssets({{"/etc/passwd", "x"}}));
    }

    void responsesFallIntoTheSeedsCategories() {
        auto manager = pools(onePool(1, 1));
        auto lease = manager->acquire("sh");
        QVERIFY(lease);
        PooledSandbox& box = *lease.value();
        CommandResponse failed = box.runCommand("echo oops >&2; exit 3");
        QVERIFY2(failed.category == ResponseCategory::RuntimeError, failed.stderrText.c_str());
        QCOMPARE(failed.exitCode, 3);
        QCOMPARE(failed.stderrText, std::string("oops\n"));
        QCOMPARE(categoryName(box.compile("exit 1").category), std::string("COMPILATION_ERROR"));
        QCOMPARE(categoryName(box.runCommand("sleep 5", 300ms).category), std::string("TIMEOUT"));
    }

    void aCommandPastTheRunningTimeoutIsKilledByTheMonitor() {
        auto manager = pools(onePool(1, 1, 600s, 500ms));
        auto lease = manager->acquire("sh");
        QVERIFY(lease);
        const CommandResponse response = lease.value()->runCommand("sleep 30", 30s);
        QCOMPARE(categoryName(response.category), std::string("TIMEOUT"));
        QVERIFY2(response.executionTime < 5, qPrintable(QString::number(response.executionTime)));
    }

    void idleSandboxesAbovePoolSizeExpire() {
        auto manager = pools(onePool(1, 3, 200ms));
        {
            auto a = manager->acquire("sh"), b = manager->acquire("sh"), c = manager->acquire("sh");
            QVERIFY(a && b && c);
        }
        QCOMPARE(statsOf(*manager).idle, 3);
        QTest::qWait(400);
        manager->tick();
        QCOMPARE(statsOf(*manager).idle, 1);
    }

    void aDestroyedSandboxIsNeverReused() {
        auto manager = pools(onePool(0, 1));
        std::string name;
        {
            auto lease = manager->acquire("sh");
            QVERIFY(lease);
            name = lease.value()->name();
            lease.value().destroy();
        }
        QCOMPARE(statsOf(*manager).total, 0);
        auto next = manager->acquire("sh");
        QVERIFY(next && next.value()->name() != name);
    }

    void theMonitorWarnsAtSeventyAndNinetyPercent() {
        auto manager = pools(onePool(1, 10));
        std::vector<std::string> reports;
        manager->setReportSink([&](const std::string& line) { reports.push_back(line); });
        std::vector<SandboxPools::Lease> leases;
        for (int i = 0; i < 3; ++i)
            leases.push_back(std::move(manager->acquire("sh").value()));
        reports.clear();
        manager->tick(); // 3 active, 1 idle: 75 %
        QVERIFY2(!reports.empty() && reports.back().rfind("MODERATE LOAD", 0) == 0, reports.back().c_str());
        while (auto lease = manager->acquire("sh"))
            leases.push_back(std::move(lease.value()));
        reports.clear();
        manager->tick(); // 10 active: 100 %
        QVERIFY2(!reports.empty() && reports.back().rfind("HIGH LOAD", 0) == 0, reports.back().c_str());
        leases.clear();
        reports.clear();
        manager->tick();
        QVERIFY2(!reports.empty() && reports.back().find("LOAD") == std::string::npos, reports.back().c_str());
    }

    void workspacesACrashedManagerLeftAreRemovedAtStart() {
        const QString orphan = runtime_.filePath("judgedesk-pools/999999-deadbeef/jd-sbx-sh-deadbeef-0001/app");
        QVERIFY(QDir().mkpath(orphan));
        auto manager = pools(onePool(1, 1));
        QVERIFY(!QFileInfo::exists(runtime_.filePath("judgedesk-pools/999999-deadbeef")));
        QVERIFY(QFileInfo::exists(QString::fromStdString(manager->directory())));
    }

    void shuttingDownRemovesEverySandbox() {
        std::string directory;
        {
            auto manager = pools(onePool(2, 2));
            directory = manager->directory();
            QVERIFY(QDir(QString::fromStdString(directory)).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() == 2);
        }
        QVERIFY(!QFileInfo::exists(QString::fromStdString(directory)));
    }
};

QTEST_GUILESS_MAIN(SandboxPoolsTest)
#include "test_sandbox_pools.moc"
