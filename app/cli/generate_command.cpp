// judgedesk-cli generate: "regenerate all" from the command line. Every test the package says how to
// make is made again by its generator (sandboxed, several at once), the input validators check the
// inputs, and the main correct solution writes the answers. Exit 1 when a step failed on some test.
#include "commands.h"
#include "common/printable_text.h"
#include "interruption.h"
#include "judge/test_generation.h"
#include "judging_session.h"
#include "problem/package.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

using namespace jd;

namespace {

constexpr jd::cli::UsageError usageError{"generate"};

QString outcomeColumn(judge::FileOutcome outcome) {
    return QStringLiteral("%1").arg(judge::fileOutcomeName(outcome), -10);
}

} // namespace

int generateCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Makes PROBLEM's generated tests again (Polygon's generated tests, generators/generators.yaml): runs each "
        "generator sandboxed, keeps inputs that come out the same, replaces the others atomically, runs the input "
        "validators, then writes each answer from the main correct solution. Exits 1 if any step failed.");
    parser.addHelpOption();
    parser.addOption(jobsOption());
    parser.addOption({"test", "Only this test (repeatable), e.g. secret/03-large.", "name"});
    parser.addOption({"no-answers", "Keep the answers as they are."});
    parser.addOption({"no-validation", "Do not run the input validators."});
    parser.addPositionalArgument("problem", "The problem's folder (an archive cannot be written: import it first).");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 1) return usageError("usage: judgedesk-cli generate PROBLEM");
    const QString path = parser.positionalArguments().first();
    if (!QFileInfo(path).isDir())
        return usageError(path + " is not a folder: tests are generated into a problem's folder (unpack an archive "
                                 "or import it in the GUI first)");

    auto runs = openProblemRuns(path, parser);
    if (!runs) return usageError(QString::fromStdString(runs.error()));
    const problem::Problem* problem = &runs->problem;
    const std::shared_ptr<judge::Executor> ownExecutor = runs->runs->newExecutor(jd::cli::interruptionToken());
    judge::Executor& executor = *ownExecutor;
    judge::Compiler& compiler = *runs->runs->compiler();
    const judge::JudgeOptions* options = &runs->options;
    const judge::LanguageRegistry* languages = &runs->languages;
    QTemporaryDir scratch;

    judge::GenerationOptions generation;
    generation.jobs = options->jobs;
    generation.scratchDirectory = scratch.path();
    generation.only = parser.values("test");
    generation.refreshAnswers = !parser.isSet("no-answers");
    generation.validate = !parser.isSet("no-validation");
    QTextStream out(stdout);
    auto report =
        judge::regenerateTests(*problem, executor, compiler, *languages, generation, jd::cli::interruptionToken(),
                               [&out](judge::GenerationStage stage, const judge::GeneratedTest& test) {
                                   if (stage == judge::GenerationStage::Validating)
                                       out << "generate: validating the inputs\n" << Qt::flush;
                                   else if (stage == judge::GenerationStage::Generating)
                                       out << "  input  " << outcomeColumn(test.input) << printable(test.test) << "  ("
                                           << printable(test.command) << ")\n"
                                           << Qt::flush;
                               });
    if (jd::cli::interrupted()) {
        out << "generate: interrupted (the tests written so far are whole)\n";
        return jd::cli::kInterrupted;
    }
    if (!report) return usageError(QString::fromStdString(report.error()));
    for (const QString& entry : report->notUnderstood)
        QTextStream(stderr) << "warning: not run: " << printable(entry) << '\n';

    if (report->validation)
        for (const judge::InputCheck& check : report->validation->checks)
            if (check.validity != judge::InputValidity::Valid)
                out << "  " << (check.validity == judge::InputValidity::Invalid ? "INVALID   " : "FAILED    ")
                    << printable(check.test) << " (" << printable(check.validator)
                    << "): " << printable(QString(check.message).replace(QChar(u'\n'), QStringLiteral("; "))) << '\n';
    if (report->mainSolution.isEmpty())
        out << "generate: answers not refreshed: " << printable(report->answersSkipped) << '\n';
    else
        out << "generate: answers from " << printable(QFileInfo(report->mainSolution).fileName()) << '\n';
    for (const judge::GeneratedTest& test : report->tests) {
        if (!report->mainSolution.isEmpty())
            out << "  answer " << outcomeColumn(test.answer) << printable(test.test) << '\n';
        if (!test.message.isEmpty())
            out << "    " << printable(test.test) << ": " << printable(test.message).replace('\n', "; ") << '\n';
    }
    out << "generate: " << report->count(judge::FileOutcome::Written) << " inputs written, "
        << report->count(judge::FileOutcome::Unchanged) << " unchanged, " << report->count(judge::FileOutcome::Failed)
        << " failed";
    if (!report->mainSolution.isEmpty())
        out << "; " << report->count(judge::FileOutcome::Written, true) << " answers written, "
            << report->count(judge::FileOutcome::Unchanged, true) << " unchanged, "
            << report->count(judge::FileOutcome::Failed, true) << " failed";
    if (report->validation)
        out << "; " << report->validation->count(judge::InputValidity::Invalid) << " invalid inputs";
    out << '\n';
    return report->failed() ? 1 : 0;
}
