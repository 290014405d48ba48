#include "doctor.h"

#include "judge/languages.h"

#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>

namespace jd {
namespace {

QString versionOf(const QString& path, const QStringList& arguments) {
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(path, arguments);
    if (!process.waitForFinished(5000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return QString::fromLocal8Bit(process.readAll()).section('\n', 0, 0).trimmed();
}

QString yesNo(bool value) { return value ? QStringLiteral("yes") : QStringLiteral("no"); }

} // namespace

DoctorReport runDoctor(const sandbox::SandboxOptions& options) {
    DoctorReport report;
    report.host = sandbox::probeHost();
    auto created = sandbox::Sandbox::create(options);
    if (created)
        report.sandbox = created.value()->report();
    else
        report.sandboxError = QString::fromStdString(created.error());
    auto languages = judge::LanguageRegistry::load();
    if (!languages) {
        report.toolchains.push_back(
            {QStringLiteral("(languages table)"), {}, {}, QString::fromStdString(languages.error())});
        return report;
    }
    for (const judge::Language& language : languages->languages()) {
        const QStringList& command = language.compile.isEmpty() ? language.run : language.compile;
        ToolchainInfo info{language.name, command.value(0), language.toolPath(), {}};
        if (!info.path.isEmpty() && !language.version.isEmpty())
            info.version = versionOf(QStandardPaths::findExecutable(language.version.first()), language.version.mid(1));
        report.toolchains.push_back(info);
    }
    return report;
}

IsolationAdvice isolationAdvice(const DoctorReport& report) {
    IsolationAdvice advice;
    const sandbox::HostProbe& host = report.host;
    const bool appArmor = host.userNamespaceDetail.find("AppArmor") != std::string::npos;
    if (!report.sandbox) {
        advice.degraded = true;
        advice.summary = QStringLiteral("The sandbox cannot start here: %1. Nothing can be judged until it can.")
                             .arg(report.sandboxError);
    } else if (report.sandbox->isolation == sandbox::IsolationMode::None) {
        advice.degraded = true;
        advice.summary = QStringLiteral("Programs run without namespaces: a submission can see your files and "
                                        "network. Judge only code you trust until this is fixed.");
    }
    if (appArmor && (!report.sandbox || report.sandbox->isolation == sandbox::IsolationMode::None)) {
        advice.steps << QStringLiteral(
            "Ubuntu's AppArmor keeps unprivileged programs from making user namespaces. Allow them for all "
            "programs with `sudo sysctl kernel.apparmor_restrict_unprivileged_userns=0` (add it to "
            "/etc/sysctl.d/ to keep it), or give JudgeDesk an AppArmor profile with `userns,`.");
    } else if (!host.userNamespaces && (!report.sandbox || report.sandbox->isolation == sandbox::IsolationMode::None)) {
        advice.steps << QStringLiteral("User namespaces are not available (%1): enable them "
                                       "(`sudo sysctl kernel.unprivileged_userns_clone=1` on Debian's older "
                                       "kernels), or run JudgeDesk as root.")
                            .arg(QString::fromStdString(host.userNamespaceDetail));
    }
    if (report.sandbox && report.sandbox->accountingDescription.find("/proc") != std::string::npos) {
        advice.degraded = true;
        if (advice.summary.isEmpty())
            advice.summary = QStringLiteral("Memory and CPU are measured from /proc, not by a cgroup: a program "
                                            "that forks can use more than its limit before it is stopped.");
        if (host.cgroupLayout.find("v2") != std::string::npos && !host.cgroupDelegated)
            advice.steps << QStringLiteral("Start JudgeDesk in a delegated cgroup: `systemd-run --user --scope -p "
                                           "Delegate=yes judgedesk` (%1).")
                                .arg(QString::fromStdString(host.cgroupDelegation));
    }
    return advice;
}

QList<DoctorLine> doctorLines(const DoctorReport& report) {
    QList<DoctorLine> lines;
    const auto& host = report.host;
    auto add = [&](const char* section, const char* item, const QString& value, bool ok = true) {
        lines.push_back({QString::fromLatin1(section), QString::fromLatin1(item), value, ok});
    };
    add("Host", "kernel", QString::fromStdString(host.kernelRelease));
    add("Host", "user", host.uid == 0 ? QStringLiteral("root (uid 0)") : QStringLiteral("uid %1").arg(host.uid));
    add("Host", "cgroups", QString::fromStdString(host.cgroupLayout));
    if (!host.cgroupV1Controllers.empty()) {
        QStringList names;
        for (const auto& c : host.cgroupV1Controllers)
            names << QString::fromStdString(c);
        add("Host", "cgroup v1 controllers", names.join(", "));
    }
    QStringList v2;
    for (const auto& c : host.cgroupV2Controllers)
        v2 << QString::fromStdString(c);
    add("Host", "cgroup v2 controllers", v2.isEmpty() ? QStringLiteral("none") : v2.join(", "));
    add("Host", "own cgroup", QString::fromStdString(host.ownCgroup));
    add("Host", "cgroup delegation", QString::fromStdString(host.cgroupDelegation),
        host.cgroupDelegated || host.cgroupV2Controllers.empty());
    add("Host", "user namespaces",
        host.userNamespaces ? QStringLiteral("available") : QString::fromStdString(host.userNamespaceDetail),
        host.userNamespaces);
    add("Host", "seccomp", yesNo(host.seccomp), host.seccomp);
    add("Host", "seccomp user notification", yesNo(host.seccompUserNotification), host.seccompUserNotification);
    add("Host", "pidfd", yesNo(host.pidfd), host.pidfd);
    add("Host", "landlock",
        host.landlockAbi > 0 ? QStringLiteral("ABI %1").arg(host.landlockAbi) : QStringLiteral("no"),
        host.landlockAbi > 0 || host.userNamespaces);
    if (report.sandbox) {
        const auto& sandbox = *report.sandbox;
        add("Sandbox", "isolation",
            QString::fromStdString(sandbox::isolationName(sandbox.isolation) + " - " + sandbox.isolationDescription),
            sandbox.isolation != sandbox::IsolationMode::None);
        add("Sandbox", "accounting", QString::fromStdString(sandbox.accountingDescription),
            sandbox.accountingDescription.rfind("cgroup", 0) == 0);
        add("Sandbox", "forbidden syscalls",
            sandbox.seccompNotify ? QStringLiteral("reported by name (seccomp user notification)")
                                  : QStringLiteral("killed with SIGSYS"),
            true);
        for (const auto& missing : sandbox.limitations)
            add("Sandbox", "missing", QString::fromStdString(missing), false);
    } else {
        add("Sandbox", "status", QStringLiteral("cannot start: ") + report.sandboxError, false);
    }
    for (const auto& tool : report.toolchains) {
        QString value = tool.path.isEmpty() ? QStringLiteral("not found (%1)").arg(tool.command)
                                            : tool.path + (tool.version.isEmpty() ? QString() : " - " + tool.version);
        lines.push_back({QStringLiteral("Toolchains"), tool.language, value, !tool.path.isEmpty()});
    }
    return lines;
}

QString doctorText(const DoctorReport& report) {
    QString text, section;
    for (const auto& line : doctorLines(report)) {
        if (line.section != section) {
            section = line.section;
            text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + section + '\n';
        }
        text += QStringLiteral("  %1 %2: %3\n")
                    .arg(line.ok ? QStringLiteral(" ") : QStringLiteral("!"), line.item, line.value);
    }
    return text;
}

QJsonObject doctorJson(const DoctorReport& report) {
    QJsonObject json, host, sandbox;
    host["kernel"] = QString::fromStdString(report.host.kernelRelease);
    host["uid"] = static_cast<int>(report.host.uid);
    host["cgroups"] = QString::fromStdString(report.host.cgroupLayout);
    QJsonArray v1, v2;
    for (const auto& c : report.host.cgroupV1Controllers)
        v1.append(QString::fromStdString(c));
    for (const auto& c : report.host.cgroupV2Controllers)
        v2.append(QString::fromStdString(c));
    host["cgroupV1Controllers"] = v1;
    host["cgroupV2Controllers"] = v2;
    host["ownCgroup"] = QString::fromStdString(report.host.ownCgroup);
    host["cgroupDelegated"] = report.host.cgroupDelegated;
    host["cgroupDelegation"] = QString::fromStdString(report.host.cgroupDelegation);
    host["userNamespaces"] = report.host.userNamespaces;
    if (!report.host.userNamespaces)
        host["userNamespaceDetail"] = QString::fromStdString(report.host.userNamespaceDetail);
    host["seccomp"] = report.host.seccomp;
    host["seccompUserNotification"] = report.host.seccompUserNotification;
    host["pidfd"] = report.host.pidfd;
    host["landlockAbi"] = report.host.landlockAbi;
    json["host"] = host;
    if (report.sandbox) {
        sandbox["isolation"] = QString::fromStdString(sandbox::isolationName(report.sandbox->isolation));
        sandbox["isolationDescription"] = QString::fromStdString(report.sandbox->isolationDescription);
        sandbox["accounting"] = QString::fromStdString(report.sandbox->accountingDescription);
        sandbox["forbiddenSyscallsNamed"] = report.sandbox->seccompNotify;
        QJsonArray missing;
        for (const auto& m : report.sandbox->limitations)
            missing.append(QString::fromStdString(m));
        sandbox["missing"] = missing;
    } else {
        sandbox["error"] = report.sandboxError;
    }
    json["sandbox"] = sandbox;
    QJsonArray tools;
    for (const auto& tool : report.toolchains) {
        QJsonObject entry;
        entry["language"] = tool.language;
        entry["command"] = tool.command;
        entry["found"] = !tool.path.isEmpty();
        if (!tool.path.isEmpty()) {
            entry["path"] = tool.path;
            entry["version"] = tool.version;
        }
        tools.append(entry);
    }
    json["toolchains"] = tools;
    return json;
}

} // namespace jd
