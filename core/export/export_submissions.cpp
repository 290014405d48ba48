#include "export_submissions.h"

#include "common/atomic_file.h"
#include "common/free_name.h"
#include "common/tree_copy.h"
#include "judge/submission_files.h"
#include "judge/verdict.h"
#include "sandbox_expectations.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <map>
#include <yaml-cpp/yaml.h>

namespace jd::exporting {
namespace {

QStringList inVocabulary(const QStringList& codes, problem::Dialect dialect) {
    QStringList names;
    for (const QString& code : codes)
        if (auto verdict = judge::verdictFromCode(code)) names << judge::verdictInDialect(*verdict, dialect);
    names.removeDuplicates();
    return names;
}

// submissions.yaml speaks AC, WA, TLE, RTE: `names` are in Kattis's vocabulary already.
YAML::Node verdictList(const QStringList& names) {
    YAML::Node node(YAML::NodeType::Sequence);
    for (const QString& name : names)
        if (QStringList{"AC", "WA", "TLE", "RTE"}.contains(name)) node.push_back(name.toStdString());
    return node;
}

QString kattisDirectoryFor(const QStringList& verdicts) {
    QStringList sorted = verdicts;
    sorted.sort();
    static const QList<std::pair<QStringList, const char*>> exact = {
        {{"AC"}, "accepted"},
        {{"WA"}, "wrong_answer"},
        {{"TLE"}, "time_limit_exceeded"},
        {{"RTE"}, "run_time_error"},
        {{"AC", "TLE"}, "brute_force"},
        {{"CE"}, "compiler_error"},
        {{"RTE", "TLE", "WA"}, "rejected"},
        {{"AC", "RTE", "TLE", "WA"}, "partially_accepted"},
    };
    for (const auto& [set, directory] : exact)
        if (sorted == set) return QString::fromLatin1(directory);
    return {};
}

QString domjudgeDirectoryFor(const QString& verdict) {
    static const QList<std::pair<const char*, const char*>> directories = {
        {"CORRECT", "accepted"},         {"WRONG-ANSWER", "wrong_answer"}, {"TIMELIMIT", "time_limit_exceeded"},
        {"RUN-ERROR", "run_time_error"}, {"OUTPUT-LIMIT", "output_limit"}, {"COMPILER-ERROR", "compiler_error"},
        {"NO-OUTPUT", "no_output"},
    };
    for (const auto& [name, directory] : directories)
        if (verdict == QLatin1String(name)) return QString::fromLatin1(directory);
    return QStringLiteral("rejected");
}

Result<void> copySubmission(const QString& from, const QString& to) {
    if (QFileInfo(from).isDir()) return copyTree(from, to);
    if (auto copied = copyFileAtomically(from, to); !copied) return copied;
    QFile::setPermissions(to, QFile::permissions(from));
    return {};
}

QString dialectOf(ExportFormat format) {
    return problem::dialectName(format == ExportFormat::Kattis ? problem::Dialect::Kattis : problem::Dialect::DOMjudge);
}

// The file's name in the other system: the same, unless its extension names another language there.
QString nameKeepingLanguage(const QFileInfo& source, const problem::Problem& problem, ExportFormat format,
                            const judge::LanguageRegistry& languages) {
    if (source.isDir()) return source.fileName();
    const QString from = problem::dialectName(problem.dialect.dialect);
    const judge::Language* language = languages.forSourceFile(source.filePath(), from);
    const judge::Language* there = languages.forSourceFile(source.filePath(), dialectOf(format));
    if (!language || (there && there->sameLanguageAs(*language))) return source.fileName();
    for (const QString& extension : language->extensions) {
        const QString renamed = source.completeBaseName() + "." + extension;
        if (languages.forSource(renamed, {}, dialectOf(format)) == language) return renamed;
    }
    return source.fileName();
}

// Inserted after a #! line, which must stay first.
Result<void> addLineToSource(const QString& path, const QByteArray& line) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
    QByteArray text = file.readAll();
    file.close();
    qsizetype at = 0;
    if (text.startsWith("#!")) at = text.indexOf('\n') < 0 ? text.size() : text.indexOf('\n') + 1;
    text.insert(at, line + "\n");
    return writeFileAtomically(path, text);
}

} // namespace

