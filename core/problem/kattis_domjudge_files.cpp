#include "kattis_domjudge_files.h"

#include "kattis_fields.h"
#include "limit_bounds.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace jd::problem::kattis {

namespace {

// The executable DOMjudge knows as `name`, as its export writes it into the package.
QString carriedExecutable(const QString& directory, const QString& name) {
    if (name.contains('/') || name.startsWith('.')) return {};
    const QFileInfo carried(QDir(directory).filePath("output_validators/" + name));
    return carried.isDir() ? carried.absoluteFilePath() : QString();
}

} // namespace

// domjudge-problem.ini is read by PHP's parse_ini_string in DOMjudge: `key = value`, values optionally
// in single or double quotes, ';' comments. QSettings' INI dialect differs (commas make lists,
// backslashes escape), so the few lines are read here the way DOMjudge reads them.
void readDomjudgeIni(const QString& directory, Problem& problem) {
    const QString fileName = "domjudge-problem.ini";
    QFile file(QDir(directory).filePath(fileName));
    if (!file.open(QIODevice::ReadOnly)) return;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(';') || line.startsWith('#') || line.startsWith('[')) continue;
        const qsizetype equals = line.indexOf('=');
        if (equals < 0) throw ProblemFailure{{fileName, lineNumber, {}, "expected key = value"}};
        const QString key = line.left(equals).trimmed();
        QString value = line.mid(equals + 1).trimmed();
        if (value.size() >= 2 && (value.front() == '\'' || value.front() == '"') && value.back() == value.front())
            value = value.mid(1, value.size() - 2);
        if (key == "name" && !value.isEmpty()) {
            problem.name = value;
        } else if (key == "timelimit") {
            bool ok = false;
            const double seconds = value.toDouble(&ok);
            if (!ok || !(seconds > 0 && seconds <= bounds::kLongestTimeLimit))
                throw ProblemFailure{{fileName, lineNumber, key,
                                      QStringLiteral("expected more than 0 and at most %1 seconds, got '%2'")
                                          .arg(bounds::kLongestTimeLimit)
                                          .arg(value)}};
            if (!problem.limits.timeLimit) problem.limits.timeLimit = seconds;
        } else if ((key == "probid" || key == "short-name" || key == "externalid") && !value.isEmpty()) {
            problem.shortName = value;
        } else if (key == "special_compare" && !value.isEmpty() && value != "compare") {
            // DOMjudge names an executable kept in its database; the package must carry it to be judged here,
            // as DOMjudge's export does: output_validators/<its name>/.
            problem.validation.kind = ValidationKind::Custom;
            if (const QString carried = carriedExecutable(directory, value); !carried.isEmpty())
                problem.outputValidator = carried;
        } else if (key == "special_run" && !value.isEmpty()) {
            // DOMjudge runs an interactive problem's submission through its validator, named here; its export
            // carries it as output_validators/<its name>/.
            const QString carried = carriedExecutable(directory, value);
            if (carried.isEmpty())
                throw ProblemFailure{{fileName, lineNumber, key,
                                      "names DOMjudge's run script '" + value +
                                          "', which the package does not carry (no output_validators/" + value +
                                          "/); JudgeDesk cannot judge without it"}};
            problem.validation.kind = ValidationKind::Custom;
            problem.validation.interactive = true;
            problem.outputValidator = carried;
        }
    }
}

// A Kattis-layout package meant for DOMjudge says so with DOMjudge's own files (its importer reads
// domjudge-problem.ini, .timelimit and submissions.json; its jury submissions carry @EXPECTED_SCORE@); its
// judging then follows DOMjudge (scores per group, output cut at the limit, its languages and code size).
DialectChoice chooseDialect(const QString& directory, const Problem& problem) {
    QDir root(directory);
    if (root.exists("domjudge-problem.ini"))
        return {Dialect::DOMjudge, QStringLiteral("domjudge-problem.ini is present")};
    if (root.exists(".timelimit")) return {Dialect::DOMjudge, QStringLiteral(".timelimit is present")};
    for (const char* json : {"submissions.json", "submissions/submissions.json"})
        if (root.exists(json)) return {Dialect::DOMjudge, QStringLiteral("DOMjudge's %1 is present").arg(json)};
    // A package written to a current Kattis version says what it expects in submissions.yaml; an annotation
    // there is a comment for DOMjudge, not the package's system.
    if (problem.formatVersion == "legacy")
        for (const Submission& submission : problem.submissions)
            if (submission.expectedScoreAnnotated)
                return {Dialect::DOMjudge, QStringLiteral("submissions/%1/%2 carries DOMjudge's @EXPECTED_SCORE@")
                                               .arg(submission.directory, QFileInfo(submission.path).fileName())};
    if (root.exists("problem.yaml")) return {Dialect::Kattis, QStringLiteral("problem.yaml is present")};
    return {Dialect::Kattis, QStringLiteral("a Kattis-style data/ folder")};
}

void readTimeLimitFile(const QString& directory, Problem& problem) {
    QFile file(QDir(directory).filePath(".timelimit"));
    if (problem.limits.timeLimit || !file.open(QIODevice::ReadOnly)) return;
    bool ok = false;
    double seconds = QString::fromUtf8(file.read(64)).trimmed().toDouble(&ok);
    if (!ok || !(seconds > 0 && seconds <= bounds::kLongestTimeLimit))
        failIn(".timelimit",
               QStringLiteral("expected more than 0 and at most %1 seconds").arg(bounds::kLongestTimeLimit));
    problem.limits.timeLimit = seconds;
}

} // namespace jd::problem::kattis
