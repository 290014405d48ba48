#include "settings_fields.h"

#include "../common/units.h"
#include "limit_bounds.h"

#include <cmath>

namespace jd::problem {
namespace {

constexpr int kLongestName = 200;

Result<int> parseMiB(const QString& text, int largest, const char* what) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) return fail(std::string("the ") + what + " is needed");
    bool plain = false;
    const double mib = trimmed.toDouble(&plain);
    double value = mib;
    if (!plain) {
        auto bytes = parseSize(trimmed.toStdString());
        if (!bytes) return fail(bytes.error());
        value = double(*bytes) / (1 << 20);
    }
    if (!std::isfinite(value) || value < 1) return fail(std::string("the ") + what + " must be at least 1 MiB");
    if (value != std::floor(value)) return fail(std::string("the ") + what + " is a whole number of MiB");
    if (value > largest)
        return fail(std::string("the ") + what + " can be at most " + std::to_string(largest) + " MiB");
    return int(value);
}

} // namespace

Result<QString> parseProblemName(const QString& text) {
    const QString name = text.trimmed();
    if (name.isEmpty()) return fail("a problem needs a name");
    if (name.contains('\n') || name.contains('\r')) return fail("the name is one line");
    if (name.size() > kLongestName) return fail("the name can be at most 200 characters long");
    return name;
}

Result<double> parseTimeLimit(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) return fail("the time limit is needed");
    if (trimmed.startsWith('-')) return fail("the time limit cannot be negative");
    auto duration = parseSeconds(trimmed.toStdString());
    if (!duration) return fail(duration.error());
    const double seconds = std::chrono::duration<double>(*duration).count();
    if (!(seconds > 0)) return fail("the time limit must be above 0 s");
    if (seconds > bounds::kLongestTimeLimit)
        return fail("the time limit can be at most " + std::to_string(int(bounds::kLongestTimeLimit)) + " s");
    return seconds;
}

Result<int> parseMemoryLimit(const QString& text) { return parseMiB(text, bounds::kLargestMemoryMiB, "memory limit"); }

Result<int> parseOutputLimit(const QString& text) { return parseMiB(text, bounds::kLargestOutputMiB, "output limit"); }

Result<ProblemType> parseProblemType(const QString& text, bool legacy, bool hasValidatorProgram) {
    ProblemType type;
    for (const QString& word : text.split(' ', Qt::SkipEmptyParts)) {
        if (word == "pass-fail") continue;
        if (word == "scoring")
            type.scoring = true;
        else if (word == "interactive")
            type.interactive = true;
        else if (word == "multi-pass")
            type.multiPass = true;
        else
            return fail("'" + word.toStdString() +
                        "' is not a problem type: pass-fail, scoring, interactive, multi-pass");
    }
    if (type.multiPass && legacy) return fail("a legacy package has no multi-pass problems: use 2025-09");
    if ((type.interactive || type.multiPass) && !hasValidatorProgram)
        return fail(std::string(type.interactive ? "an interactive" : "a multi-pass") +
                    " problem needs a validator program of its own: choose one as the checker first");
    return type;
}

QString problemTypeText(const ProblemType& type) {
    QStringList words;
    if (type.scoring) words << "scoring";
    if (type.interactive) words << "interactive";
    if (type.multiPass) words << "multi-pass";
    return words.isEmpty() ? QStringLiteral("pass-fail") : words.join(' ');
}

Result<int> parseValidationPasses(const QString& text) {
    bool number = false;
    const int passes = text.trimmed().toInt(&number);
    if (!number) return fail("expected a whole number of passes, got '" + text.trimmed().toStdString() + "'");
    if (passes < 2 || passes > bounds::kMostValidationPasses)
        return fail("expected from 2 to " + std::to_string(bounds::kMostValidationPasses) + " passes");
    return passes;
}

Result<double> parseScore(const QString& text) {
    bool number = false;
    const double score = text.trimmed().toDouble(&number);
    if (!number) return fail("expected a number, got '" + text.trimmed().toStdString() + "'");
    if (!std::isfinite(score) || score < 0 || score > bounds::kLargestScore)
        return fail("expected a score from 0 to 1e9");
    return score;
}

Result<QStringList> parseValidatorFlags(const QString& text, bool defaultValidator) {
    const QStringList flags = text.split(' ', Qt::SkipEmptyParts);
    if (!defaultValidator) return flags;
    for (int i = 0; i < flags.size(); ++i) {
        const QString& flag = flags[i];
        if (flag == "case_sensitive" || flag == "space_change_sensitive") continue;
        if (flag == "float_tolerance" || flag == "float_relative_tolerance" || flag == "float_absolute_tolerance") {
            bool number = false;
            const double tolerance = flags.value(i + 1).toDouble(&number);
            if (!number || !std::isfinite(tolerance) || tolerance < 0)
                return fail(flag.toStdString() + " needs a number of at least 0 after it");
            ++i;
            continue;
        }
        return fail("'" + flag.toStdString() +
                    "' is not a flag of the default validator (case_sensitive, space_change_sensitive, "
                    "float_tolerance X, float_relative_tolerance X, float_absolute_tolerance X)");
    }
    return flags;
}

} // namespace jd::problem
