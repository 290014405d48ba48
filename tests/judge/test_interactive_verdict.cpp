// The precedence of an interactive run's verdict, row by row: what the interactor said, what the program's
// own run came to, and which of them happened first; and a libinteractive run's, from its two processes.
#include "judge/verdict.h"

#include <QTest>

using namespace jd::judge;

Q_DECLARE_METATYPE(jd::judge::Verdict)

class InteractiveVerdictTest : public QObject {
    Q_OBJECT

private slots:
    void verdictFollowsWhatHappenedFirst_data() {
        QTest::addColumn<Verdict>("said");
        QTest::addColumn<bool>("interactorFirst");
        QTest::addColumn<Verdict>("ran");
        QTest::addColumn<bool>("programBrokenPipe");
        QTest::addColumn<bool>("interactorOutOfTime");
        QTest::addColumn<bool>("interactorBrokenPipe");
        QTest::addColumn<Verdict>("expected");
        using V = Verdict;
        // said, interactor first, program ran, program SIGPIPE, interactor out of time, interactor SIGPIPE
        QTest::newRow("both agree: accepted") << V::AC << true << V::AC << false << false << false << V::AC;
        QTest::newRow("accepted, the program ends first")
            << V::AC << false << V::AC << false << false << false << V::AC;
        QTest::newRow("rejected first, then the program ends")
            << V::WA << true << V::AC << false << false << false << V::WA;
        QTest::newRow("rejected after the program ended")
            << V::WA << false << V::AC << false << false << false << V::WA;
        QTest::newRow("presentation error first") << V::PE << true << V::AC << false << false << false << V::PE;
        // problemtools' guess_tle: a wrong guess, rejected, then a spin until the program is killed.
        QTest::newRow("rejected first, then out of time")
            << V::WA << true << V::TLE << false << false << false << V::WA;
        QTest::newRow("rejected first, then idle") << V::WA << true << V::ILE << false << false << false << V::WA;
        QTest::newRow("rejected first, then a crash") << V::WA << true << V::RE << false << false << false << V::WA;
        QTest::newRow("out of time first, then rejected")
            << V::WA << false << V::TLE << false << false << false << V::TLE;
        QTest::newRow("out of time first, then accepted")
            << V::AC << false << V::TLE << false << false << false << V::TLE;
        QTest::newRow("idle first, then rejected") << V::WA << false << V::ILE << false << false << false << V::ILE;
        QTest::newRow("accepted first, then out of time")
            << V::AC << true << V::TLE << false << false << false << V::TLE;
        QTest::newRow("accepted first, then a crash") << V::AC << true << V::RE << false << false << false << V::RE;
        QTest::newRow("accepted first, then over the memory limit")
            << V::AC << true << V::MLE << false << false << false << V::MLE;
        QTest::newRow("crash first, then rejected") << V::WA << false << V::RE << false << false << false << V::RE;
        QTest::newRow("forbidden call first, then rejected")
            << V::WA << false << V::RF << false << false << false << V::RF;
        // A late write to an interactor that has accepted and gone is no failure.
        QTest::newRow("SIGPIPE after an acceptance") << V::AC << true << V::RE << true << false << false << V::AC;
        QTest::newRow("SIGPIPE after a rejection") << V::WA << true << V::RE << true << false << false << V::WA;
        // Nobody had decided yet: the program died of its own write.
        QTest::newRow("SIGPIPE before the verdict, then accepted")
            << V::AC << false << V::RE << true << false << false << V::RE;
        QTest::newRow("SIGPIPE before the verdict, then rejected")
            << V::WA << false << V::RE << true << false << false << V::RE;
        QTest::newRow("the interactor crashed first") << V::JE << true << V::AC << false << false << false << V::JE;
        QTest::newRow("the interactor crashed after the program ended")
            << V::JE << false << V::AC << false << false << false << V::JE;
        QTest::newRow("the interactor crashed after the program's crash")
            << V::JE << false << V::RE << false << false << false << V::JE;
        QTest::newRow("the interactor out of time alone") << V::JE << true << V::AC << false << true << false << V::JE;
        QTest::newRow("both out of time: the program's")
            << V::JE << false << V::TLE << false << true << false << V::TLE;
        QTest::newRow("both out of time, the program idle")
            << V::JE << false << V::ILE << false << true << false << V::ILE;
        // DOMjudge's boolfind-test-loop: the program is killed for its time and the interactor then dies
        // writing to it. The program's verdict, never the judge's error.
        QTest::newRow("the interactor's SIGPIPE after the program's TLE")
            << V::JE << false << V::TLE << false << false << true << V::TLE;
        QTest::newRow("the interactor's SIGPIPE after the program's crash")
            << V::JE << false << V::RE << false << false << true << V::RE;
        QTest::newRow("the interactor's SIGPIPE after the program quit early")
            << V::JE << false << V::AC << false << false << true << V::WA;
        QTest::newRow("the interactor's SIGPIPE while the program stopped reading")
            << V::JE << true << V::AC << false << false << true << V::WA;
    }
    void verdictFollowsWhatHappenedFirst() {
        QFETCH(Verdict, said);
        QFETCH(bool, interactorFirst);
        QFETCH(Verdict, ran);
        QFETCH(bool, programBrokenPipe);
        QFETCH(bool, interactorOutOfTime);
        QFETCH(bool, interactorBrokenPipe);
        QFETCH(Verdict, expected);
        InteractiveFacts facts;
        facts.interactorSaid = said;
        facts.interactorEndedFirst = interactorFirst;
        facts.programRan = ran;
        facts.programBrokenPipe = programBrokenPipe;
        facts.interactorOutOfTime = interactorOutOfTime;
        facts.interactorBrokenPipe = interactorBrokenPipe;
        QCOMPARE(verdictCode(interactiveVerdict(facts)), verdictCode(expected));
    }

