#include "commands.h"
#include "input_refusals.h"
#include "common/printable_text.h"
#include "interruption.h"
#include "judge/input_validation.h"
#include "judge/system_verdict.h"
#include "judge/verification.h"
#include "judging_session.h"
#include "problem/plain_tests_reader.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTemporaryDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <mutex>

using namespace jd;
using namespace jd::judge;

namespace {

constexpr jd::cli::UsageError usageError{"verify"};

// One submission's lines, as it is done: its verdict in the package's own vocabulary, with JudgeDesk's detail
// where it says more ("RTE (RF)"), and what was not as expected.
void printVerified(QTextStream& out, const problem::Problem& problem, const SubmissionVerification& verified) {
    if (!verified.report) return; // the skipped ones are listed at the end
    const JudgeReport& report = *verified.report;
    QString got = systemVerdict(report);
    if (got != verdictCode(report.verdict)) got += " (" + verdictCode(report.verdict) + ")";
    if (verified.agreement.agreed) {
        out << "  ok        " << printable(verified.name) << ": " << got;
        if (problem.validation.scoring && report.verdict != Verdict::CE) out << ", score " << report.score;
        out << "\n";
    } else {
        out << "  MISMATCH  " << printable(verified.name) << ": got " << got;
        if (problem.validation.scoring) out << " (score " << report.score << ")";
        out << ", expected " << verified.agreement.expected << "\n";
        for (const auto& test : report.tests)
            if (test.verdict != Verdict::AC && test.verdict != Verdict::NotRun) {
                out << "            first failing test " << printable(test.test) << ": " << verdictCode(test.verdict)
                    << " " << printable(test.message.section('\n', 0, 0)) << "\n";
                break;
            }
    }
    if (!verified.judgedAlone.isEmpty())
        out << "  alone     " << printable(verified.name) << ": judged again alone, " << printable(verified.judgedAlone)
            << "\n";
    for (const QString& warning : verified.warnings)
        out << "  warning   " << printable(verified.name) << ": " << printable(warning) << "\n";
    out.flush();
}

} // namespace

int verifyCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Judges every submission under PROBLEM/submissions/ and checks that each gets "
        "the verdict its directory names (refined by @EXPECTED_RESULTS@ and "
        "@EXPECTED_SCORE@ lines). Exits non-zero if any disagrees; warnings leave the status "
        "alone.");
    parser.addHelpOption();
    parser.addOption(jobsOption());
    parser.addOptions(poolOptions());
    parser.addOptions(dialectOptions());
    parser.addOption({"no-input-validation", "Do not run the input validators on the tests' inputs first."});
    parser.addOption({"time-margins",
                      "on: run every test to time_limit × time_limit_to_tle and warn about verdicts that change "
                      "on the way, and about accepted submissions slower than time_limit / ac_to_time_limit, as "
                      "Kattis's verifyproblem does; off: judge at the limit only. Default: on for Kattis "
                      "packages, off for the others.",
                      "on|off"});
    parser.addOption({"all-tests",
                      "Run every test of every submission. By default a submission stops at the test whose "
                      "rejection decides its verdict, where the package's system stops (on_reject: break, "
                      "DOMjudge's lazy judging); scoring problems always run every test."});
    parser.addPositionalArgument("problem", "The problem package (a folder or an archive).", "PROBLEM");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 1) return usageError("usage: judgedesk-cli verify PROBLEM");

    VerificationOptions verifying;
    verifying.calibrationCache = defaultCalibrationCache();
    if (parser.isSet("time-margins")) {
        const QString margins = parser.value("time-margins");
        if (margins != "on" && margins != "off")
            return usageError("--time-margins " + margins + ": expected on or off");
        verifying.timeMargins = margins == "on";
    }
    verifying.earlyStop = !parser.isSet("all-tests");

    auto session = openJudgingSession(parser.positionalArguments().first(), parser);
    if (!session) return usageError(QString::fromStdString(session.error()));
    const problem::Problem& problem = session.value()->problem();
    const LanguageRegistry& languages = session.value()->languages();
    ProblemJudge& judge = session.value()->judge();
    const JudgeOptions& options = session.value()->options();

    QTextStream out(stdout);
    out << "Judged by " << problem::describeRules(problem.dialect, options.rules.value()) << "\n";
    {
        // The choices that rest on the package's system, said before anything is judged (and each an option).
        const CompileLimitsChoice limits = compileLimitsFor({}, problem.dialect.dialect, options.compileLimits);
        out << "Compiler limits of " << limits.source << " (--compile-memory, --compile-time)";
        if (const judge::Language* python =
                languages.forSource("main.py", {}, problem::dialectName(problem.dialect.dialect)))
            out << "; Python 3 runs with " << python->name << " (--python)";
        out << "\n";
    }
    // As problemtools' verifyproblem does before the submissions: every test's input through the input
    // validators (checktestdata's .ctd included). An invalid input or a failing validator is a disagreement.
    int invalidInputs = 0, wronglyRefused = 0;
    if (problem.hasInputValidators() && !parser.isSet("no-input-validation")) {
        QTemporaryDir scratch;
        const std::shared_ptr<Executor> executor = session.value()->local().newExecutor(jd::cli::interruptionToken());
        auto validated = validateInputs(problem, *executor, *session.value()->local().compiler(), languages,
                                        {options.jobs, scratch.path()}, jd::cli::interruptionToken());
        if (jd::cli::interrupted()) {
            out << "verify: interrupted while validating the inputs\n";
            return jd::cli::kInterrupted;
        }
        if (!validated) return usageError(QString::fromStdString(validated.error()));
        for (const QString& note : validated->passedOver)
            out << "  note      " << printable(note) << "\n";
        for (const InputCheck& check : validated->checks) {
            if (check.validity == InputValidity::Valid) continue;
            ++invalidInputs;
            out << (check.validity == InputValidity::Invalid ? "  INVALID   " : "  FAILED    ") << printable(check.test)
                << " (" << printable(check.validator) << "): " << printable(QString(check.message).replace(QChar(u'\n'), QStringLiteral("; "))) << "\n";
        }
        printRefusals(out, *validated);
        wronglyRefused = validated->wronglyDecidedRefusals();
        out << "Input validators: " << validated->count(InputValidity::Valid) << " of " << validated->checks.size()
            << " inputs valid";
        if (!validated->refusals.isEmpty())
            out << ", " << validated->refusals.size() - validated->wronglyDecidedRefusals() << " of "
                << validated->refusals.size() << " invalid inputs refused as the package says";
        out << " (--no-input-validation passes them over)\n";
        out.flush();
    }
    // Nothing judged is nothing verified: a script taking exit code 0 for a verified package must not pass it.
    if (problem.submissions.isEmpty()) {
        out << "verify: the package has no submissions to verify (submissions/accepted/ and the like, Polygon's "
               "tagged solutions, TPS's solutions/, the solutions omegaUp's tests/tests.json names)\n";
        // Sources kept loose beside bare tests say nothing of what they should get.
        QStringList loose;
        if (problem.formatVersion == "bare")
            for (const QString& source : problem::sourcesBesideBareTests(
                     problem.directory, [&](const QString& path) { return languages.forSourceFile(path) != nullptr; }))
                loose << QFileInfo(source).fileName();
        if (!loose.isEmpty())
            out << "  " << loose.join(", ") << (loose.size() == 1 ? " has" : " have")
                << " no expected verdict: move a solution into submissions/accepted/ (or wrong_answer/, "
                   "time_limit_exceeded/, ...) to verify it, or judge it with `judgedesk-cli judge`\n";
        return 1;
    }
    // Several submissions are judged at once; an interruption names the first of those unfinished.
    std::mutex judgingMutex;
    QMap<int, QString> judging;
    auto progress = VerificationProgress{[&](int index, const QString& name) {
                                             std::lock_guard lock(judgingMutex);
                                             judging.insert(index, name);
                                         },
                                         [&](int index, const SubmissionVerification& verified) {
                                             {
                                                 std::lock_guard lock(judgingMutex);
                                                 judging.remove(index);
                                             }
                                             printVerified(out, problem, verified);
                                         },
                                         [&](const TimeLimitChoice& limit, const std::optional<TimeMargins>& margins) {
                                             out << "Time limit " << limit.seconds << " s, " << printable(limit.source)
                                                 << "\n";
                                             if (const QString& other = problem.limits.expectationsWrittenUnder;
                                                 !other.isEmpty())
                                                 out << "  (" << printable(other) << ")\n";
                                             if (margins)
                                                 out << printable(margins->describe())
                                                     << " (--time-margins off to judge at the limit only)\n";
                                             out.flush();
                                         },
                                         {}};
    auto verification = verifySubmissions(judge, languages, options, progress, verifying);
    if (!verification) return usageError(QString::fromStdString(verification.error()));
    const int agreed = verification->agreed(), disagreed = verification->disagreed();
    if (verification->interrupted || jd::cli::interrupted()) {
        std::lock_guard lock(judgingMutex);
        out << "verify: interrupted at " << printable(judging.isEmpty() ? QString() : judging.first()) << " (" << agreed
            << " agreed, " << disagreed << " disagreed so far)\n";
        return jd::cli::kInterrupted;
    }
    for (const SubmissionVerification& verified : verification->submissions)
        if (!verified.skipped.isEmpty())
            out << "  skipped   " << printable(verified.name + " (" + verified.skipped + ")") << "\n";
    int notNeeded = 0;
    for (const SubmissionVerification& verified : verification->submissions)
        if (verified.report)
            notNeeded += int(std::count_if(verified.report->tests.begin(), verified.report->tests.end(),
                                           [](const TestOutcome& test) { return test.notNeeded; }));
    if (notNeeded > 0)
        out << notNeeded << (notNeeded == 1 ? " test was" : " tests were")
            << " not needed: each submission stopped once its verdict and its per-test rules were decided (--all-tests "
               "runs them)\n";
    out << "verify: " << agreed << " agreed, " << disagreed << " disagreed, " << verification->skipped() << " skipped";
    if (invalidInputs > 0) out << ", " << invalidInputs << (invalidInputs == 1 ? " input" : " inputs") << " not valid";
    if (wronglyRefused > 0)
        out << ", " << wronglyRefused << (wronglyRefused == 1 ? " invalid input" : " invalid inputs")
            << " not refused as the package says";
    if (const int warned = verification->warned()) out << ", " << warned << (warned == 1 ? " warning" : " warnings");
    out << "\n";
    return disagreed == 0 && invalidInputs == 0 && wronglyRefused == 0 ? 0 : 1;
}
