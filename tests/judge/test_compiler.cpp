// Languages and compilation: the built-in table and a user's overrides; sources compiled inside the
// sandbox, a compile error reported as an outcome with the compiler's words, the cache reused.
#include "judge/compiler.h"
#include "judge/languages.h"
#include "sandbox_fixture.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::judge;
using namespace jd::sandbox;
using namespace std::chrono_literals;

class CompilerTest : public QObject {
    Q_OBJECT
    std::shared_ptr<Sandbox> sandbox_;
    LanguageRegistry languages_;
    QTemporaryDir work_;

    // Runs a built program on `input` and returns what it printed.
    QByteArray runProgram(const BuiltProgram& program, const QByteArray& input) {
        RunSpec spec;
        for (const QString& word : program.runCommand(256))
            spec.argv.push_back(word.toStdString());
        spec.environment = {"PATH=/usr/bin:/bin"};
        for (const QString& variable : program.environment)
            spec.environment.push_back(variable.toStdString());
        spec.binds.push_back({program.directory.toStdString(), kProgramInside, false});
        spec.limits.cpuTime = 10s;
        spec.limits.wallTime = 20s;
        spec.limits.memory = 1ull << 30;
        spec.limits.processes = std::max(16, program.language->runProcesses);
        spec.stdinSpec = StreamSpec::file(jd::test::writeTestFile(work_.filePath("input.txt"), input).toStdString());
        spec.stdoutSpec = StreamSpec::pipe();
        auto process = sandbox_->start(spec);
        if (!process) qFatal("%s", process.error().c_str());
        QByteArray output;
        char buffer[4096];
        for (ssize_t got; (got = process.value()->read(buffer, sizeof buffer)) > 0;)
            output.append(buffer, got);
        const RunResult& result = process.value()->wait();
        if (result.status != RunStatus::Ok) qWarning("run ended: %s", exitReason(result).c_str());
        return output;
    }

    CompileOutcome compile(const QString& languageId, const QString& name, const QByteArray& source,
                           const QString& cache) {
        const Language* language = languages_.byId(languageId);
        if (!language) qFatal("no language %s", qPrintable(languageId));
        Compiler compiler(sandbox_, cache);
        auto outcome = compiler.compile(*language, {jd::test::writeTestFile(work_.filePath(name), source)});
        if (!outcome) qFatal("compile: %s", outcome.error().c_str());
        return outcome.value();
    }

private slots:
    void initTestCase() {
        sandbox_ = jd::test::createSandbox(jd::test::modeFromEnvironment());
        auto loaded = LanguageRegistry::load({});
        QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
        languages_ = loaded.value();
        QFile::setPermissions(work_.path(), QFile::permissions(work_.path()) | QFile::ReadOther | QFile::ExeOther);
    }

    void builtInTableKnowsTheLanguages() {
        for (const char* id :
             {"c", "cpp11", "cpp14", "cpp17", "cpp20", "cpp23", "java", "python3", "javascript", "kotlin", "rust", "go",
              "pascal", "haskell", "ruby", "lua", "csharp", "python2", "pypy3"})
            QVERIFY2(languages_.byId(id), id);
        QCOMPARE(languages_.forSource("a.cpp")->id, QStringLiteral("cpp20"));
        QCOMPARE(languages_.forSource("Main.java")->id, QStringLiteral("java"));
        QCOMPARE(languages_.forSource("sol.py")->id, QStringLiteral("python3"));
        QCOMPARE(languages_.forSource("sol.py", "#!/usr/bin/env python2")->id, QStringLiteral("python2"));
        QCOMPARE(languages_.forSource("sol.py", "#!/usr/bin/pypy3")->id, QStringLiteral("pypy3"));
        QVERIFY(!languages_.forSource("notes.txt"));
        QVERIFY(languages_.byId("java")->needsMainClass() && !languages_.byId("c")->needsMainClass());
        QCOMPARE(languages_.byId("java")->compileLimits.processes, 256);
        QCOMPARE(languages_.byId("c")->compileLimits.memoryMiB, 512);
    }

