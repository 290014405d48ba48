// What JudgeDesk says beside a verdict the package's system words more broadly: a memory limit that Kattis
// calls a run-time error is named as one, and a verdict the system names exactly gets no words added.
#include "judge/verdict_explanation.h"

#include <QTest>

using namespace jd;
using namespace jd::judge;

Q_DECLARE_METATYPE(jd::judge::Verdict)
Q_DECLARE_METATYPE(jd::problem::Dialect)

class VerdictExplanationTest : public QObject {
    Q_OBJECT

private slots:
    void explanationSaysWhatTheSystemsWordLeavesOut_data() {
        QTest::addColumn<Verdict>("verdict");
        QTest::addColumn<problem::Dialect>("dialect");
        QTest::addColumn<bool>("addressSpace");
        QTest::addColumn<QString>("explanation");
        using D = problem::Dialect;
        QTest::newRow("Kattis, the address-space cap")
            << Verdict::MLE << D::Kattis << true
            << "It hit the memory limit of 256 MiB: the cap on its address space refused an allocation. Kattis "
               "counts this as a run-time error (RTE).";
        QTest::newRow("DOMjudge, the memory limit")
            << Verdict::MLE << D::DOMjudge << false
            << "It used more than the memory limit of 256 MiB. DOMjudge counts this as a run-time error (RUN-ERROR).";
        QTest::newRow("Kattis, the output limit")
            << Verdict::OLE << D::Kattis << true
            << "It wrote more than the output limit of 8 MiB. Kattis counts this as a run-time error (RTE).";
        QTest::newRow("Polygon, a forbidden call")
            << Verdict::RF << D::Polygon << false
            << "It made a system call the sandbox forbids. Polygon counts this as a run-time error (RE).";
        QTest::newRow("Kattis, idleness")
            << Verdict::ILE << D::Kattis << true
            << "It waited for input that never came, using no CPU, until the wall-clock limit. Kattis counts this as "
               "a time limit exceeded (TLE).";
        QTest::newRow("Kattis, a presentation error")
            << Verdict::PE << D::Kattis << true
            << "The answer is right but for its spacing or layout. Kattis counts this as a wrong answer (WA).";
        QTest::newRow("DOMjudge has a word for the output limit") << Verdict::OLE << D::DOMjudge << false << "";
        QTest::newRow("a wrong answer is a wrong answer") << Verdict::WA << D::Kattis << true << "";
        QTest::newRow("a plain crash") << Verdict::RE << D::Kattis << true << "";
        QTest::newRow("accepted") << Verdict::AC << D::DOMjudge << false << "";
        QTest::newRow("JudgeDesk's own words") << Verdict::MLE << D::JudgeDesk << false << "";
    }
    void explanationSaysWhatTheSystemsWordLeavesOut() {
        QFETCH(Verdict, verdict);
        QFETCH(problem::Dialect, dialect);
        QFETCH(bool, addressSpace);
        QFETCH(QString, explanation);
        TestOutcome outcome;
        outcome.verdict = verdict;
        const ExplanationContext context{
            dialect, addressSpace ? problem::MemoryLimitRule::AddressSpace : problem::MemoryLimitRule::Resident, 256,
            8};
        QCOMPARE(explainVerdict(outcome, context), explanation);
    }

    void theSystemsWordIsAddedWhereItCoversSeveralVerdicts() {
        QVERIFY(dialectSaysLess(Verdict::MLE, problem::Dialect::Kattis));
        QVERIFY(dialectSaysLess(Verdict::RE, problem::Dialect::Kattis)); // RTE stands for a memory limit too
        QVERIFY(!dialectSaysLess(Verdict::WA, problem::Dialect::Kattis));
        QVERIFY(!dialectSaysLess(Verdict::AC, problem::Dialect::DOMjudge));
        QVERIFY(!dialectSaysLess(Verdict::OLE, problem::Dialect::DOMjudge));
    }
};

QTEST_GUILESS_MAIN(VerdictExplanationTest)
#include "test_verdict_explanation.moc"
