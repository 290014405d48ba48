#include "judging_session.h"

#include "executor_options.h"
#include "interruption.h"
#include "problem/package.h"
#include "protocol/pools/pooled_executor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

using namespace jd;

QCommandLineOption jobsOption() { return {"jobs", "Tests run in parallel (default: cores - 1, at least 1).", "N"}; }

QList<QCommandLineOption> dialectOptions() {
    return {
        {"dialect",
         "Judge as this system does: kattis, domjudge, polygon, cms, omegaup or judgedesk (default: what the "
         "package says).",
         "NAME"},
        {"output-limit", "Output past the limit: kill (Kattis) or truncate (DOMjudge).", "RULE"},
        {"memory-limit-kind", "The memory limit caps resident memory (DOMjudge) or address-space (Kattis).", "RULE"},
        {"group-scores",
         "A group scores per-test (Kattis), per-group (DOMjudge: all tests must pass) or weighted (omegaUp: "
         "each test its weight, a group only when every test in it scores).",
         "RULE"},
        {"wall-clock",
         "An idle program is stopped at twice the time limit and a second (generous) or at the limit and "
         "max(1 s, 10%) (overshoot, DOMjudge).",
         "RULE"},
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
            return fail("--dialect " + name.toStdString() +
                        ": expected kattis, domjudge, polygon, cms, omegaup or judgedesk");
        problem.dialect = {*dialect, QStringLiteral("given with --dialect")};
    }
    problem::JudgingRules rules = problem::rulesOf(problem.dialect.dialect);
    bool overridden = false;
    auto choose = [&]<typename Rule>(const char* option, Rule& field,
                                     std::initializer_list<Rule> choices) -> Result<void> {
        const QString given = value(option);
        if (given.isEmpty()) return {};
        QStringList names;
        for (Rule choice : choices) {
            names << problem::ruleName(choice);
            if (given != problem::ruleName(choice)) continue;
            field = choice;
            overridden = true;
            return {};
        }
        const QString last = names.takeLast();
        return fail(std::string("--") + option + " " + given.toStdString() + ": expected " +
                    (names.join(", ") + " or " + last).toStdString());
    };
    using namespace jd::problem;
    for (auto chosen :
         {choose("output-limit", rules.outputLimit, {OutputLimitRule::Kill, OutputLimitRule::Truncate}),
          choose("memory-limit-kind", rules.memoryLimit, {MemoryLimitRule::Resident, MemoryLimitRule::AddressSpace}),
          choose("group-scores", rules.groupScore,
                 {GroupScoreRule::PerTest, GroupScoreRule::PerGroup, GroupScoreRule::Weighted}),
          choose("interaction", rules.interaction, {InteractionRule::DirectPipes, InteractionRule::Recorded}),
          choose("wall-clock", rules.wallClock, {WallClockRule::Generous, WallClockRule::Overshoot})})
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

QList<QCommandLineOption> poolOptions() {
    return {{"pools",
             "Lease the runs' sandboxes from the warm pools of this sandbox_config.yml (default: one pool, 'judge', "
             "of a sandbox per job). The pool's scale_limit is how many tests run at once; running_timeout stops a "
             "stuck run.",
             "FILE"},
            {"pool", "The pool of --pools to use (default: judge).", "NAME"}};
}

Result<PooledRuns> startPooledRuns(const QCommandLineParser& parser, std::shared_ptr<sandbox::Sandbox> sandbox,
                                   int jobs) {
    const QStringList known = parser.optionNames();
    const bool fromFile = known.contains("pools") && parser.isSet("pools");
    const std::string profile =
        known.contains("pool") && parser.isSet("pool") ? parser.value("pool").toStdString() : protocol::kJudgingPool;
    if (!fromFile && profile != protocol::kJudgingPool) return fail("--pool needs the --pools FILE it is one of");
    auto config = fromFile ? protocol::readPoolsConfig(parser.value("pools"))
                           : Result<protocol::PoolsConfig>(protocol::judgingPoolsConfig(jobs));
    if (!config) return Error{"--pools: " + config.error()};
    auto chosen = config->pools.find(profile);
    if (chosen == config->pools.end()) {
        std::string names;
        for (const auto& [name, settings] : config->pools)
            names += (names.empty() ? "" : ", ") + name;
        return fail(parser.value("pools").toStdString() + " has no pool named '" + profile +
                    "': choose one with --pool (it has " + names + ")");
    }
    if (fromFile)
        QTextStream(stderr) << "sandboxes: pool '" << QString::fromStdString(profile) << "' of "
                            << parser.value("pools") << ", " << chosen->second.poolSize << " kept warm, at most "
                            << chosen->second.scaleLimit << " at once\n";
    auto pools = protocol::SandboxPools::start(*config, std::move(sandbox));
    if (!pools) return Error{"the sandbox pools: " + pools.error()};
    std::shared_ptr<protocol::SandboxPools> shared = std::move(pools.value());
    return PooledRuns{shared, std::make_shared<protocol::PooledExecutor>(shared, profile)};
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

Result<ProblemRuns> openProblemRuns(const QString& problemPath, const QCommandLineParser& parser) {
    ProblemRuns runs;
    auto problem = problem::readProblem(problemPath);
    if (!problem) return Error{problem.error()};
    runs.problem = problem.value();
    auto languages = judge::LanguageRegistry::load();
    if (!languages) return Error{languages.error()};
    runs.languages = languages.value();
    auto options = judgeOptionsFrom(parser);
    if (!options) return Error{options.error()};
    runs.options = *options;
    auto sandbox = startSandbox(runs.options);
    if (!sandbox) return Error{sandbox.error()};
    runs.sandbox = *sandbox;
    runs.executor = std::make_shared<judge::SandboxExecutor>(runs.sandbox);
    runs.compiler = std::make_shared<judge::Compiler>(runs.sandbox);
    return runs;
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
    auto runs = startPooledRuns(parser, session->sandbox, session->options.jobs);
    if (!runs) return Error{runs.error()};
    session->pools = runs->pools;
    session->judge = std::make_unique<judge::ProblemJudge>(
        session->problem, runs->executor, std::make_shared<judge::Compiler>(session->sandbox), session->languages);
    auto fleet = startFleetFrom(parser, runs->executor);
    if (!fleet) return Error{fleet.error()};
    if ((session->fleet = *fleet)) {
        session->judge->setSubmissionExecutor(session->fleet);
        // As many workers as the fleet has room for; the servers pin their own runs.
        if (!parser.isSet("jobs")) session->options.jobs = session->fleet->capacity();
        session->options.cpus.clear();
    }
    return session;
}
