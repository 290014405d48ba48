#include "judging_session.h"

#include "contest/contest_folder.h"
#include "executor_options.h"
#include "interruption.h"
#include "problem/package.h"
#include "protocol/pools/sandbox_pools.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

using namespace jd;

QCommandLineOption jobsOption() { return {"jobs", "Tests run in parallel (default: one per core).", "N"}; }

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
         "RULE"},
        {"process-limit",
         "A program runs as many processes and threads as its language needs (language) or at most 64 "
         "whatever its language (64, DOMjudge).",
         "RULE"},
        {"compile-memory",
         "The compiler's memory limit in MiB, 0 for none (default: the package's system's: none for Kattis, "
         "2048 for DOMjudge, 512 for omegaUp).",
         "MIB"},
        {"compile-time", "The compiler's CPU time limit in seconds (default: the package's system's).", "S"},
        {"python",
         "Python 3 of Kattis's and DOMjudge's packages runs with pypy (as they run it, the default) or cpython.",
         "IMPLEMENTATION"}};
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
          choose("wall-clock", rules.wallClock, {WallClockRule::Generous, WallClockRule::Overshoot}),
          choose("process-limit", rules.processLimit, {ProcessLimitRule::PerLanguage, ProcessLimitRule::SixtyFour})})
        if (!chosen) return chosen;
    if (overridden) problem.dialect.reason += QStringLiteral(", with rules overridden");
    options.rules = rules;
    return {};
}

// --compile-memory, --compile-time and --python, when the command offers them.
Result<void> applyCompileOptions(const QCommandLineParser& parser, const problem::Problem& problem,
                                 judge::JudgeOptions& options, judge::LanguageRegistry& languages) {
    const QStringList known = parser.optionNames();
    auto given = [&](const char* name) { return known.contains(name) && parser.isSet(name); };
    if (given("compile-memory")) {
        bool ok = false;
        const int mib = parser.value("compile-memory").toInt(&ok);
        if (!ok || mib < 0) return fail("--compile-memory: expected MiB (a whole number, 0 for no limit)");
        options.compileLimits.memoryMiB = mib;
    }
    if (given("compile-time")) {
        bool ok = false;
        const double seconds = parser.value("compile-time").toDouble(&ok);
        if (!ok || seconds <= 0 || seconds > 3600) return fail("--compile-time: expected seconds, more than 0");
        options.compileLimits.cpuSeconds = seconds;
    }
    if (given("python")) {
        const QString implementation = parser.value("python");
        if (implementation != "pypy" && implementation != "cpython")
            return fail("--python " + implementation.toStdString() + ": expected pypy or cpython");
        if (implementation == "cpython")
            if (auto preferred = languages.preferInDialect("python3", problem::dialectName(problem.dialect.dialect));
                !preferred)
                return preferred;
    }
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

QList<QCommandLineOption> poolOptions() {
    return {{"pools",
             "Lease the runs' sandboxes from the warm pools of this sandbox_config.yml (default: one pool, 'judge', "
             "of a sandbox per job). The pool's scale_limit is how many tests run at once; running_timeout stops a "
             "stuck run.",
             "FILE"},
            {"pool", "The pool of --pools to use (default: judge).", "NAME"}};
}

Result<session::RunPlace> runPlaceFrom(const QCommandLineParser& parser, int jobs) {
    const QStringList known = parser.optionNames();
    const bool fromFile = known.contains("pools") && parser.isSet("pools");
    session::RunPlace place;
    place.jobs = jobs;
    if (known.contains("pool") && parser.isSet("pool")) place.pool = parser.value("pool").toStdString();
    if (!fromFile) {
        if (place.pool != protocol::kJudgingPool) return fail("--pool needs the --pools FILE it is one of");
        return place;
    }
    auto config = protocol::readPoolsConfig(parser.value("pools"));
    if (!config) return Error{"--pools: " + config.error()};
    auto chosen = config->pools.find(place.pool);
    if (chosen == config->pools.end()) {
        std::string names;
        for (const auto& [name, settings] : config->pools)
            names += (names.empty() ? "" : ", ") + name;
        return fail(parser.value("pools").toStdString() + " has no pool named '" + place.pool +
                    "': choose one with --pool (it has " + names + ")");
    }
    QTextStream(stderr) << "sandboxes: pool '" << QString::fromStdString(place.pool) << "' of " << parser.value("pools")
                        << ", " << chosen->second.poolSize << " kept warm, at most " << chosen->second.scaleLimit
                        << " at once\n";
    place.pools = std::move(config.value());
    return place;
}

Result<std::shared_ptr<session::LocalRuns>> startLocalRuns(const QCommandLineParser& parser, int jobs) {
    auto place = runPlaceFrom(parser, jobs);
    if (!place) return place.failure();
    return session::LocalRuns::start(*place);
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
    auto problem = contest::readProblemAsJudged(problemPath);
    if (!problem) return problem.failure();
    runs.problem = problem.value();
    auto languages = judge::LanguageRegistry::load();
    if (!languages) return languages.failure();
    runs.languages = languages.value();
    auto options = judgeOptionsFrom(parser);
    if (!options) return options.failure();
    runs.options = *options;
    auto local = startLocalRuns(parser, runs.options.jobs);
    if (!local) return local.failure();
    runs.runs = std::move(local.value());
    return runs;
}

Result<std::unique_ptr<session::JudgingSession>> openJudgingSession(const QString& problemPath,
                                                                    const QCommandLineParser& parser) {
    auto problem = contest::readProblemAsJudged(problemPath);
    if (!problem) return problem.failure();
    for (const QString& warning : problem->warnings)
        QTextStream(stderr) << "warning: " << problem->shortName << ": " << warning << '\n';
    auto languages = judge::LanguageRegistry::load();
    if (!languages) return languages.failure();
    auto options = judgeOptionsFrom(parser);
    if (!options) return options.failure();
    if (auto applied = applyDialectOptions(parser, problem.value(), options.value()); !applied)
        return applied.failure();
    if (auto applied = applyCompileOptions(parser, problem.value(), options.value(), languages.value()); !applied)
        return applied.failure();
    auto place = runPlaceFrom(parser, options->jobs);
    if (!place) return place.failure();
    const int givenJobs = options->jobs;
    auto connect = [&parser](std::shared_ptr<judge::Executor> here) -> Result<session::RemoteRuns> {
        auto fleet = startFleetFrom(parser, std::move(here));
        if (!fleet) return fleet.failure();
        if (!*fleet) return session::RemoteRuns{};
        return session::RemoteRuns{*fleet, (*fleet)->capacity()};
    };
    auto opened = session::JudgingSession::open(std::move(problem.value()), std::move(languages.value()),
                                                std::move(options.value()), *place, connect);
    if (!opened) return opened.failure();
    // --jobs given by hand stands over the servers' room.
    if (opened.value()->remote() && parser.isSet("jobs")) opened.value()->options().jobs = givenJobs;
    return opened;
}
