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
// presentation error, idleness or forbidden call apart (WA, TLE, RE).
QString verdictInDialect(Verdict verdict, problem::Dialect dialect);

struct TestOutcome {
    QString test; // TestCase::name
    Verdict verdict = Verdict::NotRun;
    std::chrono::nanoseconds time{0};
    std::chrono::nanoseconds wallTime{0};
    uint64_t memory = 0;
    std::optional<double> score; // from a scoring validator; otherwise the group's accept/reject score
    QString message;             // the checker's or the sandbox's words
    QString outputFile;          // what the program printed, kept for inspection (see keepAcceptedOutputs)
    QString errorFile;           // what it wrote to stderr, when it wrote anything
    QString transcriptFile;      // interactive: both directions with timestamps (JSON lines)
    int passes = 0;              // multi-pass: how many passes ran
    SampleSeries samples;        // the program's CPU time and memory over the run
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
    bool interactorEndedFirst = false;    // it stopped talking before the program did
    Verdict programRan = Verdict::AC;     // the program's own run: AC when it ended normally, else TLE, ILE, RE, ...
};

// problemtools' and DOMjudge's precedence: an interactor that crashed is the judge's error; a rejection
// the interactor made before the program stopped stands; then a program that ran out of time gets TLE
// (or ILE) even when the interactor, left waiting, ran out of its own time; then the program's other
// failures; then the interactor's verdict.
Verdict interactiveVerdict(const InteractiveFacts& facts);

// Aggregates outcomes (tests and subgroups in their order) the way the Kattis default grader does:
// the first rejection decides the verdict; scores combine by the group's aggregation. With
// GroupScoreRule::PerGroup (DOMjudge) a group's own tests count as one: accept_score when all are
// accepted, else reject_score, combined with its subgroups' scores by the group's aggregation.
GroupOutcome aggregate(const problem::TestGroup& group, const QList<TestOutcome>& outcomes, bool scoring,
                       problem::GroupScoreRule rule = problem::GroupScoreRule::PerTest);

} // namespace jd::judge
