// What an export to Kattis writes so that Kattis's own verifyproblem accepts it: names only where statements
// are, subtasks graded as testdata_tools grades them, and, said before the coach uploads, what verifyproblem
// will still call an error (a statement or an input validator the problem lacks, a folder name) or judge
// otherwise (a failure that rests on JudgeDesk's sandbox).
#include "export/package_export.h"
#include "export/sandbox_expectations.h"
#include "problem/package.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd;
using exporting::ExportFormat;
using exporting::KattisVersion;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

problem::Problem read(const QString& path) {
    auto problem = problem::readProblem(path);
    if (!problem) qFatal("%s", problem.error().c_str());
    return *problem;
}

exporting::ExportReport exportTo(const QString& problemDirectory, const QString& destination, KattisVersion version) {
    exporting::ExportOptions options;
    options.format = ExportFormat::Kattis;
    options.destination = destination;
    options.kattisVersion = version;
    auto report = exporting::exportPackage(read(problemDirectory), options);
    if (!report) qFatal("%s", report.error().c_str());
    return *report;
}

// A pass-fail problem with a statement in Swedish only, an input validator and one test.
QString swedishProblem(const QString& root) {
    test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2023-07-draft\nname: Summan\n");
    test::writeTestFile(root + "/statement/problem.sv.md", "# Summan\n");
    test::writeTestFile(root + "/input_validators/format.ctd", "INT(1,10) NEWLINE\n");
    test::writeTestFile(root + "/data/secret/1.in", "1\n");
    test::writeTestFile(root + "/data/secret/1.ans", "1\n");
    return root;
}

// A pass-fail problem with one test and nothing more: no statement, no input validator.
QString bareProblem(const QString& root) {
    test::writeTestFile(root + "/problem.yaml", "problem_format_version: 2023-07-draft\nname: Bare\n");
    test::writeTestFile(root + "/data/secret/1.in", "1\n");
    test::writeTestFile(root + "/data/secret/1.ans", "1\n");
    return root;
}

} // namespace

class ExportForKattisTools : public QObject {
    Q_OBJECT
    QTemporaryDir cache_;

private slots:
    void initTestCase() { qputenv("XDG_CACHE_HOME", cache_.path().toUtf8()); }

    void theNameIsInTheLanguageOfTheStatement() {
        QTemporaryDir dir;
        exportTo(swedishProblem(dir.filePath("source")), dir.filePath("summan"), KattisVersion::V2023_07);
        const QByteArray yaml = test::readTestFile(dir.filePath("summan/problem.yaml"));
        QVERIFY2(yaml.contains("name:\n  sv: Summan"), yaml.constData());
    }

    void anEnglishStatementKeepsThePlainName() {
        QTemporaryDir dir;
        exportTo(example("aplusb"), dir.filePath("aplusb"), KattisVersion::V2023_07);
        const QByteArray yaml = test::readTestFile(dir.filePath("aplusb/problem.yaml"));
        QVERIFY2(yaml.contains("name: A Plus B"), yaml.constData());
    }

    // problemtools reads a legacy name as English, and English has no statement here.
    void aLegacyExportWithoutAStatementWritesNoName() {
        QTemporaryDir dir;
        exportTo(bareProblem(dir.filePath("source")), dir.filePath("bare"), KattisVersion::Legacy);
        const QByteArray yaml = test::readTestFile(dir.filePath("bare/problem.yaml"));
        QVERIFY2(!yaml.contains("name:"), yaml.constData());
    }

    void aMissingStatementIsNamedAsVerifyproblemNamesIt() {
        QTemporaryDir dir;
        const auto report = exportTo(bareProblem(dir.filePath("source")), dir.filePath("bare"), KattisVersion::V2023_07);
        const QString errors = report.toolErrors.join('\n');
        QVERIFY2(errors.contains("No problem statements found"), qPrintable(errors));
        QVERIFY2(errors.contains("Names exist for languages without problem statements: en"), qPrintable(errors));
    }

    void aMissingInputValidatorIsNamedAsVerifyproblemNamesIt() {
        QTemporaryDir dir;
        const auto report = exportTo(bareProblem(dir.filePath("source")), dir.filePath("bare"), KattisVersion::V2023_07);
        QVERIFY2(report.toolErrors.join('\n').contains("No input format validators found"),
                 qPrintable(report.toolErrors.join('\n')));
    }

    void aProblemWithStatementAndValidatorInAGoodFolderHasNothingToAdd() {
        QTemporaryDir dir;
        const auto report = exportTo(swedishProblem(dir.filePath("source")), dir.filePath("summan"),
                                     KattisVersion::V2023_07);
        QVERIFY2(report.toolErrors.isEmpty(), qPrintable(report.toolErrors.join('\n')));
    }

