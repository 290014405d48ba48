#pragma once
// A judge report as people and tools read it: a text table, JSON, JUnit XML.
#include "problem_judge.h"

#include <QJsonObject>

namespace jd::judge {

QString reportToText(const problem::Problem& problem, const QString& submission, const JudgeReport& report);
QJsonObject reportToJson(const problem::Problem& problem, const QString& submission, const JudgeReport& report);
QByteArray reportsToJunit(const problem::Problem& problem, const QList<std::pair<QString, JudgeReport>>& reports);

} // namespace jd::judge
