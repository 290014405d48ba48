#include "bench_verify.h"

#include "bench_problems.h"
#include "judge/verification.h"
#include "problem/package.h"
#include "protocol/pools/pool_config.h"
#include "protocol/pools/pooled_executor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <vector>

using namespace jd;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kTests = 50;
constexpr int kRounds = 3;

void writeFile(const QString& path, const QByteArray& contents) {
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
        qFatal("cannot write %s", qPrintable(path));
}

// The sum problem with a 0.2 s limit (every test runs to 0.4 s, Kattis's margin), two accepted submissions,
// two wrong ones (at the first test and at the 30th) and two too slow.
QString writePackage(const QString& root) {
    const QString sum = writeSumProblem(root, kTests);
    writeFile(root + "/problem.yaml", "problem_format_version: 2023-07-draft\nname: Sum\nlimits:\n  time_limit: 0.2\n");
    QFile source(sum);
    if (!source.open(QIODevice::ReadOnly)) qFatal("cannot read the sum");
    writeFile(root + "/submissions/accepted/sum.cpp", source.readAll());
    writeFile(root + "/submissions/accepted/sum.py", "a, b = map(int, input().split())\nprint(a + b)\n");
    writeFile(root + "/submissions/wrong_answer/product.py", "a, b = map(int, input().split())\nprint(a * b)\n");
    writeFile(root + "/submissions/wrong_answer/late.py",
              "a, b = map(int, input().split())\nprint(a + b + (1 if a == 29 else 0))\n");
    writeFile(root + "/submissions/time_limit_exceeded/spin.cpp",
              "int main() { for (volatile long i = 0;; ++i) {} }\n");
    writeFile(root + "/submissions/time_limit_exceeded/spin.py", "while True:\n    pass\n");
    return root;
}

} // namespace

void verifyBenchmark(QTextStream& out, const std::shared_ptr<sandbox::Sandbox>& sandbox, int jobs) {
    QTemporaryDir dir;
    auto problem = problem::readProblem(writePackage(dir.filePath("sum")));
    auto languages = judge::LanguageRegistry::load({});
    if (!problem || !languages) qFatal("cannot set up the verify benchmark");
    auto pools = protocol::SandboxPools::start(protocol::judgingPoolsConfig(jobs), sandbox);
    if (!pools) qFatal("cannot start the sandbox pool: %s", pools.error().c_str());
    auto compiler = std::make_shared<judge::Compiler>(sandbox, dir.filePath("cache"));
    judge::ProblemJudge judge(
        problem.value(), std::make_shared<protocol::PooledExecutor>(std::move(pools.value()), protocol::kJudgingPool),
        compiler, languages.value());

    auto verifyOnce = [&](bool planned) {
        judge::JudgeOptions options;
        options.jobs = planned ? jobs : 1;
        judge::VerificationOptions verifying;
        verifying.earlyStop = planned;
        const auto start = Clock::now();
        auto verified = judge::verifySubmissions(judge, languages.value(), options, {}, verifying);
        const double took = std::chrono::duration<double>(Clock::now() - start).count();
        if (!verified || verified->disagreed() != 0 || verified->agreed() != 6)
            qFatal("the verify benchmark's package did not verify");
        return took;
    };
    verifyOnce(true); // compiles every submission into the cache: neither side pays for it
    std::vector<double> ratios;
    for (int round = 0; round < kRounds; ++round) {
        const double planned = verifyOnce(true), sequential = verifyOnce(false);
        ratios.push_back(planned / sequential);
        out << QStringLiteral("verify round %1: %2 s stopping early on %3 job(s), %4 s every test one at a time\n")
                   .arg(round + 1)
                   .arg(planned, 0, 'f', 2)
                   .arg(jobs)
                   .arg(sequential, 0, 'f', 2);
    }
    std::sort(ratios.begin(), ratios.end());
    out << QStringLiteral("verify_over_sequential: %1 (rounds from %2 to %3)\n")
               .arg(ratios[kRounds / 2], 0, 'f', 2)
               .arg(ratios.front(), 0, 'f', 2)
               .arg(ratios.back(), 0, 'f', 2);
}
