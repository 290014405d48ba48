// judgedesk-cli contest DIR: a LemonLime / Cena contest folder judged whole, then the standings.
#include "commands.h"
#include "common/atomic_file.h"
#include "contest/contest_folder.h"
#include "contest/contest_judge.h"
#include "contest/contest_record.h"
#include "contest/standings.h"
#include "interruption.h"
#include "judging_session.h"
#include "progress_bar.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

using namespace jd;

namespace {

constexpr jd::cli::UsageError usageError{"contest"};

QString seconds(std::chrono::nanoseconds time) { return QString::number(time.count() / 1e9, 'f', 2) + " s"; }

} // namespace

int contestCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Judges a contest folder (LemonLime / Cena layout): data/<problem>/ holds each problem's tests (bare "
        ".in/.out pairs or a package), source/<contestant>/ each contestant's <problem>.<ext> sources; an optional "
        "contest.yaml sets the title, limits, points and file I/O. Prints the standings. Exits 0 when every "
        "submission could be judged, 1 when some could not (a broken checker, a language not installed).");
    parser.addHelpOption();
    parser.addOptions({
        {"html", "Also write the standings as an HTML page to FILE.", "FILE"},
        {"csv", "Also write the standings as CSV to FILE.", "FILE"},
        {"json", "Print the standings as JSON instead of a table."},
        {"keep-outputs", "Keep the programs' outputs in DIR/<contestant>/<problem>/.", "DIR"},
    });
    parser.addOption(jobsOption());
    parser.addOptions(poolOptions());
    parser.addOptions(storeOptions());
    parser.addPositionalArgument("contest", "The contest folder.");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 1) return usageError("usage: judgedesk-cli contest DIR (see --help)");

    auto languages = judge::LanguageRegistry::load();
    if (!languages) return usageError(QString::fromStdString(languages.error()));
    auto contest = contest::readContestFolder(parser.positionalArguments().first(), *languages);
    if (!contest) return usageError(QString::fromStdString(contest.error()));
    auto options = judgeOptionsFrom(parser);
    if (!options) return usageError(QString::fromStdString(options.error()));
    if (parser.isSet("keep-outputs")) {
        options->workDirectory = parser.value("keep-outputs");
        options->keepAcceptedOutputs = true;
    }
    auto runs = startLocalRuns(parser, options->jobs);
    if (!runs) return usageError(QString::fromStdString(runs.error()));
    auto opened = openResultsStoreFrom(parser); // if it cannot be opened, the standings are printed all the same
    std::string storeError = opened ? std::string() : opened.error();
    std::unique_ptr<store::ResultsStore> results = opened ? std::move(opened.value()) : nullptr;

    QTextStream out(stdout), err(stderr);
    for (const contest::Contestant& contestant : contest->contestants)
        for (const QString& note : contestant.notes)
            err << contestant.name << ": " << note << '\n';
    err.flush();

    contest::ContestJudge judge(*contest, (*runs)->newExecutor(), (*runs)->compiler(), *languages);
    ProgressBar progress;
    QString judging; // who and what, shown beside the bar
    QObject::connect(
        &judge, &contest::ContestJudge::submissionStarted,
        [&](const QString& contestant, const QString& problemId) { judging = contestant + " / " + problemId; });
    QObject::connect(&judge, &contest::ContestJudge::testFinished,
                     [&](const judge::TestOutcome&, int done, int total) { progress.show(done, total, judging); });
    bool allJudged = true;
    QStringList refusals; // said again under the board, where "refused" stands in a cell without its reason
    QObject::connect(
        &judge, &contest::ContestJudge::submissionJudged, [&](const contest::ContestEntry& entry, int done, int total) {
            progress.clear();
            QTextStream line(parser.isSet("json") ? stderr : stdout);
            line << QStringLiteral("[%1/%2] ").arg(done).arg(total) << entry.contestant << " / " << entry.problemId
                 << ": ";
            if (!entry.refusal.isEmpty()) {
                line << "refused (" << entry.refusal << ")" << Qt::endl;
                refusals << entry.contestant + " / " + entry.problemId + ": " + entry.refusal;
                return;
            }
            const QString verdict =
                entry.error.isEmpty() ? judge::verdictCode(entry.report.verdict) : QStringLiteral("JE");
            line << verdict << ", " << entry.score << " points, max " << seconds(entry.report.maxTime);
            if (!entry.error.isEmpty()) line << " (" << entry.error << ")";
            line << Qt::endl;
            allJudged = allJudged && entry.error.isEmpty();
            // Kept as the Contest page keeps its cells: the GUI opens this folder with the board as judged here.
            if (results && !jd::cli::interrupted())
                if (auto recorded = contest::recordContestEntry(*results, *contest, entry); !recorded)
                    storeError = recorded.error();
        });
    const contest::ContestResults judged = judge.judge(*options);
    progress.clear();
    if (jd::cli::interrupted()) {
        err << "judgedesk-cli contest: interrupted; the judgements finished before are stored, no standings were "
               "written\n";
        return jd::cli::kInterrupted;
    }

    const contest::Standings standings = contest::computeStandings(*contest, judged);
    if (parser.isSet("json"))
        out << QJsonDocument(contest::standingsToJson(standings)).toJson(QJsonDocument::Indented);
    else
        out << '\n' << contest::standingsToText(standings);
    out.flush();
    if (!refusals.isEmpty()) {
        QTextStream below(parser.isSet("json") ? stderr : stdout);
        below << "\nNot judged (the source was not read):\n";
        for (const QString& refusal : refusals)
            below << "  " << refusal << '\n';
    }
    for (const auto& [option, content] : {std::pair{"html", contest::standingsToHtml(standings)},
                                          std::pair{"csv", contest::standingsToCsv(standings)}}) {
        if (!parser.isSet(option)) continue;
        if (auto written = writeFileAtomically(parser.value(option), content); !written)
            return usageError(QStringLiteral("--%1: ").arg(option) + QString::fromStdString(written.error()));
    }
    if (!storeError.empty()) {
        err << "judgedesk-cli contest: the judgements were not stored: " << QString::fromStdString(storeError) << '\n';
        return kJudgedButNotStored;
    }
    return allJudged ? 0 : 1;
}
