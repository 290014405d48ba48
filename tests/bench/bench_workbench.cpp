#include "bench_workbench.h"

#include "cold_start.h"
#include "common/file_preview.h"
#include "median.h"
#include "models/judging_model.h"
#include "models/tests_model.h"
#include "problem/package.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <vector>

namespace {

void writeTests(const QString& root, int count) {
    QDir().mkpath(root + "/data/secret");
    QFile yaml(root + "/problem.yaml");
    if (!yaml.open(QIODevice::WriteOnly)) qFatal("cannot write the benchmark's problem");
    yaml.write("problem_format_version: 2025-09\nname: Many\nlimits:\n  time_limit: 1\n");
    yaml.close();
    for (int i = 0; i < count; ++i)
        for (const char* extension : {".in", ".ans"}) {
            QFile file(QStringLiteral("%1/data/secret/%2%3").arg(root).arg(i, 4, 10, QChar('0')).arg(extension));
            if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write the benchmark's tests");
            file.write("1 2\n");
        }
}

} // namespace

void workbenchBenchmark(QTextStream& out, int rounds) {
    const QString bin = QCoreApplication::applicationDirPath();
    QTemporaryDir config;
    std::vector<double> ratios;
    coldStart(bin + "/judgedesk-qt-hello", config.path()); // the libraries into the page cache
    coldStart(bin + "/judgedesk", config.path());
    for (int round = 0; round < rounds; ++round) {
        const double hello = coldStart(bin + "/judgedesk-qt-hello", config.path());
        const double gui = coldStart(bin + "/judgedesk", config.path());
        if (hello <= 0 || gui <= 0) {
            out << "gui_cold_start_over_qt_hello: n/a (a window did not start offscreen)\n";
            ratios.clear();
            break;
        }
        ratios.push_back(gui / hello);
    }
    if (!ratios.empty()) out << QStringLiteral("gui_cold_start_over_qt_hello: %1\n").arg(median(ratios), 0, 'f', 2);
    out.flush();

    QTemporaryDir dir;
    writeTests(dir.filePath("many"), 1000);
    std::vector<double> opening;
    for (int round = 0; round < 5; ++round) {
        QElapsedTimer clock;
        clock.start();
        auto problem = jd::problem::readProblem(dir.filePath("many"));
        if (!problem || problem->allTests().size() != 1000) qFatal("the 1,000-test problem did not read");
        jd::ui::TestsModel tests;
        jd::ui::JudgingModel judging;
        tests.setProblem(problem.value());
        judging.setProblem(problem.value());
        opening.push_back(clock.nsecsElapsed() / 1e6);
    }
    out << QStringLiteral("open_1000_tests_ms: %1\n").arg(median(opening), 0, 'f', 1);
    out.flush();

    const QString big = dir.filePath("big.in");
    {
        QFile file(big);
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write the 200 MiB test");
        const QByteArray line = QByteArray(1023, '7') + '\n';
        const QByteArray mebibyte = line.repeated(1024);
        for (int i = 0; i < 200; ++i)
            file.write(mebibyte);
    }
    std::vector<double> previews;
    for (int round = 0; round < 5; ++round) {
        QElapsedTimer clock;
        clock.start();
        auto preview = jd::previewFile(big);
        if (!preview || preview->whole) qFatal("the 200 MiB preview failed");
        previews.push_back(clock.nsecsElapsed() / 1e6);
    }
    out << QStringLiteral("preview_200mib_ms: %1\n").arg(median(previews), 0, 'f', 2);
}
