// Per-run overhead of the sandbox, measured against a baseline taken in the same process and the same
// minute (these machines are noisy, so only ratios are compared): N runs of /bin/true bare
// (fork + exec + wait), through the sandbox with full isolation and accounting, and through bwrap;
// then whole judgings and interactive runs against the same programs run bare.
#include "bench_appimage.h"
#include "bench_checktestdata.h"
#include "bench_problemtools.h"
#include "bench_commonbox.h"
#include "bench_desk.h"
#include "bench_fleet.h"
#include "bench_gojudge.h"
#include "bench_interactive.h"
#include "bench_pools.h"
#include "bench_problems.h"
#include "bench_verify.h"
#include "bench_workbench.h"
#include "judge/default_validator.h"
#include "judge/problem_judge.h"
#include "problem/kattis_reader.h"
#include "protocol/pools/pooled_executor.h"
#include "sandbox/sandbox.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <fcntl.h>
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

// Runs `program` bare (no sandbox) on `input`, writing `output`, as the judge's baseline.
bool runBare(const char* program, const QString& input, const QString& output) {
    pid_t child = ::fork();
    if (child < 0) return false;
    if (child == 0) {
        int in = ::open(input.toLocal8Bit().constData(), O_RDONLY);
        int out = ::open(output.toLocal8Bit().constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in < 0 || out < 0 || ::dup2(in, 0) < 0 || ::dup2(out, 1) < 0) ::_exit(126);
        ::execl(program, program, nullptr);
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// Judging a 1,000-test A+B problem against the sum of the same program's bare runs, per job.
void judgeBenchmark(QTextStream& out, const std::shared_ptr<Sandbox>& sandbox, int tests, int jobs) {
    using namespace jd;
    QTemporaryDir dir;
    const QString root = dir.filePath("aplusb");
    QFile source(writeSumProblem(root, tests));
    auto problem = problem::readKattisProblem(root);
    auto languages = judge::LanguageRegistry::load({});
    if (!problem || !languages) qFatal("cannot set up the judge benchmark");
    auto compiler = std::make_shared<judge::Compiler>(sandbox, dir.filePath("cache"));
    // As judgedesk-cli judge and the GUI judge: each run leases its sandbox from the pool.
    auto pools = protocol::SandboxPools::start(protocol::judgingPoolsConfig(jobs), sandbox);
    if (!pools) qFatal("cannot start the sandbox pool: %s", pools.error().c_str());
    std::shared_ptr<protocol::SandboxPools> pool = std::move(pools.value());
    judge::ProblemJudge judge(problem.value(), std::make_shared<protocol::PooledExecutor>(pool, protocol::kJudgingPool),
                              compiler, languages.value());
    const judge::Language* cpp = languages->byId("cpp20");
    auto built = compiler->compile(*cpp, {source.fileName()});
    if (!built || !built->compiled) qFatal("cannot compile the benchmark's program");
    const QByteArray binary = (built->program->directory + "/main").toLocal8Bit();

    auto barePass = [&] {
        auto start = Clock::now();
        for (const auto& test : problem->allTests())
            if (!runBare(binary.constData(), test.input, dir.filePath("bare.out"))) qFatal("bare run failed");
        return std::chrono::duration<double>(Clock::now() - start).count();
    };

    // Where the judge's time goes: the same runs through the executor alone, then with the comparison.
    judge::SandboxExecutor executor(sandbox);
    auto executorPass = [&](bool compare) {
        auto start = Clock::now();
        for (const auto& test : problem->allTests()) {
            judge::Execution execution;
            execution.command = built->program->runCommand(2048);
            execution.programDirectory = built->program->directory;
            execution.inputFile = test.input;
            execution.outputFile = dir.filePath("executor.out");
            execution.errorFile = dir.filePath("executor.err");
            execution.limits.cpuTime = std::chrono::seconds(1);
            execution.limits.wallTime = std::chrono::seconds(3);
            execution.limits.memory = execution.limits.stack = 2048ull << 20;
            execution.limits.output = 8ull << 20;
            execution.limits.processes = built->program->language->runProcesses;
            if (const RunResult run = executor.execute(execution); run.status != RunStatus::Ok)
                qFatal("executor run failed: %s %s", exitReason(run).c_str(), run.internalError.c_str());
            if (compare && !judge::compareOutputs(test.answer, execution.outputFile, {}).value().accepted)
                qFatal("executor run was wrong");
        }
        return std::chrono::duration<double>(Clock::now() - start).count();
    };
    judge::JudgeOptions options;
    options.jobs = jobs;
    auto judgePass = [&] {
        auto start = Clock::now();
        auto report = judge.judge({{source.fileName()}, cpp, {}}, options);
        if (!report || report->verdict != judge::Verdict::AC) qFatal("the benchmark's judging did not accept");
        return std::chrono::duration<double>(Clock::now() - start).count();
    };

    // Each judging pass sits between two bare passes; the ratio of a round is the judge's time over
    // the mean of the bare passes around it, and the median round is reported: a noisy second on
    // this shared machine then spoils one round, not the figure.
    constexpr int kRounds = 3;
    double bareBefore = barePass();
    const double executed = executorPass(false), compared = executorPass(true);
    std::vector<double> ratios;
    for (int round = 0; round < kRounds; ++round) {
        const double judged = judgePass();
        const double bareAfter = barePass();
        const double bare = (bareBefore + bareAfter) / 2;
        ratios.push_back(judged / (bare / jobs));
        out << QStringLiteral("round %1: judge %2 tests, %3 job(s): %4 s; bare runs %5 s in all (%6 s per job)\n")
                   .arg(round + 1)
                   .arg(tests)
                   .arg(jobs)
                   .arg(judged, 0, 'f', 2)
                   .arg(bare, 0, 'f', 2)
                   .arg(bare / jobs, 0, 'f', 2);
        if (round == 0)
            out << QStringLiteral(
                       "breakdown per test: bare %1 ms, executor %2 ms, executor+compare %3 ms, judge %4 ms\n")
                       .arg(bare / tests * 1e3, 0, 'f', 3)
                       .arg(executed / tests * 1e3, 0, 'f', 3)
                       .arg(compared / tests * 1e3, 0, 'f', 3)
                       .arg(judged / tests * 1e3, 0, 'f', 3);
        bareBefore = bareAfter;
    }
    std::sort(ratios.begin(), ratios.end());
    out << QStringLiteral("judge_over_bare_per_job: %1 (rounds from %2 to %3)\n")
               .arg(ratios[kRounds / 2], 0, 'f', 2)
               .arg(ratios.front(), 0, 'f', 2)
               .arg(ratios.back(), 0, 'f', 2);
}

} // namespace

int main(int argc, char** argv) {
    // The desk's measures make widgets; no display is needed for them.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // The event dispatcher judgedesk-cli runs `serve` and judging with (see app/cli/main.cpp).
    if (qEnvironmentVariableIsEmpty("QT_NO_GLIB")) qputenv("QT_NO_GLIB", "1");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription("Sandbox overhead benchmark: bare fork+exec+wait vs JudgeDesk vs bwrap.");
    parser.addHelpOption();
    parser.addOption({"runs", "Runs per variant (default 400).", "N", "400"});
    parser.addOption({"tests", "Tests of the judging benchmark (default 1000; 0 skips it).", "N", "1000"});
    parser.addOption(
        {"exchanges", "Exchanges of the interactive benchmark (default 100000; 0 skips it).", "N", "100000"});
    parser.addOption({"isolation", "Force the isolation: privileged, user-namespace or none.", "MODE"});
    parser.addOption(
        {"desk-only", "Only the judging desk's measures (ui_latency_p99_ms, diff_50mib_first_difference_ms)."});
    parser.addOption({"serve-only", "Only the go-judge server's measure (serve_over_sandbox_median)."});
    parser.addOption({"fleet-only", "Only the fleet's measure (fleet_two_over_one_throughput)."});
    parser.addOption({"verify-only", "Only verify's measure (verify_over_sequential)."});
    parser.addOption({"ctd-only", "Only checktestdata's measure (ctd_over_plain_read)."});
    parser.addOption({"problemtools-only", "Only the measure against Kattis's verifyproblem "
                                           "(verify_over_problemtools_worst)."});
    parser.addOption({"judge-only", "Only the judging measure (judge_over_bare_per_job)."});
    parser.addOption({"appimage-only", "Only the AppImage's measure (appimage_start_over_native)."});
    parser.addOption({"interactive-only", "Only the interactive measures (interactive_over_pipes_wall, "
                                          "interactive_cpu_over_pipes)."});
    parser.addOption({"workbench-only", "Only the workbench's measures (gui_cold_start_over_qt_hello, "
                                        "open_1000_tests_ms, preview_200mib_ms)."});
    parser.addOption({"accounting", "Force the accounting: cgroup-v2, cgroup-v1 or proc.", "KIND"});
    parser.process(app);
    const int runs = std::max(10, parser.value("runs").toInt());
    QTextStream out(stdout);
    if (parser.isSet("desk-only")) {
        deskBenchmark(out);
        return 0;
    }
    if (parser.isSet("serve-only")) {
        SandboxOptions serveOptions;
        serveOptions.warmSlots = 3;
        auto created = Sandbox::create(serveOptions);
        if (!created) qFatal("sandbox: %s", created.error().c_str());
        goJudgeBenchmark(out, created.value(), std::max(20, runs / 4));
        return 0;
    }
    if (parser.isSet("fleet-only")) {
        auto created = Sandbox::create({});
        if (!created) qFatal("sandbox: %s", created.error().c_str());
        fleetBenchmark(out, created.value(), parser.value("tests").toInt());
        return 0;
    }
    if (parser.isSet("ctd-only")) {
        checktestdataBenchmark(out, 5);
        return 0;
    }
    if (parser.isSet("problemtools-only")) {
        problemtoolsBenchmark(out, 1);
        return 0;
    }
    if (parser.isSet("appimage-only")) {
        appImageBenchmark(out, 7);
        return 0;
    }
    if (parser.isSet("workbench-only")) {
        workbenchBenchmark(out, 7);
        return 0;
    }

    SandboxOptions options;
    const int jobs = std::max(1, QThread::idealThreadCount() - 1);
    options.warmSlots = jd::judge::warmSlotsForJobs(jobs); // as judgedesk-cli judges
    if (parser.isSet("isolation")) options.isolation = isolationFromName(parser.value("isolation").toStdString());
    if (parser.isSet("accounting"))
        options.accounting =
            accountingFromName(parser.value("accounting").toStdString()).value_or(AccountingChoice::Auto);
    auto created = Sandbox::create(options);
    if (!created) qFatal("sandbox: %s", created.error().c_str());
    std::shared_ptr<Sandbox> sandbox = created.value();
    if (parser.isSet("judge-only")) {
        judgeBenchmark(out, sandbox, std::max(1, parser.value("tests").toInt()), jobs);
        return 0;
    }
    if (parser.isSet("verify-only")) {
        verifyBenchmark(out, sandbox, jobs);
        return 0;
    }
    if (parser.isSet("interactive-only")) {
        interactiveBenchmark(out, sandbox, std::max(1, parser.value("exchanges").toInt()));
        return 0;
    }
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
    out.flush();
    if (int tests = parser.value("tests").toInt(); tests > 0) judgeBenchmark(out, sandbox, tests, jobs);
    out.flush();
    verifyBenchmark(out, sandbox, jobs);
    out.flush();
    if (int exchanges = parser.value("exchanges").toInt(); exchanges > 0) interactiveBenchmark(out, sandbox, exchanges);
    out.flush();
    commonBoxBenchmark(out, sandbox, std::max(20, runs / 4));
    out.flush();
    poolsBenchmark(out, sandbox, std::max(20, runs / 4));
    out.flush();
    goJudgeBenchmark(out, sandbox, std::max(20, runs / 4));
    out.flush();
    if (const int tests = parser.value("tests").toInt(); tests > 0) fleetBenchmark(out, sandbox, tests);
    out.flush();
    workbenchBenchmark(out, 7);
    checktestdataBenchmark(out, 5);
    out.flush();
    problemtoolsBenchmark(out, 1);
    appImageBenchmark(out, 7);
    out.flush();
    deskBenchmark(out);
    return 0;
}
