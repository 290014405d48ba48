// Every configured language whose tools are installed really runs: hello world and A+B compile, run and
// are accepted; a compile error is CE with the compiler's own words. The sources are under
// tests/judge/languages/<language id>/; `complaint` holds a word the compiler's message must contain.
#include "judge/problem_judge.h"
#include "problem/kattis_reader.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::judge;

namespace {

const QString kSources = QStringLiteral(JUDGEDESK_LANGUAGE_SOURCES);

QString fileNamed(const QString& language, const QString& part) {
    QDir dir(kSources + "/" + language);
    for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
        if (name.contains(part)) return dir.filePath(name);
    return {};
}

} // namespace

class Languages : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir work_;
    std::unique_ptr<ProblemJudge> hello_, aplusb_;

    std::unique_ptr<ProblemJudge> judgeFor(const QString& directory) {
        auto problem = problem::readKattisProblem(directory);
        if (!problem) qFatal("%s", problem.error().c_str());
        return std::make_unique<ProblemJudge>(problem.value(), std::make_shared<SandboxExecutor>(sandbox_),
                                              std::make_shared<Compiler>(sandbox_, work_.filePath("cache")),
                                              languages_);
    }

    JudgeReport judge(ProblemJudge& judge, const QString& source, const Language* language) {
        JudgeOptions options;
        options.jobs = 2;
        setTimeLimit(options, 10); // runtimes that start slowly (the JVM, R) are not what is tested here
        auto report = judge.judge({{source}, language, {}}, options);
        if (!report) qFatal("%s", report.error().c_str());
        return report.value();
    }

    static QString firstProblem(const JudgeReport& report) {
        if (report.verdict == Verdict::CE) return report.compile.compilerOutput;
        for (const TestOutcome& test : report.tests)
            if (test.verdict != Verdict::AC) return test.test + ": " + verdictCode(test.verdict) + " " + test.message;
        return {};
    }

    const Language* installed(const QString& id) {
        const Language* language = languages_.byId(id);
        if (!language) qFatal("tests/judge/languages/%s names no configured language", qPrintable(id));
        return language->toolPath().isEmpty() ? nullptr : language;
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        languages_ = LanguageRegistry::load({}).value();
        const QString hello = work_.filePath("hello");
        test::writeTestFile(hello + "/problem.yaml", "name: Hello\n");
        test::writeTestFile(hello + "/data/secret/1.in", "");
        test::writeTestFile(hello + "/data/secret/1.ans", "Hello, World!\n");
        const QString aplusb = work_.filePath("aplusb");
        test::writeTestFile(aplusb + "/problem.yaml", "name: A+B\n");
        const char* sums[][2] = {{"1 2\n", "3\n"}, {"-5 5\n", "0\n"}, {"1000000000 1000000000\n", "2000000000\n"}};
        for (int i = 0; i < 3; ++i) {
            test::writeTestFile(aplusb + QStringLiteral("/data/secret/%1.in").arg(i), sums[i][0]);
            test::writeTestFile(aplusb + QStringLiteral("/data/secret/%1.ans").arg(i), sums[i][1]);
        }
        hello_ = judgeFor(hello);
        aplusb_ = judgeFor(aplusb);
    }

    void everyLanguage_data() {
        QTest::addColumn<QString>("language");
        for (const QString& id : QDir(kSources).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            QTest::newRow(qPrintable(id)) << id;
    }

    void helloWorldIsAccepted_data() { everyLanguage_data(); }
    void helloWorldIsAccepted() {
        QFETCH(QString, language);
        const Language* tools = installed(language);
        if (!tools) QSKIP("not installed here");
        const JudgeReport report = judge(*hello_, fileNamed(language, "hello"), tools);
        QVERIFY2(report.verdict == Verdict::AC, qPrintable(firstProblem(report)));
    }

    void aPlusBIsAccepted_data() { everyLanguage_data(); }
    void aPlusBIsAccepted() {
        QFETCH(QString, language);
        const Language* tools = installed(language);
        if (!tools) QSKIP("not installed here");
        const JudgeReport report = judge(*aplusb_, fileNamed(language, "aplusb"), tools);
        QVERIFY2(report.verdict == Verdict::AC, qPrintable(firstProblem(report)));
    }

    void compileErrorIsCeWithTheCompilersWords_data() { everyLanguage_data(); }
    void compileErrorIsCeWithTheCompilersWords() {
        QFETCH(QString, language);
        const Language* tools = installed(language);
        if (!tools) QSKIP("not installed here");
        const JudgeReport report = judge(*aplusb_, fileNamed(language, "broken"), tools);
        QCOMPARE(verdictCode(report.verdict), QStringLiteral("CE"));
        QFile complaint(kSources + "/" + language + "/complaint");
        QVERIFY(complaint.open(QIODevice::ReadOnly));
        const QString word = QString::fromUtf8(complaint.readAll()).trimmed();
        QVERIFY2(report.compile.compilerOutput.contains(word, Qt::CaseInsensitive),
                 qPrintable("no '" + word + "' in: " + report.compile.compilerOutput));
    }
};

QTEST_GUILESS_MAIN(Languages)
#include "test_languages.moc"
