#pragma once
// How the Kattis reader reads its YAML files, field by field: a wrong value is a ProblemFailure naming the file,
// the line and the field, which readKattisProblem turns into its Result. Shared by the reader's files only.
#include "problem.h"

#include <QString>
#include <QStringList>

#include <yaml-cpp/yaml.h>

namespace jd::problem::kattis {

// Thrown inside the reader only.
struct ProblemFailure {
    ProblemFailure(ProblemError first, QList<ProblemError> more = {})
        : error(std::move(first))
        , alsoWrong(std::move(more)) {}
    ProblemError error;
    QList<ProblemError> alsoWrong; // found in the same pass: named in the same message, a line each
    // "p/data/secret/3.in: has no answer file 3.ans beside it", a line an error, each after `shortName/`.
    QString describe(const QString& shortName) const;
};

[[noreturn]] void failAt(const QString& file, const YAML::Node& node, const QString& field, const QString& message);
[[noreturn]] void failIn(const QString& file, const QString& message);
// "problem.yaml:8: limits.time_multipliers is not ...": a warning in the words of a ProblemError.
QString warningAt(const QString& file, const YAML::Node& node, const QString& field, const QString& message);

// The file loadYaml last read on this thread, for an error yaml-cpp raises while its nodes are read.
QString fileBeingRead();

// A YAML file's map of keys to values (an empty file is an empty map).
YAML::Node loadYaml(const QString& path, const QString& shownAs);
QString scalar(const QString& file, const YAML::Node& node, const QString& field);
double number(const QString& file, const YAML::Node& node, const QString& field);
// A number within [low, high]; `positive` makes the low end exclusive.
double numberWithin(const QString& file, const YAML::Node& node, const QString& field, double low, double high,
                    bool positive = false);
// A list written as a sequence or as words separated by spaces.
QStringList stringList(const QString& file, const YAML::Node& node, const QString& field);

} // namespace jd::problem::kattis
