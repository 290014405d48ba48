// A ping-pong of one-line exchanges is the worst case for anything standing between the two programs:
// every exchange is two wake-ups with plain pipes, and each extra hop adds its own.
#include "bench_interactive.h"

#include "judge/compiler.h"
#include "judge/executor.h"
#include "judge/languages.h"
#include "median.h"

#include <QFile>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

using namespace jd;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* kSubmission = "#include <cstdio>\n"
                                    "int main() { long n; while (std::scanf(\"%ld\", &n) == 1) {"
                                    " std::printf(\"%ld\\n\", n + 1); std::fflush(stdout); } }\n";

// Asks `exchanges` questions one at a time; exits 42 (accepted, as Kattis says it) when every answer is right.
constexpr const char* kInteractor = "#include <cstdio>\n#include <cstdlib>\n"
                                    "int main(int argc, char** argv) { long count = std::atol(argv[1]);"
                                    " for (long i = 0; i < count; ++i) { std::printf(\"%ld\\n\", i);"
                                    " std::fflush(stdout); long got; if (std::scanf(\"%ld\", &got) != 1"
                                    " || got != i + 1) return 43; } return 42; }\n";

struct Timing {
    double wall = 0, submissionCpu = 0;
};

double seconds(const timeval& time) { return double(time.tv_sec) + double(time.tv_usec) / 1e6; }

// Both programs bare, joined by two pipes, the submission's CPU time from its rusage.
Timing runOverPipes(const QByteArray& submission, const QByteArray& interactor, const QByteArray& count) {
    int toSubmission[2], toInteractor[2];
    if (::pipe(toSubmission) != 0 || ::pipe(toInteractor) != 0) qFatal("pipe failed");
    const auto start = Clock::now();
    auto spawn = [](int in, int out, const char* path, const char* argument, int closeA, int closeB) {
        pid_t child = ::fork();
        if (child == 0) {
            ::dup2(in, 0);
            ::dup2(out, 1);
            for (int fd : {closeA, closeB, in, out})
                ::close(fd);
            ::execl(path, path, argument, nullptr);
            ::_exit(127);
        }
        return child;
    };
    pid_t submissionPid =
        spawn(toSubmission[0], toInteractor[1], submission.constData(), nullptr, toSubmission[1], toInteractor[0]);
    pid_t interactorPid = spawn(toInteractor[0], toSubmission[1], interactor.constData(), count.constData(),
                                toInteractor[1], toSubmission[0]);
    for (int fd : {toSubmission[0], toSubmission[1], toInteractor[0], toInteractor[1]})
        ::close(fd);
    Timing timing;
    int status = 0;
    rusage usage{};
    if (::wait4(interactorPid, &status, 0, &usage) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 42)
        qFatal("the bare interactor did not accept");
    if (::wait4(submissionPid, &status, 0, &usage) < 0) qFatal("wait4 failed");
    timing.wall = std::chrono::duration<double>(Clock::now() - start).count();
    timing.submissionCpu = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    return timing;
}

judge::Execution executionOf(const judge::BuiltProgram& program, const QStringList& arguments) {
    judge::Execution execution;
    execution.command = program.runCommand(1024) + arguments;
    execution.programDirectory = program.directory;
    execution.limits.cpuTime = std::chrono::seconds(30);
    execution.limits.wallTime = std::chrono::seconds(60);
    execution.limits.memory = execution.limits.stack = 1024ull << 20;
    execution.limits.output = 64ull << 20;
    execution.limits.processes = program.language->runProcesses;
    return execution;
}

} // namespace

void interactiveBenchmark(QTextStream& out, const std::shared_ptr<sandbox::Sandbox>& sandbox, int exchanges) {
    QTemporaryDir dir;
    auto languages = judge::LanguageRegistry::load({});
    if (!languages) qFatal("cannot load the languages");
    const judge::Language* cpp = languages->byId("cpp20");
    judge::Compiler compiler(sandbox, dir.filePath("cache"));
    auto build = [&](const char* name, const char* text) {
        QFile source(dir.filePath(name));
        if (!source.open(QIODevice::WriteOnly)) qFatal("cannot write %s", name);
        source.write(text);
        source.close();
        auto built = compiler.compile(*cpp, {source.fileName()});
        if (!built || !built->compiled) qFatal("cannot compile %s", name);
        return *built->program;
    };
    const judge::BuiltProgram submission = build("submission.cpp", kSubmission);
    const judge::BuiltProgram interactor = build("interactor.cpp", kInteractor);
    const QByteArray count = QByteArray::number(exchanges);

    judge::SandboxExecutor executor(sandbox);
    auto judged = [&](std::optional<size_t> transcriptLimit) {
        const auto start = Clock::now();
        judge::InteractiveOptions options;
        options.transcriptLimit = transcriptLimit;
        judge::InteractiveResult result = executor.executeInteractive(
            executionOf(submission, {}), executionOf(interactor, {QString::fromLatin1(count)}), options);
        Timing timing;
        timing.wall = std::chrono::duration<double>(Clock::now() - start).count();
        if (result.interactor.exitCode != 42) qFatal("the judged interactor did not accept");
        timing.submissionCpu = std::chrono::duration<double>(result.program.cpuTime).count();
        return timing;
    };
    auto bare = [&] {
        return runOverPipes((submission.directory + "/main").toLocal8Bit(),
                            (interactor.directory + "/main").toLocal8Bit(), count);
    };

    // Rounds alternate the ways, so that a noisy second spoils one round of each alike. Plain pipes are
    // how the judge joins the programs unless the rules say to record (DOMjudge); the relay is reported
    // for information.
    constexpr int kRounds = 7;
    bare();
    judged(std::nullopt);
    std::vector<double> wallRatios, cpuRatios, relayedWallRatios, relayedCpuRatios;
    for (int round = 1; round <= kRounds; ++round) {
        const Timing pipes = bare(), direct = judged(std::nullopt), relayed = judged(size_t(1) << 20);
        wallRatios.push_back(direct.wall / pipes.wall);
        cpuRatios.push_back(direct.submissionCpu / pipes.submissionCpu);
        relayedWallRatios.push_back(relayed.wall / pipes.wall);
        relayedCpuRatios.push_back(relayed.submissionCpu / pipes.submissionCpu);
        out << QStringLiteral("interactive round %1: %2 exchanges; wall (submission CPU) in s: pipes %3 (%4), "
                              "judged %5 (%6), judged and recorded %7 (%8)\n")
                   .arg(round)
                   .arg(exchanges)
                   .arg(pipes.wall, 0, 'f', 3)
                   .arg(pipes.submissionCpu, 0, 'f', 3)
                   .arg(direct.wall, 0, 'f', 3)
                   .arg(direct.submissionCpu, 0, 'f', 3)
                   .arg(relayed.wall, 0, 'f', 3)
                   .arg(relayed.submissionCpu, 0, 'f', 3);
    }
    out << QStringLiteral("interactive_over_pipes_wall: %1\n").arg(median(wallRatios), 0, 'f', 2);
    out << QStringLiteral("interactive_cpu_over_pipes: %1\n").arg(median(cpuRatios), 0, 'f', 2);
    out << QStringLiteral("interactive_recorded_over_pipes_wall: %1\n").arg(median(relayedWallRatios), 0, 'f', 2);
    out << QStringLiteral("interactive_recorded_cpu_over_pipes: %1\n").arg(median(relayedCpuRatios), 0, 'f', 2);
}
