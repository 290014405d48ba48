#pragma once
// A problem as JudgeDesk judges it, whatever package it came from: limits, validation, the test data
// as a tree of groups, and the reference submissions with their expected verdicts.
#include "dialect.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace jd::problem {

enum class Aggregation { PassFail, Sum, Min, Avg, Max };
// How a group's verdict comes from its tests' and subgroups' verdicts (problemtools' default grader).
enum class VerdictAggregation {
    FirstError, // the first that is not accepted, in the order of the tests (DOMjudge, Polygon, CMS, omegaUp)
    WorstError, // the worst by JE, IF, RTE, MLE, TLE, OLE, WA, PE, AC: Kattis's default (and `no_errors`)
    AlwaysAccept,
};
enum class OnReject { Break, Continue };

// Settings a test group passes down to its subgroups (Kattis testdata.yaml / test_group.yaml).
struct GroupSettings {
    OnReject onReject = OnReject::Break;
    Aggregation aggregation = Aggregation::PassFail;
    double acceptScore = 1;
    bool acceptScoreGiven = false; // DOMjudge: a group naming no accept_score (and no score.txt) scores 0
    double rejectScore = 0;
    std::optional<double> maxScore; // 2025-09 max_score
    std::optional<std::pair<double, double>> range;
    // Kattis legacy grader_flags: a group's own flags replace all that it would inherit of them.
    VerdictAggregation verdictAggregation = VerdictAggregation::FirstError;
    bool ignoreSample = false; // the group's verdict and score are those of its last child (secret) only
    bool acceptIfAnyAccepted = false;
    QStringList outputValidatorArgs;
    QStringList inputValidatorArgs;
};

struct TestCase {
    QString name;  // path below data/ without extension, e.g. "secret/group1/05"
    QString input; // absolute paths
    QString answer;
    QString interaction; // sample .interaction, when present
    bool sample = false;
    std::optional<double> points; // Polygon: what this test is worth when accepted; omegaUp: its share of 1
    // omegaUp: what the validator's standard error must say when it does not give the case full marks
    // (cases/NAME.expected-failure), absolute path; empty when there is none.
    QString expectedFailure;
};

struct TestGroup {
    QString name; // path below data/, e.g. "secret/group1"; "" for data/ itself
    GroupSettings settings;
    QList<TestCase> tests;
    QList<TestGroup> groups;
    QStringList dependencies; // Polygon: groups that must be accepted before this one scores
    // Kattis: the folder has its own testdata.yaml or test_group.yaml. DOMjudge makes groups of those
    // folders only: the tests of another count for neither the score nor the verdict of a scoring problem.
    bool described = false;
    // TPS: validators this group's tests must also pass (a subtask's own constraints), absolute paths.
    QStringList inputValidators;

    int testCount() const;
    // The most the group can score, where the package says: its max_score, else the sum of its subgroups' or
    // of its tests' points; unknown when a part of it is.
    std::optional<double> maximumScore() const;
};

enum class ValidationKind { Default, Custom };

struct Validation {
    ValidationKind kind = ValidationKind::Default;
    bool interactive = false;
    bool scoring = false;
    bool multiPass = false;
    QStringList validatorFlags; // default validator options or the custom validator's arguments
    // omegaUp's built-in comparisons, instead of the default validator: "token", "token-caseless",
    // "token-numeric" (with `tolerance`) or "literal"; empty for the others.
    QString comparison;
    std::optional<double> tolerance;
};

// What a custom validator may use per test, where the package says (omegaUp's Validator.Limits).
struct HelperLimits {
    double timeLimit = 1; // seconds of CPU
    int memoryMiB = 256;
    uint64_t outputBytes = 10 << 10;
};

struct ProblemLimits {
    std::optional<double> timeLimit; // seconds: 2025-09 limits.time_limit or a .timelimit file
    double timeMultiplier = 2;       // ac_to_time_limit (legacy time_multiplier, default 5)
    double timeSafetyMargin = 1.5;   // time_limit_to_tle (legacy time_safety_margin, default 2)
    int memoryMiB = 2048;
    // The package names memoryMiB; otherwise it is its system's default, which a machine's own default
    // (JudgeOptions::defaultMemoryMiB) may replace.
    bool memoryNamed = false;
    // Where the time limit and the memory were named when not by the package itself ("from contest.yaml");
    // empty: by the package.
    QString timeLimitSource, memorySource;
    // When the package's expectations were written against other limits than these (omegaUp's CI checks
    // tests/tests.json under its own), what those were: said beside the limits the expectations are judged under.
    QString expectationsWrittenUnder;
    int outputMiB = 8;
    std::optional<uint64_t> outputBytes; // a limit finer than MiB (omegaUp's OutputLimit): replaces outputMiB
    // omegaUp: wall-clock time a program gets beyond its limit (ExtraWallTime), and the most all its
    // cases may take together (OverallWallTimeLimit): cases after that are TLE without running.
    std::optional<double> extraWallTime, overallWallTime;
    int codeKiB = 128; // Kattis's default; DOMjudge's sourcesize_limit is 256 KiB
    bool codeNamed = false;
    std::optional<double> timeResolution;
    int validationPasses = 2; // multi-pass: the most passes a validator may ask for
};

