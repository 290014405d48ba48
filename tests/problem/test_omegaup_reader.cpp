// Reading omegaUp problems as quark reads them: settings.json's cases, groups and weights, its limits in Go
// durations and byte sizes, its validator, a testplan, .expected-failure files; and bad settings refused
// with the file and the field named before anything runs.
#include "problem/omegaup_reader.h"
#include "problem/omegaup_values.h"
#include "problem/package.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <KZip>

using namespace jd;
using namespace jd::problem;

namespace {

QString errorOf(const Result<Problem>& result) { return result ? QString() : QString::fromStdString(result.error()); }

// A problem of three cases: "0" alone, "1.0" and "1.1" in group "1", weights 1, 1, 2.
class OmegaUpPackage {
public:
    explicit OmegaUpPackage(const QByteArray& validator = R"({"Name": "token-caseless"})") {
        for (const char* name : {"0", "1.0", "1.1"}) {
            write(QStringLiteral("cases/%1.in").arg(name), "1\n");
            write(QStringLiteral("cases/%1.out").arg(name), "2\n");
        }
        settings(R"({"Cases": [{"Name": "0", "Cases": [{"Name": "0", "Weight": 1}]},
                               {"Name": "1", "Cases": [{"Name": "1.0", "Weight": 1}, {"Name": "1.1", "Weight": 2}]}],
                     "Limits": {"TimeLimit": "1.5s", "MemoryLimit": 67108864, "OutputLimit": "64KiB",
                                "OverallWallTimeLimit": "1m0s", "ExtraWallTime": "250ms"},
                     "Validator": )" +
                 validator + "}");
    }
    void settings(const QByteArray& json) { write("settings.json", json); }
    void write(const QString& file, const QByteArray& contents) { test::writeTestFile(dir_.filePath(file), contents); }
    QString path() const { return dir_.path(); }
    Result<Problem> read() const { return readProblem(dir_.path()); }

private:
    QTemporaryDir dir_;
};

    // As ofmi-archive keeps its problems: lower-case sections, limits in milliseconds and bytes, a testplan.
constexpr const char* kRepositorySettings = R"({
    "title": "Olas", "source": "OFMI 2022",
    "limits": {"TimeLimit": 1500, "MemoryLimit": 268435456, "InputLimit": 67108864, "OutputLimit": 65536,
               "ExtraWallTime": 0, "OverallWallTimeLimit": 60000},
    "validator": {"name": "token-caseless", "limits": {"TimeLimit": 1000}},
    "misc": {"alias": "olas", "visibility": "public", "languages": "all", "email_clarifications": 0,
             "admin-groups": ["ofmi-2022"]}})";

} // namespace

class OmegaUpReader : public QObject {
    Q_OBJECT
private slots:
    void goDurationsReadAsGoReadsThem_data() {
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<double>("seconds");
        QTest::newRow("seconds") << QJsonValue("1s") << 1.0;
        QTest::newRow("fraction") << QJsonValue("1.5s") << 1.5;
        QTest::newRow("milliseconds") << QJsonValue("250ms") << 0.25;
        QTest::newRow("minutes and seconds") << QJsonValue("1m0s") << 60.0;
        QTest::newRow("hours") << QJsonValue("1h2m3s") << 3723.0;
        QTest::newRow("microseconds") << QJsonValue("500us") << 0.0005;
        QTest::newRow("a bare number is seconds") << QJsonValue(2) << 2.0;
        QTest::newRow("zero") << QJsonValue("0") << 0.0;
    }
    void goDurationsReadAsGoReadsThem() {
        QFETCH(QJsonValue, value);
        QFETCH(double, seconds);
        auto read = omegaupDuration(value);
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(*read, seconds);
    }

    void aDurationWithoutUnitsIsRefused() {
        QVERIFY(!omegaupDuration(QJsonValue("5")));
        QVERIFY(!omegaupDuration(QJsonValue("1 second")));
        QVERIFY(!omegaupDuration(QJsonValue("s")));
    }

