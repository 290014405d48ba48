#include "kattis_submissions.h"

#include "kattis_fields.h"
#include "kattis_reader.h"
#include "link_files.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace jd::problem {
namespace kattis {
namespace {

// `prefix`: what the keys start with beyond submissions/ (DOMjudge's own submissions.json, beside
// submissions/, names paths in the zip: "submissions/accepted/multi/").
void applySubmissionRulesFrom(const QString& directory, const QString& file, const QString& prefix, Problem& problem) {
    const QString path = QDir(directory).filePath(file);
    YAML::Node root = loadYaml(path, file);

    for (const auto& entry : root) {
        const QString written = QString::fromStdString(entry.first.as<std::string>());
        if (!prefix.isEmpty() && !written.startsWith(prefix))
            failAt(file, entry.first, written, "expected a path in " + prefix);
        const QString key = written.mid(prefix.size());
        const YAML::Node& rules = entry.second;
        if (!rules.IsMap()) failAt(file, rules, key, "expected a map of rules (permitted, required, score)");
        auto verdicts = [&](const char* field) {
            QStringList codes;
            for (QString code : stringList(file, rules[field], key + "." + field)) {
                code = code.toUpper();
                if (code == "RTE") code = "RE";
                if (!QStringList{"AC", "WA", "TLE", "RE"}.contains(code))
                    failAt(file, rules[field], key + "." + field, "unknown verdict '" + code + "' (AC, WA, TLE, RTE)");
                codes << code;
            }
            return codes;
        };
        const QRegularExpression pattern(QRegularExpression::anchoredPattern(
            QRegularExpression::wildcardToRegularExpression(key, QRegularExpression::UnanchoredWildcardConversion)));
        bool matched = false;
        for (Submission& submission : problem.submissions) {
            const QString relative = submission.directory + "/" + QFileInfo(submission.path).fileName();
            const bool matches = key.endsWith('/') ? (relative + "/").startsWith(key) || relative.startsWith(key)
                                                   : relative == key || pattern.match(relative).hasMatch();
            if (!matches) continue;
            matched = true;
            if (rules["permitted"]) {
                QStringList permitted = verdicts("permitted");
                if (submission.permittedTestVerdicts) // several rules: all must hold
                    permitted.removeIf(
                        [&](const QString& code) { return !submission.permittedTestVerdicts->contains(code); });
                submission.permittedTestVerdicts = permitted;
            }
            if (rules["required"]) submission.requiredTestVerdicts = verdicts("required");
            if (rules["score"]) submission.expectedScore = number(file, rules["score"], key + ".score");
            for (const char* field : {"entrypoint", "entry_point"})
                if (rules[field]) submission.entryPoint = scalar(file, rules[field], key + "." + field);
            // DOMjudge's language id ("cpp", "python3", "pl", ...), found among the languages by id or alias.
            if (rules["langid"]) submission.language = scalar(file, rules["langid"], key + ".langid");
        }
        if (!matched) failAt(file, entry.first, written, "matches no submission");
    }
}

} // namespace

// submissions/submissions.yaml (2025-09) or DOMjudge's submissions.json (JSON is read as YAML): keys
// are paths below submissions/ (a directory ending in '/', a file, or a glob), values their rules.
// Every key that matches a submission applies to it.
void applySubmissionRules(const QString& directory, Problem& problem) {
    for (const char* name : {"submissions/submissions.yaml", "submissions/submissions.json"})
        if (QFileInfo::exists(QDir(directory).filePath(name))) applySubmissionRulesFrom(directory, name, {}, problem);
    if (QFileInfo::exists(QDir(directory).filePath("submissions.json")))
        applySubmissionRulesFrom(directory, "submissions.json", "submissions/", problem);
}
} // namespace kattis

using namespace kattis;

namespace {

// The texts a submission's annotations are read from: its file, or the files directly in its directory.
QList<QByteArray> annotatedTexts(const QFileInfo& entry) {
    constexpr qint64 kLargestRead = 4 * 1024 * 1024;
    QList<QFileInfo> files;
    if (entry.isFile())
        files << entry;
    else
        files = QDir(entry.absoluteFilePath()).entryInfoList(QDir::Files, QDir::Name);
    QList<QByteArray> texts;
    for (const QFileInfo& file : files) {
        QFile source(file.absoluteFilePath());
        if (file.size() < kLargestRead && source.open(QIODevice::ReadOnly)) texts << source.readAll();
    }
    return texts;
}

} // namespace

QList<Submission> readSubmissionDirectories(const QString& directory) {
    QList<Submission> found;
    QDir submissions(QDir(directory).filePath("submissions"));
    for (const QString& kind : submissions.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        QDir dir(submissions.filePath(kind));
        for (const QFileInfo& entry : dir.entryInfoList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot, QDir::Name)) {
            Submission submission;
            // A submission git wrote as a link (its target's name) is the file it links to.
            submission.path = followWrittenLink(entry.absoluteFilePath(), submissions.absolutePath());
            submission.directory = kind;
            submission.expectedVerdicts = verdictsForSubmissionDirectory(kind);
            submission.expectsNoOutput = noOutputOfSubmissionDirectory(kind);
            // DOMjudge takes an annotation from any file of a multi-file submission, and only when it is
            // written once (more lines keep the submission out of its import; here its directory decides).
            QList<QByteArray> results, scores;
            int resultLines = 0, scoreLines = 0;
            for (const QByteArray& text : annotatedTexts(QFileInfo(submission.path))) {
                const QByteArray upper = text.toUpper();
                if (const int lines = upper.count("@EXPECTED_RESULTS@")) {
                    results << text;
                    resultLines += lines;
                }
                if (const int lines = upper.count("@EXPECTED_SCORE@")) {
                    scores << text;
                    scoreLines += lines;
                }
            }
            if (resultLines == 1) {
                if (QStringList refined = expectedResultsInSource(results.first()); !refined.isEmpty()) {
                    submission.expectedVerdicts = refined;
                    submission.expectedVerdictsAnnotated = true;
                    submission.expectsNoOutput = noOutputInSource(results.first());
                }
            }
            for (const QByteArray& text : annotatedTexts(QFileInfo(submission.path)))
                if (QStringList grades = expectedGradesInSource(text); !grades.isEmpty()) {
                    submission.expectedGroupVerdicts = grades;
                    break;
                }
            if (scoreLines == 1) {
                submission.expectedScore = expectedScoreInSource(scores.first());
                submission.expectedScoreAnnotated = submission.expectedScore.has_value();
            }
            found << submission;
        }
    }
    return found;
}