struct Submission {
    QString path;                 // a file, or a directory for multi-file submissions
    QString directory;            // the submissions/ directory it is in: accepted, wrong_answer, ...
    QStringList expectedVerdicts; // from the directory, refined by @EXPECTED_RESULTS@
    std::optional<double> expectedScore;
    // testdata_tools' @EXPECTED_GRADES@ (the Swedish Olympiad's, many Nordic contests'): the verdict of each group
    // of secret/, in their order ("AC WA AC WA WA").
    QStringList expectedGroupVerdicts;
    // 2025-09 submissions.yaml: every test's verdict must be permitted; some test must get a required one.
    std::optional<QStringList> permittedTestVerdicts;
    std::optional<QStringList> requiredTestVerdicts;
    // The file a multi-file submission starts from (submissions.yaml `entrypoint`, submissions.json
    // `entry_point`), relative to the submission's directory; empty: found by convention.
    QString entryPoint;
    // The language the package names for it (DOMjudge's submissions.json `langid`): an id or alias of
    // languages.yaml; empty: found from the entry point's extension.
    QString language;
    bool expectedScoreAnnotated = false;    // the score came from an @EXPECTED_SCORE@ line (DOMjudge's)
    bool expectedVerdictsAnnotated = false; // the verdicts came from an @EXPECTED_RESULTS@ line
    // omegaUp's tests/tests.json: the verdict as omegaUp names it (AC, PA, WA, TLE, ...), the score as a share
    // of the maximum within [low, high] (bounds inclusive), and whether the score must be a whole percentage
    // (unless allow_fractional_percentages).
    QString expectedSystemVerdict;
    std::optional<std::pair<double, double>> expectedScoreShare;
    bool wholePercentages = false;
    // DOMjudge tells a wrong answer of no output at all (NO-OUTPUT) from WRONG-ANSWER: true when the WA of
    // expectedVerdicts may only be NO-OUTPUT (no_output/), false when it may not (wrong_answer/), unset either.
    std::optional<bool> expectsNoOutput;
};

struct Problem {
    QString directory;
    QString shortName; // the directory's name
    QString name;      // in English when several languages are given
    // Whose package it is: Kattis "legacy" or "2025-09" (the rules of 2023-07 and later), "polygon", "tps",
    // "omegaup", "plain" for a contest's folder of bare tests, "bare" for such a folder on its own.
    QString formatVersion;
    QString declaredFormatVersion; // problem.yaml's problem_format_version as written ("2023-07-draft")
    DialectChoice dialect;         // whose rules it is judged by, and why
    ProblemLimits limits;
    Validation validation;
    QString outputValidator;                           // a file or a directory, empty for the default validator
    QString outputValidatorProtocol = "kattis";        // or "testlib" (Polygon), "cms" (TPS), "omegaup"
    std::optional<HelperLimits> outputValidatorLimits; // the package's own; else the judge's generous ones
    // Polygon's treat-points-from-checker-as-percent: a testlib checker's points are a percentage of the
    // test's points, not the test's score itself.
    bool checkerPointsArePercent = false;
    QString interactor; // testlib protocol: the interactor; Kattis: the output validator is it
    // "libinteractive" (omegaUp): the interactor is Main with its generated glue (a directory of sources), the
    // contestant's module is compiled with the glue of its language (languageFiles), and what Main prints is
    // judged by the problem's validator. Empty for the other systems' interactors.
    QString interactorProtocol;
    // libinteractive: its interface (interactive/<module>.idl, absolute), from which the calls that passed are
    // read back for the transcript.
    QString interactionInterface;
    QStringList inputValidators;
    // `validator [args] < input`, 42 valid; or "testlib" (Polygon, TPS); or "omegaup" (tests.json's inputs: the
    // script run as a custom validator on the case, printing 1 when it is valid).
    QString inputValidatorProtocol = "kattis";
    // Inputs the input validators must refuse, each saying why: omegaUp's tests/invalid-cases, whose
    // .expected-failure (TestCase::expectedFailure) the validator's standard error must contain.
    QList<TestCase> inputsToRefuse;
    // Files compiled with every submission in a language, keyed by the language's directory name
    // ("cpp", "java", "py"): TPS graders (grader/cpp/grader.cpp holds main, the submission a function)
    // and Kattis include/<language>/. Absolute directories.
    QHash<QString, QString> languageFiles;
    // A TPS OutputOnly task: what CMS takes from a contestant are answers (output_<test>.txt), not a program.
    bool outputOnly = false;
    // File I/O (OI contests: the program reads `name.in` from and writes `name.out` to its working
    // directory); empty names mean standard input and output.
    QString inputFileName, outputFileName;
    TestGroup data; // data/ with sample and secret below it
    QList<Submission> submissions;
    // What the reader noticed that does not stop judging but changes what it means, said before it.
    QStringList warnings;

    // Each test once, in order, though a TPS subtask may include another's tests in its group too.
    QList<TestCase> allTests() const;
    bool hasInputValidators() const; // the problem's own or a group's
    // The problem with only these tests, in their groups (whose settings stay); groups left empty go.
    Problem withOnlyTests(const QStringList& names) const;
};

// Where in a package something is wrong: shown as "problem.yaml:12: limits.memory: expected a number".
struct ProblemError {
    QString file;
    int line = 0; // 1-based, 0 when it is not about a line
    QString field;
    QString message;
    QString toString() const;
};

} // namespace jd::problem
