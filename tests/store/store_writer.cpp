// Saves judgements of 20 tests into the store given, forever: the crash-consistency test kills it.
// With --begin-and-wait it records that a judgement begins and waits to be killed in the middle of it.
#include "store/results_store.h"

#include <QCoreApplication>

#include <unistd.h>

#include <cstdio>
#include <string_view>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const bool beginAndWait = argc == 3 && std::string_view(argv[2]) == "--begin-and-wait";
    if (argc != 2 && !beginAndWait) return 2;
    auto store = jd::store::ResultsStore::open(QString::fromLocal8Bit(argv[1]));
    if (!store) return 1;
    jd::problem::Problem problem;
    problem.directory = "/problems/aplusb";
    problem.name = "A Plus B";
    if (beginAndWait) {
        if (!store.value()->begin(problem, {"slow.cpp"}, "C++20")) return 1;
        std::puts("begun");
        std::fflush(stdout);
        for (;;)
            ::pause();
    }
    jd::judge::JudgeReport report;
    report.language = "C++20";
    report.verdict = jd::judge::Verdict::WA;
    for (int i = 0; i < 20; ++i) {
        jd::judge::TestOutcome test;
        test.test = QStringLiteral("secret/%1").arg(i);
        test.verdict = i == 7 ? jd::judge::Verdict::WA : jd::judge::Verdict::AC;
        test.message = QString(200, 'm');
        report.tests << test;
    }
    for (long round = 0;; ++round) {
        if (!store.value()->save(problem, {QStringLiteral("sol%1.cpp").arg(round)}, report)) return 1;
        if (round == 0) {
            std::puts("ready");
            std::fflush(stdout);
        }
    }
}
