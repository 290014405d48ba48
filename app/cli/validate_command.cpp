// judgedesk-cli validate: runs the package's input validators on every test's input and says which
// inputs are invalid and why (exit 1), as problemtools' and Polygon's validation do.
#include "commands.h"
#include "input_refusals.h"
#include "common/printable_text.h"
#include "interruption.h"
#include "judge/input_validation.h"
#include "judging_session.h"
#include "problem/package.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QTemporaryDir>
#include <QTextStream>

using namespace jd;

namespace {

constexpr jd::cli::UsageError usageError{"validate"};

} // namespace

int validateCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Runs PROBLEM's input validators (Kattis input_validators/, Polygon's testlib "
                                     "validators) on every test's input, sandboxed. Exits 1 if any input is invalid "
                                     "or a validator fails.");
    parser.addHelpOption();
    parser.addOption(jobsOption());
    parser.addPositionalArgument("problem", "The problem package (a folder or an archive).");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 1) return usageError("usage: judgedesk-cli validate PROBLEM");

    auto runs = openProblemRuns(parser.positionalArguments().first(), parser);
    if (!runs) return usageError(QString::fromStdString(runs.error()));
    const problem::Problem* problem = &runs->problem;
    const std::shared_ptr<judge::Executor> ownExecutor = runs->runs->newExecutor(jd::cli::interruptionToken());
    judge::Executor& executor = *ownExecutor;
    judge::Compiler& compiler = *runs->runs->compiler();
    const judge::JudgeOptions* options = &runs->options;
    const judge::LanguageRegistry* languages = &runs->languages;
    QTemporaryDir scratch;

    // Ctrl-C ends the validators running now too, not only those still to come.
    auto report = judge::validateInputs(*problem, executor, compiler, *languages, {options->jobs, scratch.path()},
                                        jd::cli::interruptionToken());
    if (jd::cli::interrupted()) {
        QTextStream(stdout) << "validate: interrupted\n";
        return jd::cli::kInterrupted;
    }
    if (!report) return usageError(QString::fromStdString(report.error()));
    if (!problem->warnings.isEmpty())
        for (const QString& warning : problem->warnings)
            QTextStream(stderr) << "warning: " << warning << '\n';
    QTextStream out(stdout);
    for (const QString& note : report->passedOver)
        out << "  note      " << printable(note) << '\n';
    for (const judge::InputCheck& check : report->checks) {
        const bool valid = check.validity == judge::InputValidity::Valid;
        out << (valid                                             ? "  valid     "
                : check.validity == judge::InputValidity::Invalid ? "  INVALID   "
                                                                  : "  FAILED    ")
            << printable(check.test);
        if (!valid) out << " (" << printable(check.validator) << "): " << printable(QString(check.message).replace(QChar(u'\n'), QStringLiteral("; ")));
        out << '\n';
    }
    printRefusals(out, *report);
    const int invalid = report->count(judge::InputValidity::Invalid),
              failed = report->count(judge::InputValidity::ValidatorFailed),
              wronglyRefused = report->wronglyDecidedRefusals();
    out << "validate: " << report->count(judge::InputValidity::Valid) << " valid, " << invalid << " invalid, " << failed
        << " validator failures";
    if (!report->refusals.isEmpty())
        out << "; " << report->refusals.size() - wronglyRefused << " of " << report->refusals.size()
            << " inputs the package says are invalid refused as it says";
    out << "\n";
    return invalid + failed + wronglyRefused == 0 ? 0 : 1;
}