    // problemtools' languages.yaml: "Python 3 (w/PyPy3)"; DOMjudge's py3 is PyPy too.
    void kattisRunsPythonThreeWithPypy() {
        QCOMPARE(languages_.forSource("a.py", {}, "kattis")->id, QStringLiteral("pypy3"));
        QCOMPARE(languages_.forSource("a.py", "#!/usr/bin/env python3\n", "kattis")->id, QStringLiteral("pypy3"));
        QCOMPARE(languages_.forSource("a.py", {}, "judgedesk")->id, QStringLiteral("python3"));
        QCOMPARE(languages_.forSource("a.py", "#!/usr/bin/python2\n", "kattis")->id, QStringLiteral("python2"));
    }
    void cpythonCanJudgeKattisPythonInstead() {
        LanguageRegistry registry = languages_;
        QVERIFY(registry.preferInDialect("python3", "kattis"));
        QCOMPARE(registry.forSource("a.py", {}, "kattis")->id, QStringLiteral("python3"));
        QCOMPARE(registry.forSource("a.py", {}, "domjudge")->id, QStringLiteral("pypy3")); // DOMjudge's stays
        QVERIFY(!registry.preferInDialect("python9", "kattis"));
    }

    void userFileReplacesAndAdds() {
        auto registry =
            LanguageRegistry::fromYaml("cpp20:\n  compile: [clang++, -std=c++20, -o, '{binary}', '{sources}']\n"
                                       "awk:\n  name: AWK\n  extensions: [awk]\n  run: [awk, -f, '{main}']\n",
                                       "languages.yaml", languages_);
        QVERIFY2(registry, registry ? "" : registry.error().c_str());
        QCOMPARE(registry->byId("cpp20")->compile.first(), QStringLiteral("clang++"));
        QCOMPARE(registry->byId("cpp20")->name, QStringLiteral("C++20")); // the rest stays
        QCOMPARE(registry->forSource("x.awk")->name, QStringLiteral("AWK"));
    }

    void brokenUserFileIsNamed() {
        auto registry = LanguageRegistry::fromYaml("c:\n  run: gcc\n", "my.yaml", languages_);
        QVERIFY(!registry);
        QCOMPARE(QString::fromStdString(registry.error()), QStringLiteral("my.yaml:2: c.run: expected a list"));
        auto noRun = LanguageRegistry::fromYaml("new:\n  name: New\n", "my.yaml");
        QVERIFY(!noRun);
        QVERIFY(QString::fromStdString(noRun.error()).contains("has no run command"));
    }

    void commandsExpand() {
        CommandValues values{
            {"/program/a.cpp", "/program/b.cpp"}, "/program/a.cpp", "/program/main", "/program", "Main", 256, "05"};
        QCOMPARE(expandCommand({"g++", "-o", "{binary}", "{sources}", "-Xmx{memory_mb}m", "{mainclass}", "{test}.out"},
                               values),
                 QStringList(
                     {"g++", "-o", "/program/main", "/program/a.cpp", "/program/b.cpp", "-Xmx256m", "Main", "05.out"}));
    }

    // DOMjudge's JVM heap: the memory limit less what the runtime keeps, and no less than nothing.
    void aLessenedMemoryLimitExpandsToWhatIsLeft() {
        CommandValues values;
        values.memoryMiB = 256;
        QCOMPARE(expandCommand({"-Xms{memory_mb-128}m", "-Xmx{memory_mb-128}m"}, values),
                 QStringList({"-Xms128m", "-Xmx128m"}));
        values.memoryMiB = 100;
        QCOMPARE(expandCommand({"-Xmx{memory_mb-128}m"}, values), QStringList{"-Xmx0m"});
    }

    // What the run command keeps from the heap is known before anything runs (the export warns of it).
    void aRuntimesReserveIsReadFromItsRunCommand() {
        QCOMPARE(languages_.byId("domjudge-java")->runtimeReserveMiB(), 128);
        QCOMPARE(languages_.byId("java")->runtimeReserveMiB(), 0);
    }

    // An output-only submission's run prints the answer to the test it runs on: the test's own name.
    void aRunCommandNamesTheTestByTheLastPartOfItsName() {
        BuiltProgram program;
        const Language* answers = languages_.byId("cat");
        QVERIFY(answers);
        program.language = answers;
        QCOMPARE(program.runCommand(256, "secret/group1/05"), QStringList({"cat", "/program/answers/05.out"}));
        QCOMPARE(program.runCommand(256, "large.1"), QStringList({"cat", "/program/answers/large.1.out"}));
    }

