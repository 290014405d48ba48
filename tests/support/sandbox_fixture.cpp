#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <unistd.h>

namespace jd::test {

using namespace jd::sandbox;

SandboxMode modeFromEnvironment() {
    SandboxMode mode;
    QString isolation = qEnvironmentVariable("JUDGEDESK_TEST_ISOLATION");
    if (isolation == "privileged") mode.options.isolation = IsolationMode::Privileged;
    else if (isolation == "user-namespace") mode.options.isolation = IsolationMode::UserNamespace;
    else if (isolation == "none") mode.options.isolation = IsolationMode::None;
    QString accounting = qEnvironmentVariable("JUDGEDESK_TEST_ACCOUNTING");
    if (accounting == "cgroup-v2") mode.options.accounting = AccountingChoice::CgroupV2;
    else if (accounting == "cgroup-v1") mode.options.accounting = AccountingChoice::CgroupV1;
    else if (accounting == "proc") mode.options.accounting = AccountingChoice::Proc;
    mode.name = (isolation.isEmpty() ? QStringLiteral("auto") : isolation) + '/' +
                (accounting.isEmpty() ? QStringLiteral("auto") : accounting);
    return mode;
}

std::shared_ptr<Sandbox> createSandbox(const SandboxMode& mode) {
    auto created = Sandbox::create(mode.options);
    if (!created) qFatal("cannot create the sandbox (%s): %s", qPrintable(mode.name), created.error().c_str());
    const auto& report = created.value()->report();
    qInfo("sandbox %s: isolation %s, accounting %s", qPrintable(mode.name), isolationName(report.isolation).c_str(),
          report.accountingDescription.c_str());
    return created.value();
}

QString hostileDir() {
    QString configured = qEnvironmentVariable("JUDGEDESK_HOSTILE_DIR");
    return configured.isEmpty() ? QStringLiteral(JUDGEDESK_HOSTILE_DIR) : configured;
}

RunSpec hostileSpec(const QString& program, const QStringList& arguments) {
    RunSpec spec;
    spec.argv.push_back(std::string(kHostileInside) + "/" + program.toStdString());
    for (const auto& argument : arguments) spec.argv.push_back(argument.toStdString());
    spec.environment = {"PATH=/usr/bin:/bin"};
    spec.binds.push_back({hostileDir().toStdString(), kHostileInside, false});
    spec.limits.cpuTime = std::chrono::seconds(10);
    spec.limits.wallTime = std::chrono::seconds(20);
    spec.limits.memory = 512ull << 20;
    spec.limits.processes = 64;
    spec.limits.output = 64ull << 20;
    return spec;
}

namespace {

int countMounts() {
    QFile mounts("/proc/self/mountinfo");
    if (!mounts.open(QIODevice::ReadOnly)) return -1;
    return mounts.readAll().count('\n');
}

QStringList sandboxRootsInTmp() { return QDir("/tmp").entryList({"judgedesk-root-*"}, QDir::AllEntries | QDir::System); }

QStringList hostileProcesses() {
    QStringList found;
    for (const QString& pid : QDir("/proc").entryList(QDir::Dirs)) {
        if (pid.toInt() <= 0 || pid.toInt() == ::getpid()) continue;
        QFile cmdline("/proc/" + pid + "/cmdline");
        if (!cmdline.open(QIODevice::ReadOnly)) continue;
        QByteArray text = cmdline.readAll();
        if (text.contains("/hostile/") || text.contains("MemoryBomb.java") || text.contains("memory_bomb.py"))
            found << QStringLiteral("process %1 (%2)").arg(pid, QString::fromLocal8Bit(text.replace('\0', ' ')).trimmed());
    }
    return found;
}

QStringList runCgroups() {
    QStringList found;
    const QString prefix = QStringLiteral("run-%1-").arg(::getpid());
    for (const char* base : {"/sys/fs/cgroup/memory/judgedesk", "/sys/fs/cgroup/cpuacct/judgedesk",
                                "/sys/fs/cgroup/pids/judgedesk", "/sys/fs/cgroup/freezer/judgedesk",
                                "/sys/fs/cgroup/judgedesk"})
        for (const QString& entry : QDir(base).entryList({prefix + "*"}, QDir::Dirs))
            found << QStringLiteral("cgroup %1/%2").arg(QLatin1String(base), entry);
    return found;
}

} // namespace

Leftovers::Leftovers() : mounts_(countMounts()), tmpRoots_(sandboxRootsInTmp()) {}

QStringList Leftovers::check() const {
    QStringList left = hostileProcesses() + runCgroups();
    if (int now = countMounts(); now != mounts_) left << QStringLiteral("mounts: %1 before, %2 after").arg(mounts_).arg(now);
    for (const QString& root : sandboxRootsInTmp())
        if (!tmpRoots_.contains(root)) left << "temporary sandbox root /tmp/" + root;
    return left;
}

} // namespace jd::test
