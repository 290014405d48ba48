#include "package_calibration.h"

#include "common/atomic_file.h"
#include "problem/limit_bounds.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace jd::judge {
namespace {

constexpr int kCalibrationFormat = 1;
// Packages judged once and forgotten leave a small file each: the oldest go past this many.
constexpr int kRememberedCalibrations = 500;

bool isAccepted(const problem::Submission& submission) { return submission.directory == "accepted"; }

void addFile(QCryptographicHash& hash, const QString& path) {
    QFile file(path);
    hash.addData(path.toUtf8());
    if (file.open(QIODevice::ReadOnly)) hash.addData(&file);
}

// A file's name, size and modification time: enough to see that a test changed.
void addStamp(QCryptographicHash& hash, const QString& path) {
    const QFileInfo info(path);
    hash.addData(
        QStringLiteral("%1 %2 %3").arg(path).arg(info.size()).arg(info.lastModified().toMSecsSinceEpoch()).toUtf8());
}

QString rememberedAt(const problem::Problem& problem, const QString& cacheDirectory) {
    return QDir(cacheDirectory).filePath(QString::fromLatin1(calibrationKey(problem)) + ".json");
}

std::optional<TimeLimitChoice> remembered(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    if (saved.value("format").toInt() != kCalibrationFormat || !saved.value("seconds").isDouble()) return std::nullopt;
    const double seconds = saved.value("seconds").toDouble();
    // A file edited or damaged by hand is calibrated again rather than trusted.
    if (!(seconds > 0 && seconds <= problem::bounds::kLongestTimeLimit)) return std::nullopt;
    return TimeLimitChoice{seconds, TimeLimitChoice::Origin::Calibrated,
                           saved.value("source").toString() + QStringLiteral(", remembered from an earlier judging")};
}

} // namespace

bool calibratesTimeLimit(const problem::Problem& problem, const JudgeOptions& options) {
    return problem.dialect.dialect == problem::Dialect::Kattis &&
           timeLimitFor(problem, options).origin == TimeLimitChoice::Origin::MachineDefault;
}

TimeLimitChoice limitFromAcceptedRuns(const problem::Problem& problem, const QList<AcceptedRun>& accepted,
                                      const TimeLimitChoice& fallback, double ceiling) {
    std::optional<std::chrono::nanoseconds> slowest;
    QStringList failed;
    for (const AcceptedRun& run : accepted) {
        const JudgeReport& report = run.report;
        if (report.verdict == Verdict::AC) {
            for (const TestOutcome& test : report.tests)
                if (test.verdict != Verdict::NotRun) slowest = std::max(slowest.value_or(test.time), test.time);
        } else {
            failed << QStringLiteral("%1 (%2)").arg(run.name, verdictCode(report.verdict));
        }
    }
    if (accepted.isEmpty())
        return {fallback.seconds, fallback.origin,
                fallback.source + QStringLiteral("; no accepted submission to calibrate it from")};
    if (slowest && !failed.isEmpty())
        return {fallback.seconds, fallback.origin,
                QStringLiteral("%1; not calibrated: %2 of the %3 accepted submissions %4 not accepted here within %5 s "
                               "(%6), and a limit from the others would be shorter than Kattis's; give one with "
                               "--time-limit")
                    .arg(fallback.source)
                    .arg(failed.size())
                    .arg(accepted.size())
                    .arg(failed.size() == 1 ? "was" : "were")
                    .arg(ceiling)
                    .arg(failed.join(", "))};
    if (!slowest)
        return {fallback.seconds, fallback.origin,
                QStringLiteral("%1; no accepted submission was accepted within %2 s to calibrate it from")
                    .arg(fallback.source)
                    .arg(ceiling)};
    const double seconds = calibratedTimeLimit(*slowest, problem.limits);
    return {seconds, TimeLimitChoice::Origin::Calibrated,
            QStringLiteral("calibrated from the accepted submissions as problemtools does: max(%1 s, ceil(%2 s x "
                           "%3)) = %4 s")
                .arg(problem.limits.timeResolution.value_or(1.0))
                .arg(slowest->count() / 1e9, 0, 'f', 3)
                .arg(problem.limits.timeMultiplier)
                .arg(seconds)};
}

