// Exporting a problem as a Kattis package (2023-07, 2025-09, legacy) or a DOMjudge zip: what lands where, that it reads
// back as the same problem, and that a failed export leaves nothing behind. (That the exports are judged
// alike is shown by the CLI suite, which judges them.)
#include "export/package_export.h"
#include "problem/package.h"
#include "problem/package_archive.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd;
using exporting::ExportFormat;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

problem::Problem read(const QString& path) {
    auto problem = problem::readProblem(path);
    if (!problem) qFatal("%s", problem.error().c_str());
    return *problem;
}

const problem::TestGroup* findGroup(const problem::TestGroup& group, const QString& name) {
    if (group.name == name) return &group;
    for (const auto& child : group.groups)
        if (auto found = findGroup(child, name)) return found;
    return nullptr;
}

const problem::Submission* findSubmission(const problem::Problem& problem, const QString& fileName) {
    for (const auto& submission : problem.submissions)
        if (QFileInfo(submission.path).fileName() == fileName) return &submission;
    return nullptr;
}

QStringList leftovers(const QString& directory) {
    return QDir(directory).entryList({".*export*"}, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

class PackageExport : public QObject {
    Q_OBJECT

    QTemporaryDir cache_;

    Result<exporting::ExportReport> exportTo(const QString& problem, ExportFormat format, const QString& destination,
                                             std::optional<double> timeLimit = {},
                                             exporting::KattisVersion version = exporting::KattisVersion::V2025_09) {
        exporting::ExportOptions options;
        options.format = format;
        options.destination = destination;
        options.timeLimit = timeLimit;
        options.kattisVersion = version;
        return exporting::exportPackage(read(example(problem)), options);
    }

private slots:
    void initTestCase() { qputenv("XDG_CACHE_HOME", cache_.path().toUtf8()); }

    void everyExampleReadsBackWithTheSameTestsAndSubmissions_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("format");
        for (const QString name : {"aplusb", "circle", "guess", "guess-polygon", "subtasks", "mixed-kattis",
                                   "mixed-domjudge", "mixed-polygon"}) {
            QTest::newRow(qPrintable(name + QStringLiteral(" to kattis"))) << name << int(ExportFormat::Kattis);
            QTest::newRow(qPrintable(name + QStringLiteral(" to domjudge"))) << name << int(ExportFormat::DOMjudge);
        }
    }
    void everyExampleReadsBackWithTheSameTestsAndSubmissions() {
        QFETCH(QString, problem);
        QFETCH(int, format);
        QTemporaryDir dir;
        const QString destination = dir.filePath(format == int(ExportFormat::Kattis) ? "out" : "out.zip");
        auto report = exportTo(problem, ExportFormat(format), destination);
        QVERIFY2(report, report ? "" : report.error().c_str());
        const problem::Problem original = read(example(problem)), exported = read(destination);
        QCOMPARE(exported.name, original.name);
        QCOMPARE(exported.submissions.size(), original.submissions.size());
        QCOMPARE(report->submissions, int(original.submissions.size()));
        QCOMPARE(exported.limits.memoryMiB, original.limits.memoryMiB);
        QCOMPARE(exported.limits.timeLimit, original.limits.timeLimit);
        QCOMPARE(exported.validation.interactive, original.validation.interactive);
        QCOMPARE(exported.validation.multiPass, original.validation.multiPass);
        QCOMPARE(exported.outputValidator.isEmpty(), original.outputValidator.isEmpty());
        QCOMPARE(exported.dialect.dialect,
                 format == int(ExportFormat::Kattis) ? problem::Dialect::Kattis : problem::Dialect::DOMjudge);
        // Polygon's 0-point sample is only a sample in Kattis's layout; every other test is where it was.
        QVERIFY(exported.allTests().size() >= original.allTests().size() - 1);
        QCOMPARE(report->tests, int(exported.allTests().size()));
        QCOMPARE(leftovers(dir.path()), QStringList());
    }

    void aDestinationGivenWithATrailingSlashIsThatFolder() {
        QTemporaryDir dir;
        auto report = exportTo("aplusb", ExportFormat::Kattis, dir.filePath("out") + "/");
        QVERIFY2(report, report ? "" : report.error().c_str());
        QCOMPARE(report->destination, dir.filePath("out"));
        QCOMPARE(read(dir.filePath("out")).allTests().size(), read(example("aplusb")).allTests().size());
        QCOMPARE(leftovers(dir.path()), QStringList());
    }

    void polygonGroupsBecomeKattisGroupsWorthTheSamePoints() {
        QTemporaryDir dir;
        auto report = exportTo("mixed-polygon", ExportFormat::Kattis, dir.filePath("out"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        const problem::Problem exported = read(dir.filePath("out"));
        QVERIFY(exported.validation.scoring);
        const problem::TestGroup* large = findGroup(exported.data, "secret/large");
        QVERIFY(large);
        QCOMPARE(large->settings.aggregation, problem::Aggregation::Min);
        QCOMPARE(large->settings.maxScore, std::optional<double>(60));
        QCOMPARE(large->tests.size(), 3);
        // Each test of an each-test group is a group of one worth its points.
        const problem::TestGroup* single = findGroup(exported.data, "secret/small/02");
        QVERIFY(single);
        QCOMPARE(single->settings.maxScore, std::optional<double>(20));
        QCOMPARE(single->tests.size(), 1);
        QVERIFY(findGroup(exported.data, "sample"));
        QVERIFY(!findGroup(exported.data, "secret/samples"));
    }

    void aTestlibCheckerIsWrappedAsAKattisOutputValidator() {
        QTemporaryDir dir;
        auto report = exportTo("mixed-polygon", ExportFormat::Kattis, dir.filePath("out"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        const QDir validator(dir.filePath("out/output_validator"));
        QVERIFY(validator.exists("validator.cpp"));
        QCOMPARE(jd::test::readTestFile(validator.filePath("testlib_checker.h")),
                 jd::test::readTestFile(example("mixed-polygon/files/check.cpp")));
        QVERIFY(jd::test::readTestFile(validator.filePath("validator.cpp")).contains("#include \"testlib_checker.h\""));
        QCOMPARE(read(dir.filePath("out")).outputValidatorProtocol, QStringLiteral("kattis"));
        QVERIFY(report->changes.join('\n').contains("check.cpp runs inside a Kattis output validator"));
    }

    void verdictsNoDirectorySaysExactlyAreSaidInSubmissionsYaml() {
        QTemporaryDir dir;
        auto report = exportTo("mixed-polygon", ExportFormat::Kattis, dir.filePath("out"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        const problem::Problem exported = read(dir.filePath("out"));
        // time-limit-exceeded-or-memory-limit-exceeded: Kattis calls a memory overflow a run-time error.
        const problem::Submission* grows = findSubmission(exported, "grows.cpp");
        QVERIFY(grows);
        QCOMPARE(grows->directory, QStringLiteral("rejected"));
        QCOMPARE(grows->permittedTestVerdicts, std::optional<QStringList>({"TLE", "RE", "AC"}));
        QCOMPARE(grows->requiredTestVerdicts, std::optional<QStringList>({"TLE", "RE"}));
        const problem::Submission* countsUp = findSubmission(exported, "counts_up.py");
        QVERIFY(countsUp);
        QCOMPARE(countsUp->directory, QStringLiteral("brute_force"));
    }

    void severalExpectedVerdictsBecomeAnExpectedResultsLineForDomjudge() {
        QTemporaryDir dir;
        auto report = exportTo("mixed-polygon", ExportFormat::DOMjudge, dir.filePath("out.zip"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        const problem::Problem exported = read(dir.filePath("out.zip"));
        const problem::Submission* countsUp = findSubmission(exported, "counts_up.py");
        QVERIFY(countsUp);
        // In a directory named for one of them, DOMjudge would expect that one only.
        QCOMPARE(countsUp->directory, QStringLiteral("multiple"));
        QCOMPARE(countsUp->expectedVerdicts, QStringList({"TLE", "AC"}));
        const QByteArray source = jd::test::readTestFile(countsUp->path);
        QVERIFY2(source.contains("# @EXPECTED_RESULTS@: TIMELIMIT, CORRECT\n"), source.constData());
    }

    // DOMjudge tells NO-OUTPUT from WRONG-ANSWER by the directory: a no_output/ submission stays one.
    void aNoOutputSubmissionStaysOneForDomjudge() {
        QTemporaryDir dir;
        problem::Problem problem = read(example("aplusb"));
        problem::Submission silent;
        silent.path = jd::test::writeTestFile(dir.filePath("silent.py"), "input()\n");
        silent.directory = "no_output";
        silent.expectedVerdicts = {"WA"};
        silent.expectsNoOutput = true;
        problem.submissions = {silent};
        exporting::ExportOptions options{
            ExportFormat::DOMjudge, dir.filePath("out.zip"), {}, false, exporting::KattisVersion::V2023_07};
        auto report = exporting::exportPackage(problem, options);
        QVERIFY2(report, report ? "" : report.error().c_str());
        const problem::Problem reread = read(dir.filePath("out.zip")); // outlives the pointer into it
        const problem::Submission* exported = findSubmission(reread, "silent.py");
        QVERIFY(exported);
        QCOMPARE(exported->directory, QStringLiteral("no_output"));
        QCOMPARE(exported->expectsNoOutput, std::optional<bool>(true));
    }

    // DOMjudge's JVM heap is the memory limit less 128 MiB: at 128 MiB a Java submission cannot start there.
    void aJavaSubmissionThatDomjudgeLeavesNoHeapIsNamed() {
        QTemporaryDir dir;
        problem::Problem problem = read(example("mixed-polygon"));
        problem.limits.memoryMiB = 128;
        exporting::ExportOptions options{
            ExportFormat::DOMjudge, dir.filePath("out.zip"), {}, false, exporting::KattisVersion::V2023_07};
        auto report = exporting::exportPackage(problem, options);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY2(report->changes.join('\n').contains("Successor.java will not start on DOMjudge (RUN-ERROR): its "
                                                     "runtime's heap is the memory limit less 128 MiB, and 128 MiB "
                                                     "leaves none"),
                 qPrintable(report->changes.join('\n')));
    }

    void aJavaSubmissionsSmallerHeapOnDomjudgeIsSaid() {
        QTemporaryDir dir;
        auto report = exportTo("mixed-polygon", ExportFormat::DOMjudge, dir.filePath("out.zip"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        const QString changes = report->changes.join('\n');
        QVERIFY2(changes.contains("Successor.java gets a heap of 128 MiB on DOMjudge"), qPrintable(changes));
        QVERIFY(!changes.contains("successor.py gets a heap"));
    }

    void aSourceWhoseExtensionMeansAnotherLanguageThereIsRenamed() {
        QTemporaryDir dir;
        auto report = exportTo("mixed-kattis", ExportFormat::DOMjudge, dir.filePath("out.zip"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY(findSubmission(read(dir.filePath("out.zip")), "successor.plg"));
        QVERIFY(report->changes.join('\n').contains("successor.pl becomes successor.plg"));
    }

    // DOMjudge's import takes a submission's entry point and language from submissions.json.
    void aMultiFileSubmissionsEntryPointTravelsInSubmissionsJson() {
        QTemporaryDir dir;
        auto report = exportTo("mixed-domjudge", ExportFormat::DOMjudge, dir.filePath("out.zip"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        const problem::Problem reread = read(dir.filePath("out.zip")); // outlives the pointer into it
        const problem::Submission* modules = findSubmission(reread, "modules");
        QVERIFY(modules);
        QCOMPARE(modules->entryPoint, QStringLiteral("main.py"));
        QCOMPARE(modules->language, QStringLiteral("python3"));
        QVERIFY2(!report->changes.join('\n').contains("entry point"), qPrintable(report->changes.join('\n')));
    }

    void validatorFlagsReachEveryTestAsBefore() {
        QTemporaryDir dir;
        const problem::Problem original = read(example("circle"));
        for (ExportFormat format : {ExportFormat::Kattis, ExportFormat::DOMjudge}) {
            const QString destination = dir.filePath(format == ExportFormat::Kattis ? "k" : "d.zip");
            auto report = exportTo("circle", format, destination);
            QVERIFY2(report, report ? "" : report.error().c_str());
            const problem::Problem exported = read(destination);
            QCOMPARE(exported.validation.validatorFlags + exported.data.settings.outputValidatorArgs,
                     original.validation.validatorFlags + original.data.settings.outputValidatorArgs);
        }
    }

    void theDomjudgeIniCarriesTheTimeLimit() {
        QTemporaryDir dir;
        auto report = exportTo("mixed-polygon", ExportFormat::DOMjudge, dir.filePath("out"), 3.5);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY(jd::test::readTestFile(dir.filePath("out/domjudge-problem.ini")).contains("timelimit = 3.5\n"));
        QCOMPARE(read(dir.filePath("out")).limits.timeLimit, std::optional<double>(3.5));
    }

    void domjudgeWithoutATimeLimitIsRefused() {
        QTemporaryDir dir;
        problem::Problem problem = read(example("aplusb"));
        problem.limits.timeLimit.reset();
        exporting::ExportOptions options{
            ExportFormat::DOMjudge, dir.filePath("out.zip"), {}, false, exporting::KattisVersion::V2023_07};
        auto report = exporting::exportPackage(problem, options);
        QVERIFY(!report);
        QVERIFY2(report.error().find("DOMjudge needs a time limit") != std::string::npos, report.error().c_str());
        QVERIFY(!QFileInfo::exists(dir.filePath("out.zip")));
    }

    void aTestlibInteractorAndItsCheckerBecomeOneKattisInteractiveValidator() {
        QTemporaryDir dir;
        auto report = exportTo("guess-polygon", ExportFormat::Kattis, dir.filePath("out"));
        QVERIFY2(report, report ? "" : report.error().c_str());
        const QDir validator(dir.filePath("out/output_validator"));
        QCOMPARE(jd::test::readTestFile(validator.filePath("testlib_interactor.h")),
                 jd::test::readTestFile(example("guess-polygon/files/interactor.cpp")));
        QCOMPARE(jd::test::readTestFile(validator.filePath("testlib_checker.h")),
                 jd::test::readTestFile(example("guess-polygon/files/check.cpp")));
        QVERIFY(jd::test::readTestFile(validator.filePath("testlib_headers.h")).contains("#include \"protocol.h\""));
        const problem::Problem exported = read(dir.filePath("out"));
        QVERIFY(exported.validation.interactive);
        QVERIFY(exported.interactor.isEmpty());
        QVERIFY(report->changes.join('\n').contains("interactor.cpp and the checker check.cpp run inside one Kattis"));
    }

    void aTestlibInteractorThatIsNotCppIsRefusedWithTheReason() {
        QTemporaryDir dir;
        problem::Problem problem = read(example("guess-polygon"));
        problem.interactor = example("guess-polygon/solutions/count_up.py");
        exporting::ExportOptions options{
            ExportFormat::Kattis, dir.filePath("out"), {}, false, exporting::KattisVersion::V2023_07};
        auto report = exporting::exportPackage(problem, options);
        QVERIFY(!report);
        QVERIFY2(report.error().find("is not C++") != std::string::npos, report.error().c_str());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    void aCheckerWhosePointsAreAShareOfTheTestsIsRefusedWithTheReason() {
        QTemporaryDir dir;
        problem::Problem problem = read(example("mixed-polygon"));
        problem.checkerPointsArePercent = true;
        exporting::ExportOptions options{
            ExportFormat::Kattis, dir.filePath("out"), {}, false, exporting::KattisVersion::V2023_07};
        auto report = exporting::exportPackage(problem, options);
        QVERIFY(!report);
        QVERIFY2(report.error().find("treat-points-from-checker-as-percent") != std::string::npos,
                 report.error().c_str());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    void anExistingDestinationIsKeptUnlessReplacingIsAsked() {
        QTemporaryDir dir;
        const QString destination = dir.filePath("out");
        QVERIFY(QDir().mkpath(destination));
        jd::test::writeTestFile(destination + "/mine.txt", "keep me");
        auto refused = exportTo("aplusb", ExportFormat::Kattis, destination);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("exists already") != std::string::npos, refused.error().c_str());
        QVERIFY(QFileInfo::exists(destination + "/mine.txt"));

        exporting::ExportOptions options{
            ExportFormat::Kattis, destination, {}, true, exporting::KattisVersion::V2023_07};
        auto replaced = exporting::exportPackage(read(example("aplusb")), options);
        QVERIFY2(replaced, replaced ? "" : replaced.error().c_str());
        QVERIFY(!QFileInfo::exists(destination + "/mine.txt"));
        QVERIFY(QFileInfo::exists(destination + "/problem.yaml"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList({"out"}));
    }

    void aFailedReplacementLeavesTheOldPackageWhole() {
        QTemporaryDir dir;
        const QString destination = dir.filePath("out");
        QVERIFY(exportTo("aplusb", ExportFormat::Kattis, destination));
        const QByteArray before = jd::test::readTestFile(destination + "/problem.yaml");
        exporting::ExportOptions options{
            ExportFormat::Kattis, destination, {}, true, exporting::KattisVersion::V2023_07};
        QVERIFY(!exporting::exportPackage(read(example("tps-summax")), options));
        QCOMPARE(jd::test::readTestFile(destination + "/problem.yaml"), before);
        QCOMPARE(leftovers(dir.path()), QStringList());
    }

    // An omegaUp problem's validator protocol and weighted groups have no counterpart: refused, saying which.
    void anOmegaUpProblemIsRefusedNamingWhatCannotBeCarried() {
        QTemporaryDir dir;
        exporting::ExportOptions options{
            ExportFormat::Kattis, dir.filePath("out"), {}, false, exporting::KattisVersion::V2023_07};
        auto exported = exporting::exportPackage(read(example("omegaup-sums")), options);
        QVERIFY(!exported);
        const QString error = QString::fromStdString(exported.error());
        QVERIFY2(error.contains("validator.py3 speaks omegaUp's protocol"), qPrintable(error));
        QVERIFY2(error.contains("scores a group by the weights of its cases"), qPrintable(error));
        QVERIFY(!QFileInfo::exists(dir.filePath("out")));
    }

    void aTpsOutputOnlyTaskIsRefusedBecauseTheOthersTakeOnlyPrograms() {
        QTemporaryDir dir;
        const QString task = dir.filePath("art");
        jd::test::writeTestFile(task + "/problem.json", R"({"name": "art", "type": "OutputOnly"})");
        jd::test::writeTestFile(task + "/subtasks.json", R"({"subtasks": {"all": {"index": 0, "score": 100}}})");
        jd::test::writeTestFile(task + "/gen/data", "@subtask all\ngen 1\n");
        jd::test::writeTestFile(task + "/tests/0-01.in", "1\n");
        jd::test::writeTestFile(task + "/tests/0-01.out", "2\n");
        exporting::ExportOptions options{
            ExportFormat::Kattis, dir.filePath("out"), {}, false, exporting::KattisVersion::V2023_07};
        auto exported = exporting::exportPackage(read(task), options);
        QVERIFY(!exported);
        QVERIFY2(QString::fromStdString(exported.error()).contains("an output-only task takes answers"),
                 exported.error().c_str());
        QVERIFY(!QFileInfo::exists(dir.filePath("out")));
    }

    void aPackageIsNeverExportedOverItself() {
        QTemporaryDir dir;
        QVERIFY(exportTo("aplusb", ExportFormat::Kattis, dir.filePath("p")));
        exporting::ExportOptions options{
            ExportFormat::Kattis, dir.filePath("p"), {}, true, exporting::KattisVersion::V2023_07};
        auto refused = exporting::exportPackage(read(dir.filePath("p")), options);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("over itself") != std::string::npos, refused.error().c_str());
        QVERIFY(QFileInfo::exists(dir.filePath("p/problem.yaml")));
    }

    // problemtools reads legacy and 2023-07 (spelled 2023-07-draft), not 2025-09: an export is for it by default.
    void theDefaultVersionIsTheNewestProblemtoolsReads() {
        QTemporaryDir dir;
        exporting::ExportOptions options;
        options.destination = dir.filePath("p");
        QVERIFY(exporting::exportPackage(read(example("aplusb")), options));
        const QByteArray yaml = jd::test::readTestFile(dir.filePath("p/problem.yaml"));
        QVERIFY2(yaml.contains("problem_format_version: 2023-07-draft"), yaml.constData());
    }

    // 2023-07: testdata.yaml with accept_score and grader_flags, one named validator inside output_validator/.
    void a2023_07ExportUsesThatVersionsNames() {
        QTemporaryDir dir;
        const QString out = dir.filePath("p");
        auto exported = exportTo("mixed-polygon", ExportFormat::Kattis, out, {}, exporting::KattisVersion::V2023_07);
        QVERIFY2(exported, exported ? "" : exported.error().c_str());
        QVERIFY(QFileInfo::exists(out + "/output_validator/validator/validator.cpp"));
        QDirIterator groups(out + "/data", {"test_group.yaml"}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(!groups.hasNext());
        QVERIFY(!QFileInfo::exists(out + "/submissions/submissions.yaml"));
        auto reread = problem::readProblem(out);
        QVERIFY2(reread, reread ? "" : reread.error().c_str());
        QCOMPARE(reread->allTests().size(), read(example("mixed-polygon")).allTests().size());
    }

    void aScoringGroupKeepsItsPointsAsAcceptScores() {
        QTemporaryDir dir;
        const QString out = dir.filePath("p");
        QVERIFY(exportTo("subtasks", ExportFormat::Kattis, out, {}, exporting::KattisVersion::V2023_07));
        const QByteArray small = jd::test::readTestFile(out + "/data/secret/small/testdata.yaml");
        QVERIFY2(small.contains("grader_flags: min") && small.contains("accept_score: 30"), small.constData());
        auto reread = problem::readProblem(out);
        QVERIFY2(reread, reread ? "" : reread.error().c_str());
        QCOMPARE(reread->data.groups.last().groups.last().settings.acceptScore, 30.0);
    }

    void aLegacyExportSaysValidationAndNamesNoTimeLimit() {
        QTemporaryDir dir;
        const QString out = dir.filePath("p");
        auto exported = exportTo("mixed-polygon", ExportFormat::Kattis, out, 2.0, exporting::KattisVersion::Legacy);
        QVERIFY2(exported, exported ? "" : exported.error().c_str());
        const QByteArray yaml = jd::test::readTestFile(out + "/problem.yaml");
        QVERIFY2(!yaml.contains("problem_format_version"), yaml.constData());
        QVERIFY2(yaml.contains("validation: custom"), yaml.constData());
        QVERIFY2(yaml.contains("time_multiplier:"), yaml.constData());
        QVERIFY2(!yaml.contains("time_limit:"), yaml.constData());
        QVERIFY(QFileInfo::exists(out + "/output_validators/validator/validator.cpp"));
        QVERIFY(exported->changes.join('\n').contains("A legacy package names no time limit"));
        QVERIFY(problem::readProblem(out));
    }

    void problemYamlKeepsWhoMadeTheProblem() {
        QTemporaryDir dir;
        QVERIFY(exportTo("aplusb", ExportFormat::Kattis, dir.filePath("p")));
        const QByteArray yaml = jd::test::readTestFile(dir.filePath("p/problem.yaml"));
        QVERIFY2(yaml.contains("problem_format_version: 2025-09"), yaml.constData()); // as asked
        QVERIFY2(yaml.contains("license: cc0"), yaml.constData());
        QVERIFY2(yaml.contains("uuid: "), yaml.constData());
    }
};

QTEST_GUILESS_MAIN(PackageExport)
#include "test_package_export.moc"
