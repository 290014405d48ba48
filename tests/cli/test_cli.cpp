// judgedesk-cli as a user meets it: clear errors with exit code 2 for bad input, never a crash; the
// meta report of a run; diff; doctor's JSON; interruption; pools. Judging, verify and contest are in
// test_cli_judging.cpp.
#include "cli_process.h"
#include "sandbox_fixture.h"
#include "store/results_store.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>

namespace {

// judgedesk-cli ARGUMENTS interrupted with `signal` after `after`, as Ctrl-C in a terminal would: how it
// ended, how long after the signal, and the run cgroups of its own that it left (it removes them itself,
// or they stay until another JudgeDesk starts).
struct Interrupted {
    Outcome outcome;
    qint64 millisecondsAfterSignal = 0;
    QStringList cgroupsLeft;
};

Interrupted interruptCli(const QStringList& arguments, int afterMilliseconds, int signal = SIGINT) {
    QProcess process;
    process.start(QStringLiteral(JUDGEDESK_CLI), arguments);
    process.closeWriteChannel();
    if (!process.waitForStarted()) qFatal("judgedesk-cli did not start");
    const qint64 pid = process.processId();
    QTest::qWait(afterMilliseconds);
    QElapsedTimer sinceSignal;
    ::kill(static_cast<pid_t>(pid), signal);
    sinceSignal.start();
    if (!process.waitForFinished(30000)) qFatal("judgedesk-cli ignored the interruption");
    Interrupted interrupted;
    interrupted.millisecondsAfterSignal = sinceSignal.elapsed();
    interrupted.outcome = {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                           QString::fromUtf8(process.readAllStandardOutput()),
                           QString::fromUtf8(process.readAllStandardError())};
    for (const char* base :
         {"/sys/fs/cgroup/memory/judgedesk", "/sys/fs/cgroup/pids/judgedesk", "/sys/fs/cgroup/judgedesk"})
        for (const QString& entry : QDir(base).entryList({QStringLiteral("run-%1-*").arg(pid)}, QDir::Dirs))
            interrupted.cgroupsLeft << QString::fromLatin1(base) + "/" + entry;
    return interrupted;
}

QMap<QString, QString> metaOf(const QString& text) {
    QMap<QString, QString> meta;
    for (const QString& line : text.split('\n', Qt::SkipEmptyParts))
        meta[line.section(':', 0, 0)] = line.section(':', 1);
    return meta;
}

} // namespace

class Cli : public QObject {
    Q_OBJECT
private slots:
    void noCommandPrintsUsage() {
        Outcome outcome = cli({});
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY(outcome.err.contains("Usage: judgedesk-cli COMMAND"));
    }

    void theUsageListsEveryCommandsSummaryInOneColumn() {
        const QStringList lines = cli({}).err.split('\n').filter(QRegularExpression("^  [a-z]"));
        QVERIFY(lines.size() > 10);
        const QRegularExpression entry("^  (\\S+)( +)\\S");
        QSet<qsizetype> columns;
        for (const QString& line : lines) {
            const auto match = entry.match(line);
            QVERIFY2(match.hasMatch(), qPrintable(line));
            columns.insert(match.capturedEnd(2));
        }
        QCOMPARE(columns.size(), 1);
    }

    void unknownCommandIsNamed() {
        Outcome outcome = cli({"jduge"});
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY(outcome.err.contains("unknown command 'jduge'"));
    }

