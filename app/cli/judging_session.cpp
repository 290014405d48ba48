#include "judging_session.h"

#include "interruption.h"
#include "problem/package.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

using namespace jd;

QCommandLineOption jobsOption() { return {"jobs", "Tests run in parallel (default: cores - 1, at least 1).", "N"}; }

QList<QCommandLineOption> dialectOptions() {
    return {
        {"dialect",
         "Judge as this system does: kattis, domjudge, polygon or judgedesk (default: what the package says).", "NAME"},
        {"output-limit", "Output past the limit: kill (Kattis) or truncate (DOMjudge).", "RULE"},
        {"memory-limit-kind", "The memory limit caps resident memory (DOMjudge) or address-space (Kattis).", "RULE"},
        {"group-scores", "A group scores per-test (Kattis) or per-group (DOMjudge: all tests must pass).", "RULE"},
        {"interaction",
         "Interactive programs talk through direct pipes (Kattis, Polygon) or a relay that records the "
         "transcript (DOMjudge): direct or recorded.",
         "RULE"}};
}

namespace {

// The dialect and rules the user chose over what the package says, when the options exist and are set.
Result<void> applyDialectOptions(const QCommandLineParser& parser, problem::Problem& problem,
                                 judge::JudgeOptions& options) {
    const QStringList known = parser.optionNames();
    auto value = [&](const char* name) { return known.contains(name) ? parser.value(name) : QString(); };
    if (const QString name = value("dialect"); !name.isEmpty()) {
        auto dialect = problem::dialectFromName(name);
        if (!dialect)
            return fail("--dialect " + name.toStdString() + ": expected kattis, domjudge, polygon or judgedesk");
        problem.dialect = {*dialect, QStringLiteral("given with --dialect")};
    }
    problem::JudgingRules rules = problem::rulesOf(problem.dialect.dialect);
    bool overridden = false;
    auto choose = [&](const char* option, auto& field, auto first, auto second) -> Result<void> {
        const QString given = value(option);
        if (given.isEmpty()) return {};
        if (given != problem::ruleName(first) && given != problem::ruleName(second))
            return fail(std::string("--") + option + " " + given.toStdString() + ": expected " +
                        problem::ruleName(first).toStdString() + " or " + problem::ruleName(second).toStdString());
        field = given == problem::ruleName(first) ? first : second;
        overridden = true;
        return {};
    };
    using namespace jd::problem;
    for (auto chosen :
         {choose("output-limit", rules.outputLimit, OutputLimitRule::Kill, OutputLimitRule::Truncate),
          choose("memory-limit-kind", rules.memoryLimit, MemoryLimitRule::Resident, MemoryLimitRule::AddressSpace),
          choose("group-scores", rules.groupScore, GroupScoreRule::PerTest, GroupScoreRule::PerGroup),
          choose("interaction", rules.interaction, InteractionRule::DirectPipes, InteractionRule::Recorded)})
        if (!chosen) return chosen;
    if (overridden) problem.dialect.reason += QStringLiteral(", with rules overridden");
    options.rules = rules;
    return {};
}

} // namespace

Result<judge::JudgeOptions> judgeOptionsFrom(const QCommandLineParser& parser) {
    int jobs = 0;
    if (parser.isSet("jobs")) {
        bool ok = false;
        jobs = parser.value("jobs").toInt(&ok);
        if (!ok || jobs < 1) return fail("--jobs: expected a positive number");
    }
    judge::JudgeOptions options = judge::judgeOptionsForThisMachine(jobs);
    options.stop = cli::interruptionToken();
    return options;
}

Result<std::shared_ptr<sandbox::Sandbox>> startSandbox(const judge::JudgeOptions& options) {
    sandbox::SandboxOptions sandboxOptions;
    sandboxOptions.warmSlots = judge::warmSlotsForJobs(options.jobs);
    auto sandbox = sandbox::Sandbox::create(sandboxOptions);
    if (!sandbox) return Error{sandbox.error()};
    return sandbox.value();
}

Result<std::unique_ptr<store::ResultsStore>> openResultsStoreFrom(const QCommandLineParser& parser) {
    if (parser.isSet("no-store")) return std::unique_ptr<store::ResultsStore>();
    const QString path = parser.isSet("store") ? parser.value("store") : store::ResultsStore::defaultPath();
    auto opened = store::ResultsStore::open(path);
    if (!opened) return fail("the results database: " + opened.error());
    return std::move(opened.value());
}

QList<QCommandLineOption> storeOptions() {
    return {{"store", "The results database (default: " + store::ResultsStore::defaultPath() + ").", "FILE"},
            {"no-store", "Do not keep the judgements in the results database."}};
}

Result<std::unique_ptr<JudgingSession>> openJudgingSession(const QString& problemPath,
                                                           const QCommandLineParser& parser) {
    auto session = std::make_unique<JudgingSession>();
    auto problem = problem::readProblem(problemPath);
    if (!problem) return Error{problem.error()};
    session->problem = problem.value();
    for (const QString& warning : session->problem.warnings)
        QTextStream(stderr) << "warning: " << session->problem.shortName << ": " << warning << '\n';
    auto languages = judge::LanguageRegistry::load();
    if (!languages) return Error{languages.error()};
    session->languages = languages.value();
    auto options = judgeOptionsFrom(parser);
    if (!options) return Error{options.error()};
    session->options = *options;
    if (auto applied = applyDialectOptions(parser, session->problem, session->options); !applied)
        return Error{applied.error()};
    auto sandbox = startSandbox(session->options);
    if (!sandbox) return Error{sandbox.error()};
    session->sandbox = *sandbox;
    session->judge = std::make_unique<judge::ProblemJudge>(
        session->problem, std::make_shared<judge::SandboxExecutor>(session->sandbox),
        std::make_shared<judge::Compiler>(session->sandbox), session->languages);
    return session;
}
