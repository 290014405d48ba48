// judgedesk-cli as a user meets it: clear errors with exit code 2 for bad input, never a crash; the
// meta report of a run; doctor's JSON.
#include "cli_process.h"
#include "common/tree_copy.h"
#include "sandbox_fixture.h"
#include "serve_process.h"
#include "store/results_store.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <signal.h>

#include <cmath>

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

// A Kattis package with one test of A plus B: 2025-09 with the given time limit, or legacy naming none.
QString kattisAPlusB(const QString& root, std::optional<double> timeLimit) {
    const QByteArray yaml = timeLimit ? "problem_format_version: 2025-09\nname: P\nlimits:\n  time_limit: " +
                                            QByteArray::number(*timeLimit) + "\n"
                                      : QByteArray("name: P\n");
    jd::test::writeTestFile(root + "/problem.yaml", yaml);
    jd::test::writeTestFile(root + "/data/secret/1.in", "1 2\n");
    jd::test::writeTestFile(root + "/data/secret/1.ans", "3\n");
    return root;
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

    void judgeWithAnExecutorRunsTheSubmissionOnThatServerWithTheLocalVerdicts() {
        jd::test::ServeProcess server(0, 2, {"--auth-token", "t0k"});
        const QString address = server.address();
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome wrong =
            cli({"judge", "--no-store", "--executor", address, "--executor-token", "t0k", aplusb,
                 aplusb + "/submissions/wrong_answer/overflow.cpp", aplusb + "/submissions/accepted/sum.py"});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.out.contains("overflow.cpp (C++20)") && wrong.out.contains("Result: WA (Wrong answer), 3/4"),
                 qPrintable(wrong.out));
        QVERIFY2(wrong.out.contains("Result: AC (Accepted), 4/4 tests accepted"), qPrintable(wrong.out));
        // Where the runs went, and how many each server answered.
        QVERIFY2(wrong.err.contains("runs: on http://" + address + " (2 at once)") ||
                     wrong.err.contains("runs: on http://" + address),
                 qPrintable(wrong.err));
        QVERIFY2(wrong.err.contains("runs per server: http://" + address + " 8;"), qPrintable(wrong.err));
    }

    void judgeWithAnExecutorNobodyAnswersAtIsAUsageErrorNamingIt() {
        Outcome refused = cli({"judge", "--executor", "127.0.0.1:1", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb",
                               QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb/submissions/accepted/sum.py"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--executor: no go-judge server answers") && refused.err.contains("127.0.0.1:1"),
                 qPrintable(refused.err));
    }

    void judgeAcceptsAndRejectsByExitCode() {
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome accepted = cli({"judge", aplusb, aplusb + "/submissions/accepted/sum.cpp"});
        QCOMPARE(accepted.exitCode, 0);
        QVERIFY2(accepted.out.contains("Result: AC (Accepted), 4/4 tests accepted"), qPrintable(accepted.out));
        QVERIFY(accepted.out.contains(QRegularExpression("Stored as judgement #\\d+\\.")));
        QVERIFY(accepted.out.contains("secret/03-large"));
        Outcome wrong = cli({"judge", "--json", aplusb, aplusb + "/submissions/wrong_answer/overflow.cpp"});
        QCOMPARE(wrong.exitCode, 1);
        QJsonObject report = QJsonDocument::fromJson(wrong.out.toUtf8()).array().first().toObject();
        QCOMPARE(report["verdict"].toString(), QStringLiteral("WA"));
        QCOMPARE(report["systemVerdict"].toString(), QStringLiteral("WA"));
        QCOMPARE(report["tests"].toArray().size(), 4);
        QVERIFY(report["stored"].toInteger() > 0);
        QCOMPARE(report["dialect"].toString(), QStringLiteral("kattis"));
        QCOMPARE(report["rules"].toObject()["memoryLimit"].toString(), QStringLiteral("address-space"));
    }

    // The system's own word beside JudgeDesk's, with plain words where it says less.
    void judgeJsonGivesTheVerdictInTheWordsOfThePackagesSystem() {
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome hog =
            cli({"judge", "--json", "--no-store", aplusb, aplusb + "/submissions/memory_limit_exceeded/hog.cpp"});
        QCOMPARE(hog.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(hog.out.toUtf8()).array().first().toObject();
        QCOMPARE(report["verdict"].toString(), QStringLiteral("MLE"));
        QCOMPARE(report["systemVerdict"].toString(), QStringLiteral("RTE"));
        const QJsonObject first = report["tests"].toArray().first().toObject();
        QCOMPARE(first["systemVerdict"].toString(), QStringLiteral("RTE"));
        QVERIFY2(first["explanation"].toString().contains("the cap on its address space refused an allocation"),
                 qPrintable(first["explanation"].toString()));
        Outcome domjudge = cli({"judge", "--json", "--no-store", "--dialect", "domjudge", aplusb,
                                aplusb + "/submissions/accepted/sum.cpp"});
        QCOMPARE(QJsonDocument::fromJson(domjudge.out.toUtf8()).array().first().toObject()["systemVerdict"].toString(),
                 QStringLiteral("CORRECT"));
    }

    // The rules a judging follows are printed before it, and what the user chose wins over the package.
    void judgePrintsTheRulesItFollowsAndTheirOverrides() {
        const QString guess = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/guess";
        const QString solution = guess + "/submissions/accepted/binary_search.cpp";
        Outcome kattis = cli({"judge", guess, solution});
        QCOMPARE(kattis.exitCode, 0);
        QVERIFY2(kattis.out.contains("kattis rules (problem.yaml is present)") &&
                     kattis.out.contains("interactive programs talk through plain pipes"),
                 qPrintable(kattis.out));
        Outcome recorded = cli(
            {"judge", "--dialect", "domjudge", "--output-limit", "kill", "--interaction", "recorded", guess, solution});
        QCOMPARE(recorded.exitCode, 0);
        QVERIFY2(recorded.out.contains("domjudge rules (given with --dialect, with rules overridden)") &&
                     recorded.out.contains("output past the limit stops the program") &&
                     recorded.out.contains("interactive programs talk through a relay that records them"),
                 qPrintable(recorded.out));
    }

    // A package that names no memory limit is judged by its system's default, or by the one given for such
    // packages; one that names it keeps it; an override wins over both. Each judgement says which and why.
    void theMemoryLimitAndWhereItCameFromArePrinted_data() {
        QTest::addColumn<bool>("packageNamesIt");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        QTest::newRow("named") << true << QStringList() << "memory 256 MiB (from the package)";
        QTest::newRow("named, a default given")
            << true << QStringList{"--default-memory-limit", "300"} << "memory 256 MiB (from the package)";
        QTest::newRow("none named") << false << QStringList()
                                    << "memory 2048 MiB (the package names none: its system's default)";
        QTest::newRow("none named, a default given")
            << false << QStringList{"--default-memory-limit", "300"}
            << "memory 300 MiB (the package names none: this machine's default)";
        QTest::newRow("overridden") << true << QStringList{"--memory-limit", "128"} << "memory 128 MiB (given)";
    }
    void theMemoryLimitAndWhereItCameFromArePrinted() {
        QFETCH(bool, packageNamesIt);
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString root = dir.filePath("aplusb");
        QVERIFY(jd::copyTree(QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb", root));
        if (!packageNamesIt) {
            QByteArray yaml = jd::test::readTestFile(root + "/problem.yaml");
            yaml.replace("memory: 256", "output: 8");
            jd::test::writeTestFile(root + "/problem.yaml", yaml);
        }
        Outcome judged = cli(QStringList{"judge", "--no-store"} + options +
                             QStringList{root, root + "/submissions/accepted/sum.py"});
        QCOMPARE(judged.exitCode, 0);
        QVERIFY2(judged.out.contains(expected), qPrintable(judged.out + judged.err));
    }

    // A test named with a terminal escape and a message full of them: escaped in the table, and the
    // JUnit report stays well-formed XML.
    void controlCharactersFromAPackageAreEscapedInEveryReport() {
        QTemporaryDir dir;
        const QString root = dir.filePath("esc");
        jd::test::writeTestFile(root + "/problem.yaml", "name: E\n");
        jd::test::writeTestFile(root + "/data/secret/\x1b[2J.in", "1\n");
        jd::test::writeTestFile(root + "/data/secret/\x1b[2J.ans", "2\n");
        const QString source = jd::test::writeTestFile(dir.filePath("shout.py"), "print('\\x1b]0;owned\\x07')\n");
        Outcome outcome = cli({"judge", "--junit", dir.filePath("report.xml"), root, source});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(!outcome.out.contains(QChar(0x1b)) && outcome.out.contains("secret/\\x1b[2J"),
                 qPrintable(outcome.out));
        QFile xml(dir.filePath("report.xml"));
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QXmlStreamReader reader(&xml);
        while (!reader.atEnd())
            reader.readNext();
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    }

    // A results database that cannot be written never costs the verdicts: they are printed, and the exit
    // status (4) and a message say they were not kept.
    void verdictsReachTheUserWhenTheStoreCannotKeepThem_data() {
        QTest::addColumn<QString>("store");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a device") << "/dev/null"
                                  << "not a regular file";
        QTest::newRow("a directory") << "<dir>"
                                     << "not a regular file";
        QTest::newRow("not a database") << "<garbage>"
                                        << "the judgements were not stored";
    }
    void verdictsReachTheUserWhenTheStoreCannotKeepThem() {
        QFETCH(QString, store);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        if (store == "<dir>") store = dir.path();
        if (store == "<garbage>")
            store = jd::test::writeTestFile(dir.filePath("results.sqlite"), QByteArray(8192, 'x'));
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome outcome = cli({"judge", "--store", store, aplusb, aplusb + "/submissions/accepted/sum.cpp"});
        QCOMPARE(outcome.exitCode, 4);
        QVERIFY2(outcome.out.contains("Result: AC (Accepted)"), qPrintable(outcome.out));
        QVERIFY2(outcome.err.contains("the judgements were not stored") && outcome.err.contains(reason),
                 qPrintable(outcome.err));
        QVERIFY(!QFileInfo::exists("/dev/null-journal") && !QFileInfo::exists("/dev/null-wal"));
    }

    void samplesOnlyAreJudgedAfterAWarning() {
        QTemporaryDir dir;
        const QString root = dir.filePath("samples");
        jd::test::writeTestFile(root + "/problem.yaml", "name: S\n");
        jd::test::writeTestFile(root + "/data/sample/1.in", "1\n");
        jd::test::writeTestFile(root + "/data/sample/1.ans", "2\n");
        const QString source = jd::test::writeTestFile(dir.filePath("next.py"), "print(int(input()) + 1)\n");
        Outcome outcome = cli({"judge", "--no-store", root, source});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.err.contains(
                     "warning: samples: data/secret/ holds no test: the problem is judged on its samples only"),
                 qPrintable(outcome.err));
    }

    void judgeWritesJunit() {
        QTemporaryDir dir;
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        Outcome outcome = cli({"judge", "--junit", dir.filePath("report.xml"), aplusb,
                               aplusb + "/submissions/compiler_error/broken.cpp"});
        QCOMPARE(outcome.exitCode, 1);
        QFile xml(dir.filePath("report.xml"));
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QByteArray text = xml.readAll();
        QVERIFY(text.contains("<testsuite name=\"aplusb/broken.cpp\""));
        QVERIFY(text.contains("compile error"));
    }

    void judgeExplainsBadInput_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString aplusb = QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/aplusb";
        QTest::newRow("no source") << QStringList{"judge", aplusb} << "usage: judgedesk-cli judge";
        QTest::newRow("no problem") << QStringList{"judge", "/nonexistent", "x.cpp"}
                                    << "/nonexistent: no such file or directory";
        QTest::newRow("missing source") << QStringList{"judge", aplusb, "/nonexistent.cpp"} << "no such file";
        QTest::newRow("unknown language")
            << QStringList{"judge", aplusb, aplusb + "/problem.yaml"} << "unknown language";
        QTest::newRow("bad lang") << QStringList{"judge", "--lang", "cobol", aplusb, aplusb + "/problem.yaml"}
                                  << "--lang cobol: unknown language";
        const QString sum = aplusb + "/submissions/accepted/sum.cpp";
        QTest::newRow("bad dialect") << QStringList{"judge", "--dialect", "uva", aplusb, sum}
                                     << "--dialect uva: expected kattis, domjudge, polygon, cms, omegaup or judgedesk";
        QTest::newRow("bad interaction") << QStringList{"judge", "--interaction", "sideways", aplusb, sum}
                                         << "--interaction sideways: expected direct or recorded";
        QTest::newRow("bad output rule") << QStringList{"judge", "--output-limit", "ignore", aplusb, sum}
                                         << "--output-limit ignore: expected kill or truncate";
        QTest::newRow("a time limit of nothing")
            << QStringList{"judge", "--time-limit", "0", aplusb, sum} << "--time-limit: '0' is no limit";
        QTest::newRow("a negative time limit")
            << QStringList{"judge", "--time-limit=-2", aplusb, sum} << "--time-limit: '-2' is not a duration";
        QTest::newRow("a stress limit of nothing")
            << QStringList{"stress", "--time-limit", "0", aplusb, sum} << "--time-limit: '0' is no limit";
        QTest::newRow("a calibration ceiling of nothing")
            << QStringList{"calibrate", "--ceiling", "0", aplusb} << "--ceiling: '0' is no limit";
        QTest::newRow("bad time margins")
            << QStringList{"verify", "--time-margins", "maybe", aplusb} << "--time-margins maybe: expected on or off";
    }
    void judgeExplainsBadInput() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        Outcome outcome = cli(arguments);
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY2(outcome.err.contains(message), qPrintable(outcome.err));
    }

    void verifyAgreesOnEveryExampleAsWhenEveryTestRuns_data() {
        QTest::addColumn<QString>("problem");
        const QDir examples(QStringLiteral(JUDGEDESK_EXAMPLES_DIR));
        for (const QString& name : examples.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (QDir(examples.filePath(name)).exists("problem.yaml") ||
                QDir(examples.filePath(name)).exists("problem.xml") ||
                QDir(examples.filePath(name)).exists("problem.json"))
                QTest::newRow(qPrintable(name)) << examples.filePath(name);
    }
    // Stopping each submission at its deciding test and judging them side by side changes no line of the
    // verification: every verdict and warning is what running every test one at a time gives.
    void verifyAgreesOnEveryExampleAsWhenEveryTestRuns() {
        QFETCH(QString, problem);
        Outcome outcome = cli({"verify", "--jobs", "2", problem});
        QVERIFY2(outcome.out.contains(QRegularExpression("verify: [1-9]\\d* agreed, 0 disagreed, 0 skipped\\n$")),
                 qPrintable(outcome.out + outcome.err));
        QCOMPARE(outcome.exitCode, 0);
        const Outcome everyTest = cli({"verify", "--all-tests", "--jobs", "1", problem});
        QCOMPARE(everyTest.exitCode, 0);
        QStringList lines = outcome.out.split('\n');
        lines.removeIf([](const QString& line) { return line.contains(" not needed: "); });
        QCOMPARE(lines, everyTest.out.split('\n'));
    }

    void verifyReportsAMismatch() {
        QTemporaryDir dir;
        const QString root = dir.filePath("p");
        jd::test::writeTestFile(root + "/data/secret/1.in", "1 2\n");
        jd::test::writeTestFile(root + "/data/secret/1.ans", "3\n");
        jd::test::writeTestFile(root + "/submissions/accepted/wrong.py", "print(4)\n");
        jd::test::writeTestFile(root + "/submissions/wrong_answer/right.py",
                                "# @EXPECTED_RESULTS@: CORRECT\nprint(3)\n");
        Outcome outcome = cli({"verify", root});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.out.contains("MISMATCH  accepted/wrong.py: got WA, expected AC"), qPrintable(outcome.out));
        QVERIFY(outcome.out.contains("ok        wrong_answer/right.py: AC"));
        QVERIFY(outcome.out.endsWith("verify: 1 agreed, 1 disagreed, 0 skipped\n"));
    }

    // problemtools runs every test of a Kattis package to time_limit × time_limit_to_tle; verify does too, and
    // says so before the first verdict.
    void verifyHoldsAKattisPackageToTimeMarginsAndSaysSo() {
        QTemporaryDir dir;
        const QString root = kattisAPlusB(dir.filePath("p"), 2);
        jd::test::writeTestFile(root + "/submissions/accepted/right.py", "print(3)\n");
        Outcome outcome = cli({"verify", root});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.out.contains("Time limit 2 s, from the package\n"), qPrintable(outcome.out));
        QVERIFY(outcome.out.contains("every test runs to 3 s (time_limit × time_limit_to_tle)"));
        QVERIFY(outcome.out.contains("accepted submissions should run within 1 s (time_limit / ac_to_time_limit)"));
        outcome = cli({"verify", "--time-margins", "off", root});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(!outcome.out.contains("Time margins"), qPrintable(outcome.out));
    }

    void verifyPrintsATimeMarginWarningBesideTheVerdict() {
        QTemporaryDir dir;
        const QString root = kattisAPlusB(dir.filePath("p"), 0.5);
        jd::test::writeTestFile(root + "/submissions/time_limit_exceeded/edge.cpp",
                                "#include <cstdio>\n#include <ctime>\nint main() {"
                                " while (std::clock() < 0.6 * CLOCKS_PER_SEC) {} std::puts(\"3\"); }\n");
        Outcome outcome = cli({"verify", root});
        QCOMPARE(outcome.exitCode, 0); // a warning leaves the status alone, as in problemtools without --werror
        QVERIFY2(outcome.out.contains("  ok        time_limit_exceeded/edge.cpp: TLE\n"
                                      "  warning   time_limit_exceeded/edge.cpp: sensitive to the time limit: "
                                      "TLE at 0.5 s, AC at 0.75 s\n"),
                 qPrintable(outcome.out));
        QVERIFY(outcome.out.endsWith("verify: 1 agreed, 0 disagreed, 0 skipped, 1 warning\n"));
    }

    // Kattis sets the limit of a package that names none from its accepted submissions; judge does the same,
    // once per package.
    void judgeCalibratesTheLimitOfAKattisPackageThatNamesNone() {
        QTemporaryDir dir;
        const QString root = kattisAPlusB(dir.filePath("p"), std::nullopt);
        const QString right = jd::test::writeTestFile(root + "/submissions/accepted/right.py", "print(3)\n");
        Outcome outcome = cli({"judge", "--no-store", root, right});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY2(outcome.err.contains("calibrating it from its accepted submissions, as Kattis does"),
                 qPrintable(outcome.err));
        QVERIFY2(outcome.out.contains("time limit 1 s (calibrated from the accepted submissions as problemtools "
                                      "does: max(1 s, ceil("),
                 qPrintable(outcome.out));
        outcome = cli({"judge", "--no-store", root, right});
        QVERIFY2(!outcome.err.contains("calibrating"), qPrintable(outcome.err));
        QVERIFY2(outcome.out.contains("remembered from an earlier judging"), qPrintable(outcome.out));
    }

    void contestJudgesTheExampleFolderAndExportsStandings() {
        QTemporaryDir dir;
        Outcome outcome = cli({"contest", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/contest-day1", "--csv",
                               dir.filePath("standings.csv"), "--html", dir.filePath("standings.html")});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.out + outcome.err));
        QVERIFY2(outcome.out.contains("bob / max: WA, 60 points"), qPrintable(outcome.out));
        QVERIFY2(outcome.out.contains("carol / max: CE, 0 points"), qPrintable(outcome.out));
        QVERIFY2(outcome.out.contains("Rank  Contestant     max     rev  Total\n"
                                      "1     alice       100 AC  100 AC    200\n"
                                      "2     bob          60 WA  100 AC    160\n"
                                      "3     carol         0 CE       -      0\n"),
                 qPrintable(outcome.out));
        QFile csv(dir.filePath("standings.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll(), QByteArray("rank,contestant,max,max verdict,rev,rev verdict,total\r\n"
                                           "1,alice,100,AC,100,AC,200\r\n"
                                           "2,bob,60,WA,100,AC,160\r\n"
                                           "3,carol,0,CE,,,0\r\n"));
        QFile html(dir.filePath("standings.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        QVERIFY(html.readAll().contains("<h1>Training camp, day 1</h1>"));
    }

    void contestJsonAndBrokenFolders() {
        Outcome json =
            cli({"contest", "--json", "--no-store", QStringLiteral(JUDGEDESK_EXAMPLES_DIR) + "/contest-day1"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject standings = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(standings["standings"].toArray().at(1).toObject()["total"].toDouble(), 160.0);
        Outcome missing = cli({"contest", "/nonexistent"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("/nonexistent: not a contest folder"), qPrintable(missing.err));
        QTemporaryDir dir;
        jd::test::writeTestFile(dir.filePath("data/a/1.in"), "1\n");
        Outcome noAnswer = cli({"contest", dir.path()});
        QCOMPARE(noAnswer.exitCode, 2);
        QVERIFY2(noAnswer.err.contains("a/1.in: has no answer file"), qPrintable(noAnswer.err));
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
