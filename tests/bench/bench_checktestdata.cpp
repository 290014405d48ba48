#include "bench_checktestdata.h"

#include "checktestdata/interpreter.h"
#include "checktestdata/parser.h"
#include "median.h"

#include <QElapsedTimer>
#include <QString>

#include <random>
#include <sstream>
#include <string>

void checktestdataBenchmark(QTextStream& out, int rounds) {
    // As a validator of a typical problem reads it: a count, then lines of integers up to 10^9.
    std::mt19937_64 random(7);
    std::string data;
    const int perLine = 10;
    int lines = 0;
    std::string body;
    while (body.size() < (10u << 20)) {
        for (int i = 0; i < perLine; ++i) {
            body += std::to_string(random() % 1000000001);
            body += i + 1 < perLine ? ' ' : '\n';
        }
        ++lines;
    }
    data = std::to_string(lines) + "\n" + body;
    auto program = jd::ctd::parseProgram("INT(1,10^7,n) NEWLINE\n"
                                         "REP(n)\n  REP(10,SPACE) INT(0,10^9) END NEWLINE\nEND\n");
    if (!program) {
        out << "ctd_over_plain_read: n/a (" << QString::fromStdString(program.error()) << ")\n";
        return;
    }
    std::vector<double> ratios;
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        const jd::ctd::CheckResult result = jd::ctd::check(*program, data);
        const double interpreted = double(timer.nsecsElapsed());
        if (result.outcome != jd::ctd::CheckResult::Outcome::Accepted) {
            out << "ctd_over_plain_read: n/a (the input was not accepted: " << QString::fromStdString(result.describe())
                << ")\n";
            return;
        }
        timer.restart();
        std::istringstream in(data);
        long long n = 0, value = 0, sum = 0;
        in >> n;
        for (long long i = 0; i < n * perLine && (in >> value); ++i)
            sum += value;
        const double plain = double(timer.nsecsElapsed());
        if (sum == 0) out << ""; // keeps the loop
        ratios.push_back(interpreted / plain);
    }
    out << QStringLiteral("ctd_over_plain_read: %1\n").arg(median(ratios), 0, 'f', 2);
}
