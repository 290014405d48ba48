// A Kattis package that names no time limit is judged at the limit its accepted submissions calibrate to, as
// Kattis sets it when it installs the problem; the limit is remembered by the package's content.
#include "judge/package_calibration.h"
#include "judge/verification.h"
#include "judge_fixture.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::judge;

namespace {

// A legacy Kattis package (time_multiplier 5) whose answer to n is n+1, with an accepted solution that spins
// `acceptedSeconds` of CPU and a wrong one.
QString legacyPackage(const QString& root, const QByteArray& problemYaml = "name: L\n", double acceptedSeconds = 0.3) {
    test::writeTestFile(root + "/problem.yaml", problemYaml);
    test::writeTestFile(root + "/data/secret/1.in", "1\n");
    test::writeTestFile(root + "/data/secret/1.ans", "2\n");
    test::writeTestFile(
        root + "/submissions/accepted/spin.cpp",
        QStringLiteral("#include <cstdio>\n#include <ctime>\nint main() { long n; std::scanf(\"%ld\", "
                       "&n); while (std::clock() < %1 * CLOCKS_PER_SEC) {} std::printf(\"%ld\\n\", n + 1); }\n")
            .arg(acceptedSeconds)
            .toUtf8());
    test::writeTestFile(root + "/submissions/wrong_answer/zero.py", "print(0)\n");
    return root;
}

} // namespace

