#pragma once
// Kattis's own verifyproblem (../shared/peers/problemtools), run from its source as its README says: a
// writable copy with its support programs built, its Python modules present, and the one configuration file
// that makes GCC 14 compile C as Kattis's GCC 13 does. For the bench and for tests that hold JudgeDesk's
// packages to Kattis's tools; never part of the product.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace jd::test {

struct Finished {
    bool started = false;
    int exitCode = -1;
    double seconds = 0;
    QString output; // stdout and stderr together
};

inline Finished runTimed(const QString& program, const QStringList& arguments, const QProcessEnvironment& environment,
                         int timeoutMs = 20 * 60 * 1000) {
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
    if (!process.waitForFinished(timeoutMs)) process.kill(), process.waitForFinished();
    finished.seconds = double(timer.nsecsElapsed()) / 1e9;
    finished.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    finished.output = QString::fromUtf8(process.readAll());
    return finished;
}

inline QString lastLine(const QString& output) {
    const QStringList lines = output.trimmed().split('\n');
    return lines.isEmpty() ? QString() : lines.last();
}

// ../shared beside the source tree, or JUDGEDESK_SHARED.
inline QString sharedDirectory(const QString& sourceDirectory) {
    const QString set = qEnvironmentVariable("JUDGEDESK_SHARED");
    return set.isEmpty() ? sourceDirectory + "/../shared" : set;
}

struct ProblemtoolsPeer {
    QString directory;
    QProcessEnvironment environment;
    QString unavailable; // why it cannot run here, if it cannot

    // verifyproblem on `package` (a folder), with its own arguments after it.
    Finished verify(const QString& package, const QStringList& arguments = {}) const {
        return runTimed("python3", QStringList{"-m", "problemtools.verifyproblem", package} + arguments, environment);
    }
};

// The peer copied from `source` into `scratch` and made ready; `unavailable` says why not when it cannot be.
inline ProblemtoolsPeer prepareProblemtools(const QString& source, const QString& scratch) {
    ProblemtoolsPeer peer;
    peer.environment = QProcessEnvironment::systemEnvironment();
    if (!QDir(source).exists()) return peer.unavailable = "no peer at " + source, peer;
    const Finished modules =
        runTimed("python3", {"-c", "import yaml, pydantic, colorlog, nh3, plasTeX"}, peer.environment);
    if (modules.exitCode != 0)
        return peer.unavailable = "its Python modules are missing: " + lastLine(modules.output), peer;
    peer.directory = scratch + "/problemtools";
    const Finished copied = runTimed("cp", {"-r", source, peer.directory}, peer.environment);
    if (copied.exitCode != 0) return peer.unavailable = "cannot copy it: " + lastLine(copied.output), peer;
    const Finished built = runTimed("make", {"-C", peer.directory + "/support"}, peer.environment);
    if (built.exitCode != 0)
        return peer.unavailable = "its support programs do not build: " + lastLine(built.output), peer;
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

} // namespace jd::test
