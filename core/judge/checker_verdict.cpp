#include "checker_verdict.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace jd::judge {
namespace {

constexpr qint64 kShownMessage = 4096;

QString failure(const sandbox::RunResult& run, const CheckerWords& words) {
    QString reason = QString::fromStdString(sandbox::exitReason(run));
    // A flood stopped at the helpers' limit is what to say first: what it printed is the flood itself.
    if (!words.flooded.isEmpty())
        return QStringLiteral("the checker failed: it wrote %1 MiB into %2, a judge helper's limit (%3)")
            .arg(kHelperFileBytes >> 20)
            .arg(words.flooded, reason);
    const QString said = words.judgeError.isEmpty() ? words.standardError : words.judgeError;
    return "the checker failed: " + reason + (said.isEmpty() ? QString() : ": " + said);
}

} // namespace

std::optional<double> finiteScore(const QString& text) {
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value)) return std::nullopt;
    return value;
}

QString floodedFile(const QString& directory) {
    for (const QFileInfo& file : QDir(directory).entryInfoList(QDir::Files, QDir::Name))
        if (file.size() >= qint64(kHelperFileBytes)) return file.fileName();
    return {};
}

QString readFeedbackText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.read(kShownMessage)).trimmed() : QString();
}

CheckerWords readCheckerWords(const QString& feedback) {
    return {readFeedbackText(feedback + "/judgemessage.txt"), readFeedbackText(feedback + "/teammessage.txt"),
            readFeedbackText(feedback + "/judgeerror.txt"),   readFeedbackText(feedback + "/score.txt"),
            readFeedbackText(feedback + "/stderr.txt"),       floodedFile(feedback),
            readFeedbackText(feedback + "/stdout.txt")};
}

CheckResult kattisCheckerVerdict(const sandbox::RunResult& run, const CheckerWords& words) {
    if (run.status != sandbox::RunStatus::RuntimeError || (run.exitCode != 42 && run.exitCode != 43))
        return {Verdict::JE, failure(run, words), {}};
    CheckResult result;
    result.verdict = run.exitCode == 42 ? Verdict::AC : Verdict::WA;
    result.message = words.judgeMessage.isEmpty() ? words.teamMessage : words.judgeMessage;
    if (!words.score.isEmpty()) {
        result.score = finiteScore(words.score);
        if (!result.score)
            return {Verdict::JE, "the output validator wrote a score that is not a number: " + words.score, {}};
    }
    return result;
}

CheckResult testlibCheckerVerdict(const sandbox::RunResult& run, const CheckerWords& words) {
    const QString& message = words.standardError;
    const bool exited = run.status == sandbox::RunStatus::Ok || run.status == sandbox::RunStatus::RuntimeError;
    if (!exited) return {Verdict::JE, failure(run, words), {}};
    switch (run.exitCode) {
    case 0: return {Verdict::AC, message, {}};
    case 1: return {Verdict::WA, message, {}};
    case 2: return {Verdict::PE, message, {}};
    case 7: {
        // "points 0.5 <message>" or "0.5 <message>": the points come first.
        static const QRegularExpression points("^(?:points\\s+)?([-+0-9.eE]+)");
        const auto match = points.match(message);
        const auto value = match.hasMatch() ? finiteScore(match.captured(1)) : std::nullopt;
        if (!value) return {Verdict::JE, "the checker gave points without a number: " + message, {}};
        return {Verdict::AC, message, *value};
    }
    default: return {Verdict::JE, failure(run, words), {}};
    }
}

CheckResult cmsCheckerVerdict(const sandbox::RunResult& run, const CheckerWords& words) {
    if (run.status != sandbox::RunStatus::Ok || run.exitCode != 0 || !words.flooded.isEmpty())
        return {Verdict::JE, failure(run, words), {}};
    const QString said = words.standardOutput.section(QRegularExpression("\\s+"), 0, 0, QString::SectionSkipEmpty);
    const auto outcome = finiteScore(said);
    if (!outcome || *outcome < 0 || *outcome > 1)
        return {Verdict::JE, "the checker's outcome is not a number from 0 to 1: '" + said.left(64) + "'", {}};
    static const QHash<QString, QString> translated = {{"translate:success", "Output is correct"},
                                                       {"translate:wrong", "Output isn't correct"},
                                                       {"translate:partial", "Output is partially correct"}};
    const QString message = words.standardError.section('\n', 0, 0).trimmed();
    CheckResult result;
    result.verdict = *outcome >= 1 ? Verdict::AC : Verdict::WA;
    result.message = translated.value(message, message);
    result.score = *outcome;
    return result;
}

} // namespace jd::judge