class PackageCalibrationTest : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir compileCache_;

    std::unique_ptr<ProblemJudge> judgeFor(const QString& directory) {
        return test::judgeForPackage(directory, sandbox_, compileCache_.path(), languages_);
    }

    struct Calibrated {
        std::optional<TimeLimitChoice> limit;
        bool ran = false; // the accepted submissions were judged
    };
    Calibrated calibrate(ProblemJudge& judge, const QString& cache, const JudgeOptions& options = {}) {
        Calibrated calibrated;
        auto limit = packageTimeLimit(judge, languages_, options, cache, [&] { calibrated.ran = true; });
        if (!limit) qFatal("%s", limit.error().c_str());
        calibrated.limit = *limit;
        return calibrated;
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    // 0.3 s x time_multiplier 5 = 1.5 s, rounded up to the 1 s resolution: 2 s.
    void aPackageWithoutALimitIsJudgedAtTheLimitItsAcceptedSubmissionsCalibrate() {
        QTemporaryDir dir, cache;
        auto judge = judgeFor(legacyPackage(dir.filePath("p")));
        const Calibrated calibrated = calibrate(*judge, cache.path());
        QVERIFY(calibrated.ran);
        QCOMPARE(calibrated.limit->origin, TimeLimitChoice::Origin::Calibrated);
        QCOMPARE(calibrated.limit->seconds, 2.0);
        QVERIFY2(calibrated.limit->source.contains("x 5)) = 2 s"), qPrintable(calibrated.limit->source));
        JudgeOptions options;
        judgeAt(options, *calibrated.limit);
        QCOMPARE(timeLimitFor(judge->problem(), options).source, calibrated.limit->source);
    }

    void theLimitIsRememberedForTheNextJudging() {
        QTemporaryDir dir, cache;
        const QString root = legacyPackage(dir.filePath("p"));
        const double first = calibrate(*judgeFor(root), cache.path()).limit->seconds;
        const Calibrated again = calibrate(*judgeFor(root), cache.path());
        QVERIFY(!again.ran);
        QCOMPARE(again.limit->seconds, first);
        QVERIFY2(again.limit->source.endsWith("remembered from an earlier judging"), qPrintable(again.limit->source));
    }

    void aVerificationThatCalibratesTheLimitRemembersItForJudging() {
        QTemporaryDir dir, cache;
        const QString root = legacyPackage(dir.filePath("p"));
        VerificationOptions remembering;
        remembering.calibrationCache = cache.path();
        auto verified = verifySubmissions(*judgeFor(root), languages_, {}, {}, remembering);
        QVERIFY(verified);
        QCOMPARE(verified->timeLimit.seconds, 2.0);
        const Calibrated judging = calibrate(*judgeFor(root), cache.path());
        QVERIFY(!judging.ran);
        QCOMPARE(judging.limit->seconds, 2.0);
    }

    void aDamagedRememberedLimitIsCalibratedAgain_data() {
        QTest::addColumn<QByteArray>("saved");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("binary") << QByteArray("\x00\xff\x13\x37", 4);
        QTest::newRow("negative") << QByteArray(R"({"format":1,"seconds":-2,"source":"x"})");
        QTest::newRow("zero") << QByteArray(R"({"format":1,"seconds":0,"source":"x"})");
        QTest::newRow("huge") << QByteArray(R"({"format":1,"seconds":1e300,"source":"x"})");
        QTest::newRow("a string") << QByteArray(R"({"format":1,"seconds":"2","source":"x"})");
        QTest::newRow("another format") << QByteArray(R"({"format":99,"seconds":2,"source":"x"})");
    }
    void aDamagedRememberedLimitIsCalibratedAgain() {
        QFETCH(QByteArray, saved);
        QTemporaryDir dir, cache;
        const QString root = legacyPackage(dir.filePath("p"));
        const QString file = cache.filePath(QString::fromLatin1(calibrationKey(judgeFor(root)->problem())) + ".json");
        test::writeTestFile(file, saved);
        const Calibrated calibrated = calibrate(*judgeFor(root), cache.path());
        QVERIFY(calibrated.ran);
        QCOMPARE(calibrated.limit->seconds, 2.0);
    }

    void changingAnAcceptedSubmissionCalibratesAgain() {
        QTemporaryDir dir;
        const QString root = legacyPackage(dir.filePath("p"));
        auto keyOf = [&] { return calibrationKey(judgeFor(root)->problem()); };
        const QByteArray before = keyOf();
        test::writeTestFile(root + "/submissions/wrong_answer/zero.py", "print(-1)\n");
        QCOMPARE(keyOf(), before); // the wrong submissions are not what the limit is derived from
        test::writeTestFile(root + "/submissions/accepted/spin.cpp", "int main() {}\n");
        QVERIFY(keyOf() != before);
        const QByteArray accepted = keyOf();
        test::writeTestFile(root + "/data/secret/1.ans", "2 \n");
        QVERIFY(keyOf() != accepted); // a test changed
    }

    void aPackageThatNamesALimitKeepsIt() {
        QTemporaryDir dir, cache;
        auto judge = judgeFor(legacyPackage(dir.filePath("p"), "problem_format_version: 2025-09\nname: L\n"
                                                               "limits:\n  time_limit: 3\n"));
        const Calibrated calibrated = calibrate(*judge, cache.path());
        QVERIFY(!calibrated.ran);
        QVERIFY(!calibrated.limit);
    }

    void aLimitGivenByHandIsKept() {
        QTemporaryDir dir, cache;
        auto judge = judgeFor(legacyPackage(dir.filePath("p")));
        JudgeOptions options;
        setTimeLimit(options, 4);
        QVERIFY(!calibrate(*judge, cache.path(), options).limit);
        QCOMPARE(timeLimitFor(judge->problem(), options).source, QStringLiteral("given"));
    }

    void aDomjudgePackageIsNotCalibrated() {
        QTemporaryDir dir, cache;
        const QString root = legacyPackage(dir.filePath("p"));
        test::writeTestFile(root + "/domjudge-problem.ini", "name = L\n");
        QVERIFY(!calibrate(*judgeFor(root), cache.path()).limit);
    }

    void withoutAnAcceptedSubmissionTheDefaultStandsAndSaysWhy() {
        QTemporaryDir dir, cache;
        const QString root = legacyPackage(dir.filePath("p"));
        QVERIFY(QDir(root + "/submissions/accepted").removeRecursively());
        const Calibrated calibrated = calibrate(*judgeFor(root), cache.path());
        QCOMPARE(calibrated.limit->origin, TimeLimitChoice::Origin::MachineDefault);
        QCOMPARE(calibrated.limit->seconds, 1.0);
        QVERIFY2(calibrated.limit->source.endsWith("no accepted submission to calibrate it from"),
                 qPrintable(calibrated.limit->source));
        QVERIFY(QDir(cache.path()).isEmpty()); // nothing to remember: the next judging tries again
    }

    void anAcceptedSubmissionThatIsNotAcceptedCalibratesNothing() {
        QTemporaryDir dir, cache;
        const QString root = legacyPackage(dir.filePath("p"));
        test::writeTestFile(root + "/submissions/accepted/spin.cpp",
                            "#include <cstdio>\nint main() { puts(\"7\"); }\n");
        const Calibrated calibrated = calibrate(*judgeFor(root), cache.path());
        QCOMPARE(calibrated.limit->origin, TimeLimitChoice::Origin::MachineDefault);
        QVERIFY2(calibrated.limit->source.contains("no accepted submission was accepted within 10 s"),
                 qPrintable(calibrated.limit->source));
    }

    void aCacheThatCannotBeWrittenOnlyCostsTheNextJudgingACalibration() {
        QTemporaryDir dir;
        const QString root = legacyPackage(dir.filePath("p"));
        test::writeTestFile(dir.filePath("file"), "not a directory\n");
        const QString cache = dir.filePath("file/calibrations");
        QCOMPARE(calibrate(*judgeFor(root), cache).limit->seconds, 2.0);
        QVERIFY(calibrate(*judgeFor(root), cache).ran);
    }
};

QTEST_GUILESS_MAIN(PackageCalibrationTest)
#include "test_package_calibration.moc"