QByteArray expectedResultsComment(const QString& fileName, const QStringList& domjudgeVerdicts) {
    const QString extension = QFileInfo(fileName).suffix().toLower();
    const QByteArray text = "@EXPECTED_RESULTS@: " + domjudgeVerdicts.join(", ").toUtf8();
    static const QStringList slashes = {"c",  "cc", "cpp", "cxx",   "c++",   "h", "java", "kt",   "js", "ts",
                                        "cs", "go", "rs",  "swift", "scala", "d", "pas",  "dart", "php"};
    static const QStringList hashes = {"py", "py3", "py2", "rb", "pl", "sh", "r", "jl", "awk"};
    if (slashes.contains(extension)) return "// " + text;
    if (hashes.contains(extension)) return "# " + text;
    if (extension == "hs" || extension == "lua" || extension == "sql" || extension == "ada") return "-- " + text;
    if (extension == "ml" || extension == "fs") return "(* " + text + " *)";
    return {};
}

Result<int> writeSubmissions(const problem::Problem& problem, ExportFormat format,
                             const judge::LanguageRegistry& languages, const QString& packageDirectory,
                             QStringList& changes) {
    const QDir root(QDir(packageDirectory).filePath("submissions"));
    YAML::Node rules(YAML::NodeType::Map);
    QStringList notCompiling;
    // By the MiB a runtime keeps for itself from the memory limit (DOMjudge's JVM): its heap is smaller there.
    std::map<int, QStringList> heapless, lessHeap;
    QJsonObject domjudgeDetails;
    QList<std::pair<QString, QStringList>> confined; // expected to fail by a call the sandbox refuses
    int written = 0;
    for (const problem::Submission& submission : problem.submissions) {
        const QFileInfo source(submission.path);
        QString directory;
        QByteArray annotation;
        QStringList refusedCalls;
        YAML::Node rule(YAML::NodeType::Map);
        if (format == ExportFormat::Kattis) {
            const QStringList verdicts = inVocabulary(submission.expectedVerdicts, problem::Dialect::Kattis);
            directory = kattisDirectoryFor(verdicts);
            if (directory.isEmpty() && !verdicts.isEmpty()) {
                // No directory says exactly this: submissions.yaml does, per test.
                const bool mayBeAccepted = verdicts.contains("AC");
                QStringList rejections = verdicts;
                rejections.removeAll("AC");
                directory =
                    mayBeAccepted ? "accepted_or_" + rejections.join("_or_").toLower() : QStringLiteral("rejected");
                rule["permitted"] = verdictList(verdicts + QStringList{"AC"});
                if (!mayBeAccepted) rule["required"] = verdictList(rejections);
            }
            if (directory.isEmpty()) directory = submission.directory.isEmpty() ? "accepted" : submission.directory;
            // Not a 2025-09 directory: what it means is said where 2025-09 tools look.
            if (directory == "partially_accepted") rule["permitted"] = verdictList(verdicts);
            if (submission.permittedTestVerdicts)
                rule["permitted"] =
                    verdictList(inVocabulary(*submission.permittedTestVerdicts, problem::Dialect::Kattis));
            if (submission.requiredTestVerdicts)
                rule["required"] =
                    verdictList(inVocabulary(*submission.requiredTestVerdicts, problem::Dialect::Kattis));
            if (submission.expectedScore && problem.validation.scoring) rule["score"] = *submission.expectedScore;
            if (!submission.entryPoint.isEmpty()) rule["entrypoint"] = submission.entryPoint.toStdString();
            if (directory == "compiler_error") notCompiling << source.fileName();
            if (!verdicts.isEmpty() && !verdicts.contains("AC")) refusedCalls = refusedCallsIn(submission.path);
        } else {
            QStringList verdicts = inVocabulary(submission.expectedVerdicts, problem::Dialect::DOMjudge);
            if (submission.expectsNoOutput.value_or(false)) verdicts.replaceInStrings("WRONG-ANSWER", "NO-OUTPUT");
            directory = verdicts.isEmpty() ? QStringLiteral("accepted") : domjudgeDirectoryFor(verdicts.first());
            const bool alreadySaid = !source.isDir() && [&] {
                QFile file(submission.path);
                return file.open(QIODevice::ReadOnly) && file.read(4 << 20).contains("@EXPECTED_RESULTS@");
            }();
            if (verdicts.size() > 1 && !alreadySaid) {
                annotation = source.isDir() ? QByteArray() : expectedResultsComment(source.fileName(), verdicts);
                if (annotation.isEmpty())
                    changes << QStringLiteral("%1 may get %2; DOMjudge will expect only %3 (no comment line could be "
                                              "added to it).")
                                   .arg(source.fileName(), verdicts.join(" or "), verdicts.first());
                else // DOMjudge narrows a line naming its directory's verdict to that verdict alone
                    directory = QStringLiteral("multiple");
            }
            const auto there = judge::collectSubmission({{submission.path}, {}, nullptr, dialectOf(format)}, languages);
            if (const int reserve = there && there->language ? there->language->runtimeReserveMiB() : 0; reserve > 0)
                (problem.limits.memoryMiB <= reserve ? heapless : lessHeap)[reserve] << source.fileName();
        }
        QDir into(root.filePath(directory));
        if (!into.mkpath(".")) return fail("cannot create " + into.path().toStdString());
        const QString kept = nameKeepingLanguage(source, problem, format, languages);
        if (kept != source.fileName())
            changes << QStringLiteral("%1 becomes %2: there a .%3 file is not %4.")
                           .arg(source.fileName(), kept, source.suffix(),
                                languages
                                    .forSourceFile(source.filePath(), problem::dialectName(problem.dialect.dialect))
                                    ->name);
        const QString name = freeName(into, kept);
        if (auto copied = copySubmission(submission.path, into.filePath(name)); !copied) return copied.failure();
        if (!annotation.isEmpty() && !source.isDir())
            if (auto added = addLineToSource(into.filePath(name), annotation); !added) return added.failure();
        if (rule.size() > 0) rules[(directory + "/" + name).toStdString()] = rule;
        if (!refusedCalls.isEmpty()) confined << std::pair{directory + "/" + name, refusedCalls};
        // DOMjudge's import reads a submission's entry point and language from submissions.json beside
        // submissions/, keyed by its path in the zip (a directory's with a trailing slash).
        if (format == ExportFormat::DOMjudge && (!submission.entryPoint.isEmpty() || !submission.language.isEmpty())) {
            QJsonObject details;
            if (!submission.entryPoint.isEmpty()) details["entry_point"] = submission.entryPoint;
            if (!submission.language.isEmpty()) details["langid"] = submission.language;
            domjudgeDetails["submissions/" + directory + "/" + name + (source.isDir() ? "/" : "")] = details;
        }
        ++written;
    }
    if (!notCompiling.isEmpty())
        changes << QStringLiteral("%1 %2 expected not to compile; Kattis has no directory saying so: they are in "
                                  "submissions/compiler_error, which only JudgeDesk checks.")
                       .arg(notCompiling.join(", "), notCompiling.size() == 1 ? "is" : "are");
    for (const auto& [name, calls] : confined)
        changes << QStringLiteral("%1 calls %2, which JudgeDesk's sandbox ends a run for: the failure it is expected "
                                  "to get rests on that. Kattis's verifyproblem runs submissions unconfined (rlimits "
                                  "only), so there it runs on and may well be accepted.")
                       .arg(name, calls.join(", "));
    for (const auto& [reserve, names] : heapless)
        changes << QStringLiteral("%1 will not start on DOMjudge (RUN-ERROR): its runtime's heap is the memory limit "
                                  "less %2 MiB, and %3 MiB leaves none; give the problem more memory to run it there.")
                       .arg(names.join(", "))
                       .arg(reserve)
                       .arg(problem.limits.memoryMiB);
    for (const auto& [reserve, names] : lessHeap)
        changes << QStringLiteral("%1 gets a heap of %2 MiB on DOMjudge: the memory limit less the %3 MiB its runtime "
                                  "keeps for itself.")
                       .arg(names.join(", "))
                       .arg(problem.limits.memoryMiB - reserve)
                       .arg(reserve);
    if (!domjudgeDetails.isEmpty())
        if (auto saved = writeFileAtomically(QDir(packageDirectory).filePath("submissions.json"),
                                             QJsonDocument(domjudgeDetails).toJson());
            !saved)
            return saved.failure();
    if (rules.size() > 0) {
        YAML::Emitter out;
        out << rules;
        if (auto saved = writeFileAtomically(root.filePath("submissions.yaml"), QByteArray(out.c_str()) + "\n"); !saved)
            return saved.failure();
    }
    return written;
}

} // namespace jd::exporting
