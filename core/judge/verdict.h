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

// Aggregates outcomes (tests and subgroups in their order) the way the Kattis default grader does:
// the first rejection decides the verdict; scores combine by the group's aggregation.
GroupOutcome aggregate(const problem::TestGroup& group, const QList<TestOutcome>& outcomes, bool scoring);

} // namespace jd::judge
