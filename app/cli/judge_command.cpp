#include "commands.h"
#include "common/atomic_file.h"
#include "common/missing_path.h"
#include "common/printable_text.h"
#include "common/units.h"
#include "executor_options.h"
#include "interruption.h"
#include "judge/package_calibration.h"
#include "judge/report_format.h"
#include "judging_session.h"
#include "problem/limit_bounds.h"
#include "progress_bar.h"
#include "store/results_store.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace jd;
using namespace jd::judge;

namespace {

constexpr jd::cli::UsageError usageError{"judge"};

} // namespace

int judgeCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Judges each SOURCE as a submission to PROBLEM (a Kattis, DOMjudge, Polygon, TPS or omegaUp package: a "
        "folder or an archive of one), by that system's rules. For an omegaUp problem a SOURCE may be its answers "
        "(a .zip of <case>.out files, or --lang cat). Exits 0 only when every submission is accepted on every test.");
    parser.addHelpOption();
    parser.addOptions({
        {"lang",
         "The language id (see doctor) or another system's name for it (cpp17-gcc, py3); by default from "
         "each source's extension, as the package's system reads it.",
         "L"},
        {"time-limit", "Override the package's time limit.", "S"},
        {"memory-limit", "Override the package's memory limit.", "MIB"},
        {"default-memory-limit",
         "The memory limit for a package that names none (default: its system's own, Kattis 2048, LemonLime 512).",
         "MIB"},
        {"json", "Print the reports as JSON."},
        {"junit", "Also write a JUnit XML report to FILE.", "FILE"},
        {"keep-outputs", "Keep the programs' outputs in DIR.", "DIR"},
        {"together", "All the SOURCE files are one submission of several files."},
        {"entry-point", "The file a submission of several files starts from.", "FILE"},
    });
    parser.addOptions(dialectOptions());
    parser.addOption(jobsOption());
    parser.addOptions(poolOptions());
    parser.addOptions(storeOptions());
    parser.addOptions(executorOptions());
    parser.addPositionalArgument("problem", "The problem package (a folder or an archive).", "PROBLEM");
    parser.addPositionalArgument("sources",
                                 "One or more submissions: files (a header after a source belongs to it) or "
                                 "directories of several files.",
                                 "SOURCE...");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2) return usageError("usage: judgedesk-cli judge PROBLEM SOURCE... (see --help)");

    // Limits are read before anything runs.
    std::optional<double> timeLimit;
    if (parser.isSet("time-limit")) {
        auto seconds = parseTimeLimit(parser.value("time-limit").toStdString());
        if (!seconds) return usageError("--time-limit: " + QString::fromStdString(seconds.error()));
        timeLimit = seconds->count() / 1e9;
    }
    auto session = openJudgingSession(positional[0], parser);
    if (!session) return usageError(QString::fromStdString(session.error()));
    const problem::Problem& problem = session.value()->problem();
    const LanguageRegistry& languages = session.value()->languages();
    ProblemJudge& judge = session.value()->judge();
    JudgeOptions& options = session.value()->options();
    if (timeLimit) setTimeLimit(options, *timeLimit);
    for (const char* name : {"memory-limit", "default-memory-limit"}) {
        if (!parser.isSet(name)) continue;
        bool ok = false;
        const int mebibytes = parser.value(name).toInt(&ok);
        if (!ok || mebibytes < 1 || mebibytes > problem::bounds::kLargestMemoryMiB)
            return usageError(QStringLiteral("--%1 %2: expected a whole number of MiB from 1 to %3")
                                  .arg(name, parser.value(name))
                                  .arg(problem::bounds::kLargestMemoryMiB));
        if (QByteArray(name) == "memory-limit")
            options.memoryMiB = mebibytes;
        else
            options.defaultMemoryMiB = mebibytes;
    }

    auto calibrated = packageTimeLimit(judge, languages, options, defaultCalibrationCache(), [] {
        QTextStream(stderr) << "The package names no time limit: calibrating it from its accepted submissions, as "
                               "Kattis does (remembered for the next judgings; --time-limit to give one)\n";
    });
    if (!calibrated) return usageError(QString::fromStdString(calibrated.error()));
    if (*calibrated) judgeAt(options, **calibrated);

    const Language* given = nullptr;
    if (parser.isSet("lang") &&
        !(given = languages.byId(parser.value("lang"), problem::dialectName(problem.dialect.dialect))))
        return usageError("--lang " + parser.value("lang") + ": unknown language (see doctor)");
    // Each directory is one submission; so is each file, with the headers named after it, or all the
    // files at once with --together.
    QList<QStringList> groups;
    for (const QString& source : positional.mid(1)) {
        if (!QFileInfo::exists(source)) return usageError(source + ": " + whyUnreadable(source));
        const bool joins = parser.isSet("together") || (isSupportingFile(source) && QFileInfo(source).isFile());
        if (joins && !groups.isEmpty() && QFileInfo(groups.last().last()).isFile())
            groups.last() << source;
        else
            groups << QStringList{source};
    }
    QList<SubmissionFiles> submissions;
    for (const QStringList& group : groups) {
        SubmissionRequest request;
        request.paths = group;
        request.language = given;
        request.entryPoint = parser.value("entry-point");
        request.dialect = problem::dialectName(problem.dialect.dialect);
        auto files = collectSubmission(request, languages);
        if (!files) return usageError(QString::fromStdString(files.error()));
        if (files->language->toolPath().isEmpty())
            return usageError(group.first() + ": " + files->language->name + " is not installed here (" +
                              files->language->compile.value(0) + "); --lang judges it as another language");
        submissions.push_back(files.value());
    }

    ProgressBar progress;
    QObject::connect(&judge, &ProblemJudge::testFinished,
                     [&](const TestOutcome&, int done, int total) { progress.show(done, total); });

    // A results database that cannot be opened or written never costs the user the verdicts: they are
    // printed all the same, and the exit status says they were not kept.
    auto opened = openResultsStoreFrom(parser);
    QString notStored = opened ? QString() : QString::fromStdString(opened.error());
    std::unique_ptr<store::ResultsStore> results = opened ? std::move(opened.value()) : nullptr;

    QTextStream out(stdout);
    QJsonArray json;
    QList<std::pair<QString, JudgeReport>> reports;
    bool allAccepted = true;
    QString stoppedAt;
    for (const SubmissionFiles& submission : submissions) {
        JudgeOptions run = options;
        run.keepAcceptedOutputs = parser.isSet("keep-outputs");
        if (parser.isSet("keep-outputs"))
            run.workDirectory = parser.value("keep-outputs") + "/" + QFileInfo(submission.sources.first()).fileName();
        // Recorded as it begins: a judging killed with -9 is found interrupted by the next one.
        std::optional<qint64> begun;
        if (results) {
            if (auto started = results->begin(problem, submission.sources, submission.language->name))
                begun = started.value();
            else
                notStored = QString::fromStdString(started.error());
        }
        auto report = judge.judge(submission, run);
        progress.clear();
        if (jd::cli::interrupted()) {
            // A half-judged submission is not a judgement: it is not kept, and not printed as one.
            if (begun) (void)results->discard(*begun);
            stoppedAt = QFileInfo(submission.sources.first()).fileName();
            break;
        }
        if (!report && begun) (void)results->discard(*begun);
        if (!report) return usageError(QString::fromStdString(report.error()));
        const QString name = QFileInfo(submission.sources.first()).fileName();
        allAccepted = allAccepted && report->verdict == Verdict::AC;
        std::optional<qint64> stored;
        if (results) {
            if (auto saved = results->save(problem, submission.sources, report.value(), begun); saved)
                stored = saved.value();
            else
                notStored = QString::fromStdString(saved.error());
        }
        if (parser.isSet("json")) {
            QJsonObject entry = reportToJson(problem, name, report.value());
            if (stored) entry["stored"] = *stored;
            json.append(entry);
        } else {
            out << reportToText(problem, name, report.value());
            if (stored) out << "Stored as judgement #" << *stored << ".\n\n";
            out.flush();
        }
        reports.push_back({name, report.value()});
    }
    if (parser.isSet("json")) out << QJsonDocument(json).toJson(QJsonDocument::Indented);
    out.flush();
    if (const auto& remote = session.value()->remote())
        if (auto fleet = std::dynamic_pointer_cast<gojudge::FleetExecutor>(remote->executor)) printFleetFigures(*fleet);
    if (parser.isSet("junit")) {
        if (auto written = writeFileAtomically(parser.value("junit"), reportsToJunit(problem, reports)); !written)
            return usageError("--junit: " + QString::fromStdString(written.error()));
    }
    if (!stoppedAt.isEmpty()) {
        QTextStream(stderr) << "judgedesk-cli judge: interrupted while judging " << printable(stoppedAt)
                            << "; that judging was not stored\n";
        return jd::cli::kInterrupted;
    }
    if (!notStored.isEmpty()) {
        QTextStream(stderr) << "judgedesk-cli judge: the judgements were not stored: " << notStored << '\n';
        return kJudgedButNotStored;
    }
    return allAccepted ? 0 : 1;
}
