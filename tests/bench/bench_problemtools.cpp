#include "bench_problemtools.h"

#include "median.h"
#include "problemtools_peer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <optional>
#include <vector>

namespace {

using jd::test::Finished;
using jd::test::lastLine;
using jd::test::runTimed;

// Both tools' answers on one package: a time each, and whether each gave every submission its expected verdict.
struct Comparison {
    QString package;
    double judgedesk = 0, problemtools = 0;
    bool judgedeskAgrees = false, problemtoolsAgrees = false;
    QString judgedeskSummary, problemtoolsSummary;
};

Comparison compare(const QString& package, const jd::test::ProblemtoolsPeer& peer, int rounds) {
    Comparison result;
    result.package = QFileInfo(package).fileName();
    std::vector<double> ours, theirs;
    static const QRegularExpression verified(R"(^verify: (\d+) agreed, (\d+) disagreed)",
                                             QRegularExpression::MultilineOption);
    static const QRegularExpression tested(R"(tested: (\d+) errors?, (\d+) warnings?)");
    for (int round = 0; round < rounds; ++round) {
        // Alternated, so that the machine's drift falls on both alike.
        const Finished judgedesk = runTimed(QStringLiteral(JUDGEDESK_CLI), {"verify", package, "--no-input-validation"},
                                            QProcessEnvironment::systemEnvironment());
        const Finished problemtools = peer.verify(package, {"-p", "submissions"});
        ours.push_back(judgedesk.seconds);
        theirs.push_back(problemtools.seconds);
        const auto ourMatch = verified.match(judgedesk.output);
        const auto theirMatch = tested.match(problemtools.output);
        result.judgedeskAgrees = ourMatch.hasMatch() && ourMatch.captured(2) == "0" && judgedesk.exitCode == 0;
        result.problemtoolsAgrees = theirMatch.hasMatch() && theirMatch.captured(1) == "0";
        result.judgedeskSummary = ourMatch.hasMatch() ? ourMatch.captured(0) : lastLine(judgedesk.output);
        result.problemtoolsSummary = theirMatch.hasMatch() ? theirMatch.captured(0) : lastLine(problemtools.output);
        if (!result.judgedeskAgrees || !result.problemtoolsAgrees) break;
    }
    result.judgedesk = median(ours);
    result.problemtools = median(theirs);
    return result;
}

QStringList packages(const QString& corpora) {
    QStringList found;
    const QString contest = corpora + "/kth-challenge-2020";
    if (QDir(contest + "/data").exists()) found << contest; // the contest folder is a problem itself
    for (const QString& name : QDir(contest).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        if (QDir(contest + "/" + name + "/data").exists() && QDir(contest + "/" + name + "/submissions").exists())
            found << contest + "/" + name;
    return found;
}

} // namespace

void problemtoolsBenchmark(QTextStream& out, int rounds) {
    const QString shared = jd::test::sharedDirectory(QStringLiteral(JUDGEDESK_SOURCE_DIR));
    QTemporaryDir scratch;
    const jd::test::ProblemtoolsPeer peer = jd::test::prepareProblemtools(shared + "/peers/problemtools", scratch.path());
    if (!peer.unavailable.isEmpty()) {
        out << "verify_over_problemtools_worst: n/a (problemtools: " << peer.unavailable << ")\n";
        return;
    }
    const QStringList found = packages(shared + "/corpora");
    if (found.isEmpty()) {
        out << "verify_over_problemtools_worst: n/a (no KTH Challenge 2020 packages under " << shared << "/corpora)\n";
        return;
    }
    std::optional<double> worst;
    QString worstPackage;
    for (const QString& package : found) {
        const Comparison compared = compare(package, peer, rounds);
        const double ratio = compared.judgedesk / std::max(compared.problemtools, 1e-9);
        const bool counted = compared.judgedeskAgrees && compared.problemtoolsAgrees;
        out << QStringLiteral("  %1: judgedesk %2 s (%3), problemtools %4 s (%5), ratio %6%7\n")
                   .arg(compared.package)
                   .arg(compared.judgedesk, 0, 'f', 1)
                   .arg(compared.judgedeskSummary)
                   .arg(compared.problemtools, 0, 'f', 1)
                   .arg(compared.problemtoolsSummary)
                   .arg(ratio, 0, 'f', 2)
                   .arg(counted ? QString() : QStringLiteral(" (not counted: the verdicts are not both as expected)"));
        out.flush();
        if (counted && (!worst || ratio > *worst)) worst = ratio, worstPackage = compared.package;
    }
    if (!worst) {
        out << "verify_over_problemtools_worst: n/a (no package where both give the expected verdicts)\n";
        return;
    }
    out << QStringLiteral("verify_over_problemtools_worst: %1 (%2)\n").arg(*worst, 0, 'f', 2).arg(worstPackage);
}
