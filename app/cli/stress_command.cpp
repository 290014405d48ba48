// judgedesk-cli stress: a generator, a trusted reference and a solution under test, round after round
// on new seeds until the solution is not accepted on some test (exit 1, the counterexample printed and
// kept; --add-test makes it a test of the problem) or the rounds or the time run out (exit 0).
#include "commands.h"
#include "common/printable_text.h"
#include "common/units.h"
#include "interruption.h"
#include "judge/stress_roles.h"
#include "judge/stress_test.h"
#include "judge/test_generation.h"
#include "judging_session.h"
#include "problem/package.h"
#include "problem/package_writability.h"
#include "problem/plain_tests_reader.h"
#include "problem/problem_writer.h"
#include "problem/test_file_layout.h"
#include "problem/test_files.h"
#include "problem/test_recipes.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <QTextStream>

using namespace jd;

namespace {

constexpr jd::cli::UsageError usageError{"stress"};

// A program named on the command line: as given, else inside the problem.
QString programPath(const QString& given, const QString& problemDirectory) {
    if (QFileInfo::exists(given)) return QFileInfo(given).absoluteFilePath();
    const QString inside = QDir(problemDirectory).filePath(given);
    return QFileInfo::exists(inside) ? inside : QString();
}

// The generator when the package's recipes use only one.
QString onlyGenerator(const problem::Problem& problem) {
    auto recipes = problem::readTestRecipes(problem);
    if (!recipes) return {};
    QSet<QString> generators;
    for (const auto& recipe : recipes->recipes)
        if (!recipe.generator.isEmpty()) generators.insert(recipe.generator);
    return generators.size() == 1 ? *generators.begin() : QString();
}

QString preview(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return QStringLiteral("(none)");
    const QByteArray head = file.read(400);
    return printable(QString::fromUtf8(head)).trimmed() + (file.size() > 400 ? QStringLiteral(" …") : QString());
}

} // namespace

int stressCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Stress-tests SOLUTION against PROBLEM: GENERATOR makes a test from each seed, REFERENCE answers it, and "
        "SOLUTION is judged on it as the problem judges (its checker and limits), until it is not accepted. Exits 1 "
        "with the counterexample, 0 when none was found.");
    parser.addHelpOption();
    parser.addOption(jobsOption());
    parser.addOption({"generator", "The generator's source (default: the one the package's recipes use).", "FILE"});
    parser.addOption({"args", "The generator's arguments; {seed} becomes the seed (added last otherwise).", "ARGS"});
    parser.addOption({"reference", "The trusted solution (default: the package's main correct solution).", "FILE"});
    parser.addOption({"rounds", "At most this many tests (default 1000).", "N", "1000"});
    parser.addOption({"seconds", "At most this long (default 120).", "S", "120"});
    parser.addOption({"seed", "The first seed (default 1).", "N", "1"});
    parser.addOption({"time-limit", "The solution's time limit (default: the problem's).", "S"});
    parser.addOption(
        {"add-test", "Add the counterexample to the problem as this test (e.g. secret/stress-1).", "NAME"});
    parser.addPositionalArgument("problem", "The problem's folder.");
    parser.addPositionalArgument("solution", "The solution under test.");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 2)
        return usageError("usage: judgedesk-cli stress PROBLEM SOLUTION [--generator G --args ARGS --reference R]");

    // Limits are read before anything runs.
    std::optional<double> timeLimit;
    if (parser.isSet("time-limit")) {
        auto seconds = parseTimeLimit(parser.value("time-limit").toStdString());
        if (!seconds) return usageError("--time-limit: " + QString::fromStdString(seconds.error()));
        timeLimit = seconds->count() / 1e9;
    }
    auto runs = openProblemRuns(parser.positionalArguments()[0], parser);
    if (!runs) return usageError(QString::fromStdString(runs.error()));
    const problem::Problem* problem = &runs->problem;
    const judge::JudgeOptions* options = &runs->options;
    const judge::LanguageRegistry* languages = &runs->languages;
    auto executor = runs->runs->newExecutor(jd::cli::interruptionToken());
    auto compiler = runs->runs->compiler();

    judge::StressOptions stress;
    stress.jobs = options->jobs;
    stress.candidate = programPath(parser.positionalArguments()[1], problem->directory);
    if (stress.candidate.isEmpty()) return usageError(parser.positionalArguments()[1] + ": no such file");
    // A folder of bare tests has no recipes: what the sources beside them are named says which is which.
    QStringList sourcesBeside;
    if (problem->formatVersion == "bare")
        sourcesBeside = problem::sourcesBesideBareTests(
            problem->directory, [&](const QString& path) { return languages->forSourceFile(path) != nullptr; });
    sourcesBeside.removeAll(stress.candidate);
    stress.generator = parser.isSet("generator") ? programPath(parser.value("generator"), problem->directory)
                                                 : onlyGenerator(*problem);
    if (stress.generator.isEmpty() && !parser.isSet("generator"))
        stress.generator = judge::generatorByName(sourcesBeside);
    if (stress.generator.isEmpty())
        return usageError(parser.isSet("generator") ? parser.value("generator") + ": no such file"
                                                    : QStringLiteral("which generator? (--generator FILE)"));
    auto words = problem::splitCommand(parser.value("args"));
    if (!words) return usageError("--args: " + QString::fromStdString(words.error()));
    stress.arguments = *words;
    if (parser.isSet("reference")) {
        stress.reference = programPath(parser.value("reference"), problem->directory);
        if (stress.reference.isEmpty()) return usageError(parser.value("reference") + ": no such file");
    } else {
        auto recipes = problem::readTestRecipes(*problem);
        stress.reference = judge::mainCorrectSolution(*problem, recipes ? *recipes : problem::TestRecipes{});
        if (stress.reference.isEmpty()) stress.reference = judge::referenceByName(sourcesBeside);
        if (stress.reference.isEmpty())
            return usageError("which reference? the package has no main correct solution (--reference FILE)");
    }
    bool roundsOk = false, seedOk = false;
    stress.rounds = parser.value("rounds").toInt(&roundsOk);
    stress.firstSeed = parser.value("seed").toUInt(&seedOk);
    if (!roundsOk || stress.rounds < 1) return usageError("--rounds: expected a positive number");
    if (!seedOk) return usageError("--seed: expected a number from 0 to 4294967295");
    auto budget = parseSeconds(parser.value("seconds").toStdString());
    if (!budget) return usageError("--seconds: " + QString::fromStdString(budget.error()));
    stress.budget = std::chrono::duration_cast<std::chrono::milliseconds>(*budget);
    if (timeLimit) stress.timeLimit = *timeLimit;
    const QString addAs = parser.value("add-test");
    if (!addAs.isEmpty()) {
        if (auto writable = problem::checkTestsWritable(*problem); !writable)
            return usageError("--add-test: " + QString::fromStdString(writable.error()));
        if (auto name = problem::TestFileLayout(*problem).checkName(addAs); !name)
            return usageError("--add-test: " + QString::fromStdString(name.error()));
    }

    QTemporaryDir work;
    stress.workDirectory = work.path();

    QTextStream out(stdout);
    out << "stress: " << printable(QFileInfo(stress.candidate).fileName()) << " against "
        << printable(QFileInfo(stress.reference).fileName()) << ", tests from "
        << printable(QFileInfo(stress.generator).fileName()) << ' ' << printable(stress.arguments.join(' ')) << '\n'
        << Qt::flush;
    auto report = judge::stressTest(*problem, executor, compiler, *languages, stress, jd::cli::interruptionToken(),
                                    [&out](int rounds) { out << "\r  " << rounds << " rounds" << Qt::flush; });
    out << '\n';
    if (jd::cli::interrupted()) {
        out << "stress: interrupted\n";
        return jd::cli::kInterrupted;
    }
    if (!report) return usageError(QString::fromStdString(report.error()));
    out << "stress: " << printable(report->endedBecause) << '\n';
    if (!report->found) return 0;

    const judge::Counterexample& found = *report->found;
    out << "  verdict:   " << judge::verdictCode(found.outcome.verdict) << "  "
        << printable(found.outcome.message).replace('\n', "; ") << '\n'
        << "  generator: " << printable(QFileInfo(stress.generator).fileName()) << ' '
        << printable(found.arguments.join(' ')) << '\n'
        << "  input:     " << preview(found.input) << '\n'
        << "  expected:  " << preview(found.answer) << '\n'
        << "  got:       " << preview(found.output) << '\n';
    if (!addAs.isEmpty()) {
        const QString group = addAs.section('/', 0, -2), key = addAs.section('/', -1);
        auto added = problem::importTests(*problem, group, {problem::TestPair{key, found.input, found.answer}});
        if (!added) return usageError("--add-test: " + QString::fromStdString(added.error()));
        out << "stress: added as the test " << printable(addAs) << '\n';
    }
    return 1;
}