    void cppCompilesRunsAndIsCached() {
        QTemporaryDir cache;
        const QByteArray source = "#include <cstdio>\nint main(){long a,b;std::scanf(\"%ld %ld\",&a,&b);"
                                  "std::printf(\"%ld\\n\",a+b);}\n";
        CompileOutcome first = compile("cpp20", "sum.cpp", source, cache.path());
        QVERIFY2(first.compiled, qPrintable(first.compilerOutput));
        QVERIFY(!first.fromCache);
        QCOMPARE(runProgram(*first.program, "20 22\n"), QByteArray("42\n"));
        CompileOutcome second = compile("cpp20", "sum.cpp", source, cache.path());
        QVERIFY(second.compiled && second.fromCache);
        QCOMPARE(second.program->directory, first.program->directory);
        CompileOutcome changed = compile("cpp20", "sum.cpp", source + "// changed\n", cache.path());
        QVERIFY(changed.compiled && !changed.fromCache);
        QCOMPARE(QDir(cache.path()).entryList({".build-*"}, QDir::Dirs | QDir::Hidden).size(), 0);
    }

    void compileErrorIsAnOutcomeWithTheCompilersWords() {
        QTemporaryDir cache;
        CompileOutcome outcome = compile("cpp20", "broken.cpp", "int main() { return undeclared; }\n", cache.path());
        QVERIFY(!outcome.compiled);
        QVERIFY(!outcome.program);
        QVERIFY2(outcome.compilerOutput.contains("undeclared") && outcome.compilerOutput.contains("error"),
                 qPrintable(outcome.compilerOutput));
        CompileOutcome again = compile("cpp20", "broken.cpp", "int main() { return undeclared; }\n", cache.path());
        QVERIFY(!again.compiled && again.fromCache && again.compilerOutput.contains("undeclared"));
    }

    void aCompileErrorQuotingALineInGbkIsReadable() {
        QTemporaryDir cache;
        // The line the compiler rejects carries a comment in GBK ("中文注释"), which it quotes byte for byte.
        CompileOutcome outcome =
            compile("cpp20", "gbk.cpp", "int main() { return undeclared; } // \xd6\xd0\xce\xc4\xd7\xa2\xca\xcd\n",
                    cache.path());
        QVERIFY(!outcome.compiled);
        QVERIFY2(outcome.compilerOutput.contains(QString::fromUtf8("中文注释")), qPrintable(outcome.compilerOutput));
    }

    void javaCompilesAndRuns() {
        if (QStandardPaths::findExecutable("javac").isEmpty()) QSKIP("no JDK on this machine");
        QTemporaryDir cache;
        CompileOutcome outcome =
            compile("java", "Main.java",
                    "import java.util.*;\npublic class Main { public static void main(String[] a) {"
                    " Scanner s = new Scanner(System.in); long x = s.nextLong(), y = s.nextLong();"
                    " System.out.println(x + y); } }\n",
                    cache.path());
        QVERIFY2(outcome.compiled, qPrintable(outcome.compilerOutput));
        QCOMPARE(runProgram(*outcome.program, "2 40\n"), QByteArray("42\n"));
    }

    void pythonSyntaxErrorIsACompileError() {
        QTemporaryDir cache;
        CompileOutcome broken = compile("python3", "bad.py", "print(\n", cache.path());
        QVERIFY(!broken.compiled);
        QVERIFY2(broken.compilerOutput.contains("SyntaxError") || broken.compilerOutput.contains("never closed"),
                 qPrintable(broken.compilerOutput));
        CompileOutcome good =
            compile("python3", "good.py", "a, b = map(int, input().split())\nprint(a + b)\n", cache.path());
        QVERIFY2(good.compiled, qPrintable(good.compilerOutput));
        QCOMPARE(runProgram(*good.program, "1 2\n"), QByteArray("3\n"));
    }

