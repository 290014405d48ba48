#include "kattis_fields.h"

#include "yaml_file.h"

#include <QRegularExpression>

#include <cmath>

namespace jd::problem::kattis {

[[noreturn]] void failAt(const QString& file, const YAML::Node& node, const QString& field, const QString& message) {
    int line = node.IsDefined() && node.Mark().line >= 0 ? node.Mark().line + 1 : 0;
    throw ProblemFailure{{file, line, field, message}};
}

[[noreturn]] void failIn(const QString& file, const QString& message) { throw ProblemFailure{{file, 0, {}, message}}; }

QString ProblemFailure::describe(const QString& shortName) const {
    QStringList lines{shortName + "/" + error.toString()};
    for (const ProblemError& also : alsoWrong)
        lines << shortName + "/" + also.toString();
    return lines.join('\n');
}

QString warningAt(const QString& file, const YAML::Node& node, const QString& field, const QString& message) {
    const int line = node.IsDefined() && node.Mark().line >= 0 ? node.Mark().line + 1 : 0;
    return (line > 0 ? QStringLiteral("%1:%2: ").arg(file).arg(line) : file + ": ") + field + " " + message;
}

namespace {
thread_local QString lastFileRead;
} // namespace

QString fileBeingRead() { return lastFileRead; }

YAML::Node loadYaml(const QString& path, const QString& shownAs) {
    lastFileRead = shownAs;
    YamlFile file = loadYamlFile(path);
    if (!file.root) throw ProblemFailure{{shownAs, file.line, {}, file.error}};
    if (file.root->IsNull()) return YAML::Node(YAML::NodeType::Map);
    if (!file.root->IsMap()) failAt(shownAs, *file.root, {}, QStringLiteral("expected a map of keys to values"));
    return *file.root;
}

QString scalar(const QString& file, const YAML::Node& node, const QString& field) {
    if (!node.IsScalar()) failAt(file, node, field, QStringLiteral("expected a single value"));
    return QString::fromStdString(node.Scalar());
}

double number(const QString& file, const YAML::Node& node, const QString& field) {
    bool ok = false;
    double value = scalar(file, node, field).toDouble(&ok);
    if (!ok || !std::isfinite(value))
        failAt(file, node, field, "expected a number, got '" + QString::fromStdString(node.Scalar()) + "'");
    return value;
}

double numberWithin(const QString& file, const YAML::Node& node, const QString& field, double low, double high,
                    bool positive) {
    const double value = number(file, node, field);
    if (value < low || value > high || (positive && value <= low))
        failAt(file, node, field,
               QStringLiteral("%1 is out of range: expected %2 %3 to %4")
                   .arg(QString::fromStdString(node.Scalar()),
                        positive ? QStringLiteral("more than") : QStringLiteral("from"))
                   .arg(low)
                   .arg(high));
    return value;
}

QStringList stringList(const QString& file, const YAML::Node& node, const QString& field) {
    QStringList values;
    if (node.IsSequence()) {
        for (const auto& item : node)
            values << scalar(file, item, field);
    } else {
        values = scalar(file, node, field).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
    }
    return values;
}

} // namespace jd::problem::kattis
