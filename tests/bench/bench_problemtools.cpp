#include "bench_problemtools.h"

#include "median.h"

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

constexpr int kPackageTimeoutMs = 20 * 60 * 1000;

QString sharedDirectory() {
    const QString set = qEnvironmentVariable("JUDGEDESK_SHARED");
    return set.isEmpty() ? QStringLiteral(JUDGEDESK_SOURCE_DIR "/../shared") : set;
}

struct Finished {
    bool started = false;
    int exitCode = -1;
    double seconds = 0;
    QString output; // stdout and stderr together
};

Finished runTimed(const QString& program, const QStringList& arguments, const QProcessEnvironment& environment) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setStandardInputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    Finished finished;
    finished.started = process.waitForStarted();
    if (!finished.started) return finished;
    if (!process.waitForFinished(kPackageTimeoutMs)) process.kill(), process.waitForFinished();
    finished.seconds = double(timer.nsecsElapsed()) / 1e9;
    finished.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    finished.output = QString::fromUtf8(process.readAll());
    return finished;
}

QString lastLine(const QString& output) {
    const QStringList lines = output.trimmed().split('\n');
    return lines.isEmpty() ? QString() : lines.last();
}

// The peer as its README runs it: a writable copy with its support programs built, its Python modules
// present, and the one configuration file that makes GCC 14 compile C as Kattis's GCC 13 does.
struct Peer {
    QString directory;
    QProcessEnvironment environment;
    QString unavailable; // why it cannot run here, if it cannot
};

Peer preparePeer(const QString& source, const QString& scratch) {
    Peer peer;
    peer.environment = QProcessEnvironment::systemEnvironment();
    if (!QDir(source).exists()) return peer.unavailable = "no peer at " + source, peer;
    const Finished modules = runTimed("python3", {"-c", "import yaml, pydantic, colorlog, nh3, plasTeX"},
                                      peer.environment);
    if (modules.exitCode != 0)
        return peer.unavailable = "its Python modules are missing: " + lastLine(modules.output), peer;
    peer.directory = scratch + "/problemtools";
    const Finished copied = runTimed("cp", {"-r", source, peer.directory}, peer.environment);
    if (copied.exitCode != 0) return peer.unavailable = "cannot copy it: " + lastLine(copied.output), peer;
    const Finished built = runTimed("make", {"-C", peer.directory + "/support"}, peer.environment);
    if (built.exitCode != 0) return peer.unavailable = "its support programs do not build: " + lastLine(built.output), peer;
    const QString config = scratch + "/config/problemtools";
    QDir().mkpath(config);
    QFile languages(config + "/languages.yaml");
    if (!languages.open(QIODevice::WriteOnly) ||
        languages.write("c:\n  compile: 'gcc -g -O2 -std=gnu17 -fpermissive -static -o {binary} {files} -lm'\n") < 0)
        return peer.unavailable = "cannot write its languages.yaml", peer;
    languages.close();
    peer.environment.insert("XDG_CONFIG_HOME", scratch + "/config");
    peer.environment.insert("PYTHONPATH", peer.directory);
    return peer;
}

// Both tools' answers on one package: a time each, and whether each gave every submission its expected verdict.
struct Comparison {
    QString package;
    double judgedesk = 0, problemtools = 0;
    bool judgedeskAgrees = false, problemtoolsAgrees = false;
    QString judgedeskSummary, problemtoolsSummary;
};

Comparison compare(const QString& package, const Peer& peer, int rounds) {
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
        const Finished problemtools = runTimed(
            "python3", {"-m", "problemtools.verifyproblem", package, "-p", "submissions"}, peer.environment);
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
    const QString shared = sharedDirectory();
    QTemporaryDir scratch;
    const Peer peer = preparePeer(shared + "/peers/problemtools", scratch.path());
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
