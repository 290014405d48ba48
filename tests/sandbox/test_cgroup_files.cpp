// The cgroup v2 back-end's file protocol, on a stand-in directory: this fleet's hosts mount cgroup v2
// without controllers, so runs there use v1. What the kernel would do (create the interface files,
// count usage) the test does by hand; what the back-end must write and how it must read is checked.
#include "sandbox/cgroup_v2.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>

using namespace jd::sandbox;

namespace {

void put(const QString& path, const QByteArray& contents) {
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    file.write(contents);
}

QByteArray get(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray("<missing>");
}

// One run's cgroup, created by the back-end in a temporary stand-in for the cgroup2 mount.
struct StandIn {
    QTemporaryDir base;
    std::unique_ptr<AccountingBackend> backend = makeCgroupV2AccountingAt(base.path().toStdString());
    jd::Result<std::unique_ptr<RunAccounting>> run = backend->create();
    QString dir = base.path() + "/" + QDir(base.path()).entryList({"run-*"}, QDir::Dirs).value(0);
};

} // namespace

class CgroupFiles : public QObject {
    Q_OBJECT
private slots:
    void v2RunWritesLimitsAndReadsUsage() {
        QTemporaryDir base;
        auto backend = makeCgroupV2AccountingAt(base.path().toStdString());
        auto run = backend->create();
        QVERIFY2(run, run ? "" : run.error().c_str());
        QStringList made = QDir(base.path()).entryList({"run-*"}, QDir::Dirs);
        QCOMPARE(made.size(), 1);
        const QString dir = base.path() + "/" + made.first();
        QVERIFY(run.value()->attachMode() == CgroupAttach::CloneInto);
        QCOMPARE(run.value()->attachFds().size(), size_t(1));
        struct stat info {};
        QVERIFY(::fstat(run.value()->attachFds().front(), &info) == 0 && S_ISDIR(info.st_mode));

        // The kernel's interface files, as a fresh cgroup has them. Writable ones start empty: a write to
        // kernfs replaces the value, which a plain file only mimics when there is nothing to overwrite.
        for (const char* file : {"memory.max", "pids.max", "memory.swap.max", "cgroup.kill"})
            put(dir + "/" + file, "");
        put(dir + "/cpu.stat", "usage_usec 1500000\nuser_usec 1000000\nsystem_usec 500000\n");
        put(dir + "/memory.current", "0\n");
        put(dir + "/memory.events", "low 0\nhigh 0\nmax 3\noom 1\noom_kill 0\n");

        Limits limits;
        limits.memory = 64ull << 20;
        limits.processes = 32;
        QVERIFY(run.value()->applyLimits(limits));
        QCOMPARE(get(dir + "/memory.max"), QByteArray::number(64ull << 20));
        QCOMPARE(get(dir + "/pids.max"), QByteArray("32"));
        put(dir + "/memory.current", "73400320\n");

        Usage usage = run.value()->usage();
        QCOMPARE(usage.cpu.count(), 1'500'000'000LL);
        QCOMPARE(usage.memoryCurrent, 73400320ull);
        QVERIFY(usage.memoryPeak >= 73400320ull);
        QVERIFY(!run.value()->oomKilled()); // "oom" counts limit hits; only "oom_kill" is a kill

        put(dir + "/memory.events", "low 0\nhigh 0\nmax 9\noom 2\noom_kill 1\n");
        QVERIFY(run.value()->oomKilled());

        run.value()->killAll();
        QCOMPARE(get(dir + "/cgroup.kill"), QByteArray("1"));
        QVERIFY(run.value()->enforcesMemory());
    }

    // A slot's cgroup serves its next run once renewed: limits lifted, the peak reset (Linux 6.12+), and
    // the next run measured and limited above what is still charged (its init, cached output pages).
    void v2RenewedRunIsMeasuredAboveWhatRemains() {
        StandIn cgroup;
        QVERIFY(cgroup.run);
        auto& run = cgroup.run;
        const QString& dir = cgroup.dir;
        for (const char* file : {"memory.max", "pids.max", "memory.peak"})
            put(dir + "/" + file, "");
        put(dir + "/memory.events", "oom_kill 1\n");
        QVERIFY(run.value()->renewForNextRun());
        QCOMPARE(get(dir + "/memory.max"), QByteArray("max"));
        QCOMPARE(get(dir + "/pids.max"), QByteArray("max"));
        QCOMPARE(get(dir + "/memory.peak"), QByteArray("reset"));
        QVERIFY(!run.value()->oomKilled()); // the earlier run's kill is not this one's

        put(dir + "/memory.current", "3145728\n"); // 3 MiB remain
        put(dir + "/memory.max", "");
        Limits limits;
        limits.memory = 64ull << 20;
        QVERIFY(run.value()->applyLimits(limits));
        QCOMPARE(get(dir + "/memory.max"), QByteArray::number(67ull << 20));
        put(dir + "/memory.current", "13631488\n"); // the run uses 10 MiB
        put(dir + "/memory.peak", "13631488\n");
        QCOMPARE(run.value()->usage().memoryCurrent, 10ull << 20);
        QCOMPARE(run.value()->usage().memoryPeak, 10ull << 20);
        put(dir + "/memory.events", "oom_kill 2\n");
        QVERIFY(run.value()->oomKilled());
    }

    // Before Linux 6.12 memory.peak cannot be reset: such a cgroup is not reused (the slot retires).
    void v2WithoutPeakResetIsNotReused() {
        StandIn cgroup;
        QVERIFY(cgroup.run);
        auto& run = cgroup.run;
        const QString& dir = cgroup.dir;
        for (const char* file : {"memory.max", "pids.max"})
            put(dir + "/" + file, "");
        QFile::remove(dir + "/memory.peak");
        QVERIFY(!run.value()->renewForNextRun());
    }

    void v2MemoryLimitCanChangeWhileRunning() {
        StandIn cgroup;
        QVERIFY(cgroup.run);
        auto& run = cgroup.run;
        const QString& dir = cgroup.dir;
        put(dir + "/memory.max", "");
        QVERIFY(run.value()->setMemoryLimit(256ull << 20));
        QCOMPARE(get(dir + "/memory.max"), QByteArray::number(256ull << 20));
    }

    void v2WithoutTheCgroupSaysWhy() {
        QTemporaryDir base;
        auto backend = makeCgroupV2AccountingAt((base.path() + "/missing/deeper").toStdString());
        auto run = backend->create();
        QVERIFY(!run);
        QVERIFY(QString::fromStdString(run.error()).contains("creating cgroup"));
    }
};

QTEST_GUILESS_MAIN(CgroupFiles)
#include "test_cgroup_files.moc"