    void aLibinteractiveRunIsMergedAsQuarkMergesIt_data() {
        QTest::addColumn<Verdict>("contestant");
        QTest::addColumn<bool>("contestantPeerDeath");
        QTest::addColumn<Verdict>("main");
        QTest::addColumn<int>("mainExitCode");
        QTest::addColumn<bool>("mainPeerDeath");
        QTest::addColumn<Verdict>("expected");
        using V = Verdict;
        // contestant ran, it died of Main's going, Main ran, Main's exit code, Main died of the contestant's going
        QTest::newRow("both end well: Main's output is judged") << V::AC << false << V::AC << 0 << false << V::AC;
        QTest::newRow("the contestant out of time") << V::TLE << false << V::AC << 0 << false << V::TLE;
        QTest::newRow("the contestant over its memory") << V::MLE << false << V::RE << 242 << true << V::MLE;
        QTest::newRow("the contestant crashed, Main saw it go") << V::RE << false << V::RE << 242 << true << V::RE;
        QTest::newRow("the contestant exited inside a call") << V::AC << false << V::RE << 242 << true << V::RE;
        QTest::newRow("the contestant answered a call never made") << V::AC << false << V::RE << 241 << true << V::RE;
        QTest::newRow("Main ended inside a NoReturn call") << V::AC << false << V::AC << 0 << false << V::AC;
        QTest::newRow("Main ended, the contestant's late write broke")
            << V::RE << true << V::AC << 0 << false << V::AC;
        QTest::newRow("Main out of time waiting") << V::AC << false << V::TLE << 0 << false << V::TLE;
        QTest::newRow("Main idle waiting") << V::AC << false << V::ILE << 0 << false << V::TLE;
        QTest::newRow("Main crashed by itself") << V::AC << false << V::RE << -1 << false << V::JE;
        QTest::newRow("Main exited with an error of its own") << V::AC << false << V::RE << 1 << false << V::JE;
        QTest::newRow("the contestant's own failure before Main's") << V::TLE << false << V::RE << 1 << false << V::TLE;
    }
    void aLibinteractiveRunIsMergedAsQuarkMergesIt() {
        QFETCH(Verdict, contestant);
        QFETCH(bool, contestantPeerDeath);
        QFETCH(Verdict, main);
        QFETCH(int, mainExitCode);
        QFETCH(bool, mainPeerDeath);
        QFETCH(Verdict, expected);
        QCOMPARE(libinteractiveVerdict({contestant, contestantPeerDeath, main, mainExitCode, mainPeerDeath}), expected);
    }
};

QTEST_GUILESS_MAIN(InteractiveVerdictTest)
#include "test_interactive_verdict.moc"
