// judgedesk-cli calibrate PROBLEM: the time limit derived from the accepted submissions.
#include "commands.h"
#include "common/units.h"
#include "interruption.h"
#include "judge/calibration.h"
#include "judging_session.h"
#include "problem/package_archive.h"
#include "problem/package_writability.h"
#include "problem/problem_writer.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

using namespace jd;
using namespace jd::judge;

namespace {

constexpr jd::cli::UsageError usageError{"calibrate"};

} // namespace

int calibrateCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Judges the accepted submissions of PROBLEM under a generous ceiling and derives the time limit as "
        "problemtools does: max(1 s, ceil(slowest accepted time x the package's time multiplier)). With --write, "
        "the limit is saved into the package (problem.yaml, or .timelimit for legacy packages that use one).");
    parser.addHelpOption();
    parser.addOptions({
        {"write", "Save the derived time limit into the package."},
        {"ceiling", "The time limit the accepted submissions run under (default 10 s).", "S"},
    });
    parser.addOption(jobsOption());
    parser.addPositionalArgument("problem", "The problem package (a folder or an archive).", "PROBLEM");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.positionalArguments().size() != 1) return usageError("usage: judgedesk-cli calibrate PROBLEM");
    double ceiling = 10;
    if (parser.isSet("ceiling")) {
        // Read as --time-limit is: 2, 2.5, 2500ms.
        auto seconds = parseTimeLimit(parser.value("ceiling").toStdString());
        if (!seconds) return usageError("--ceiling: " + QString::fromStdString(seconds.error()));
        ceiling = seconds->count() / 1e9;
    }

    // An archive is unpacked into a cache keyed by its content, which must stay what the archive holds:
    // editing it would make later judgings of the unchanged archive use the edited limits.
    if (const QString given = parser.positionalArguments().first();
        parser.isSet("write") && problem::isPackageArchive(given))
        return usageError("--write does not edit archives: unpack " + given +
                          " into a folder, calibrate the folder, "
                          "and pack it again");
    auto session = openJudgingSession(parser.positionalArguments().first(), parser);
    if (!session) return usageError(QString::fromStdString(session.error()));
    problem::Problem problem = session.value()->problem();
    const QDir package(problem.directory);
    if (auto writable = problem::checkWritable(problem); parser.isSet("write") && !writable)
        return usageError("--write: " + QString::fromStdString(writable.error()));
    if (parser.isSet("write") && !package.exists("data"))
        return usageError("--write edits Kattis packages; " + problem.directory + " is not one");

    QList<std::pair<QString, SubmissionFiles>> accepted;
    QStringList skipped;
    for (const problem::Submission& submission : problem.submissions) {
        if (submission.directory != "accepted") continue;
        const QString name = submission.directory + "/" + QFileInfo(submission.path).fileName();
        auto files = collectPackageSubmission(submission, problem, session.value()->languages());
        if (!files || files->language->toolPath().isEmpty()) {
            skipped << name;
            continue;
        }
        accepted.push_back({name, files.value()});
    }

    QTextStream out(stdout);
    auto calibration = calibrate(session.value()->judge(), accepted, session.value()->options(), ceiling);
    if (jd::cli::interrupted()) {
        QTextStream(stderr) << "judgedesk-cli calibrate: interrupted; nothing was written\n";
        return jd::cli::kInterrupted;
    }
    if (!calibration) return usageError(QString::fromStdString(calibration.error()));
    for (const CalibrationSample& sample : calibration->samples) {
        out << "  " << sample.submission << ": " << verdictCode(sample.verdict) << ", slowest "
            << QString::number(sample.slowest.count() / 1e9, 'f', 3) << " s on " << sample.slowestTest;
        if (sample.verdict != Verdict::AC) out << " (not counted: not accepted)";
        out << '\n';
    }
    for (const QString& name : skipped)
        out << "  " << name << ": skipped, its language is not installed here\n";
    out << "Slowest accepted: " << calibration->slowestSubmission << ", "
        << QString::number(calibration->slowest.count() / 1e9, 'f', 3) << " s\n";
    out << "Time limit: " << calibration->rule;
    if (problem.limits.timeLimit) out << " (the package says " << *problem.limits.timeLimit << " s)";
    out << '\n';

    if (parser.isSet("write")) {
        problem.limits.timeLimit = calibration->timeLimit;
        if (auto written = problem::writeProblemSettings(problem); !written)
            return usageError(QString::fromStdString(written.error()));
        out << "Written to " << problem.directory << '\n';
    }
    bool allAccepted = true;
    for (const CalibrationSample& sample : calibration->samples)
        allAccepted = allAccepted && sample.verdict == Verdict::AC;
    return allAccepted ? 0 : 1;
}