QString defaultCalibrationCache() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + "/judgedesk/calibrations";
}

QByteArray calibrationKey(const problem::Problem& problem) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::number(kCalibrationFormat));
    for (const char* settings : {"problem.yaml", "testdata.yaml"})
        addFile(hash, QDir(problem.directory).filePath(QString::fromLatin1(settings)));
    hash.addData(QByteArray::number(problem.limits.timeMultiplier));
    for (const problem::Submission& submission : problem.submissions) {
        if (!isAccepted(submission)) continue;
        if (QFileInfo(submission.path).isDir()) {
            QStringList files;
            for (QDirIterator it(submission.path, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
                files << it.next();
            files.sort();
            for (const QString& file : files)
                addFile(hash, file);
        } else {
            addFile(hash, submission.path);
        }
    }
    for (const problem::TestCase& test : problem.allTests()) {
        addStamp(hash, test.input);
        addStamp(hash, test.answer);
    }
    return hash.result().toHex().left(32);
}

void judgeAt(JudgeOptions& options, const TimeLimitChoice& limit) { options.timeLimit = limit; }

Result<std::optional<TimeLimitChoice>> packageTimeLimit(ProblemJudge& judge, const LanguageRegistry& languages,
                                                        const JudgeOptions& options, const QString& cacheDirectory,
                                                        const std::function<void()>& calibrating,
                                                        double ceilingSeconds) {
    const problem::Problem& problem = judge.problem();
    if (!calibratesTimeLimit(problem, options)) return std::optional<TimeLimitChoice>();
    if (auto known = remembered(rememberedAt(problem, cacheDirectory))) return known;
    if (calibrating) calibrating();

    QList<AcceptedRun> accepted;
    for (const problem::Submission& submission : problem.submissions) {
        if (!isAccepted(submission)) continue;
        auto files = collectPackageSubmission(submission, problem, languages);
        if (!files || files->language->toolPath().isEmpty()) continue; // not judged by Kattis's rule either here
        JudgeOptions own = options;
        setTimeLimit(own, ceilingSeconds);
        own.workDirectory.clear();
        auto report = judge.judge(*files, own);
        if (options.stop.stop_requested()) return fail("interrupted while calibrating the time limit");
        if (!report)
            return fail("calibrating the time limit from " + submission.path.toStdString() + ": " + report.error());
        accepted << AcceptedRun{"accepted/" + QFileInfo(submission.path).fileName(), std::move(report.value())};
    }
    const TimeLimitChoice limit =
        limitFromAcceptedRuns(problem, accepted, timeLimitFor(problem, options), ceilingSeconds);
    rememberCalibration(problem, cacheDirectory, limit);
    return std::optional<TimeLimitChoice>(limit);
}

void rememberCalibration(const problem::Problem& problem, const QString& cacheDirectory, const TimeLimitChoice& limit) {
    if (limit.origin != TimeLimitChoice::Origin::Calibrated || cacheDirectory.isEmpty()) return;
    QJsonObject saved{{"format", kCalibrationFormat},
                      {"seconds", limit.seconds},
                      {"source", limit.source},
                      {"package", problem.directory}};
    // Not remembering costs the next judging a calibration, no more: a cache that cannot be written is no error.
    if (!QDir().mkpath(cacheDirectory)) return;
    (void)writeFileAtomically(rememberedAt(problem, cacheDirectory),
                              QJsonDocument(saved).toJson(QJsonDocument::Compact));
    const QFileInfoList all = QDir(cacheDirectory).entryInfoList({"*.json"}, QDir::Files, QDir::Time);
    for (qsizetype index = kRememberedCalibrations; index < all.size(); ++index)
        QFile::remove(all[index].filePath());
}

} // namespace jd::judge