    void byteSizesTakeBinarySuffixes() {
        QCOMPARE(*omegaupByteSize(QJsonValue(1024)), 1024u);
        QCOMPARE(*omegaupByteSize(QJsonValue("64MiB")), 64ull << 20);
        QCOMPARE(*omegaupByteSize(QJsonValue("10KiB")), 10ull << 10);
        QCOMPARE(*omegaupByteSize(QJsonValue("7B")), 7u);
        QVERIFY(!omegaupByteSize(QJsonValue("64MB")));
        QVERIFY(!omegaupByteSize(QJsonValue(1.5)));
    }

    // go-base's FloatToRational: 0.3333333333 is within 1e-6 of no 1/100 or 1/1000 but of 240/720; 0.3333333
    // is within 1e-6 of none of the denominators, so it becomes the nearest 1/1024.
    void weightsBecomeTheRationalsGoBaseMakes() {
        QCOMPARE(omegaupRationalWeight(2), 2.0);
        QCOMPARE(omegaupRationalWeight(0.25), 0.25);
        QCOMPARE(omegaupRationalWeight(0.3333333333), 1.0 / 3);
        QCOMPARE(omegaupRationalWeight(0.3333333), 341.0 / 1024);
        QCOMPARE(omegaupRationalWeight(0.1234567891), std::round(0.1234567891 * 1024) / 1024);
    }

    void casesGroupByTheirNameUpToTheFirstDot() {
        QCOMPARE(omegaupGroupOf("1.0"), QStringLiteral("1"));
        QCOMPARE(omegaupGroupOf("easy.a.b"), QStringLiteral("easy"));
        QCOMPARE(omegaupGroupOf("0"), QStringLiteral("0"));
    }

