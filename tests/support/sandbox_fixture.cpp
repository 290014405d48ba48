#include "sandbox_fixture.h"

#include "sandbox/cgroup_fs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <unistd.h>

namespace jd::test {

using namespace jd::sandbox;

SandboxMode modeFromEnvironment() {
    SandboxMode mode;
    QString isolation = qEnvironmentVariable("JUDGEDESK_TEST_ISOLATION");
    QString accounting = qEnvironmentVariable("JUDGEDESK_TEST_ACCOUNTING");
    if (!isolation.isEmpty()) {
        mode.options.isolation = isolationFromName(isolation.toStdString());
        if (!mode.options.isolation) qFatal("unknown JUDGEDESK_TEST_ISOLATION %s", qPrintable(isolation));
    }
    if (!accounting.isEmpty()) {
        auto choice = accountingFromName(accounting.toStdString());
        if (!choice) qFatal("unknown JUDGEDESK_TEST_ACCOUNTING %s", qPrintable(accounting));
        mode.options.accounting = *choice;
    }
    mode.name = (isolation.isEmpty() ? QStringLiteral("auto") : isolation) + '/' +
                (accounting.isEmpty() ? QStringLiteral("auto") : accounting);
    return mode;
}

QString modeUnavailable(const SandboxMode& mode) {
    const bool root = ::geteuid() == 0;
    if (mode.options.isolation == IsolationMode::Privileged && !root)
        return QStringLiteral("privileged isolation needs root; this suite runs as uid %1").arg(::geteuid());
    if (mode.options.accounting == AccountingChoice::CgroupV1 && !root)
        return QStringLiteral("cgroup v1 accounting needs root (its hierarchies are root's)");
    return {};
}

std::shared_ptr<Sandbox> createSandbox(const SandboxMode& mode) {
    auto created = Sandbox::create(mode.options);
    if (!created) qFatal("cannot create the sandbox (%s): %s", qPrintable(mode.name), created.error().c_str());
    const auto& report = created.value()->report();
    qInfo("sandbox %s: isolation %s, accounting %s", qPrintable(mode.name), isolationName(report.isolation).c_str(),
          report.accountingDescription.c_str());
    return created.value();
}

QString writeTestFile(const QString& path, const QByteArray& contents) {
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(contents) != contents.size())
        qFatal("cannot write the test file %s", qPrintable(path));
    return file.fileName();
}

QByteArray readTestFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

QString hostileDir() {
    QString configured = qEnvironmentVariable("JUDGEDESK_HOSTILE_DIR");
    return configured.isEmpty() ? QStringLiteral(JUDGEDESK_HOSTILE_DIR) : configured;
}

