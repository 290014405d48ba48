#include "run_spec_options.h"

#include "common/units.h"
#include "sandbox/allowed_cpus.h"
#include "sandbox/runtime/mounts.h"

#include <QDir>
#include <QFileInfo>

#include <sys/stat.h>

#include <string_view>

using namespace jd;
using namespace jd::sandbox;

namespace {

Error failText(const QString& message) { return Error{message.toStdString()}; }

Result<std::vector<int>> parseCpuList(const QString& text) {
    std::vector<int> cpus;
    for (const QString& part : text.split(',', Qt::SkipEmptyParts)) {
        bool okFirst = false, okLast = true;
        int first = part.section('-', 0, 0).toInt(&okFirst), last = first;
        if (part.contains('-')) last = part.section('-', 1, 1).toInt(&okLast);
        if (!okFirst || !okLast || first < 0 || last < first || last > 4095)
            return fail("'" + text.toStdString() + "' is not a CPU list (examples: 0, 0-3, 1,3)");
        for (int cpu = first; cpu <= last; ++cpu)
            cpus.push_back(cpu);
    }
    if (cpus.empty()) return fail("empty CPU list");
    return cpus;
}

Result<BindMount> parseDir(const QString& text) {
    QStringList parts = text.split(':');
    if (parts.size() > 3 || parts[0].isEmpty()) return fail("'" + text.toStdString() + "' is not HOST[:INSIDE[:rw]]");
    BindMount bind;
    QFileInfo host(parts[0]);
    if (!host.exists()) return fail("--dir " + text.toStdString() + ": " + parts[0].toStdString() + " does not exist");
    bind.hostPath = host.absoluteFilePath().toStdString();
    if (parts.size() > 1 && !parts[1].isEmpty()) {
        if (!parts[1].startsWith('/')) return fail("--dir " + text.toStdString() + ": INSIDE must be an absolute path");
        bind.insidePath = QDir::cleanPath(parts[1]).toStdString();
    }
    if (parts.size() == 3) {
        if (parts[2] != "rw" && parts[2] != "ro") return fail("--dir " + text.toStdString() + ": the mode is rw or ro");
        bind.writable = parts[2] == "rw";
    }
    return bind;
}

} // namespace

QList<QCommandLineOption> runSpecOptions() {
    return {
        {"time", "CPU time limit (user+sys of the whole tree).", "S"},
        {"wall", "Wall-clock limit.", "S"},
        {"memory", "Memory limit (K/M/G).", "SIZE"},
        {"stack", "Stack size limit.", "SIZE"},
        {"output", "Output limit per file or stream.", "SIZE"},
        {"processes", "Processes and threads limit.", "N"},
        {"open-files", "Open files limit.", "N"},
        {"cpus", "Pin to these CPUs, e.g. 0 or 0-1.", "LIST"},
        {"stdin", "Read standard input from this file.", "F"},
        {"stdout", "Write standard output to this file.", "F"},
        {"stderr", "Write standard error to this file.", "F"},
        {"dir", "Make a host directory visible (read-only unless :rw).", "HOST[:INSIDE[:rw]]"},
        {"env", "Set an environment variable.", "K=V"},
        {"workdir", "Working directory inside the sandbox.", "D"},
        {"allow-inet-sockets", "Allow IPv4/IPv6 sockets (JVMs probe them; the sandbox still has no network)."},
        {"isolation", "Force the isolation: privileged, user-namespace or none.", "MODE"},
        {"accounting", "Force the accounting: cgroup-v2, cgroup-v1 or proc.", "KIND"},
    };
}

