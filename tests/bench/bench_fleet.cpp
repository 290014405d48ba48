#include "bench_fleet.h"

#include "judge/compiler.h"
#include "judge/problem_judge.h"
#include "problem/package.h"
#include "protocol/gojudge/fleet_executor.h"
#include "serve_process.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <memory>

using namespace jd;

namespace {

constexpr int kRunsPerServer = 2;

void write(const QString& path, const QByteArray& content) {
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

void fleetBenchmark(QTextStream& out, const std::shared_ptr<sandbox::Sandbox>& sandbox, int tests) {
    QTemporaryDir root;
    const QString problemPath = root.filePath("waits");
    write(problemPath + "/problem.yaml", "problem_format_version: 2025-09\nname: Waits\ntype: pass-fail\n"
                                         "limits:\n  time_limit: 1\n  memory: 256\n");
    for (int test = 0; test < tests; ++test) {
        const QString base = QStringLiteral("%1/data/secret/%2").arg(problemPath).arg(test, 4, 10, QChar('0'));
        write(base + ".in", QByteArray::number(test) + "\n");
        write(base + ".ans", QByteArray::number(test + 1) + "\n");
    }
    const QString source = root.filePath("waits.cpp");
    write(source, "#include <cstdio>\n#include <unistd.h>\n"
                  "int main() { long n; std::scanf(\"%ld\", &n); usleep(50000); std::printf(\"%ld\\n\", n + 1); }\n");
    auto problem = problem::readProblem(problemPath);
    auto languages = judge::LanguageRegistry::load({});
    if (!problem || !languages) {
        out << "fleet_two_over_one_throughput: n/a (the problem or the languages cannot be read)\n";
        return;
    }
    auto here = std::make_shared<judge::SandboxExecutor>(sandbox);
    auto compiler = std::make_shared<judge::Compiler>(sandbox, root.filePath("cache"));

    // Tests judged per second through the servers given, or nothing when a judging failed.
    auto throughput = [&](const QList<QUrl>& servers) -> std::optional<double> {
        gojudge::FleetOptions options;
        options.servers = servers;
        auto fleet = gojudge::FleetExecutor::connect(options, here);
        if (!fleet) {
            out << "fleet: " << QString::fromStdString(fleet.error()) << '\n';
            return std::nullopt;
        }
        judge::ProblemJudge judge(problem.value(), here, compiler, languages.value());
        judge.setSubmissionExecutor(*fleet);
        judge::JudgeOptions judgeOptions;
        judgeOptions.jobs = (*fleet)->capacity();
        const judge::SubmissionFiles submission{{source}, languages->forSource(source), {}};
        if (auto compiled = judge.prepare(); !compiled) return std::nullopt;
        QElapsedTimer clock;
        clock.start();
        auto report = judge.judge(submission, judgeOptions);
        const double seconds = double(clock.nsecsElapsed()) / 1e9;
        if (!report || report->verdict != judge::Verdict::AC) {
            out << "fleet: the judging did not accept every test"
                << (report ? "" : ": " + QString::fromStdString(report.error())) << '\n';
            return std::nullopt;
        }
        return tests / seconds;
    };

    test::ServeProcess first(0, kRunsPerServer), second(0, kRunsPerServer);
    // Compiled once beforehand (the judge finds it in the cache), so that neither judging pays for it.
    if (auto compiled = compiler->compile(*languages->forSource(source), {source}, {}, {});
        !compiled || !compiled->compiled) {
        out << "fleet_two_over_one_throughput: n/a (the solution does not compile)\n";
        return;
    }
    const auto one = throughput({first.url()});
    const auto two = throughput({first.url(), second.url()});
    if (!one || !two) {
        out << "fleet_two_over_one_throughput: n/a\n";
        return;
    }
    out << QStringLiteral("fleet: %1 tests waiting 50 ms each, %2 at once per server: one server %3 tests/s, two %4 "
                          "tests/s\n")
               .arg(tests)
               .arg(kRunsPerServer)
               .arg(*one, 0, 'f', 1)
               .arg(*two, 0, 'f', 1);
    out << QStringLiteral("fleet_two_over_one_throughput: %1\n").arg(*two / *one, 0, 'f', 2);
}
