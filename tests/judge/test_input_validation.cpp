// Input validators on every test: Kattis's protocol (42 valid, 43 invalid), testlib's (0 valid) and omegaUp's
// validator test (1 valid, with the inputs it must refuse), the reason an input is refused, and a validator
// that fails told apart from an invalid input.
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

    // An omegaUp repository whose tests.json names a validator test (unittest, as omegaUp's repositories write
    // them) allowing 1 <= N <= 10, with the invalid case big (N = 11) it must refuse saying "N out of range".
    QString omegaUpRepository(QTemporaryDir& dir) {
        const QString root = dir.filePath("repository");
        test::writeTestFile(root + "/settings.json",
                            R"({"limits": {"TimeLimit": 1000, "MemoryLimit": 67108864}, "validator": {"name": "token"}})");
        test::writeTestFile(root + "/testplan", "sub1.0 50\nsub1.1 50\n");
        for (const char* name : {"sub1.0", "sub1.1"}) {
            test::writeTestFile(root + "/cases/" + name + ".in", "3\n");
            test::writeTestFile(root + "/cases/" + name + ".out", "3\n");
        }
        test::writeTestFile(root + "/tests/tests.json", R"({"inputs": {"filename": "test-validator.py"}, "max_score": 100})");
        test::writeTestFile(root + "/tests/test-validator.py",
                            "import unittest\n"
                            "from omegaup.validator import validatortest\n"
                            "class Test(unittest.TestCase):\n"
                            "    def test(self):\n"
                            "        with open('data.in') as handle:\n"
                            "            n = int(handle.read())\n"
                            "        self.assertTrue(1 <= n <= 10, 'N out of range')\n"
                            "if __name__ == '__main__':\n"
                            "    validatortest.main()\n");
        test::writeTestFile(root + "/tests/invalid-cases/big.in", "11\n");
        test::writeTestFile(root + "/tests/invalid-cases/big.out", "");
        test::writeTestFile(root + "/tests/invalid-cases/big.expected-failure", "N out of range\n");
        return root;
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
        for (const char* name : {"subtasks", "mixed-kattis", "circle", "guess"})
            QTest::newRow(name) << QString::fromLatin1(name);
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

    void anOmegaUpValidatorTestPassesValidCasesAndRefusesTheInvalidOnes() {
        QTemporaryDir dir;
        auto report = validate(omegaUpRepository(dir));
        QVERIFY2(report, report ? "" : report.error().c_str());
        QCOMPARE(report->count(InputValidity::Valid), 2);
        QCOMPARE(report->refusals.size(), 1);
        QCOMPARE(report->refusals.first().test, QStringLiteral("tests/invalid-cases/big"));
        QCOMPARE(report->refusals.first().validity, InputValidity::Invalid);
        QCOMPARE(report->wronglyDecidedRefusals(), 0);
    }

    void anOmegaUpCaseTheValidatorTestRefusesIsInvalidWithItsAssertion() {
        QTemporaryDir dir;
        const QString root = omegaUpRepository(dir);
        test::writeTestFile(root + "/cases/sub1.1.in", "70\n");
        auto report = validate(root);
        QVERIFY2(report, report ? "" : report.error().c_str());
        const InputCheck* bad = checkOf(*report, "sub1.1");
        QVERIFY(bad);
        QCOMPARE(bad->validity, InputValidity::Invalid);
        QCOMPARE(bad->message, QStringLiteral("AssertionError: False is not true : N out of range"));
    }

    void anOmegaUpInvalidCaseRefusedForAnotherReasonIsAValidatorFailure() {
        QTemporaryDir dir;
        const QString root = omegaUpRepository(dir);
        test::writeTestFile(root + "/tests/invalid-cases/big.expected-failure", "N must be even\n");
        auto report = validate(root);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QCOMPARE(report->refusals.first().validity, InputValidity::ValidatorFailed);
        QVERIFY2(report->refusals.first().message.contains("N must be even"),
                 qPrintable(report->refusals.first().message));
        QCOMPARE(report->wronglyDecidedRefusals(), 1);
    }

    void anOmegaUpInvalidCaseTheValidatorTestAcceptsIsNamed() {
        QTemporaryDir dir;
        const QString root = omegaUpRepository(dir);
        test::writeTestFile(root + "/tests/invalid-cases/big.in", "5\n");
        auto report = validate(root);
        QVERIFY2(report, report ? "" : report.error().c_str());
        QCOMPARE(report->refusals.first().validity, InputValidity::Valid);
        QCOMPARE(report->wronglyDecidedRefusals(), 1);
    }

    void aProblemWithoutValidatorsSaysSo() {
        QTemporaryDir dir;
        const QString problem = copyOf("circle", dir);
        QVERIFY(QDir(problem + "/input_validators").removeRecursively());
        auto report = validate(problem);
        QVERIFY(!report);
        QVERIFY2(report.error().find("no input validator") != std::string::npos, report.error().c_str());
    }
};

QTEST_GUILESS_MAIN(InputValidationTest)
#include "test_input_validation.moc"