RunSpec hostileSpec(const QString& program, const QStringList& arguments) {
    RunSpec spec;
    spec.argv.push_back(std::string(kHostileInside) + "/" + program.toStdString());
    for (const auto& argument : arguments)
        spec.argv.push_back(argument.toStdString());
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

QStringList sandboxRootsInTmp() {
    // Another process's sandbox (a CLI under test, a suite running beside) is not ours to answer for.
    return QDir("/tmp").entryList({QStringLiteral("judgedesk-root-%1-*").arg(::getpid())},
                                  QDir::AllEntries | QDir::System);
}

QStringList hostileProcesses() {
    QStringList found;
    for (const QString& pid : QDir("/proc").entryList(QDir::Dirs)) {
        if (pid.toInt() <= 0 || pid.toInt() == ::getpid()) continue;
        QFile cmdline("/proc/" + pid + "/cmdline");
        if (!cmdline.open(QIODevice::ReadOnly)) continue;
        QByteArray text = cmdline.readAll();
        // A hostile program is one that runs a hostile binary (argv[0]) or a hostile script under an
        // interpreter; a compiler building them only mentions the paths in later arguments.
        QList<QByteArray> argv = text.split('\0');
        bool hostile = argv[0].contains("/hostile/hostile-");
        bool interpreter = argv[0].endsWith("java") || argv[0].contains("python");
        for (const QByteArray& argument : argv)
            hostile = hostile || (interpreter && (argument.endsWith("/hostile/MemoryBomb.java") ||
                                                  argument.endsWith("/hostile/memory_bomb.py")));
        if (hostile)
            found << QStringLiteral("process %1 (%2)")
                         .arg(pid, QString::fromLocal8Bit(text.replace('\0', ' ')).trimmed());
    }
    return found;
}

// Distinct run cgroups of this process, each listed once per hierarchy it appears in.
QStringList runCgroups() {
    QStringList found;
    const QString prefix = QStringLiteral("run-%1-").arg(::getpid());
    QStringList bases{"/sys/fs/cgroup/memory/judgedesk", "/sys/fs/cgroup/cpuacct/judgedesk",
                      "/sys/fs/cgroup/pids/judgedesk", "/sys/fs/cgroup/freezer/judgedesk", "/sys/fs/cgroup/judgedesk"};
    // An ordinary user's runs live in the cgroup delegated to it.
    if (::geteuid() != 0)
        if (std::string delegated = sandbox::cgroupfs::v2StartingDirectory(); !delegated.empty())
            bases << QString::fromStdString(delegated);
    for (const QString& base : bases)
        for (const QString& entry : QDir(base).entryList({prefix + "*"}, QDir::Dirs))
            found << QStringLiteral("cgroup %1/%2").arg(base, entry);
    return found;
}

} // namespace

QStringList sandboxProcessesUnderUs() {
    QStringList found;
    for (const QString& pid : QDir("/proc").entryList(QDir::Dirs)) {
        QFile stat("/proc/" + pid + "/stat");
        if (pid.toInt() <= 0 || !stat.open(QIODevice::ReadOnly)) continue;
        QByteArray text = stat.readAll();
        QByteArray name = text.mid(text.indexOf('(') + 1, text.lastIndexOf(')') - text.indexOf('(') - 1);
        if (name != "jd-zygote" && name != "jd-run-init") continue;
        // Walk up the parents: only our own descendants count (another JudgeDesk may be running).
        for (int ancestor = pid.toInt(); ancestor > 1;) {
            QFile parent(QStringLiteral("/proc/%1/stat").arg(ancestor));
            if (!parent.open(QIODevice::ReadOnly)) break;
            QByteArray line = parent.readAll();
            ancestor = line.mid(line.lastIndexOf(')') + 2).split(' ').value(1).toInt();
            if (ancestor == ::getpid()) {
                found << QStringLiteral("%1 %2").arg(QString::fromLatin1(name), pid);
                break;
            }
        }
    }
    return found;
}

Leftovers::Leftovers()
    : mounts_(countMounts())
    , tmpRoots_(sandboxRootsInTmp()) {}

QStringList Leftovers::afterShutdown() { return runCgroups() + sandboxProcessesUnderUs(); }

QStringList Leftovers::check(Sandbox& sandbox) const {
    sandbox.waitUntilRetired();
    QStringList left = hostileProcesses();
    QSet<QString> runs;
    for (const QString& cgroup : runCgroups())
        runs.insert(cgroup.section('/', -1));
    // Warm slots, one slot being prepared right now, and the empty cgroups kept for reuse.
    const size_t allowed = sandbox.options().warmSlots + 1 + sandbox.cgroupsKeptAtMost();
    if (size_t(runs.size()) > allowed)
        left << QStringLiteral("%1 run cgroups for at most %2 warm slots and kept ones: %3")
                    .arg(runs.size())
                    .arg(allowed)
                    .arg(QStringList(runs.begin(), runs.end()).join(", "));
    if (int now = countMounts(); now != mounts_)
        left << QStringLiteral("mounts: %1 before, %2 after").arg(mounts_).arg(now);
    for (const QString& root : sandboxRootsInTmp())
        if (!tmpRoots_.contains(root)) left << "temporary sandbox root /tmp/" + root;
    return left;
}

} // namespace jd::test
