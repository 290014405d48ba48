#include "report_format.h"

#include "common/display_width.h"
#include "common/printable_text.h"
#include "common/units.h"
#include "system_verdict.h"
#include "verdict_explanation.h"

#include <QJsonArray>
#include <QTextStream>
#include <QXmlStreamWriter>

namespace jd::judge {
namespace {

QString seconds(std::chrono::nanoseconds value) { return QString::number(value.count() / 1e9, 'f', 3); }

QString scoreText(double score) { return QString::number(score, 'g', 6); }

int acceptedCount(const JudgeReport& report) {
    int count = 0;
    for (const auto& test : report.tests)
        count += test.verdict == Verdict::AC;
    return count;
}

} // namespace

QString reportToText(const problem::Problem& problem, const QString& submission, const JudgeReport& report) {
    QString text;
    QTextStream out(&text);
    out << printable(problem.name) << " (" << printable(problem.shortName) << "): time limit " << report.timeLimit
        << " s (" << report.timeLimitSource << "), memory "
        << (report.memoryMiB > 0 ? report.memoryMiB : problem.limits.memoryMiB) << " MiB";
    if (!report.memoryLimitSource.isEmpty()) out << " (" << report.memoryLimitSource << ")";
    out << "\n";
    // A solution written for standard streams fails such a problem on every test: say so before the table.
    if (!problem.inputFileName.isEmpty() || !problem.outputFileName.isEmpty())
        out << "The program reads "
            << (problem.inputFileName.isEmpty() ? QStringLiteral("standard input") : printable(problem.inputFileName))
            << " and writes "
            << (problem.outputFileName.isEmpty() ? QStringLiteral("standard output")
                                                 : printable(problem.outputFileName))
            << "\n";
    out << "Judged by " << problem::describeRules(report.dialect, report.rules) << "\n";
    out << printable(submission) << " (" << report.language << ")";
    const auto& program = report.compile.program;
    const bool answers = program && program->language->takesAnswers;
    if (report.compile.fromCache) out << (answers ? ", unpacked earlier" : ", compiled earlier");
    out << "\n";
    if (answers) out << "  " << printable(report.compile.compilerOutput.trimmed()) << "\n";
    if (report.verdict == Verdict::CE) {
        out << "  CE  compile error:\n";
        for (const QString& line : report.compile.compilerOutput.split('\n'))
            out << "    " << printable(line) << "\n";
        out << "Result: CE";
        if (const QString word = verdictInDialect(Verdict::CE, report.dialect.dialect); word != "CE")
            out << " (" << systemName(report.dialect.dialect) << ": " << word << ")";
        out << "\n\n";
        return text;
    }
    int nameWidth = 4;
    for (const auto& test : report.tests)
        nameWidth = std::max(nameWidth, static_cast<int>(displayWidth(printable(test.test))));
    out << "  " << QString("test").leftJustified(nameWidth) << "  verdict  time(s)  memory      message\n";
    for (const auto& test : report.tests) {
        out << "  " << padToWidth(printable(test.test), nameWidth) << "  " << verdictCode(test.verdict).leftJustified(7)
            << "  " << (test.verdict == Verdict::NotRun ? QString("-") : seconds(test.time)).rightJustified(7) << "  "
            << QString::fromStdString(formatBytes(test.memory)).leftJustified(10) << "  "
            << printable(test.message.section('\n', 0, 0).left(80)) << "\n";
        if (!test.explanation.isEmpty())
            out << "  " << QString().leftJustified(nameWidth) << "  " << test.explanation << "\n";
    }
    out << "Result: " << verdictCode(report.verdict) << " (" << verdictName(report.verdict);
    // The package's own system's word for it, where it has another: DOMjudge's CORRECT, Kattis's RTE, omegaUp's PA.
    if (const QString word = systemVerdict(report); word != verdictCode(report.verdict))
        out << "; " << systemName(report.dialect.dialect) << ": " << word;
    out << "), " << acceptedCount(report) << "/" << report.tests.size() << " tests accepted";
    if (problem.validation.scoring) out << ", score " << scoreText(report.score);
    out << ", slowest " << seconds(report.maxTime) << " s, most memory "
        << QString::fromStdString(formatBytes(report.maxMemory)) << "\n\n";
    return text;
}

QJsonObject reportToJson(const problem::Problem& problem, const QString& submission, const JudgeReport& report) {
    QJsonObject json;
    json["problem"] = problem.shortName;
    json["submission"] = submission;
    json["language"] = report.language;
    json["verdict"] = verdictCode(report.verdict);
    // The verdict in the words of the package's own system (Kattis's RTE, DOMjudge's CORRECT, ...).
    json["systemVerdict"] = systemVerdict(report);
    json["score"] = report.score;
    json["timeLimit"] = report.timeLimit;
    json["memoryLimitMiB"] = report.memoryMiB;
    json["memoryLimitSource"] = report.memoryLimitSource;
    json["dialect"] = problem::dialectName(report.dialect.dialect);
    json["rules"] = QJsonObject{{"outputLimit", problem::ruleName(report.rules.outputLimit)},
                                {"memoryLimit", problem::ruleName(report.rules.memoryLimit)},
                                {"groupScores", problem::ruleName(report.rules.groupScore)},
                                {"interaction", problem::ruleName(report.rules.interaction)},
                                {"wallClock", problem::ruleName(report.rules.wallClock)},
                                {"processes", problem::ruleName(report.rules.processLimit)}};
    if (report.verdict == Verdict::CE) json["compilerOutput"] = report.compile.compilerOutput;
    if (const auto& program = report.compile.program; program && program->language->takesAnswers)
        json["answers"] = report.compile.compilerOutput.trimmed();
    QJsonArray tests;
    for (const auto& test : report.tests) {
        QJsonObject entry;
        entry["test"] = test.test;
        entry["verdict"] = verdictCode(test.verdict);
        entry["systemVerdict"] = systemVerdict(test, report.dialect.dialect);
        entry["time"] = test.time.count() / 1e9;
        entry["wallTime"] = test.wallTime.count() / 1e9;
        entry["memory"] = static_cast<qint64>(test.memory);
        if (test.score) entry["score"] = *test.score;
        if (!test.message.isEmpty()) entry["message"] = test.message;
        if (!test.explanation.isEmpty()) entry["explanation"] = test.explanation;
        if (test.decidedAt) entry["decidedAt"] = test.decidedAt->count() / 1e9;
        tests.append(entry);
    }
    json["tests"] = tests;
    return json;
}

QByteArray reportsToJunit(const problem::Problem& problem, const QList<std::pair<QString, JudgeReport>>& reports) {
    QByteArray xml;
    QXmlStreamWriter writer(&xml);
    writer.setAutoFormatting(true);
    writer.writeStartDocument();
    writer.writeStartElement("testsuites");
    for (const auto& [submission, report] : reports) {
        writer.writeStartElement("testsuite");
        // XML 1.0 cannot hold most control characters at all: they are shown as escapes.
        writer.writeAttribute("name", printable(problem.shortName + "/" + submission));
        writer.writeAttribute("tests", QString::number(std::max<qsizetype>(1, report.tests.size())));
        writer.writeAttribute("failures", QString::number(report.tests.size() - acceptedCount(report)));
        if (report.verdict == Verdict::CE) {
            writer.writeStartElement("testcase");
            writer.writeAttribute("name", "compile");
            writer.writeStartElement("failure");
            writer.writeAttribute("message", "compile error");
            writer.writeCharacters(printable(report.compile.compilerOutput, Newlines::Keep));
            writer.writeEndElement();
            writer.writeEndElement();
        }
        for (const auto& test : report.tests) {
            writer.writeStartElement("testcase");
            writer.writeAttribute("name", printable(test.test));
            writer.writeAttribute("time", seconds(test.time));
            if (test.verdict == Verdict::NotRun)
                writer.writeEmptyElement("skipped");
            else if (test.verdict != Verdict::AC) {
                writer.writeStartElement("failure");
                writer.writeAttribute("message", verdictCode(test.verdict) + ": " + verdictName(test.verdict));
                writer.writeCharacters(printable(test.message, Newlines::Keep));
                writer.writeEndElement();
            }
            writer.writeEndElement();
        }
        writer.writeEndElement();
    }
    writer.writeEndElement();
    writer.writeEndDocument();
    return xml;
}

} // namespace jd::judge
