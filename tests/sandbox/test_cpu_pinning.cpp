// Pinning runs to CPUs: only to those this process may use (taskset, a container's cpuset and systemd's
// AllowedCPUs leave fewer, not always from 0), with a plain error for any other, and workers spread over them.
#include "judge/judge_options.h"
#include "sandbox/allowed_cpus.h"
#include "sandbox_fixture.h"

#include <QTest>

#include <sched.h>

using namespace jd::sandbox;
using namespace jd::test;
using namespace std::chrono_literals;

namespace {

RunSpec printAllowedCpus(std::vector<int> cpus) {
    RunSpec spec;
    spec.argv = {"/bin/grep", "Cpus_allowed_list", "/proc/self/status"};
    spec.environment = {"PATH=/usr/bin:/bin"};
    spec.limits.cpuTime = 10s;
    spec.limits.wallTime = 20s;
    spec.limits.cpus = std::move(cpus);
    spec.stdoutSpec = StreamSpec::pipe();
    return spec;
}

// Restricts the calling thread to `cpus` until it goes out of scope.
class AffinityScope {
public:
    explicit AffinityScope(const std::vector<int>& cpus) {
        ::sched_getaffinity(0, sizeof saved_, &saved_);
        cpu_set_t set;
        CPU_ZERO(&set);
        for (int cpu : cpus)
            CPU_SET(cpu, &set);
        ::sched_setaffinity(0, sizeof set, &set);
    }
    ~AffinityScope() { ::sched_setaffinity(0, sizeof saved_, &saved_); }
    AffinityScope(const AffinityScope&) = delete;
    AffinityScope& operator=(const AffinityScope&) = delete;

private:
    cpu_set_t saved_;
};

} // namespace

class CpuPinning : public QObject {
    Q_OBJECT
    std::shared_ptr<Sandbox> sandbox_;

private slots:
    void initTestCase() {
        const SandboxMode mode = modeFromEnvironment();
        if (const QString why = modeUnavailable(mode); !why.isEmpty()) QSKIP(qPrintable(why));
        sandbox_ = createSandbox(mode);
    }

    void aCpuListIsWrittenAsRanges() {
        QCOMPARE(cpuListText({6, 0, 1, 2, 3, 3}), std::string("0-3,6"));
        QCOMPARE(cpuListText({1}), std::string("1"));
        QCOMPARE(cpuListText({0, 2, 4, 5}), std::string("0,2,4-5"));
    }

    void aRunPinnedToAnAllowedCpuRunsOnItAlone() {
        const int last = allowedCpus().back();
        auto process = sandbox_->start(printAllowedCpus({last}));
        QVERIFY2(process, process ? "" : process.error().c_str());
        QByteArray output;
        char buffer[256];
        for (ssize_t got; (got = process.value()->read(buffer, sizeof buffer)) > 0;)
            output.append(buffer, got);
        QCOMPARE(statusCode(process.value()->wait().status), std::string("OK"));
        QCOMPARE(output.simplified(), "Cpus_allowed_list: " + QByteArray::number(last));
    }

    void aRunPinnedToACpuThisProcessMayNotUseIsRefusedNamingIt() {
        const int outside = allowedCpus().back() + 1;
        auto process = sandbox_->start(printAllowedCpus({outside}));
        QVERIFY(!process);
        const QString error = QString::fromStdString(process.error());
        QVERIFY2(error.contains(QStringLiteral("CPU %1 is not one this process may run on").arg(outside)),
                 qPrintable(error));
        QVERIFY2(error.contains(QString::fromStdString(cpuListText(allowedCpus()))), qPrintable(error));
    }

    void eachCpuThisProcessMayUseGetsAWorkerPinnedToIt() {
        const std::vector<int> allowed = allowedCpus();
        const auto options = jd::judge::judgeOptionsForThisMachine();
        QCOMPARE(options.jobs, int(allowed.size()));
        if (allowed.size() > 1) QCOMPARE(options.cpus, allowed);
    }

    void moreWorkersThanCpusAreNotPinned() {
        const int cpus = int(allowedCpus().size());
        const auto options = jd::judge::judgeOptionsForThisMachine(cpus + 1);
        QCOMPARE(options.jobs, cpus + 1);
        QVERIFY(options.cpus.empty());
    }

    void withOneCpuAllowedTheWorkerIsNotPinned() {
        const int last = allowedCpus().back();
        AffinityScope only({last});
        QCOMPARE(allowedCpus(), std::vector<int>{last});
        const auto options = jd::judge::judgeOptionsForThisMachine();
        QCOMPARE(options.jobs, 1);
        QVERIFY(options.cpus.empty());
    }
};

QTEST_GUILESS_MAIN(CpuPinning)
#include "test_cpu_pinning.moc"
