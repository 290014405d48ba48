// Beside bare tests, a source's name says what it is for in a stress test: the generator, the trusted
// reference, or a solution being written.
#include "judge/stress_roles.h"

#include <QTest>

using namespace jd::judge;

class StressRolesTest : public QObject {
    Q_OBJECT

private slots:
    void aNameStartingWithGenIsAGenerator() {
        QVERIFY(namedAsGenerator("/p/gen.py"));
        QVERIFY(namedAsGenerator("/p/Generator.cpp"));
        QVERIFY(!namedAsGenerator("/p/sol.cpp"));
    }

    void aBruteForceOrAModelSolutionIsTrusted() {
        for (const char* name :
             {"brute.cpp", "naive.py", "slow.cpp", "std.cpp", "sol_brute.cpp", "brute2.py", "bruteforce.cpp"})
            QVERIFY2(namedAsReference(QStringLiteral("/p/") + name), name);
    }

    void aWordInsideAnotherSaysNothing() {
        for (const char* name : {"incorrect.cpp", "bfs.cpp", "sol.cpp", "refine.py"})
            QVERIFY2(!namedAsReference(QStringLiteral("/p/") + name), name);
    }

    void aGeneratorIsNeverTheReference() { QVERIFY(!namedAsReference("/p/gen_brute.py")); }

    void theFirstSourceOfEachRoleIsChosen() {
        const QStringList sources = {"/p/a.cpp", "/p/brute.py", "/p/gen.py", "/p/gen2.py", "/p/naive.cpp"};
        QCOMPARE(generatorByName(sources), QStringLiteral("/p/gen.py"));
        QCOMPARE(referenceByName(sources), QStringLiteral("/p/brute.py"));
        QCOMPARE(referenceByName({"/p/a.cpp", "/p/b.cpp"}), QString());
    }
};

QTEST_GUILESS_MAIN(StressRolesTest)
#include "test_stress_roles.moc"
