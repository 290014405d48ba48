#pragma once
// Which system a package was written for, and so whose judging rules it gets: a package made for
// DOMjudge, Kattis, Polygon, CMS (a TPS package) or omegaUp is judged the way that system judges it (its verdicts,
// scores and limits), JudgeDesk's own rules apply to folders of bare tests. The choice is made from what the package
// says, printed with its reason, and can be overridden (`--dialect`).
#include <QString>

#include <optional>

namespace jd::problem {

enum class Dialect { JudgeDesk, Kattis, DOMjudge, Polygon, CMS, OmegaUp };

QString dialectName(Dialect dialect); // "judgedesk", "kattis", "domjudge", "polygon", "cms", "omegaup"
std::optional<Dialect> dialectFromName(const QString& name);

struct DialectChoice {
    Dialect dialect = Dialect::JudgeDesk;
    QString reason; // "domjudge-problem.ini is present", "given with --dialect", ...
};

// How a run's output beyond the output limit is treated.
enum class OutputLimitRule {
    Kill,     // Kattis and JudgeDesk: the program is stopped at the limit (OLE)
    Truncate, // DOMjudge: output past the limit is dropped and the program runs on; OLE only if it ends
};

// What the memory limit limits.
enum class MemoryLimitRule {
    Resident,     // DOMjudge, CMS and JudgeDesk: the memory the program uses (cgroup), MLE when it is crossed
    AddressSpace, // problemtools: RLIMIT_AS, so an allocation beyond the limit fails at once (RTE)
};

// How a test group's score comes from its tests (scoring problems).
enum class GroupScoreRule {
    PerTest,  // problemtools: each test scores accept_score / reject_score, the group aggregates them
    PerGroup, // DOMjudge: a group of tests scores accept_score when all are accepted, else reject_score
    // omegaUp: each test's share of its weight, a group only when every test in it ran and scored above 0;
    // the verdict is the worst by omegaUp's precedence, not the first rejection.
    Weighted,
};

// When a program that does not use its CPU (it sleeps, waits, or stopped itself) is stopped.
enum class WallClockRule {
    Generous,  // JudgeDesk, Kattis, Polygon, CMS, omegaUp: at twice the time limit and a second
    Overshoot, // DOMjudge: at the time limit and its overshoot, max(1 s, 10%): then TIMELIMIT
};

// How the two programs of an interactive problem are joined.
enum class InteractionRule {
    DirectPipes, // problemtools, Polygon, CMS and JudgeDesk: plain pipes between them, no transcript
    Recorded,    // DOMjudge (runpipe's proxy): the judge relays and records what each side says
};

// How many processes and threads a submission may run at once.
enum class ProcessLimitRule {
    PerLanguage, // JudgeDesk, Kattis, Polygon, CMS, omegaUp: what its language needs (8 for C++, 256 for a JVM)
    SixtyFour,   // DOMjudge's runguard: 64 for every language (RLIMIT_NPROC of the run user, threads counted)
};

// The rules a dialect judges by; each can be overridden on its own.
struct JudgingRules {
    OutputLimitRule outputLimit = OutputLimitRule::Kill;
    MemoryLimitRule memoryLimit = MemoryLimitRule::Resident;
    GroupScoreRule groupScore = GroupScoreRule::PerTest;
    InteractionRule interaction = InteractionRule::DirectPipes;
    WallClockRule wallClock = WallClockRule::Generous;
    ProcessLimitRule processLimit = ProcessLimitRule::PerLanguage;
};

JudgingRules rulesOf(Dialect dialect);
// The names the CLI and reports use: "kill"/"truncate", "resident"/"address-space",
// "per-test"/"per-group"/"weighted", "direct"/"recorded", "generous"/"overshoot", "language"/"64".
QString ruleName(OutputLimitRule rule);
QString ruleName(MemoryLimitRule rule);
QString ruleName(GroupScoreRule rule);
QString ruleName(InteractionRule rule);
QString ruleName(WallClockRule rule);
QString ruleName(ProcessLimitRule rule);
// One line for reports: "kattis (problem.yaml is present): output limit kills, memory limit is address space, ..."
QString describeRules(const DialectChoice& choice, const JudgingRules& rules);

} // namespace jd::problem