QStringList verdictsForSubmissionDirectory(const QString& directory) {
    static const QList<std::pair<const char*, QStringList>> known = {
        {"accepted", {"AC"}},
        {"wrong_answer", {"WA"}},
        {"time_limit_exceeded", {"TLE", "ILE"}}, // an idle program runs out of (wall) time too
        {"run_time_error", {"RE"}},
        {"memory_limit_exceeded", {"MLE"}},
        {"output_limit_exceeded", {"OLE"}},
        {"output_limit", {"OLE"}},
        {"compiler_error", {"CE"}},
        {"compile_error", {"CE"}},
        {"no_output", {"WA"}},
        {"presentation_error", {"PE"}},
        {"partially_accepted", {"AC", "WA", "TLE", "RE"}}, // judged by its score
        {"rejected", {"WA", "TLE", "RE", "MLE", "OLE", "PE"}},
        {"brute_force", {"AC", "TLE"}},
    };
    for (const auto& [name, verdicts] : known)
        if (directory == QLatin1String(name)) return verdicts;
    return {};
}

namespace {

// The verdict names of a source's @EXPECTED_RESULTS@ line, upper-cased with '-' for '_' (DOMjudge's spelling).
QStringList annotatedVerdictNames(const QByteArray& source) {
    static const QRegularExpression line("@EXPECTED_RESULTS@:\\s*([^\\n\\r]*)",
                                         QRegularExpression::CaseInsensitiveOption);
    auto match = line.match(QString::fromUtf8(source));
    if (!match.hasMatch()) return {};
    QStringList names;
    for (const QString& name : match.captured(1).split(',', Qt::SkipEmptyParts))
        names << name.trimmed().toUpper().replace('_', '-');
    return names;
}

} // namespace

std::optional<bool> noOutputOfSubmissionDirectory(const QString& directory) {
    if (directory == QLatin1String("no_output")) return true;
    if (directory == QLatin1String("wrong_answer")) return false;
    return std::nullopt;
}

std::optional<bool> noOutputInSource(const QByteArray& source) {
    const QStringList names = annotatedVerdictNames(source);
    const bool noOutput = names.contains("NO-OUTPUT"), wrongAnswer = names.contains("WRONG-ANSWER");
    if (noOutput == wrongAnswer) return std::nullopt;
    return noOutput;
}

QStringList expectedResultsInSource(const QByteArray& source) {
    QStringList verdicts;
    for (const QString& name : annotatedVerdictNames(source)) {
        if (name == "CORRECT" || name == "ACCEPTED")
            verdicts << "AC";
        else if (name == "WRONG-ANSWER" || name == "NO-OUTPUT")
            verdicts << "WA";
        else if (name == "TIMELIMIT" || name == "TIME-LIMIT-EXCEEDED")
            verdicts << "TLE";
        else if (name == "RUN-ERROR" || name == "RUN-TIME-ERROR")
            verdicts << "RE"
                     << "MLE";
        else if (name == "MEMORY-LIMIT")
            verdicts << "MLE";
        else if (name == "OUTPUT-LIMIT")
            verdicts << "OLE";
        else if (name == "COMPILER-ERROR")
            verdicts << "CE";
        else if (name == "NONE-SUBMIT-FAILS" || name == "NONE-INVALID-SUBMISSION")
            verdicts << "CE"; // DOMjudge refuses it when it is made; JudgeDesk says so as a compile error

        else if (name == "PRESENTATION-ERROR")
            verdicts << "PE";
    }
    verdicts.removeDuplicates();
    return verdicts;
}

QStringList expectedGradesInSource(const QByteArray& source) {
    static const QRegularExpression line("@EXPECTED_GRADES@:?[ \\t]*([A-Za-z \\t]+)");
    auto match = line.match(QString::fromUtf8(source));
    if (!match.hasMatch()) return {};
    QStringList grades;
    for (QString grade : match.captured(1).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts)) {
        grade = grade.toUpper();
        grades << (grade == "RE" ? QStringLiteral("RTE") : grade); // Kattis's word for it
    }
    return grades;
}

std::optional<double> expectedScoreInSource(const QByteArray& source) {
    static const QRegularExpression line("@EXPECTED_SCORE@:\\s*([-+0-9.eE]+)",
                                         QRegularExpression::CaseInsensitiveOption);
    auto match = line.match(QString::fromUtf8(source));
    bool ok = false;
    double score = match.hasMatch() ? match.captured(1).toDouble(&ok) : 0;
    return ok ? std::optional<double>(score) : std::nullopt;
}

} // namespace jd::problem