    // A compiler stopped by its memory limit (as cc1plus under g++) is a compile error naming the limit, and is
    // not cached: under a higher limit the same source compiles.
    void aCompilerStoppedByItsMemoryLimitSaysWhichLimitAndIsNotCached() {
        QTemporaryDir cache;
        auto registry = LanguageRegistry::fromYaml(
            "hungry:\n  extensions: [hungry]\n"
            "  compile: [sh, -c, 'python3 -c \"x = b\\\"x\\\" * (400 << 20)\"; exit 1', '{main}']\n"
            "  run: [cat, '{main}']\n",
            "test.yaml");
        QVERIFY2(registry, registry ? "" : registry.error().c_str());
        const Language& hungry = *registry->byId("hungry");
        const QString source = jd::test::writeTestFile(work_.filePath("big.hungry"), "1\n");
        Compiler compiler(sandbox_, cache.path());
        CompileLimitsChoice tight{hungry.compileLimits, QStringLiteral("a test's")};
        tight.limits.memoryMiB = 128;
        auto stopped = compiler.compile(hungry, {source}, {}, {}, tight);
        QVERIFY2(stopped, stopped ? "" : stopped.error().c_str());
        QVERIFY(!stopped->compiled);
        QVERIFY2(stopped->compilerOutput.contains("the compiler needed more than 128 MiB, the compile memory limit of a "
                                                  "test's"),
                 qPrintable(stopped->compilerOutput));
        CompileLimitsChoice roomy = tight;
        roomy.limits.memoryMiB = 0; // none, as problemtools compiles
        auto again = compiler.compile(hungry, {source}, {}, {}, roomy);
        QVERIFY2(again, again ? "" : again.error().c_str());
        QVERIFY(!again->fromCache);
        QVERIFY2(!again->compilerOutput.contains("needed more than"), qPrintable(again->compilerOutput));
    }

    void eachSystemCompilesUnderItsOwnLimits() {
        const Language& cpp = *languages_.byId("cpp17");
        QCOMPARE(compileLimitsFor(cpp, jd::problem::Dialect::Kattis).limits.memoryMiB, 0); // problemtools: none
        QCOMPARE(compileLimitsFor(cpp, jd::problem::Dialect::DOMjudge).limits.memoryMiB, 2048);
        QCOMPARE(compileLimitsFor(cpp, jd::problem::Dialect::OmegaUp).limits.memoryMiB, 512);
        CompileLimitsOverride raised;
        raised.memoryMiB = 4096;
        const CompileLimitsChoice set = compileLimitsFor(cpp, jd::problem::Dialect::OmegaUp, raised);
        QCOMPARE(set.limits.memoryMiB, 4096);
        QCOMPARE(set.source, QStringLiteral("your setting"));
    }

    // GCC 14 refuses AVX2 intrinsics in the standard headers after `#pragma GCC target("avx2")` unless the
    // command line names the instruction set too; GCC 12 and 13 (Kattis's) compile such a file as it is.
    void aTargetPragmaBeforeTheHeadersCompiles() {
        QTemporaryDir cache;
        const QByteArray source = "#pragma GCC optimize(\"Ofast,unroll-loops\")\n"
                                  "#pragma GCC target(\"avx2,popcnt,lzcnt,abm,bmi,bmi2,fma,tune=native\")\n"
                                  "#include <bits/stdc++.h>\nint main(){std::vector<int> v{1,2};"
                                  "std::printf(\"%d\\n\", v[0]+v[1]);}\n";
        CompileOutcome outcome = compile("cpp17", "pragma.cpp", source, cache.path());
        QVERIFY2(outcome.compiled, qPrintable(outcome.compilerOutput));
        QVERIFY2(outcome.compilerOutput.contains("compiled with -mavx2 -mpopcnt -mlzcnt -mabm -mbmi -mbmi2 -mfma"),
                 qPrintable(outcome.compilerOutput));
        QVERIFY2(!outcome.compilerOutput.contains("native"), qPrintable(outcome.compilerOutput));
    }

    void missingSourceIsAnError() {
        Compiler compiler(sandbox_, work_.filePath("cache"));
        auto outcome = compiler.compile(*languages_.byId("c"), {work_.filePath("nowhere.c")});
        QVERIFY(!outcome);
        QVERIFY(QString::fromStdString(outcome.error()).contains("cannot read the source"));
    }
};

QTEST_GUILESS_MAIN(CompilerTest)
#include "test_compiler.moc"