    void badRunArgumentsAreExplained_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no program") << QStringList{"run"} << "no program given";
        QTest::newRow("missing program") << QStringList{"run", "--", "/nonexistent/a.out"} << "does not exist";
        QTest::newRow("bad size") << QStringList{"run", "--memory", "12Q", "--", "/bin/true"} << "--memory";
        QTest::newRow("memory of nothing")
            << QStringList{"run", "--memory", "0", "--", "/bin/true"} << "--memory 0: expected at least 1M";
        QTest::newRow("memory of a kibibyte")
            << QStringList{"run", "--memory", "1K", "--", "/bin/true"} << "--memory 1K: expected at least 1M";
        QTest::newRow("bad time") << QStringList{"run", "--time", "soon", "--", "/bin/true"} << "--time";
        QTest::newRow("time of nothing") << QStringList{"run", "--time", "0", "--", "/bin/true"}
                                         << "--time: '0' is no limit";
        QTest::newRow("wall of nothing") << QStringList{"run", "--wall", "0ms", "--", "/bin/true"}
                                         << "--wall: '0ms' is no limit";
        QTest::newRow("negative time") << QStringList{"run", "--time=-1", "--", "/bin/true"}
                                       << "--time: '-1' is not a duration";
        QTest::newRow("output of nothing")
            << QStringList{"run", "--output", "0", "--", "/bin/true"} << "--output 0: no limit can be zero";
        QTest::newRow("bad cpus") << QStringList{"run", "--cpus", "3-1", "--", "/bin/true"} << "--cpus";
        QTest::newRow("a cpu not ours") << QStringList{"run", "--cpus", "4000", "--", "/bin/true"}
                                        << "--cpus: CPU 4000 is not one this process may run on";
        QTest::newRow("unknown option") << QStringList{"run", "--bogus", "--", "/bin/true"} << "bogus";
        QTest::newRow("missing stdin") << QStringList{"run", "--stdin", "/nonexistent", "--", "/bin/true"} << "--stdin";
        QTest::newRow("missing dir") << QStringList{"run", "--dir", "/nonexistent", "--", "/bin/true"}
                                     << "does not exist";
        QTest::newRow("bad env") << QStringList{"run", "--env", "NOEQUALS", "--", "/bin/true"} << "KEY=VALUE";
        QTest::newRow("bad isolation") << QStringList{"run", "--isolation", "docker", "--", "/bin/true"}
                                       << "--isolation";
    }
    void badRunArgumentsAreExplained() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        Outcome outcome = cli(arguments);
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY2(outcome.err.contains(message), qPrintable(outcome.err));
    }

    void runPrintsIsolateLikeMeta() {
        Outcome outcome = cli({"run", "--time", "2", "--meta", "-", "--", "/bin/true"});
        QCOMPARE(outcome.exitCode, 0);
        auto meta = metaOf(outcome.out);
        QCOMPARE(meta["status"], QStringLiteral("OK"));
        QCOMPARE(meta["exitcode"], QStringLiteral("0"));
        QCOMPARE(meta["message"], QStringLiteral("Exited normally (return code 0)"));
        for (const char* key : {"time", "time-wall", "memory-peak", "output-bytes"})
            QVERIFY2(meta.contains(key), key);
    }

    void runJsonReportsAFailure() {
        Outcome outcome = cli({"run", "--json", "--", "/bin/false"});
        QCOMPARE(outcome.exitCode, 1);
        QJsonObject json = QJsonDocument::fromJson(outcome.out.toUtf8()).object();
        QCOMPARE(json["status"].toString(), QStringLiteral("RE"));
        QCOMPARE(json["exitcode"].toInt(), 1);
    }

    void runRedirectsToFilesAndCountsOutput() {
        QTemporaryDir dir;
        QString meta = dir.filePath("meta"), out = dir.filePath("out");
        Outcome outcome = cli({"run", "--stdout", out, "--meta", meta, "--", "/bin/echo", "hi"});
        QCOMPARE(outcome.exitCode, 0);
        QFile output(out), report(meta);
        QVERIFY(output.open(QIODevice::ReadOnly) && report.open(QIODevice::ReadOnly));
        QCOMPARE(output.readAll(), QByteArray("hi\n"));
        QCOMPARE(metaOf(QString::fromUtf8(report.readAll()))["output-bytes"], QStringLiteral("3"));
    }

    // A terminal or pipe on the command's own stdout and stderr must not let output past the limit.
    void runBoundsBothInheritedStreamsByTheOutputLimit_data() {
        QTest::addColumn<QString>("stream");
        QTest::newRow("stdout") << "";
        QTest::newRow("stderr") << " >&2";
    }
    void runBoundsBothInheritedStreamsByTheOutputLimit() {
        QFETCH(QString, stream);
        Outcome outcome = cli({"run", "--output", "1M", "--time", "20", "--meta", "-", "--", "/bin/sh", "-c",
                               "yes 0123456789012345678901234567890123456789" + stream});
        QCOMPARE(outcome.exitCode, 1);
        QCOMPARE(metaOf(outcome.out.section('\n', -12))["status"], QStringLiteral("OL"));
        QVERIFY2(outcome.out.size() + outcome.err.size() < (2 << 20),
                 qPrintable(QString::number(outcome.out.size() + outcome.err.size())));
    }

    void runPassesStandardErrorThrough() {
        Outcome outcome = cli({"run", "--", "/bin/sh", "-c", "echo to-stderr >&2; echo to-stdout"});
        QCOMPARE(outcome.exitCode, 0);
        QCOMPARE(outcome.out, QStringLiteral("to-stdout\n"));
        QCOMPARE(outcome.err, QStringLiteral("to-stderr\n"));
    }

    void runStopsASpinAtTheTimeLimit() {
        Outcome outcome = cli({"run", "--time", "0.3", "--meta", "-", "--", "/bin/sh", "-c", "while :; do :; done"});
        QCOMPARE(outcome.exitCode, 1);
        QCOMPARE(metaOf(outcome.out)["status"], QStringLiteral("TL"));
    }

    void runSeesOnlyTheGivenDirectory() {
        QTemporaryDir dir;
        const QString visible = jd::test::writeTestFile(dir.filePath("visible.txt"), "seen\n");
        // As root the program runs as an unprivileged uid, which needs to be able to read what it is shown.
        QFile::setPermissions(dir.path(), QFile::permissions(dir.path()) | QFile::ReadOther | QFile::ExeOther);
        QFile::setPermissions(visible, QFile::permissions(visible) | QFile::ReadOther);
        Outcome outcome = cli({"run", "--dir", dir.path() + ":/box", "--meta", "-", "--", "/bin/cat", "visible.txt"});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY(outcome.out.startsWith("seen\n"));
    }

    void diffShowsTheFirstDifferenceAndExitsLikeDiff() {
        QTemporaryDir dir;
        const QString expected = jd::test::writeTestFile(dir.filePath("1.ans"), "1\n2\n3\n");
        const QString wrong = jd::test::writeTestFile(dir.filePath("wrong.out"), "1\n5\n3\n");
        const QString right = jd::test::writeTestFile(dir.filePath("right.out"), "1\n2  \r\n3");
        Outcome differs = cli({"diff", expected, wrong});
        QCOMPARE(differs.exitCode, 1);
        QVERIFY2(differs.out.startsWith("first difference: line 2, column 1: expected '2', got '5'\n"),
                 qPrintable(differs.out));
        QVERIFY2(differs.out.contains("-      2        | 2\n+             2 | 5\n"), qPrintable(differs.out));
        QCOMPARE(cli({"diff", expected, right}).exitCode, 0);
        QCOMPARE(cli({"diff", expected, right, "--exact-spacing"}).exitCode, 1);
        Outcome missing = cli({"diff", expected, dir.filePath("none.out")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("none.out"), qPrintable(missing.err));
    }

    void diffExitsOneWhenTheDifferenceLiesBeyondWhatItShows() {
        QTemporaryDir dir;
        QByteArray body;
        for (int i = 0; body.size() < 4096; ++i)
            body += QByteArray::number(i) + '\n';
        const QString expected = jd::test::writeTestFile(dir.filePath("big.ans"), body + "last\n");
        const QString wrong = jd::test::writeTestFile(dir.filePath("big.out"), body + "LAST\n");
        const QString right = jd::test::writeTestFile(dir.filePath("same.out"), body + "last\n");
        Outcome differs = cli({"diff", "--max-bytes", "1024", expected, wrong});
        QCOMPARE(differs.exitCode, 1);
        QVERIFY2(differs.out.contains("the files differ further on"), qPrintable(differs.out));
        QCOMPARE(cli({"diff", "--max-bytes", "1024", expected, right}).exitCode, 0);
    }

    void doctorJsonDescribesTheMachine() {
        Outcome outcome = cli({"doctor", "--json"});
        QCOMPARE(outcome.exitCode, 0);
        QJsonObject json = QJsonDocument::fromJson(outcome.out.toUtf8()).object();
        QVERIFY(!json["host"].toObject()["kernel"].toString().isEmpty());
        QVERIFY(!json["sandbox"].toObject()["isolation"].toString().isEmpty());
        QVERIFY(!json["sandbox"].toObject()["accounting"].toString().isEmpty());
        QVERIFY(json["toolchains"].toArray().size() >= 10);
    }

    void doctorTextIsReadable() {
        Outcome outcome = cli({"doctor"});
        QCOMPARE(outcome.exitCode, 0);
        for (const char* words : {"Host", "kernel", "Sandbox", "isolation", "accounting", "Toolchains"})
            QVERIFY2(outcome.out.contains(words), words);
    }

    void ctrlCDuringAJudgingStopsItWithinASecondAndKeepsNothing() {
        QTemporaryDir dir;
        const QString root = dir.filePath("slow-checker");
        jd::test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2025-09\n"
                                                        "type: pass-fail\nlimits:\n  time_limit: 5\n");
        jd::test::writeTestFile(root + "/data/secret/1.in", "1\n");
        jd::test::writeTestFile(root + "/data/secret/1.ans", "2\n");
        jd::test::writeTestFile(root + "/output_validator/slow.py", "import time\ntime.sleep(60)\n");
        const QString source = jd::test::writeTestFile(dir.filePath("right.py"), "print(int(input()) + 1)\n");
        const QString store = dir.filePath("results.sqlite");
        Interrupted interrupted = interruptCli({"judge", root, source, "--store", store}, 3000);
        QCOMPARE(interrupted.outcome.exitCode, 130);
        QVERIFY2(interrupted.millisecondsAfterSignal <= 1500,
                 qPrintable(QStringLiteral("exited %1 ms after Ctrl-C").arg(interrupted.millisecondsAfterSignal)));
        QVERIFY2(interrupted.outcome.err.contains("interrupted while judging right.py"),
                 qPrintable(interrupted.outcome.err));
        QVERIFY2(interrupted.cgroupsLeft.isEmpty(), qPrintable(interrupted.cgroupsLeft.join(", ")));
        auto results = jd::store::ResultsStore::open(store);
        QVERIFY(results);
        auto kept = results.value()->judgements();
        QVERIFY(kept);
        QVERIFY2(kept->isEmpty(), "the interrupted judging was kept");
    }

    void ctrlCDuringARunEndsTheRunAndExits130() {
        Interrupted interrupted = interruptCli({"run", "--time", "60", "--wall", "60", "--", "/bin/sleep", "60"}, 1000);
        QCOMPARE(interrupted.outcome.exitCode, 130);
        QVERIFY2(interrupted.millisecondsAfterSignal <= 1000,
                 qPrintable(QStringLiteral("exited %1 ms after Ctrl-C").arg(interrupted.millisecondsAfterSignal)));
        QVERIFY2(interrupted.cgroupsLeft.isEmpty(), qPrintable(interrupted.cgroupsLeft.join(", ")));
    }

    void poolsStartFromTheSeedsConfigAndPrintItsFigures() {
        Outcome outcome =
            cli({"pools", "--config", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/../sandbox_config.yml", "--json"});
        QCOMPARE(outcome.exitCode, 0);
        const QJsonObject figures = QJsonDocument::fromJson(outcome.out.toUtf8()).object();
        QCOMPARE(figures["python"].toObject()["idle"].toInt(), 2);
        QCOMPARE(figures["java"].toObject()["pool_size"].toInt(), 1);
        QCOMPARE(figures["cpp"].toObject()["scale_limit"].toInt(), 8);
    }

    void poolsShowTheFiguresOfAJudgingRunningInAnotherProcess() {
        QTemporaryDir runtime;
        QProcess judging;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("XDG_RUNTIME_DIR", runtime.path());
        judging.setProcessEnvironment(environment);
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        judging.start(QStringLiteral(JUDGEDESK_CLI), {"judge", "--no-store", "--jobs", "1", aplusb,
                                                      aplusb + "/submissions/time_limit_exceeded/slow.py"});
        QVERIFY(judging.waitForStarted());
        QJsonObject seen;
        QElapsedTimer clock;
        clock.start();
        while (seen.isEmpty() && clock.elapsed() < 60000 && judging.state() == QProcess::Running) {
            const Outcome pools = cli({"pools", "--json"}, runtime.path());
            QCOMPARE(pools.exitCode, 0);
            for (const QJsonValue manager : QJsonDocument::fromJson(pools.out.toUtf8()).object()["managers"].toArray())
                if (manager["pid"].toInteger() == judging.processId()) seen = manager["pools"]["judge"].toObject();
            if (seen.isEmpty()) QTest::qWait(200);
        }
        QVERIFY2(!seen.isEmpty(), "the judging's pool was never shown");
        QCOMPARE(seen["scale_limit"].toInt(), 1);
        QCOMPARE(seen["total"].toInt(), 1);
        QVERIFY(judging.waitForFinished(120000));
        QCOMPARE(judging.exitCode(), 1); // TLE
        const Outcome after = cli({"pools"}, runtime.path());
        QVERIFY2(after.out.startsWith("No sandbox pools are running"), qPrintable(after.out));
    }

    void judgingOnAPoolOfASettingsFileSaysWhichPool() {
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome outcome =
            cli({"judge", "--no-store", "--pools", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/../sandbox_config.yml",
                 "--pool", "python", aplusb, aplusb + "/submissions/accepted/sum.py"});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.err.contains("sandboxes: pool 'python' of"), qPrintable(outcome.err));
        QVERIFY2(outcome.err.contains("2 kept warm, at most 8 at once"), qPrintable(outcome.err));
    }

    void judgingOnAPoolTheSettingsFileLacksNamesThePoolsItHas() {
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome outcome =
            cli({"judge", "--no-store", "--pools", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/../sandbox_config.yml",
                 aplusb, aplusb + "/submissions/accepted/sum.py"});
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY2(outcome.err.contains("has no pool named 'judge': choose one with --pool (it has cpp, java, python)"),
                 qPrintable(outcome.err));
    }

    void poolsRefuseAnImpossibleConfigNamingItsLine() {
        QTemporaryDir dir;
        const QString config = jd::test::writeTestFile(
            dir.filePath("sandbox_config.yml"), "general:\n  pool_size: 9\n  scale_limit: 4\npools:\n  py: {}\n");
        Outcome outcome = cli({"pools", "--config", config});
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY2(outcome.err.contains("sandbox_config.yml:2: pool_size 9 is above scale_limit 4"),
                 qPrintable(outcome.err));
    }
};

QTEST_GUILESS_MAIN(Cli)
#include "test_cli.moc"
