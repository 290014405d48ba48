#include "bench_commonbox.h"

#include "median.h"

#include <QString>

#include <commonbox.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

using namespace jd::sandbox;
using Clock = std::chrono::steady_clock;

namespace {

constexpr char kLine[] = "one line through the sandbox\n";
constexpr char kProgram[] = "/usr/bin/head";

// The program through CommonBox, which starts an executable without arguments.
bool commonBoxCycle(char* program) {
    commonbox_process_t process = commonbox_create_process_from_executable(program);
    if (!process) return false;
    commonbox_write(process, const_cast<char*>(kLine), sizeof kLine - 1);
    char buffer[256];
    size_t total = 0;
    for (int got; (got = commonbox_read(process, buffer, sizeof buffer)) > 0;)
        total += size_t(got);
    commonbox_close(process);
    return total == sizeof kLine - 1;
}

bool sandboxCycle(Sandbox& sandbox, const RunSpec& spec) {
    auto started = sandbox.start(spec);
    if (!started) return false;
    Process& process = *started.value();
    (void)process.write(kLine);
    char buffer[256];
    size_t total = 0;
    for (ssize_t got; (got = process.read(buffer, sizeof buffer)) > 0;)
        total += size_t(got);
    return process.wait().status == RunStatus::Ok && total == sizeof kLine - 1;
}

} // namespace

void commonBoxBenchmark(QTextStream& out, const std::shared_ptr<Sandbox>& sandbox, int runs) {
    // The same program both ways: a script that runs head -n 1 (CommonBox passes no arguments).
    char directory[] = "/var/tmp/judgedesk-bench-XXXXXX";
    if (!::mkdtemp(directory)) {
        out << "commonbox_over_sandbox_median: n/a (cannot make a directory in /var/tmp)\n";
        return;
    }
    ::chmod(directory, 0755);
    std::string scriptPath = std::string(directory) + "/head-one-line";
    char* script = scriptPath.data();
    const int fd = ::open(script, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
    const std::string text = std::string("#!/bin/sh\nexec ") + kProgram + " -n 1\n";
    if (fd < 0 || ::write(fd, text.data(), text.size()) != ssize_t(text.size())) {
        out << "commonbox_over_sandbox_median: n/a (cannot write the program)\n";
        return;
    }
    ::close(fd);
    RunSpec spec;
    spec.argv = {script};
    spec.environment = {"PATH=/usr/local/bin:/usr/bin:/bin"};
    spec.binds.push_back({directory, {}, false});
    spec.limits.cpuTime = std::chrono::seconds(10);
    spec.limits.wallTime = std::chrono::seconds(30);
    spec.limits.memory = 1ull << 30;
    spec.limits.output = 64ull << 20;
    spec.limits.processes = 64;
    spec.stdinSpec = StreamSpec::pipe();
    spec.stdoutSpec = StreamSpec::pipe();

    std::vector<double> viaCommonBox, viaSandbox;
    auto time = [](auto&& cycle) {
        const auto start = Clock::now();
        const bool ok = cycle();
        return ok ? std::chrono::duration<double, std::milli>(Clock::now() - start).count() : -1.0;
    };
    for (int i = 0; i < runs + runs / 10; ++i) {
        const double a = time([&] { return commonBoxCycle(script); });
        const double b = time([&] { return sandboxCycle(*sandbox, spec); });
        if (a < 0 || b < 0) {
            out << "commonbox_over_sandbox_median: n/a (" << (a < 0 ? "the CommonBox" : "the sandbox")
                << " cycle failed)\n";
            ::unlink(script);
            ::rmdir(directory);
            return;
        }
        if (i >= runs / 10) { // the first tenth warms both sandboxes
            viaCommonBox.push_back(a);
            viaSandbox.push_back(b);
        }
    }
    ::unlink(script);
    ::rmdir(directory);
    out << QStringLiteral("commonbox cycle         median %1 ms\nsandbox cycle           median %2 ms\n")
               .arg(median(viaCommonBox), 0, 'f', 3)
               .arg(median(viaSandbox), 0, 'f', 3);
    out << QStringLiteral("commonbox_over_sandbox_median: %1\n")
               .arg(median(viaCommonBox) / median(viaSandbox), 0, 'f', 2);
}
