// Per-run overhead of the sandbox, measured against a baseline taken in the same process and the same
// minute (these machines are noisy, so only ratios are compared): N runs of /bin/true bare
// (fork + exec + wait), through the sandbox with full isolation and accounting, and through bwrap.
#include "sandbox/sandbox.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStandardPaths>
#include <QTextStream>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

using namespace jd::sandbox;
using Clock = std::chrono::steady_clock;

namespace {

struct Summary {
    double median = 0, p99 = 0;
};

Summary summarise(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    auto at = [&](double q) { return samples[std::min(samples.size() - 1, size_t(q * double(samples.size())))]; };
    return {at(0.5), at(0.99)};
}

bool forkExecWait(const char* path, char* const argv[]) {
    pid_t child = ::fork();
    if (child < 0) return false;
    if (child == 0) {
        ::execv(path, argv);
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// Interleaves the variants run by run, so that a noisy minute hurts them all alike.
std::vector<std::vector<double>> measure(int runs, const std::vector<std::function<bool()>>& variants) {
    std::vector<std::vector<double>> samples(variants.size());
    for (int i = 0; i < runs; ++i)
        for (size_t v = 0; v < variants.size(); ++v) {
            auto start = Clock::now();
            if (!variants[v]()) qFatal("variant %zu failed", v);
            samples[v].push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        }
    return samples;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription("Sandbox overhead benchmark: bare fork+exec+wait vs JudgeDesk vs bwrap.");
    parser.addHelpOption();
    parser.addOption({"runs", "Runs per variant (default 400).", "N", "400"});
    parser.addOption({"isolation", "Force the isolation: privileged, user-namespace or none.", "MODE"});
    parser.addOption({"accounting", "Force the accounting: cgroup-v2, cgroup-v1 or proc.", "KIND"});
    parser.process(app);
    const int runs = std::max(10, parser.value("runs").toInt());
    QTextStream out(stdout);

    SandboxOptions options;
    if (parser.isSet("isolation")) options.isolation = isolationFromName(parser.value("isolation").toStdString());
    if (parser.isSet("accounting"))
        options.accounting =
            accountingFromName(parser.value("accounting").toStdString()).value_or(AccountingChoice::Auto);
    auto created = Sandbox::create(options);
    if (!created) qFatal("sandbox: %s", created.error().c_str());
    std::shared_ptr<Sandbox> sandbox = created.value();
    out << "sandbox: " << QString::fromStdString(isolationName(sandbox->report().isolation)) << " isolation, "
        << QString::fromStdString(sandbox->report().accountingDescription) << "\n";

    RunSpec spec;
    spec.argv = {"/bin/true"};
    spec.environment = {"PATH=/usr/bin:/bin"};
    spec.limits.cpuTime = std::chrono::seconds(1);
    spec.limits.wallTime = std::chrono::seconds(5);
    spec.limits.memory = 256ull << 20;
    spec.limits.processes = 16;

    char truePath[] = "/bin/true";
    char* trueArgv[] = {truePath, nullptr};
    std::vector<std::function<bool()>> variants = {
        [&] { return forkExecWait(truePath, trueArgv); },
        [&] { return sandbox->run(spec).status == RunStatus::Ok; },
    };
    QString bwrap = QStandardPaths::findExecutable("bwrap");
    std::vector<std::string> bwrapArgs = {bwrap.toStdString(), "--unshare-all", "--ro-bind", "/", "/", "/bin/true"};
    std::vector<char*> bwrapArgv;
    for (auto& a : bwrapArgs)
        bwrapArgv.push_back(a.data());
    bwrapArgv.push_back(nullptr);
    if (!bwrap.isEmpty()) {
        if (!forkExecWait(bwrapArgv[0], bwrapArgv.data())) {
            out << "bwrap: present but cannot create namespaces here, left out\n";
            bwrap.clear();
        } else {
            variants.push_back([&] { return forkExecWait(bwrapArgv[0], bwrapArgv.data()); });
        }
    }

    measure(std::max(5, runs / 20), variants); // warm caches and the zygote
    auto samples = measure(runs, variants);
    const char* names[] = {"bare fork+exec+wait", "judgedesk sandbox", "bwrap --unshare-all"};
    std::vector<Summary> summaries;
    for (size_t v = 0; v < samples.size(); ++v) {
        summaries.push_back(summarise(samples[v]));
        out << QStringLiteral("%1  median %2 ms  p99 %3 ms  (%4 runs)\n")
                   .arg(names[v], -22)
                   .arg(summaries[v].median, 0, 'f', 3)
                   .arg(summaries[v].p99, 0, 'f', 3)
                   .arg(runs);
    }
    out << QStringLiteral("sandbox_over_bare_median: %1\n").arg(summaries[1].median / summaries[0].median, 0, 'f', 2);
    if (summaries.size() > 2)
        out << QStringLiteral("bwrap_over_sandbox_median: %1\n")
                   .arg(summaries[2].median / summaries[1].median, 0, 'f', 2);
    else
        out << "bwrap_over_sandbox_median: n/a (no usable bwrap)\n";
    return 0;
}
