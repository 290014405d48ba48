// Input validators on every test: Kattis's protocol (42 valid, 43 invalid) and testlib's (0 valid), the
// reason an input is refused, and a validator that fails told apart from an invalid input.
#include "common/tree_copy.h"
#include "judge/input_validation.h"
#include "problem/package.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd;
using namespace jd::judge;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

const InputCheck* checkOf(const InputValidationReport& report, const QString& test) {
    for (const auto& check : report.checks)
        if (check.test == test) return &check;
    return nullptr;
}

} // namespace

class InputValidationTest : public QObject {
    Q_OBJECT

    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir cache_, scratch_;

    Result<InputValidationReport> validate(const QString& directory, int jobs = 2) {
        auto problem = problem::readProblem(directory);
        if (!problem) qFatal("%s", problem.error().c_str());
        SandboxExecutor executor(sandbox_);
        Compiler compiler(sandbox_, cache_.path());
        return validateInputs(*problem, executor, compiler, languages_, {jobs, scratch_.path()}, {});
    }

    // A copy of an example to spoil.
    QString copyOf(const QString& name, QTemporaryDir& dir) {
        const QString copy = dir.filePath(name);
        if (!copyTree(example(name), copy)) qFatal("cannot copy %s", qPrintable(name));
        return copy;
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
    }

    void everyInputOfTheExamplesIsValid_data() {
        QTest::addColumn<QString>("problem");
        QTest::newRow("kattis validator") << "aplusb";
        QTest::newRow("polygon testlib validator") << "mixed-polygon";
    }
    void everyInputOfTheExamplesIsValid() {
        QFETCH(QString, problem);
        auto report = validate(example(problem));
        QVERIFY2(report, report ? "" : report.error().c_str());
        QVERIFY(!report->checks.isEmpty());
        QCOMPARE(report->count(InputValidity::Valid), report->checks.size());
    }

    void anInvalidInputIsRefusedWithTheValidatorsReason() {
        QTemporaryDir dir;
        const QString problem = copyOf("aplusb", dir);
        test::writeTestFile(problem + "/data/secret/04-bad.in", "1  2\n");
        test::writeTestFile(problem + "/data/secret/04-bad.ans", "3\n");
        auto report = validate(problem);
        QVERIFY2(report, report ? "" : report.error().c_str());
        const InputCheck* bad = checkOf(*report, "secret/04-bad");
        QVERIFY(bad);
        QCOMPARE(bad->validity, InputValidity::Invalid);
        QCOMPARE(bad->validator, QStringLiteral("validate.cpp"));
        QCOMPARE(bad->message, QStringLiteral("expected b"));
        QCOMPARE(report->count(InputValidity::Valid), report->checks.size() - 1);
    }

    void aTestlibValidatorRefusesByAnyExitButZero() {
        QTemporaryDir dir;
        const QString problem = copyOf("mixed-polygon", dir);
        test::writeTestFile(problem + "/tests/05", "2000000\n");
        auto report = validate(problem);
        QVERIFY2(report, report ? "" : report.error().c_str());
        const InputCheck* bad = checkOf(*report, "secret/large/05");
        QVERIFY(bad);
        QCOMPARE(bad->validity, InputValidity::Invalid);
        QVERIFY2(bad->message.contains("above 1000000"), qPrintable(bad->message));
    }

    void aCrashingValidatorFailsWithoutCallingTheInputInvalid() {
        QTemporaryDir dir;
        const QString problem = copyOf("aplusb", dir);
        QFile::remove(problem + "/input_validators/validate.cpp");
        test::writeTestFile(problem + "/input_validators/validate.cpp",
                            "#include <cstdlib>\nint main() { std::abort(); }\n");
        auto report = validate(problem);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QCOMPARE(report->count(InputValidity::ValidatorFailed), report->checks.size());
        QVERIFY2(report->checks.first().message.contains("SIGABRT"), qPrintable(report->checks.first().message));
    }

    void aGroupsInputValidatorArgumentsReachTheValidator() {
        QTemporaryDir dir;
        const QString problem = copyOf("aplusb", dir);
        QFile::remove(problem + "/input_validators/validate.cpp");
        test::writeTestFile(problem + "/input_validators/validate.py",
                            "import sys\nprint(' '.join(sys.argv[1:]))\nsys.exit(42 if sys.argv[1:] == ['--max', '10'] "
                            "else 43)\n");
        test::writeTestFile(problem + "/data/secret/test_group.yaml", "input_validator_args: [--max, '10']\n");
        auto report = validate(problem);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QCOMPARE(checkOf(*report, "secret/01-small")->validity, InputValidity::Valid);
        QCOMPARE(checkOf(*report, "sample/1")->validity, InputValidity::Invalid);
    }

    void aValidatorThatDoesNotCompileIsAnErrorNamingIt() {
        QTemporaryDir dir;
        const QString problem = copyOf("aplusb", dir);
        test::writeTestFile(problem + "/input_validators/validate.cpp", "int main( {\n");
        auto report = validate(problem);
        QVERIFY(!report);
        QVERIFY2(report.error().find("validate.cpp does not compile") != std::string::npos, report.error().c_str());
    }

    void aProblemWithoutValidatorsSaysSo() {
        auto report = validate(example("circle"));
        QVERIFY(!report);
        QVERIFY2(report.error().find("no input validator") != std::string::npos, report.error().c_str());
    }
};

QTEST_GUILESS_MAIN(InputValidationTest)
#include "test_input_validation.moc"