Result<RunSetup> runSetupFrom(const QCommandLineParser& parser) {
    RunSetup setup;
    RunSpec& spec = setup.spec;
    SandboxOptions& options = setup.options;
    for (const QString& arg : parser.positionalArguments())
        spec.argv.push_back(arg.toStdString());
    if (spec.argv.empty()) return fail("no program given (after --: PROGRAM [ARGS...])");

    auto seconds = [&](const char* name, std::optional<Nanoseconds>& into) -> Result<void> {
        if (!parser.isSet(name)) return {};
        auto value = parseTimeLimit(parser.value(name).toStdString());
        if (!value) return fail(std::string("--") + name + ": " + value.error());
        into = value.value();
        return {};
    };
    auto size = [&](const char* name, std::optional<uint64_t>& into) -> Result<void> {
        if (!parser.isSet(name)) return {};
        auto value = parseSize(parser.value(name).toStdString());
        if (!value) return fail(std::string("--") + name + ": " + value.error());
        // Below a mebibyte not even the sandbox's own first process fits: say so rather than fail inside.
        if (std::string_view(name) == "memory" && value.value() < (1u << 20))
            return fail("--memory " + parser.value(name).toStdString() + ": expected at least 1M");
        if (value.value() == 0)
            return fail(std::string("--") + name + " " + parser.value(name).toStdString() +
                        ": no limit can be zero (leave it out for none)");
        into = value.value();
        return {};
    };
    auto count = [&](const char* name, std::optional<int>& into) -> Result<void> {
        if (!parser.isSet(name)) return {};
        bool ok = false;
        int value = parser.value(name).toInt(&ok);
        if (!ok || value <= 0) return fail(std::string("--") + name + ": expected a positive number");
        into = value;
        return {};
    };
    Limits& limits = spec.limits;
    for (auto parsed : {seconds("time", limits.cpuTime), seconds("wall", limits.wallTime),
                        size("memory", limits.memory), size("stack", limits.stack), size("output", limits.output),
                        count("processes", limits.processes), count("open-files", limits.openFiles)})
        if (!parsed) return failText(QString::fromStdString(parsed.error()));
    if (limits.cpuTime && !limits.wallTime) limits.wallTime = *limits.cpuTime * 2 + std::chrono::seconds(1);
    if (parser.isSet("cpus")) {
        auto cpus = parseCpuList(parser.value("cpus"));
        if (!cpus) return failText("--cpus: " + QString::fromStdString(cpus.error()));
        if (auto pinnable = checkCpusAllowed(cpus.value()); !pinnable)
            return failText("--cpus: " + QString::fromStdString(pinnable.error()));
        limits.cpus = cpus.value();
    }

    if (parser.isSet("isolation")) {
        options.isolation = isolationFromName(parser.value("isolation").toStdString());
        if (!options.isolation) return fail("--isolation: expected privileged, user-namespace or none");
    }
    if (parser.isSet("accounting")) {
        auto accounting = accountingFromName(parser.value("accounting").toStdString());
        if (!accounting) return fail("--accounting: expected cgroup-v2, cgroup-v1 or proc");
        options.accounting = *accounting;
    }

    for (const QString& dir : parser.values("dir")) {
        auto bind = parseDir(dir);
        if (!bind) return failText(QString::fromStdString(bind.error()));
        spec.binds.push_back(bind.value());
    }
    bool hasPath = false;
    for (const QString& env : parser.values("env")) {
        if (!env.contains('=') || env.startsWith('=')) return failText("--env " + env + ": expected KEY=VALUE");
        hasPath = hasPath || env.startsWith("PATH=");
        spec.environment.push_back(env.toStdString());
    }
    if (!hasPath) spec.environment.push_back("PATH=/usr/local/bin:/usr/bin:/bin");
    spec.syscalls.allowNetworkSockets = parser.isSet("allow-inet-sockets");
    if (parser.isSet("workdir"))
        spec.workingDirectory = parser.value("workdir").toStdString();
    else
        for (const auto& bind : spec.binds)
            if (QFileInfo(QString::fromStdString(bind.hostPath)).isDir()) {
                spec.workingDirectory = bind.insidePath.empty() ? bind.hostPath : bind.insidePath;
                break;
            }

    // A program named by a host path is bound read-only where it is, unless a --dir already shows it.
    QString program = QString::fromStdString(spec.argv[0]);
    if (program.contains('/')) {
        QFileInfo info(program);
        bool insideBind = false;
        for (const auto& bind : spec.binds) {
            std::string inside = bind.insidePath.empty() ? bind.hostPath : bind.insidePath;
            insideBind = insideBind || spec.argv[0].rfind(inside + "/", 0) == 0;
        }
        if (!insideBind && !isSystemPath(info.canonicalFilePath().toStdString())) {
            if (!info.exists()) return failText("program " + program + " does not exist");
            if (!info.isFile() || !info.isExecutable())
                return failText("program " + program + " is not an executable file");
            spec.argv[0] = info.absoluteFilePath().toStdString();
            spec.binds.push_back({spec.argv[0], spec.argv[0], false});
        }
    }

    // Files, or named pipes an evaluator holds the other ends of; else this command's own streams.
    if (parser.isSet("stdin") && !QFileInfo::exists(parser.value("stdin")))
        return failText("--stdin " + parser.value("stdin") + ": no such file");
    auto stream = [&](const char* option, StreamSpec otherwise) {
        return parser.isSet(option) ? StreamSpec::file(parser.value(option).toStdString()) : otherwise;
    };
    spec.stdinSpec = stream("stdin", StreamSpec::fromFd(0));
    spec.stdoutSpec = stream("stdout", StreamSpec::fromFd(1));
    spec.stderrSpec = stream("stderr", StreamSpec::null());
    if (parser.isSet("stdin")) {
        struct stat info {};
        if (::stat(parser.value("stdin").toLocal8Bit().constData(), &info) != 0 ||
            !(S_ISREG(info.st_mode) || S_ISFIFO(info.st_mode)))
            return failText("--stdin " + parser.value("stdin") + ": not a file or a named pipe");
    }

    return setup;
}

Result<void> checkBindsForTheBoxUser(const Sandbox& sandbox, const RunSpec& spec) {
    if (sandbox.runsAsBoxUser()) {
        // The program runs as an unprivileged uid: a directory it may write to must let it.
        for (const auto& bind : spec.binds) {
            struct stat info {};
            if (::stat(bind.hostPath.c_str(), &info) != 0) continue;
            mode_t needed = S_ISDIR(info.st_mode) ? (S_IROTH | S_IXOTH) : S_IROTH;
            bool readable = (info.st_mode & needed) == needed || info.st_uid == sandbox.options().boxUid;
            if (!readable)
                return failText(QString("--dir %1: the sandbox user (uid %2) cannot read it: chmod o+rX it")
                                    .arg(QString::fromStdString(bind.hostPath))
                                    .arg(sandbox.options().boxUid));
            if (!bind.writable) continue;
            bool writable =
                (info.st_mode & S_IWOTH) || (info.st_uid == sandbox.options().boxUid && (info.st_mode & S_IWUSR));
            if (!writable)
                return failText(QString("--dir %1 is writable only if the sandbox user (uid %2) may write to it: "
                                        "chmod o+w or chown %2 it")
                                    .arg(QString::fromStdString(bind.hostPath))
                                    .arg(sandbox.options().boxUid));
        }
    }

    return {};
}
