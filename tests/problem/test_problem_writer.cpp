// Writing a problem back: what the editor changes reaches the disk, everything else in the package
// stays as it was, and a write that cannot happen says why and leaves the old files whole.
#include "problem/kattis_reader.h"
#include "problem/problem_writer.h"
#include "problem/yaml_edit.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace jd::problem;

namespace {

QByteArray contentsOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

class Package {
public:
    Package()
        : root_(dir_.path() + "/hello") {
        write("data/sample/1.in", "1 2\n");
        write("data/sample/1.ans", "3\n");
        write("data/secret/1.in", "2 2\n");
        write("data/secret/1.ans", "4\n");
    }
    void write(const QString& path, const QByteArray& contents) {
        jd::test::writeTestFile(root_ + "/" + path, contents);
    }
    QByteArray read(const QString& path) const { return contentsOf(root_ + "/" + path); }
    Problem problem() const {
        auto problem = readKattisProblem(root_);
        if (!problem) qFatal("%s", problem.error().c_str());
        return *problem;
    }
    QString path() const { return root_; }

private:
    QTemporaryDir dir_;
    QString root_;
};

} // namespace

class ProblemWriter : public QObject {
    Q_OBJECT
private slots:
    void editedLimitsAreReadBackAndUnknownKeysStay() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\nname: Hello\nuuid: 1b2c3d\n"
                                      "credits:\n  authors: [Ada, Alan]\n"
                                      "limits:\n  time_limit: 1\n  memory: 512\n  validation_passes: 3\n"
                                      "type: pass-fail\n");
        Problem problem = package.problem();
        problem.name = "Hello, World";
        problem.limits.timeLimit = 2.5;
        problem.limits.memoryMiB = 1024;
        QVERIFY2(writeProblemSettings(problem).ok(), "writing problem.yaml failed");

        Problem reread = package.problem();
        QCOMPARE(reread.name, QString("Hello, World"));
        QCOMPARE(reread.limits.timeLimit, std::optional<double>(2.5));
        QCOMPARE(reread.limits.memoryMiB, 1024);
        QCOMPARE(reread.formatVersion, QString("2025-09"));
        const QByteArray yaml = package.read("problem.yaml");
        QVERIFY2(yaml.contains("uuid: 1b2c3d"), yaml);
        QVERIFY2(yaml.contains("Ada") && yaml.contains("Alan"), yaml);
        QVERIFY2(yaml.contains("validation_passes: 3"), yaml);
        QVERIFY2(!yaml.contains("output:"), "a limit left at its default is not added: " + yaml);
        QVERIFY2(!QFile::exists(package.path() + "/.timelimit"), "2025-09 keeps the limit in problem.yaml");
    }

    void aModernTypeIsOneWordOrAList() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\nname: Hello # kept\ntype: pass-fail\n");
        package.write("output_validator/validate.py", "import sys\nsys.exit(42)\n");
        Problem problem = package.problem();
        problem.validation.scoring = true;
        QVERIFY(writeProblemSettings(problem));
        QVERIFY2(package.read("problem.yaml").contains("type: scoring\n"), package.read("problem.yaml"));
        problem.validation.interactive = true;
        QVERIFY(writeProblemSettings(problem));
        const QByteArray yaml = package.read("problem.yaml");
        QVERIFY2(yaml.contains("type: [scoring, interactive]"), yaml);
        QVERIFY2(yaml.contains("name: Hello # kept"), yaml);
        Problem reread = package.problem();
        QVERIFY(reread.validation.scoring && reread.validation.interactive);
    }

    void aLegacyTypeSplitsIntoTypeAndValidation() {
        Package package;
        package.write("problem.yaml", "name: Hello\nvalidation: custom\n");
        package.write("output_validators/check/validate.py", "import sys\nsys.exit(42)\n");
        Problem problem = package.problem();
        problem.validation.scoring = true;
        problem.validation.interactive = true;
        QVERIFY(writeProblemSettings(problem));
        const QByteArray yaml = package.read("problem.yaml");
        QVERIFY2(yaml.contains("type: scoring") && yaml.contains("validation: custom interactive"), yaml);
        problem.validation.multiPass = true;
        QVERIFY(!writeProblemSettings(problem));
    }

    void legacyTimeLimitGoesToTheTimelimitFile() {
        Package package;
        package.write("problem.yaml", "name: Hello\nsource: NWERC 2020\n");
        package.write(".timelimit", "1\n");
        Problem problem = package.problem();
        problem.limits.timeLimit = 3;
        QVERIFY(writeProblemSettings(problem).ok());
        QCOMPARE(package.read(".timelimit"), QByteArray("3\n"));
        QVERIFY2(!package.read("problem.yaml").contains("time_limit"), package.read("problem.yaml"));
        QVERIFY(package.read("problem.yaml").contains("source: NWERC 2020"));
        QCOMPARE(package.problem().limits.timeLimit, std::optional<double>(3));
    }

    void nameInSeveralLanguagesKeepsTheOthers() {
        Package package;
        package.write("problem.yaml", "name:\n  en: Hello\n  de: Hallo\n");
        Problem problem = package.problem();
        problem.name = "Greetings";
        QVERIFY(writeProblemSettings(problem).ok());
        const QByteArray yaml = package.read("problem.yaml");
        QVERIFY2(yaml.contains("en: Greetings") && yaml.contains("de: Hallo"), yaml);
    }

    void packageWithoutProblemYamlGetsOnlyWhatChanged() {
        Package package;
        Problem problem = package.problem();
        QVERIFY(writeProblemSettings(problem).ok());
        QCOMPARE(package.read("problem.yaml"), QByteArray("<missing>")); // nothing changed, nothing written
        problem.validation.validatorFlags = {"float_tolerance", "1e-6"};
        QVERIFY(writeProblemSettings(problem).ok());
        QCOMPARE(package.problem().validation.validatorFlags, QStringList({"float_tolerance", "1e-6"}));
    }

    // Only the changed value's characters change: comments, anchors, quoting and layout stay.
    void anEditKeepsEverythingElseByteForByte() {
        Package package;
        const QByteArray before = "# Problem from NWERC, do not edit by hand\n"
                                  "problem_format_version: 2025-09\n"
                                  "name: 'Hello'   # the English title\n"
                                  "defaults: &limits\n"
                                  "  memory: 512\n"
                                  "\n"
                                  "limits:\n"
                                  "    time_limit: 1   # seconds, calibrated\n"
                                  "    memory: *memory_alias_not_used\n";
        package.write("problem.yaml", QByteArray(before).replace("*memory_alias_not_used", "512"));
        Problem problem = package.problem();
        problem.limits.timeLimit = 2.5;
        QVERIFY(writeProblemSettings(problem).ok());
        QCOMPARE(package.read("problem.yaml"), QByteArray(before)
                                                   .replace("*memory_alias_not_used", "512")
                                                   .replace("time_limit: 1   #", "time_limit: 2.5   #"));
    }

    void aMissingLimitIsAddedAtItsMapsIndentation() {
        Package package;
        package.write("problem.yaml", "name: Hello\nlimits:\n    memory: 512 # MiB\nsource: NWERC\n");
        Problem problem = package.problem();
        problem.formatVersion = "2025-09";
        problem.limits.timeLimit = 3;
        QVERIFY(writeProblemSettings(problem).ok());
        QCOMPARE(package.read("problem.yaml"),
                 QByteArray("name: Hello\nlimits:\n    time_limit: 3\n    memory: 512 # MiB\nsource: NWERC\n"));
        QCOMPARE(package.problem().limits.timeLimit, std::optional<double>(3));
    }

    void aFlowMapIsEditedInPlace() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\nlimits: {time_limit: 1, memory: 256}\n");
        Problem problem = package.problem();
        problem.limits.timeLimit = 4;
        QVERIFY(writeProblemSettings(problem).ok());
        QCOMPARE(package.read("problem.yaml"),
                 QByteArray("problem_format_version: 2025-09\nlimits: {time_limit: 4, memory: 256}\n"));
    }

    void scalarEditsCoverEveryWayAValueIsWritten_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QStringList>("path");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("empty value") << QByteArray("a:\nb: 2 # two\n") << QStringList{"a"} << "1"
                                     << QByteArray("a: 1\nb: 2 # two\n");
        QTest::newRow("double quotes") << QByteArray("a: \"x \\\" y\" # c\n") << QStringList{"a"} << "z"
                                       << QByteArray("a: z # c\n");
        QTest::newRow("single quotes") << QByteArray("a: 'it''s'\n") << QStringList{"a"} << "ok"
                                       << QByteArray("a: ok\n");
        QTest::newRow("anchor kept") << QByteArray("a: &x 1\nb: *x\n") << QStringList{"a"} << "5"
                                     << QByteArray("a: &x 5\nb: *x\n");
        QTest::newRow("new key in a flow map")
            << QByteArray("m: {b: 2}\n") << QStringList{"m", "a"} << "1" << QByteArray("m: {a: 1, b: 2}\n");
        QTest::newRow("new map at the end") << QByteArray("# only a comment\nx: 1") << QStringList{"m", "a"} << "1"
                                            << QByteArray("# only a comment\nx: 1\nm:\n  a: 1\n");
        QTest::newRow("a value that needs quotes")
            << QByteArray("name: Old\n") << QStringList{"name"} << "a: b" << QByteArray("name: \"a: b\"\n");
    }
    void scalarEditsCoverEveryWayAValueIsWritten() {
        QFETCH(QByteArray, before);
        QFETCH(QStringList, path);
        QFETCH(QString, value);
        QFETCH(QByteArray, after);
        auto edited = editYamlValues(before, {{path, value, std::nullopt, false}});
        QVERIFY2(edited, edited ? "" : edited.error().c_str());
        QCOMPARE(*edited, after);
    }

    void aPathThroughAValueIsRefused() {
        auto edited = editYamlValues("limits: 5\n", {{{"limits", "time_limit"}, "1", std::nullopt, false}});
        QVERIFY(!edited);
        QCOMPARE(QString::fromStdString(edited.error()),
                 QStringLiteral("limits.time_limit: leads through something that is not a map"));
        auto list = editYamlValues("a: [1, 2]\n", {{{"a"}, "1", std::nullopt, false}});
        QVERIFY(!list);
        QCOMPARE(QString::fromStdString(list.error()), QStringLiteral("a: is a map or a list, not a value"));
    }

    void aBlockMapIsRemovedWithItsLinesAndNothingElse() {
        const QByteArray before = "# top\nkeep: 1\ngone:\n  a: 1\n\n  # inside\n  b: [x, y]\n# after\nlast: 2\n";
        auto edited = editYamlValues(before, {{{"gone"}, {}, std::nullopt, true}});
        QVERIFY2(edited, edited ? "" : edited.error().c_str());
        QCOMPARE(*edited, QByteArray("# top\nkeep: 1\n# after\nlast: 2\n"));
        auto flow = editYamlValues("a: {b: 1}\nc: 2\n", {{{"a"}, {}, std::nullopt, true}});
        QVERIFY(flow);
        QCOMPARE(*flow, QByteArray("c: 2\n"));
    }

    void brokenProblemYamlIsNotOverwritten() {
        Package package;
        package.write("problem.yaml", "name: Hello\n");
        Problem problem = package.problem();
        package.write("problem.yaml", "name: [unclosed\n");
        problem.limits.memoryMiB = 64;
        auto written = writeProblemSettings(problem);
        QVERIFY(!written.ok());
        QVERIFY2(QString::fromStdString(written.error()).contains("problem.yaml"), written.error().c_str());
        QCOMPARE(package.read("problem.yaml"), QByteArray("name: [unclosed\n"));
    }

    void failedWriteLeavesTheOldFileWhole() {
        if (geteuid() == 0) QSKIP("root writes into read-only directories; this needs an ordinary user");
        Package package;
        package.write("problem.yaml", "name: Hello\n");
        Problem problem = package.problem();
        problem.limits.memoryMiB = 64;
        ::chmod(package.path().toUtf8().constData(), 0555);
        auto written = writeProblemSettings(problem);
        ::chmod(package.path().toUtf8().constData(), 0755);
        QVERIFY(!written.ok());
        QCOMPARE(package.read("problem.yaml"), QByteArray("name: Hello\n"));
    }

    void groupSettingsKeepOtherGraderFlags() {
        Package package;
        package.write("problem.yaml", "validation: default score\n");
        package.write("data/secret/testdata.yaml", "grader_flags: first_error\nrequire_pass: sample\n");
        Problem problem = package.problem();
        TestGroup secret = problem.data.groups.at(1);
        QCOMPARE(secret.name, QString("secret"));
        const GroupSettings inherited = problem.data.settings;
        secret.settings.aggregation = Aggregation::Min;
        secret.settings.acceptScore = 25;
        QVERIFY(writeGroupSettings(problem, secret, inherited).ok());
        const QByteArray yaml = package.read("data/secret/testdata.yaml");
        QVERIFY2(yaml.contains("first_error min") && yaml.contains("require_pass: sample"), yaml);
        const TestGroup reread = package.problem().data.groups.at(1);
        QCOMPARE(reread.settings.aggregation, Aggregation::Min);
        QCOMPARE(reread.settings.acceptScore, 25.0);
    }

    void unchangedGroupGetsNoFile() {
        Package package;
        Problem problem = package.problem();
        QVERIFY(writeGroupSettings(problem, problem.data.groups.at(0), problem.data.settings).ok());
        QVERIFY(!QFile::exists(package.path() + "/data/sample/testdata.yaml"));
    }

    void groupArgumentsIn2025FormatAreAList() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\ntype: scoring\n");
        Problem problem = package.problem();
        TestGroup secret = problem.data.groups.at(1);
        secret.settings.outputValidatorArgs = {"float_tolerance", "1e-4"};
        secret.settings.maxScore = 40;
        QVERIFY(writeGroupSettings(problem, secret, problem.data.settings).ok());
        const TestGroup reread = package.problem().data.groups.at(1);
        QCOMPARE(reread.settings.outputValidatorArgs, QStringList({"float_tolerance", "1e-4"}));
        QCOMPARE(reread.settings.maxScore, std::optional<double>(40));
        secret.settings.aggregation = Aggregation::Avg;
        QVERIFY2(!writeGroupSettings(problem, secret, problem.data.settings).ok(), "avg is not a 2025-09 aggregation");
    }

    void aGroupEditKeepsEverythingElseByteForByte() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\ntype: scoring\n");
        const QByteArray before = "# scores of the hard group, agreed with the jury\n"
                                  "max_score: 40   # of 100\n"
                                  "\n"
                                  "score_aggregation: sum\n"
                                  "output_validator_args:   # tolerance for the geometry\n"
                                  "  - float_tolerance\n"
                                  "  - 1e-4\n"
                                  "static_validation: false\n";
        package.write("data/secret/test_group.yaml", before);
        Problem problem = package.problem();
        TestGroup secret = problem.data.groups.at(1);
        secret.settings.maxScore = 60;
        QVERIFY(writeGroupSettings(problem, secret, problem.data.settings).ok());
        QByteArray expected = before;
        expected.replace("max_score: 40", "max_score: 60");
        QCOMPARE(package.read("data/secret/test_group.yaml"), expected);
    }

    void aGroupsArgumentsAreReplacedWhereTheyStand() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\ntype: scoring\n");
        package.write("data/secret/test_group.yaml", "# jury notes\n"
                                                     "output_validator_args:\n"
                                                     "  - float_tolerance\n"
                                                     "  - 1e-4\n"
                                                     "max_score: 40 # keep\n");
        Problem problem = package.problem();
        TestGroup secret = problem.data.groups.at(1);
        secret.settings.outputValidatorArgs = {"case_sensitive"};
        QVERIFY(writeGroupSettings(problem, secret, problem.data.settings).ok());
        QCOMPARE(package.read("data/secret/test_group.yaml"), QByteArray("# jury notes\n"
                                                                         "output_validator_args: [case_sensitive]\n"
                                                                         "max_score: 40 # keep\n"));
        QCOMPARE(package.problem().data.groups.at(1).settings.outputValidatorArgs, QStringList{"case_sensitive"});
    }

    void aGroupScoreNoLongerSetLosesOnlyItsLine() {
        Package package;
        package.write("problem.yaml", "problem_format_version: 2025-09\ntype: scoring\n");
        package.write("data/secret/test_group.yaml", "# jury notes\nmax_score: 40 # was 30\nscore_aggregation: min\n");
        Problem problem = package.problem();
        TestGroup secret = problem.data.groups.at(1);
        secret.settings.maxScore.reset();
        QVERIFY(writeGroupSettings(problem, secret, problem.data.settings).ok());
        QCOMPARE(package.read("data/secret/test_group.yaml"), QByteArray("# jury notes\nscore_aggregation: min\n"));
    }

    void testCasesAreWrittenAndRemoved() {
        Package package;
        Problem problem = package.problem();
        auto added = writeTestCase(problem, "secret/group1/07", "5 6\n", "11\n");
        QVERIFY2(added.ok(), added.ok() ? "" : added.error().c_str());
        QCOMPARE(package.read("data/secret/group1/07.ans"), QByteArray("11\n"));
        QCOMPARE(package.problem().data.testCount(), 3);
        QVERIFY(removeTestCase(problem, "secret/group1/07").ok());
        QCOMPARE(package.problem().data.testCount(), 2);
        QVERIFY2(removeTestCase(problem, "secret/group1/07").ok(), "removing what is gone is not an error");
    }

    void testNamesCannotLeaveTheDataDirectory() {
        Package package;
        Problem problem = package.problem();
        for (const QString name : {"../problem", "/etc/passwd", "secret/../../x", "", "secret//1", "a b"})
            QVERIFY2(!writeTestCase(problem, name, "x", "y").ok(), qPrintable(name));
        QVERIFY(!QFile::exists(package.path() + "/problem.in"));
    }
};

QTEST_GUILESS_MAIN(ProblemWriter)
#include "test_problem_writer.moc"
