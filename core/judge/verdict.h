#pragma once
// Verdicts and what a judged test, group and submission come to.
#include "problem/problem.h"
#include "sample_series.h"

#include <QList>
#include <QString>

#include <chrono>
#include <optional>

namespace jd::judge {

enum class Verdict { AC, WA, PE, TLE, ILE, MLE, OLE, RE, RF, CE, JE, NotRun };

QString verdictCode(Verdict verdict); // "AC", "WA", ...; "--" for a test not run
QString verdictName(Verdict verdict); // "Accepted", "Wrong answer", ...
std::optional<Verdict> verdictFromCode(const QString& code);

// The verdict in the vocabulary of the system a package was written for, where several of JudgeDesk's
// detailed verdicts are one: for Kattis a forbidden call, a memory limit and an output limit are all run-time
// errors (RTE) and an idle interactive program is TLE; DOMjudge names them CORRECT, WRONG-ANSWER,
// TIMELIMIT, RUN-ERROR, OUTPUT-LIMIT, COMPILER-ERROR; Polygon OK, WA, PE, TL, IL, ML, OL, RE; CMS knows no
// presentation error, idleness or forbidden call apart (WA, TLE, RE); omegaUp AC, WA, TLE, MLE, OLE, RTE, RFE, CE,
// JE.
QString verdictInDialect(Verdict verdict, problem::Dialect dialect);
// The same for a judged test or submission with its score: omegaUp calls a rejection that still earned
// part of the score PA (partially accepted), and one that earned nothing WA.
QString systemVerdict(Verdict verdict, std::optional<double> score, problem::Dialect dialect);

struct TestOutcome {
    QString test; // TestCase::name
    Verdict verdict = Verdict::NotRun;
    std::chrono::nanoseconds time{0};
    std::chrono::nanoseconds wallTime{0};
    uint64_t memory = 0;
    std::optional<double> score; // from a scoring validator; otherwise the group's accept/reject score
    QString message;             // the checker's or the sandbox's words
    // What JudgeDesk knows of a rejection beyond the words of the package's system, in plain words ("hit the
    // memory limit: ..., which Kattis counts as a run-time error"); empty when the system's verdict says it all.
    QString explanation;
    QString outputFile;     // what the program printed, kept for inspection (see keepAcceptedOutputs)
    QString errorFile;      // what it wrote to stderr, when it wrote anything
    QString transcriptFile; // interactive: both directions with timestamps (JSON lines)
    int passes = 0;         // multi-pass: how many passes ran
    // The program's CPU time when the verdict was decided, where that came before its run ended (an
    // interactor's rejection): under a lower limit the verdict stands if it was decided within it.
    std::optional<std::chrono::nanoseconds> decidedAt;
    SampleSeries samples;     // the program's CPU time and memory over the run
    uint64_t outputBytes = 0; // what the program wrote to its output, all of it (also past a truncation)
    // Not run because an earlier test's rejection decided the verdict (early_stop.h); `message` names it.
    bool notNeeded = false;
    // The validator rejected an output of no byte at all, which DOMjudge calls NO-OUTPUT (batch tests only).
    bool printedNothing = false;
};

struct GroupOutcome {
    QString group; // TestGroup::name
    Verdict verdict = Verdict::NotRun;
    double score = 0;
    std::optional<double> maxScore;
    QList<TestOutcome> tests; // this group's own tests
    QList<GroupOutcome> groups;
};

// What an interactive run's two sides did, for interactiveVerdict.
struct InteractiveFacts {
    Verdict interactorSaid = Verdict::JE; // AC/WA/PE by its exit code; JE when it ended any other way
    bool interactorOutOfTime = false;     // it was stopped by its own CPU or wall limit
    bool interactorBrokenPipe = false;    // it died of SIGPIPE: nobody read what it wrote to the program
    bool interactorEndedFirst = false;    // it fell silent before the program did: its verdict came first
    Verdict programRan = Verdict::AC;     // the program's own run: AC when it ended normally, else TLE, ILE, RE, ...
    bool programBrokenPipe = false;       // it died of SIGPIPE: nobody read what it wrote to the interactor
};

// problemtools' and DOMjudge's precedence, ordered by what happened first.
// The interactor decided first: a rejection stands, whatever the program does next; a crash is the judge's
// error; after an acceptance the program must still end within its limits, and a SIGPIPE it then dies of
// (writing to an interactor that has gone) is no failure.
// The program ended first: out of time is TLE (or ILE) whatever the interactor then says; its other failures
// (a SIGPIPE included: nobody had decided yet) come next; else the interactor's verdict on what it heard.
// An interactor that died of SIGPIPE was writing to a program that had stopped reading: the program's own
// failure if it had one, else a wrong answer, never the judge's error. An interactor that ran out of time
// waiting for a program that ran out of time is the program's TLE.
Verdict interactiveVerdict(const InteractiveFacts& facts);

// What a libinteractive run's two processes did, for libinteractiveVerdict: the contestant's module and Main.
struct LibinteractiveFacts {
    Verdict contestantRan = Verdict::AC; // its own run: AC when it ended normally, else TLE, MLE, RE, ...
    bool contestantPeerDeath = false;    // it ended because Main had gone (exit 239 to 242, or SIGPIPE)
    Verdict mainRan = Verdict::AC;       // Main's run as the sandbox ended it
    int mainExitCode = 0;
    bool mainPeerDeath = false; // Main ended because the contestant had gone or broke the calls' protocol
};

// quark's merge of the two (runner.go): the contestant's own failure first (one that came of Main's going
// away is none); then Main out of time is TLE; Main ended by the contestant's death or a broken protocol is
// the contestant's RE; Main failing otherwise is the judge's error (JE). AC means Main's output is judged.
Verdict libinteractiveVerdict(const LibinteractiveFacts& facts);

// Whether a libinteractive process's exit tells that its peer went away (libinteractive's 239 to 242).
bool isLibinteractivePeerDeath(int exitCode);

// Aggregates outcomes (tests and subgroups in their order) the way the Kattis default grader does:
// the first rejection decides the verdict; scores combine by the group's aggregation. With
// GroupScoreRule::PerGroup (DOMjudge) a group's own tests count as one: accept_score when all are
// accepted, else reject_score, combined with its subgroups' scores by the group's aggregation.
GroupOutcome aggregate(const problem::TestGroup& group, const QList<TestOutcome>& outcomes, bool scoring,
                       problem::GroupScoreRule rule = problem::GroupScoreRule::PerTest);

} // namespace jd::judge