    void aFolderNameKattisRefusesIsNamed() {
        QTemporaryDir dir;
        const auto report = exportTo(swedishProblem(dir.filePath("source")), dir.filePath("sum-mix"),
                                     KattisVersion::V2023_07);
        QVERIFY2(report.toolErrors.join('\n').contains("Invalid shortname"), qPrintable(report.toolErrors.join('\n')));
    }

    // As the Swedish Olympiad's packages say it: samples ignored, every subtask judged, the secret data accepted
    // when any subtask is, a subtask scored by its worst test stopping there.
    void subtasksAreGradedAsTestdataToolsWritesThem() {
        QTemporaryDir dir;
        const QString out = dir.filePath("subtasks");
        exportTo(example("subtasks"), out, KattisVersion::V2023_07);
        const QByteArray top = test::readTestFile(out + "/data/testdata.yaml");
        QVERIFY2(top.contains("on_reject: continue") && top.contains("grader_flags: ignore_sample"), top.constData());
        const QByteArray secret = test::readTestFile(out + "/data/secret/testdata.yaml");
        QVERIFY2(secret.contains("on_reject: continue") &&
                     secret.contains("grader_flags: first_error accept_if_any_accepted sum"),
                 secret.constData());
        const QByteArray small = test::readTestFile(out + "/data/secret/small/testdata.yaml");
        QVERIFY2(small.contains("on_reject: break") && small.contains("grader_flags: min"), small.constData());
        const QByteArray sample = test::readTestFile(out + "/data/sample/testdata.yaml");
        QVERIFY2(sample.contains("grader_flags: first_error") && sample.contains("accept_score: 0"), sample.constData());
    }

    void aSubmissionThatMustOnlyFailSomeTestIsNamedForPartiallyAccepted() {
        QTemporaryDir dir;
        const auto report = exportTo(example("subtasks"), dir.filePath("subtasks"), KattisVersion::V2023_07);
        QVERIFY2(report.changes.join('\n').contains("Move time_limit_exceeded/loop.py there if it solves a subtask"),
                 qPrintable(report.changes.join('\n')));
    }

    void aPassFailExportLeavesGradingToItsDefaults() {
        QTemporaryDir dir;
        exportTo(swedishProblem(dir.filePath("source")), dir.filePath("summan"), KattisVersion::V2023_07);
        QVERIFY(!QFileInfo::exists(dir.filePath("summan/data/testdata.yaml")));
    }

    void aFailureThatRestsOnTheSandboxIsNamed() {
        QTemporaryDir dir;
        const auto report = exportTo(example("mixed-kattis"), dir.filePath("mixed"), KattisVersion::V2023_07);
        const QString changes = report.changes.join('\n');
        QVERIFY2(changes.contains("run_time_error/ptrace.c calls ptrace"), qPrintable(changes));
        QVERIFY2(!changes.contains("hog.cpp calls"), qPrintable(changes));
    }

    void refusedCallsAreFoundAsCalls_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<QStringList>("calls");
        QTest::newRow("a libc call") << "a.c" << QByteArray("ptrace(PTRACE_TRACEME, 0, 0, 0);") << QStringList{"ptrace"};
        QTest::newRow("through syscall()") << "a.cpp" << QByteArray("syscall(SYS_unshare, 0);") << QStringList{"unshare"};
        QTest::newRow("a raw number") << "a.cc" << QByteArray("syscall(__NR_setns, fd, 0);") << QStringList{"setns"};
        QTest::newRow("two of them") << "a.c" << QByteArray("mount(a, b, c, 0, 0); chroot(\".\");")
                                     << QStringList{"mount", "chroot"};
        QTest::newRow("a longer name") << "a.c" << QByteArray("my_ptrace(1);") << QStringList{};
        QTest::newRow("a method") << "a.cpp" << QByteArray("disk.mount(); disk->mount();") << QStringList{};
        QTest::newRow("a word in a comment") << "a.c" << QByteArray("// no ptrace here\n") << QStringList{};
        QTest::newRow("not C or C++") << "a.py" << QByteArray("ptrace(1)\n") << QStringList{};
    }
    void refusedCallsAreFoundAsCalls() {
        QFETCH(QString, file);
        QFETCH(QByteArray, source);
        QFETCH(QStringList, calls);
        QTemporaryDir dir;
        QCOMPARE(exporting::refusedCallsIn(test::writeTestFile(dir.filePath(file), source)), calls);
    }
};

QTEST_GUILESS_MAIN(ExportForKattisTools)
#include "test_export_for_kattis_tools.moc"
