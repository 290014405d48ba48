// judgedesk-cli new: a new problem package from a template (a complete, working problem of the kind
// wanted, copied under the new name), ready to judge.
#include "commands.h"
#include "common/bundled_files.h"
#include "problem/problem_templates.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

using namespace jd;

namespace {

constexpr jd::cli::UsageError usageError{"new"};

QString templateId(problem::ProblemTemplate kind) {
    switch (kind) {
    case problem::ProblemTemplate::Batch: return "batch";
    case problem::ProblemTemplate::Interactive: return "interactive";
    case problem::ProblemTemplate::Scoring: return "scoring";
    case problem::ProblemTemplate::MultiPass: return "multi-pass";
    }
    return {};
}

} // namespace

int newCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    QString kinds;
    for (const problem::TemplateInfo& info : problem::problemTemplates())
        kinds += QStringLiteral("\n  %1: %2").arg(templateId(info.kind), -12).arg(info.description);
    parser.setApplicationDescription("Creates the problem package DIR from a template (a working problem with tests "
                                     "and reference solutions, copied under the new name):" +
                                     kinds);
    parser.addHelpOption();
    parser.addOptions({
        {"template", "batch, interactive, scoring or multi-pass (default: batch).", "KIND", "batch"},
        {"name", "The problem's name (default: the folder's name).", "NAME"},
    });
    parser.addPositionalArgument("dir", "The new problem's folder (lower-case letters, digits, '-' and '_').");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 1) return usageError("usage: judgedesk-cli new [--template KIND] DIR");
    const QString directory = parser.positionalArguments().first();
    std::optional<problem::ProblemTemplate> kind;
    for (const problem::TemplateInfo& info : problem::problemTemplates())
        if (templateId(info.kind) == parser.value("template")) kind = info.kind;
    if (!kind) return usageError("--template " + parser.value("template") + ": expected one of" + kinds);
    const QString examples = bundledExamplesDirectory();
    if (examples.isEmpty()) return usageError("the templates (the examples) are not installed beside judgedesk-cli");
    const QString name = parser.isSet("name") ? parser.value("name") : QFileInfo(QDir::cleanPath(directory)).fileName();
    auto created = problem::createProblemFromTemplate(*kind, examples, directory, name);
    if (!created) return usageError(QString::fromStdString(created.error()));
    QTextStream(stdout) << "created " << *created << " from the " << templateId(*kind) << " template\n";
    return 0;
}
