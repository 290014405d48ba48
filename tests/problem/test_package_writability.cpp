// JudgeDesk writes Kattis packages only. A Polygon package, a TPS package, an omegaUp problem and a folder of
// bare tests are read and judged, never written: every writer refuses one with the reason, and the folder
// stays as it was (a problem.yaml or data/ written there would be ignored by that system and the edit lost).
#include "omegaup_problem.h"
#include "problem/package.h"
#include "problem/package_writability.h"
#include "problem/plain_tests_reader.h"
#include "problem/problem_writer.h"
#include "problem/test_files.h"
#include "problem/test_recipes.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::problem;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

void copyFolder(const QString& from, const QString& to) {
    QDirIterator files(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        test::writeTestFile(to + "/" + QDir(from).relativeFilePath(file), test::readTestFile(file));
    }
}

// Every file below `folder` with a digest of what it holds: equal snapshots mean nothing was written.
QMap<QString, QByteArray> snapshot(const QString& folder) {
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(QDir(folder).relativeFilePath(path),
                     QCryptographicHash::hash(test::readTestFile(path), QCryptographicHash::Sha256));
    }
    return files;
}

// Each writer JudgeDesk has, tried on `problem`: the reasons they gave, one per writer that refused.
QStringList tryEveryWriter(const Problem& problem, const QString& test, const QString& scratch) {
    test::writeTestFile(scratch + "/new.in", "5\n");
    test::writeTestFile(scratch + "/new.ans", "6\n");
    QStringList refusals;
    auto note = [&refusals](const auto& result) {
        if (!result) refusals << QString::fromStdString(result.error());
    };
    Problem edited = problem;
    edited.limits.timeLimit = 3;
    note(writeProblemSettings(edited));
    note(writeGroupSettings(problem, problem.data, {}));
    note(writeTestCase(problem, "secret/new", "5\n", "6\n"));
    note(removeTestCase(problem, test));
    note(renameTestCase(problem, test, "secret/renamed"));
    note(swapTestCases(problem, test, test + "x"));
    note(duplicateTestCase(problem, test, "secret/copy"));
    note(restoreTestCaseCopy(problem, test, scratch));
    note(importTests(problem, "secret", {TestPair{"imported", scratch + "/new.in", scratch + "/new.ans"}}));
    note(setTestRecipe(problem, "secret/new", "gen.py 5"));
    return refusals;
}

constexpr int kWriters = 10;

} // namespace

class PackageWritabilityTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // Tries every writer on `problem` and checks that each refused with the reason that names its kind and
    // that its folder holds what it held before.
    void everyWriterRefuses(const Problem& problem, const QString& test, const QString& reason) {
        const auto before = snapshot(problem.directory);
        const auto refusals = tryEveryWriter(problem, test, dir_.filePath("scratch"));
        QCOMPARE(refusals.size(), kWriters);
        for (const QString& refusal : refusals)
            QVERIFY2(refusal.startsWith(reason), qPrintable(refusal));
        QCOMPARE(snapshot(problem.directory), before);
    }

    void everyWriterRefuses(const QString& folder, const QString& test, const QString& reason) {
        auto problem = readProblem(folder);
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        everyWriterRefuses(*problem, test, reason);
    }

private slots:
    void anOmegaUpProblemIsNotWritten() {
        const QString folder = test::omegaupSuccessorProblem(dir_.filePath("omegaup"), R"({"Name": "token"})");
        everyWriterRefuses(folder, "g.1",
                           "an omegaUp problem is read here, not written: its settings are edited "
                           "in settings.json, its cases in cases/");
    }

    void aPolygonPackageIsNotWritten() {
        const QString folder = dir_.filePath("polygon");
        copyFolder(kExamples + "/guess-polygon", folder);
        everyWriterRefuses(folder, "tests/01", "a Polygon package is read here, not written");
    }

    void aTpsPackageIsNotWritten() {
        const QString folder = dir_.filePath("tps");
        copyFolder(kExamples + "/tps-summax", folder);
        everyWriterRefuses(folder, "secret/full/2-01", "a TPS package is read here, not written");
    }

    void aContestsFolderOfBareTestsIsNotWritten() {
        const QString folder = dir_.filePath("plain");
        test::writeTestFile(folder + "/a1.in", "1\n");
        test::writeTestFile(folder + "/a1.out", "2\n");
        auto problem = readPlainTestFolder(folder, "plain", {});
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        everyWriterRefuses(*problem, "a1", "a folder of bare tests is read here, not written");
    }

    void aKattisPackageIsWritten() {
        const QString folder = dir_.filePath("kattis");
        copyFolder(kExamples + "/aplusb", folder);
        auto problem = readProblem(folder);
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        QVERIFY(checkWritable(*problem));
        Problem edited = *problem;
        edited.limits.timeLimit = 3;
        auto written = writeProblemSettings(edited);
        QVERIFY2(written, written ? "" : written.error().c_str());
        QCOMPARE(readProblem(folder)->limits.timeLimit, std::optional(3.0));
    }
};

QTEST_GUILESS_MAIN(PackageWritabilityTest)
#include "test_package_writability.moc"