    void settingsGiveGroupsWeightsAsSharesAndLimits() {
        OmegaUpPackage package;
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->dialect.dialect, Dialect::OmegaUp);
        QCOMPARE(problem->data.groups.size(), 2);
        QCOMPARE(problem->data.groups[1].name, QStringLiteral("1"));
        QCOMPARE(problem->data.groups[1].tests[1].name, QStringLiteral("1.1"));
        QCOMPARE(*problem->data.groups[0].tests[0].points, 0.25);
        QCOMPARE(*problem->data.groups[1].tests[1].points, 0.5);
        QCOMPARE(*problem->limits.timeLimit, 1.5);
        QCOMPARE(problem->limits.memoryMiB, 64);
        QCOMPARE(*problem->limits.outputBytes, 64ull << 10);
        QCOMPARE(*problem->limits.overallWallTime, 60.0);
        QCOMPARE(*problem->limits.extraWallTime, 0.25);
        QCOMPARE(problem->validation.comparison, QStringLiteral("token-caseless"));
        QVERIFY(problem->validation.scoring);
    }

    void tokenNumericDefaultsToAToleranceOf1e6() {
        OmegaUpPackage package(R"({"Name": "token-numeric"})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(*problem->validation.tolerance, 1e-6);
    }

    void minPolicyMakesEachGroupScoreItsWeakestCase() {
        OmegaUpPackage package(R"({"Name": "token", "GroupScorePolicy": "min"})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->data.groups[1].settings.aggregation, Aggregation::Min);
    }

    void aTestplanGivesTheWeightsWhenSettingsNameNoCases() {
        OmegaUpPackage package;
        package.settings(R"({"Limits": {"TimeLimit": "1s"}, "Validator": {"Name": "token"}})");
        package.write("testplan", "# case weight\n0 2\n1.0 1\n1.1 1\n");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(*problem->data.groups[0].tests[0].points, 0.5);
        QCOMPARE(problem->data.groups[1].tests.size(), 2);
    }

    void withoutCasesOrTestplanEveryCaseWeighsTheSame() {
        OmegaUpPackage package;
        package.settings(R"({"Limits": {"TimeLimit": "1s"}, "Validator": {"Name": "token"}})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(*problem->data.groups[0].tests[0].points, 1.0 / 3);
    }

    void limitsLeftOutAreOmegaUpsDefaultsAndSaidSo() {
        OmegaUpPackage package;
        package.settings(R"({"Validator": {"Name": "token"}})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(*problem->limits.timeLimit, 1.0);
        QCOMPARE(problem->limits.memoryMiB, 32);
        QCOMPARE(*problem->limits.outputBytes, 10ull << 10);
        QVERIFY(problem->warnings.join(' ').contains("omegaUp's defaults"));
    }

    void aCustomValidatorIsValidatorDotLang() {
        OmegaUpPackage package(R"({"Name": "custom", "Lang": "py3", "Limits": {"TimeLimit": "2s"}})");
        package.write("validator.py3", "print(1)\n");
        package.write("cases/1.1.expected-failure", "too small\n");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->outputValidatorProtocol, QStringLiteral("omegaup"));
        QVERIFY(problem->outputValidator.endsWith("validator.py3"));
        QCOMPARE(problem->outputValidatorLimits->timeLimit, 2.0);
        QCOMPARE(problem->outputValidatorLimits->memoryMiB, 256);
        QVERIFY(problem->data.groups[1].tests[1].expectedFailure.endsWith("1.1.expected-failure"));
    }

    void aCustomValidatorMayBeNamedByItsLanguagesExtension() {
        OmegaUpPackage package(R"({"Name": "custom", "Lang": "cpp17-gcc"})");
        package.write("validator.cpp", "int main() {}\n");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QVERIFY(problem->outputValidator.endsWith("validator.cpp"));
    }

    void aRepositorysSettingsAreReadInMillisecondsAndBytes() {
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        package.write("testplan", "0 0\n1.0 35\n1.1 65\n");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(*problem->limits.timeLimit, 1.5);
        QCOMPARE(problem->limits.memoryMiB, 256);
        QCOMPARE(*problem->limits.outputBytes, 65536ull);
        QCOMPARE(*problem->limits.overallWallTime, 60.0);
        QCOMPARE(problem->validation.comparison, QStringLiteral("token-caseless"));
        QCOMPARE(*problem->data.groups[1].tests[0].points, 0.35);
    }

    void aRepositorysLimitsSayWhichFileTheyCameFrom() {
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QVERIFY2(problem->limits.timeLimitSource.contains("settings.json (limits.TimeLimit, in milliseconds"),
                 qPrintable(problem->limits.timeLimitSource));
        QVERIFY2(problem->dialect.reason.contains("repository"), qPrintable(problem->dialect.reason));
    }

    void aRepositorysTitleIsTheProblemsName() {
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->name, QStringLiteral("Olas"));
    }

    void aKeyOmegaUpDoesNotReadIsWarnedAboutWithItsSection() {
        OmegaUpPackage package;
        package.settings(R"({"limits": {"TimeLimit": 1000, "TimeLimt": 2000}, "validator": {"name": "token"},
                             "misc": {"alias": "x", "colour": "blue"}})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        const QString warnings = problem->warnings.join('\n');
        QVERIFY2(warnings.contains("settings.json: limits.TimeLimt is not a key omegaUp reads"), qPrintable(warnings));
        QVERIFY2(warnings.contains("settings.json: misc.colour is not a key omegaUp reads"), qPrintable(warnings));
        QVERIFY2(!warnings.contains("alias"), qPrintable(warnings));
    }

    void aRepositorysGroupScorePolicyIsTheOneOmegaUpDeploySends() {
        OmegaUpPackage package;
        package.settings(R"({"limits": {"TimeLimit": 1000}, "validator": {"name": "token"},
                             "misc": {"group_score_policy": "min"}})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->data.groups[1].settings.aggregation, Aggregation::Min);
    }

    void aRepositorysCustomValidatorTakesItsLanguageFromItsFile() {
        OmegaUpPackage package;
        package.settings(R"({"limits": {"TimeLimit": 1000}, "validator": {"name": "custom"}})");
        package.write("validator.py", "print(1)\n");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QVERIFY(problem->outputValidator.endsWith("validator.py"));
    }

    void testsJsonGivesEachSolutionItsVerdictAndScoreRange() {
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        package.write("testplan", "0 0\n1.0 35\n1.1 65\n");
        package.write("solutions/sub1.cpp", "int main() {}\n");
        package.write("solutions/model.cpp", "int main() {}\n");
        package.write("tests/tests.json", R"({"solutions": [
            {"filename": "../solutions/model.cpp", "verdict": "AC"},
            {"filename": "../solutions/sub1.cpp", "verdict": "TLE", "score_range": [0.35, 0.35]}],
            "max_score": 100})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->submissions.size(), 2);
        QVERIFY(problem->submissions[0].path.endsWith("solutions/model.cpp"));
        QCOMPARE(problem->submissions[0].expectedSystemVerdict, QStringLiteral("AC"));
        QCOMPARE(problem->submissions[1].expectedScoreShare, (std::pair{0.35, 0.35}));
        QVERIFY(problem->submissions[1].wholePercentages);
        QVERIFY2(problem->warnings.isEmpty(), qPrintable(problem->warnings.join('\n')));
    }

    void testsJsonSaysItsExpectationsWereCheckedUnderOmegaUpsCiLimits() {
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        package.write("testplan", "0 0\n1.0 35\n1.1 65\n");
        package.write("solutions/model.cpp", "int main() {}\n");
        package.write("tests/tests.json", R"({"solutions": [{"filename": "../solutions/model.cpp", "verdict": "AC"}],
            "max_score": 100})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->limits.timeLimit, 1.5);
        QVERIFY2(problem->limits.expectationsWrittenUnder.contains("10 s per case"),
                 qPrintable(problem->limits.expectationsWrittenUnder));
    }

    void testsJsonInputsIsTheInputValidatorWithTheInvalidCasesToRefuse() {
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        package.write("testplan", "0 0\n1.0 35\n1.1 65\n");
        package.write("tests/test-validator.py", "import sys\n");
        package.write("tests/invalid-cases/sub1.big.in", "11\n");
        package.write("tests/invalid-cases/sub1.big.out", "");
        package.write("tests/invalid-cases/sub1.big.expected-failure", "N out of range\n");
        package.write("tests/tests.json", R"({"inputs": {"filename": "test-validator.py"}, "max_score": 100})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->inputValidators.size(), 1);
        QVERIFY(problem->inputValidators.first().endsWith("tests/test-validator.py"));
        QCOMPARE(problem->inputValidatorProtocol, QStringLiteral("omegaup"));
        QCOMPARE(problem->inputsToRefuse.size(), 1);
        QCOMPARE(problem->inputsToRefuse.first().name, QStringLiteral("tests/invalid-cases/sub1.big"));
        QVERIFY(problem->inputsToRefuse.first().expectedFailure.endsWith("sub1.big.expected-failure"));
    }

    void anInvalidCaseWithoutItsExpectedFailureIsRefusedNamingTheFile() {
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        package.write("testplan", "0 0\n1.0 35\n1.1 65\n");
        package.write("tests/test-validator.py", "import sys\n");
        package.write("tests/invalid-cases/sub1.big.in", "11\n");
        package.write("tests/invalid-cases/sub1.big.out", "");
        package.write("tests/tests.json", R"({"inputs": {"filename": "test-validator.py"}, "max_score": 100})");
        auto problem = package.read();
        QVERIFY(!problem);
        QVERIFY2(errorOf(problem).startsWith("tests/invalid-cases/sub1.big.expected-failure: missing"),
                 qPrintable(errorOf(problem)));
    }

    void aLibinteractiveRepositoryIsJudgedWithMainAndTheGlueOfEachLanguage() {
        OmegaUpPackage package;
        package.settings(R"({"limits": {"TimeLimit": 1000}, "validator": {"name": "literal"},
                             "interactive": {"ModuleName": "waves", "ParentLang": "cpp17-gcc"}})");
        package.write("interactive/waves.idl", "interface Main {};\ninterface waves { int waves(int k); };\n");
        package.write("interactive/Main.cpp", "#include \"waves.h\"\nint main() { return waves(1); }\n");
        package.write("interactive/Main.distrib.cpp", "int main() {}\n");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QVERIFY(problem->validation.interactive);
        QCOMPARE(problem->interactorProtocol, QStringLiteral("libinteractive"));
        QVERIFY(QFileInfo::exists(problem->interactor + "/Main.cpp"));
        QVERIFY(QFileInfo::exists(problem->interactor + "/Main_entry.cpp"));
        QVERIFY(QFileInfo::exists(problem->interactor + "/waves.h"));
        QVERIFY(QFileInfo::exists(problem->languageFiles.value("cpp") + "/waves_entry.cpp"));
        QVERIFY(QFileInfo::exists(problem->languageFiles.value("c") + "/waves_entry.c"));
        QVERIFY2(!problem->interactor.startsWith(package.path()), "the glue is never written into the package");
        QVERIFY2(problem->dialect.reason.contains("a libinteractive problem (interactive/waves.idl: Main and waves)"),
                 qPrintable(problem->dialect.reason));
    }

    void aWrongIdlIsRefusedNamingItsFileLineAndColumn() {
        OmegaUpPackage package;
        package.settings(R"({"limits": {"TimeLimit": 1000}, "validator": {"name": "literal"},
                             "interactive": {"ModuleName": "waves", "ParentLang": "cpp17-gcc"}})");
        package.write("interactive/waves.idl", "interface Main {};\ninterface waves { int waves(string k); };\n");
        package.write("interactive/Main.cpp", "int main() {}\n");
        auto problem = package.read();
        QVERIFY(!problem);
        QVERIFY2(errorOf(problem).startsWith("interactive/waves.idl:2:29: string is reserved"),
                 qPrintable(errorOf(problem)));
    }

    void aMainOfALanguageWithoutGlueIsRefusedNamingIt() {
        OmegaUpPackage package;
        package.settings(R"({"limits": {"TimeLimit": 1000}, "validator": {"name": "literal"},
                             "interactive": {"ModuleName": "waves", "ParentLang": "py3"}})");
        package.write("interactive/waves.idl", "interface Main {};\ninterface waves { int waves(int k); };\n");
        package.write("interactive/Main.py", "print(1)\n");
        auto problem = package.read();
        QVERIFY(!problem);
        QVERIFY2(errorOf(problem).contains("interactive/Main.py: Main in py (ParentLang py3)"),
                 qPrintable(errorOf(problem)));
    }

    void aMaxScoreTheWeightsDoNotAddUpToIsWarnedAbout() {
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        package.write("testplan", "0 0\n1.0 35\n1.1 60\n");
        package.write("tests/tests.json", R"({"max_score": 100})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QVERIFY2(problem->warnings.join('\n').contains("max_score is 100, but the cases' weights add up to 95"),
                 qPrintable(problem->warnings.join('\n')));
    }

    void badTestsJsonIsRefusedNamingTheFileAndField_data() {
        QTest::addColumn<QByteArray>("tests");
        QTest::addColumn<QString>("error");
        QTest::newRow("a range past 1") << QByteArray(R"({"solutions": [{"filename": "../s.cpp", "score_range": [0, 35]}]})")
                                        << "tests/tests.json: solutions[0].score_range: expected [low, high]";
        QTest::newRow("no expectation") << QByteArray(R"({"solutions": [{"filename": "../s.cpp"}]})")
                                        << "tests/tests.json: solutions[0]: names neither a verdict nor a score_range";
        QTest::newRow("a missing file") << QByteArray(R"({"solutions": [{"filename": "../t.cpp", "verdict": "AC"}]})")
                                        << "tests/tests.json: solutions[0].filename: ../t.cpp: no such file";
        QTest::newRow("an unknown verdict") << QByteArray(R"({"solutions": [{"filename": "../s.cpp", "verdict": "OK"}]})")
                                            << "tests/tests.json: solutions[0].verdict: expected one of omegaUp's";
        QTest::newRow("a fractional max_score") << QByteArray(R"({"max_score": 99.5})")
                                                << "tests/tests.json: max_score: expected a whole number";
        QTest::newRow("a negative range") << QByteArray(R"({"solutions": [{"filename": "../s.cpp", "score_range": [-0.5, 1]}]})")
                                          << "tests/tests.json: solutions[0].score_range: expected [low, high]";
        QTest::newRow("a range of text") << QByteArray(R"({"solutions": [{"filename": "../s.cpp", "score_range": ["0", "1"]}]})")
                                         << "tests/tests.json: solutions[0].score_range: expected [low, high]";
        QTest::newRow("a solution outside the package")
            << QByteArray(R"({"solutions": [{"filename": "../../../etc/passwd", "verdict": "AC"}]})")
            << "tests/tests.json: solutions[0].filename:";
        QTest::newRow("a solution that is a directory")
            << QByteArray(R"({"solutions": [{"filename": "../cases", "verdict": "AC"}]})")
            << "tests/tests.json: solutions[0].filename: ../cases: no such file";
        QTest::newRow("a validator test outside the package")
            << QByteArray(R"({"inputs": {"filename": "../../x.py"}})") << "tests/tests.json: inputs.filename:";
        QTest::newRow("solutions that are no list") << QByteArray(R"({"solutions": {"filename": "../s.cpp"}})")
                                                    << "tests/tests.json: solutions: expected a list";
        QTest::newRow("not JSON") << QByteArray("\x00\xff{") << "tests/tests.json";
    }
    void badTestsJsonIsRefusedNamingTheFileAndField() {
        QFETCH(QByteArray, tests);
        QFETCH(QString, error);
        OmegaUpPackage package;
        package.settings(kRepositorySettings);
        package.write("s.cpp", "int main() {}\n");
        package.write("tests/tests.json", tests);
        const QString got = errorOf(package.read());
        QVERIFY2(got.contains(error), qPrintable(got));
    }

    void aStoredProblemsBareNumberOfSecondsStaysSeconds() {
        OmegaUpPackage package;
        package.settings(R"({"Limits": {"TimeLimit": 2}, "Validator": {"Name": "token"}})");
        auto problem = package.read();
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(*problem->limits.timeLimit, 2.0);
    }

    void anOmegaUpZipOpensLikeItsFolder() {
        OmegaUpPackage package;
        QTemporaryDir zips;
        const QString zip = zips.filePath("sumas.zip");
        {
            KZip archive(zip);
            QVERIFY(archive.open(QIODevice::WriteOnly));
            QVERIFY(archive.addLocalDirectory(package.path(), "sumas"));
        }
        auto problem = readProblem(zip);
        QVERIFY2(problem, qPrintable(errorOf(problem)));
        QCOMPARE(problem->dialect.dialect, Dialect::OmegaUp);
    }

    void aCaseLinkingOutsideThePackageIsRefused() {
        OmegaUpPackage package;
        QFile::remove(package.path() + "/cases/0.in");
        QVERIFY(QFile::link("/etc/passwd", package.path() + "/cases/0.in"));
        const QString error = errorOf(package.read());
        QVERIFY2(error.contains("cases/0.in"), qPrintable(error));
    }

    void settingsThatAreNotAFileOrNotJsonAreRefused_data() {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << QByteArray() << "settings.json:1:";
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{", 4) << "settings.json:1:";
        QTest::newRow("a list") << QByteArray("[1, 2]") << "settings.json: expected an object";
        QTest::newRow("a validator that is a word")
            << QByteArray(R"({"Validator": "token"})") << "settings.json: Validator: expected an object";
    }
    void settingsThatAreNotAFileOrNotJsonAreRefused() {
        QFETCH(QByteArray, contents);
        QFETCH(QString, error);
        OmegaUpPackage package;
        package.settings(contents);
        const QString got = errorOf(package.read());
        QVERIFY2(got.contains(error), qPrintable(got));
    }

    void settingsThatAreADirectoryAreRefused() {
        OmegaUpPackage package;
        QFile::remove(package.path() + "/settings.json");
        QVERIFY(QDir(package.path()).mkdir("settings.json"));
        const QString got = errorOf(readOmegaUpProblem(package.path()));
        QVERIFY2(got.contains("settings.json: cannot be read"), qPrintable(got));
    }

    void badSettingsAreRefusedNamingTheFileAndField_data() {
        QTest::addColumn<QByteArray>("settings");
        QTest::addColumn<QString>("error");
        const QByteArray cases = R"("Cases": [{"Name": "0", "Cases": [{"Name": "0", "Weight": 1}]}])";
        QTest::newRow("unknown validator") << QByteArray("{" + cases + R"(, "Validator": {"Name": "tokens"}})")
                                           << "settings.json: Validator.Name: unknown validator 'tokens'";
        QTest::newRow("custom validator without its file")
            << QByteArray("{" + cases + R"(, "Validator": {"Name": "custom", "Lang": "cpp17-gcc"}})")
            << "settings.json: Validator.Lang: cpp17-gcc: there is no validator.cpp17-gcc";
        QTest::newRow("weight not a number")
            << QByteArray(R"({"Cases": [{"Name": "0", "Cases": [{"Name": "0", "Weight": "heavy"}]}],)"
                          R"( "Validator": {"Name": "token"}})")
            << "settings.json: Cases[0].Cases[0].Weight: expected a number, got \"heavy\"";
        QTest::newRow("duration that does not parse")
            << QByteArray("{" + cases + R"(, "Limits": {"TimeLimit": "1 sec"}, "Validator": {"Name": "token"}})")
            << "settings.json: Limits.TimeLimit: cannot read the duration \"1 sec\"";
        QTest::newRow("size that does not parse")
            << QByteArray("{" + cases + R"(, "Limits": {"MemoryLimit": "lots"}, "Validator": {"Name": "token"}})")
            << "settings.json: Limits.MemoryLimit: cannot read the size \"lots\"";
        QTest::newRow("unknown group policy")
            << QByteArray("{" + cases + R"(, "Validator": {"Name": "token", "GroupScorePolicy": "max"}})")
            << "settings.json: Validator.GroupScorePolicy: unknown policy 'max'";
        QTest::newRow("a case without its input")
            << QByteArray(R"({"Cases": [{"Name": "9", "Cases": [{"Name": "9"}]}], "Validator": {"Name": "token"}})")
            << "cases/9.in: missing, but settings.json names the case 9";
        QTest::newRow("a repository's unknown validator")
            << QByteArray(R"({"limits": {"TimeLimit": 1000}, "validator": {"name": "tokens"}})")
            << "settings.json: validator.name: unknown validator 'tokens'";
        QTest::newRow("a repository's time limit of no number")
            << QByteArray(R"({"limits": {"TimeLimit": "fast"}, "validator": {"name": "token"}})")
            << "settings.json: limits.TimeLimit: cannot read the duration \"fast\"";
        QTest::newRow("not JSON") << QByteArray("{\"Cases\": [") << "settings.json:1:";
        QTest::newRow("libinteractive without its interface")
            << QByteArray("{" + cases + R"(, "Interactive": {"Main": "x"}})")
            << "interactive/: holds no .idl (libinteractive's interface of Main and the contestant's module)";
        QTest::newRow("libinteractive that is no object")
            << QByteArray("{" + cases + R"(, "Interactive": "waves"})")
            << "settings.json: Interactive: expected an object with ModuleName and ParentLang";
    }
    void badSettingsAreRefusedNamingTheFileAndField() {
        QFETCH(QByteArray, settings);
        QFETCH(QString, error);
        OmegaUpPackage package;
        package.settings(settings);
        const QString got = errorOf(package.read());
        QVERIFY2(got.contains(error), qPrintable(got));
    }
};

QTEST_GUILESS_MAIN(OmegaUpReader)
#include "test_omegaup_reader.moc"
