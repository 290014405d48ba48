#include "omegaup_tests.h"

#include "json_file.h"
#include "package_root.h"

#include <QFileInfo>
#include <QJsonArray>

#include <cmath>

namespace jd::problem {
namespace {

const QString kTests = QStringLiteral("tests/tests.json");

// max_score is a base.Rat: a JSON integer, or a string "33/2".
std::optional<double> baseRat(const QJsonValue& value) {
    if (value.isDouble() && std::floor(value.toDouble()) == value.toDouble()) return value.toDouble();
    if (!value.isString()) return std::nullopt;
    const QStringList parts = value.toString().split('/');
    bool numeratorRead = false, denominatorRead = true;
    const double numerator = parts.value(0).trimmed().toDouble(&numeratorRead);
    const double denominator = parts.size() == 2 ? parts[1].trimmed().toDouble(&denominatorRead) : 1;
    if (parts.size() > 2 || !numeratorRead || !denominatorRead || denominator == 0) return std::nullopt;
    return numerator / denominator;
}

void warnAboutKeysQuarkIgnores(const QJsonObject& object, const QString& field, const QStringList& known,
                          QStringList& warnings) {
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        if (!known.contains(it.key()))
            warnings << QStringLiteral("%1: %2%3 is not a key omegaUp reads; ignored")
                            .arg(kTests, field.isEmpty() ? QString() : field + ".", it.key());
}

// tests/invalid-cases/: each NAME.in an input the validator test must refuse, saying NAME.expected-failure;
// quark also needs NAME.out (most are empty), which the validator reads as data.out.
Result<QList<TestCase>> readInputsToRefuse(const QDir& root, const PackageRoot& package) {
    QList<TestCase> refused;
    const QString directory = QStringLiteral("tests/invalid-cases");
    if (!root.exists(directory)) return refused;
    for (const QString& input : QDir(root.filePath(directory)).entryList({"*.in"}, QDir::Files, QDir::Name)) {
        const QString name = input.chopped(3);
        TestCase test;
        test.name = directory + "/" + name;
        for (auto [suffix, into] : {std::pair{".in", &test.input}, std::pair{".out", &test.answer},
                                    std::pair{".expected-failure", &test.expectedFailure}}) {
            auto path = package.resolve(directory + "/" + name + suffix);
            if (!path || !QFileInfo(*path).isFile())
                return fail(QStringLiteral("%1/%2%3: missing; omegaUp's CI needs it beside %2.in (an input the "
                                           "validator test must refuse)")
                                .arg(directory, name, QString::fromLatin1(suffix))
                                .toStdString());
            *into = *path;
        }
        refused << test;
    }
    return refused;
}

} // namespace

Result<OmegaUpTests> readOmegaUpTests(const QDir& root, double weightSum) {
    OmegaUpTests read;
    if (!QFileInfo::exists(root.filePath(kTests))) return read;
    auto tests = readJsonObject(root, kTests);
    if (!tests) return tests.failure();
    warnAboutKeysQuarkIgnores(*tests, {}, {"solutions", "inputs", "max_score"}, read.warnings);

    if (const QJsonValue maxScore = tests->value("max_score"); !maxScore.isUndefined()) {
        const auto maximum = baseRat(maxScore);
        if (!maximum) return jsonError(kTests, "max_score", "expected a whole number or a fraction such as \"33/2\"");
        if (std::abs(*maximum - weightSum) > 1e-9)
            read.warnings << QStringLiteral("%1: max_score is %2, but the cases' weights add up to %3 (omegaUp's CI "
                                            "fails such a problem)")
                                 .arg(kTests)
                                 .arg(*maximum)
                                 .arg(weightSum);
    }

    const PackageRoot package(root.absolutePath());
    if (const QJsonValue inputs = tests->value("inputs"); !inputs.isUndefined() && !inputs.isNull()) {
        if (!inputs.isObject()) return jsonError(kTests, "inputs", "expected an object with filename");
        warnAboutKeysQuarkIgnores(inputs.toObject(), "inputs", {"filename", "language"}, read.warnings);
        const QString filename = inputs.toObject().value("filename").toString();
        if (filename.isEmpty()) return jsonError(kTests, "inputs.filename", "expected the validator test's file");
        auto path = package.resolve("tests/" + filename);
        if (!path) return jsonError(kTests, "inputs.filename", QString::fromStdString(path.error()));
        if (!QFileInfo(*path).isFile())
            return jsonError(kTests, "inputs.filename", filename + ": no such file (names are relative to tests/)");
        read.inputValidator = *path;
        auto refused = readInputsToRefuse(root, package);
        if (!refused) return refused.failure();
        read.inputsToRefuse = *refused;
    }

    const QJsonValue solutions = tests->value("solutions");
    if (solutions.isUndefined() || solutions.isNull()) return read;
    if (!solutions.isArray()) return jsonError(kTests, "solutions", "expected a list of solutions with filename");
    static const QStringList verdicts = {"AC", "PA", "WA", "PE", "TLE", "MLE", "OLE", "RTE", "RFE", "CE", "JE", "VE"};
    const QJsonArray entries = solutions.toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString field = QStringLiteral("solutions[%1]").arg(i);
        if (!entries[i].isObject()) return jsonError(kTests, field, "expected an object with filename");
        const QJsonObject entry = entries[i].toObject();
        warnAboutKeysQuarkIgnores(entry, field, {"filename", "verdict", "score_range", "language",
                                            "allow_fractional_percentages"},
                             read.warnings);
        const QString filename = entry.value("filename").toString();
        if (filename.isEmpty()) return jsonError(kTests, field + ".filename", "expected the solution's file");
        auto path = package.resolve("tests/" + filename);
        if (!path) return jsonError(kTests, field + ".filename", QString::fromStdString(path.error()));
        if (!QFileInfo(*path).isFile())
            return jsonError(kTests, field + ".filename", filename + ": no such file (names are relative to tests/)");

        Submission solution;
        solution.path = *path;
        solution.directory = QStringLiteral("tests.json");
        solution.language = entry.value("language").toString();
        if (const QJsonValue verdict = entry.value("verdict"); !verdict.isUndefined()) {
            if (!verdicts.contains(verdict.toString()))
                return jsonError(kTests, field + ".verdict",
                                 "expected one of omegaUp's verdicts (" + verdicts.join(", ") + ")");
            solution.expectedSystemVerdict = verdict.toString();
        }
        if (const QJsonValue range = entry.value("score_range"); !range.isUndefined()) {
            const QJsonArray bounds = range.toArray();
            const double low = bounds.size() == 2 ? bounds[0].toDouble(-1) : -1;
            const double high = bounds.size() == 2 ? bounds[1].toDouble(-1) : -1;
            if (!(0 <= low && low <= high && high <= 1))
                return jsonError(kTests, field + ".score_range",
                                 "expected [low, high] with 0 <= low <= high <= 1 (shares of the maximum score)");
            solution.expectedScoreShare = std::pair{low, high};
        }
        if (solution.expectedSystemVerdict.isEmpty() && !solution.expectedScoreShare)
            return jsonError(kTests, field, "names neither a verdict nor a score_range");
        solution.wholePercentages = !entry.value("allow_fractional_percentages").toBool(false);
        read.solutions << solution;
    }
    return read;
}

} // namespace jd::problem
