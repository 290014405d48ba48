// What the banner says when the sandbox is weaker than it can be: the missing piece, and what to do.
#include "diagnostics/doctor.h"

#include <QTest>

using namespace jd;

namespace {

DoctorReport report(sandbox::IsolationMode isolation, const std::string& accounting) {
    DoctorReport made;
    made.host.userNamespaces = isolation != sandbox::IsolationMode::None;
    made.sandbox = sandbox::SandboxReport{};
    made.sandbox->isolation = isolation;
    made.sandbox->accountingDescription = accounting;
    return made;
}

} // namespace

class IsolationAdviceTest : public QObject {
    Q_OBJECT
private slots:
    void fullIsolationNeedsNoBanner() {
        const auto advice = isolationAdvice(report(sandbox::IsolationMode::UserNamespace, "cgroup v2 (memory)"));
        QVERIFY(!advice.degraded);
        QVERIFY(advice.steps.isEmpty());
    }

    void userNamespacesBlockedByAppArmorSayHowToAllowThem() {
        DoctorReport blocked = report(sandbox::IsolationMode::None, "cgroup v2 (memory)");
        blocked.host.userNamespaceDetail = "permission denied (AppArmor restricts unprivileged user namespaces: "
                                           "kernel.apparmor_restrict_unprivileged_userns=1)";
        const auto advice = isolationAdvice(blocked);
        QVERIFY(advice.degraded);
        QVERIFY(advice.summary.contains("without namespaces"));
        QCOMPARE(advice.steps.size(), 1);
        QVERIFY(advice.steps.first().contains("kernel.apparmor_restrict_unprivileged_userns=0"));
    }

    void procAccountingOnUndelegatedCgroupV2SaysHowToDelegate() {
        DoctorReport sampled = report(sandbox::IsolationMode::UserNamespace, "/proc sampling every 20 ms");
        sampled.host.cgroupLayout = "cgroup v2";
        sampled.host.cgroupDelegation = "not delegated: user.slice is root's";
        const auto advice = isolationAdvice(sampled);
        QVERIFY(advice.degraded);
        QVERIFY(advice.summary.contains("/proc"));
        QVERIFY(advice.steps.first().contains("Delegate=yes"));
    }

    void aSandboxThatCannotStartSaysWhy() {
        DoctorReport broken;
        broken.sandboxError = "the zygote is missing";
        const auto advice = isolationAdvice(broken);
        QVERIFY(advice.degraded);
        QVERIFY(advice.summary.contains("the zygote is missing"));
    }
};

QTEST_GUILESS_MAIN(IsolationAdviceTest)
#include "test_isolation_advice.moc"
