#include "submission_files.h"

#include "common/missing_path.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace jd::judge {
namespace {

constexpr qint64 kLargestScanned = 4 << 20;
constexpr int kMostFiles = 256;

// How the usual languages spell the function a program starts from.
bool definesMain(const QString& path) {
    static const QRegularExpression main(
        R"((\bint\s+main\s*\()|(\bstatic\s+void\s+[Mm]ain\s*\()|(\bfun\s+main\s*\()|(\bfn\s+main\s*\()|)"
        R"((\bfunc\s+main\s*\()|(\bdef\s+main\s*\()|(\bif\s+__name__\s*==)|(\bprogram\s+\w+))");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return false;
    return main.match(QString::fromUtf8(file.read(kLargestScanned))).hasMatch();
}

Result<QStringList> expand(const QStringList& paths) {
    QStringList files;
    for (const QString& path : paths) {
        QFileInfo info(path);
        if (info.isFile()) {
            files << info.absoluteFilePath();
        } else if (info.isDir()) {
            QDir dir(info.absoluteFilePath());
            for (const QFileInfo& entry : dir.entryInfoList(QDir::Files, QDir::Name))
                files << entry.absoluteFilePath();
        } else {
            return fail(path.toStdString() + ": " + whyUnreadable(path).toStdString());
        }
    }
    if (files.isEmpty()) return fail(paths.join(", ").toStdString() + ": holds no file");
    if (files.size() > kMostFiles)
        return fail("a submission of " + std::to_string(files.size()) + " files (at most " +
                    std::to_string(kMostFiles) + ")");
    files.removeDuplicates();
    return files;
}

bool claims(const Language& language, const QString& file, const QString& dialect) {
    const QString suffix = QFileInfo(file).suffix();
    return language.extensions.contains(suffix) || language.dialectExtensions.value(dialect).contains(suffix) ||
           language.aliases.contains(suffix); // omegaUp's Main.cpp17-gcc
}

QString names(const QStringList& files) {
    QStringList shown;
    for (const QString& file : files)
        shown << QFileInfo(file).fileName();
    return shown.join(", ");
}

Result<QString> findEntryPoint(const QStringList& files, const SubmissionRequest& request,
                               const LanguageRegistry& languages) {
    if (!request.entryPoint.isEmpty()) {
        for (const QString& file : files)
            if (QFileInfo(file).fileName() == request.entryPoint || file.endsWith("/" + request.entryPoint))
                return file;
        return fail("the entry point " + request.entryPoint.toStdString() + " is not among the files (" +
                    names(files).toStdString() + ")");
    }
    QStringList candidates;
    for (const QString& file : files) {
        const Language* language = request.language ? request.language : languages.forSourceFile(file, request.dialect);
        if (language && claims(*language, file, request.dialect) && !isSupportingFile(file)) candidates << file;
    }
    if (candidates.size() == 1) return candidates.first();
    if (candidates.isEmpty()) {
        // A single file of no known extension may still name its interpreter in a shebang.
        if (files.size() == 1 && languages.forSourceFile(files.first(), request.dialect)) return files.first();
        return fail("no source of a known language among " + names(files).toStdString());
    }
    QStringList named, withMain;
    for (const QString& file : candidates) {
        if (QFileInfo(file).completeBaseName().compare("main", Qt::CaseInsensitive) == 0) named << file;
        if (definesMain(file)) withMain << file;
    }
    // DOMjudge's run scripts start an interpreted program from the first file they are given (in name
    // order for a jury submission's directory), whatever the others are called.
    if (request.dialect == QLatin1String("domjudge")) return candidates.first();
    if (named.size() == 1) return named.first();
    if (withMain.size() == 1) return withMain.first();
    // Languages that compile every source together (C, C++, Java, ...) do not need to know which one
    // holds main; the first will do as long as one of them has it.
    return fail("cannot tell which file the program starts from among " + names(candidates).toStdString() +
                " (name it: main.<ext>, or `entrypoint` in submissions.yaml)");
}

} // namespace

Result<SubmissionFiles> collectPackageSubmission(const problem::Submission& submission, const problem::Problem& problem,
                                                 const LanguageRegistry& languages) {
    SubmissionRequest request;
    request.paths = {submission.path};
    request.entryPoint = submission.entryPoint;
    request.dialect = problem::dialectName(problem.dialect.dialect);
    if (!submission.language.isEmpty() && !(request.language = languages.byId(submission.language, request.dialect)))
        return fail(QFileInfo(submission.path).fileName().toStdString() + ": the package names its language '" +
                    submission.language.toStdString() + "', which is not among JudgeDesk's languages");
    return collectSubmission(request, languages);
}

namespace {

// How well a package's directory of language files ("cpp", "py", "java", TPS's and Kattis's names) fits
// `language`: 2 for its id or its id without a version ("cpp20", "python3"), 1 for one of its extensions (C++
// claims .C, which must not win it c/ over cpp/), 0 for none.
int languageDirectoryFit(const QString& directory, const Language& language) {
    static const QRegularExpression version("[0-9]+$");
    const QString key = directory.toLower();
    // include/python3/ is for Kattis's Python 3, which PyPy runs: a language fits its implemented one's too.
    for (const QString& id : {language.id, language.implements}) {
        if (id.isEmpty()) continue;
        const QString family = QString(id).remove(version);
        if (key == id || key == family || (key == "py" && family == "python")) return 2;
    }
    return language.extensions.contains(key, Qt::CaseInsensitive) ? 1 : 0;
}

// Every file under `directory`, in its folders too (include/java/unsigned/UnsignedLong.java), as problemtools
// copies a language's include folder whole.
QStringList filesUnder(const QString& directory) {
    QStringList files;
    for (QDirIterator it(directory, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        files << QFileInfo(it.next()).absoluteFilePath();
    files.sort();
    return files;
}

} // namespace

Result<SubmissionFiles> withLanguageFiles(const SubmissionFiles& submission, const problem::Problem& problem) {
    if (!submission.language || submission.sources.isEmpty()) return submission;
    QString directory;
    int best = 0;
    for (auto entry = problem.languageFiles.cbegin(); entry != problem.languageFiles.cend(); ++entry)
        if (const int fit = languageDirectoryFit(entry.key(), *submission.language); fit > best) {
            best = fit;
            directory = entry.value();
        }
    if (directory.isEmpty()) return submission;
    const QStringList files = filesUnder(directory);
    if (files.size() > kMostFiles)
        return fail(directory.toStdString() + " holds more than " + std::to_string(kMostFiles) + " files");
    SubmissionFiles merged = submission;
    QStringList ownSources;
    const QString dialect = problem::dialectName(problem.dialect.dialect);
    for (const QString& file : files) {
        if (submission.sources.contains(file) || submission.extras.contains(file)) continue;
        const bool source = claims(*submission.language, file, dialect) && !isSupportingFile(file);
        (source ? ownSources : merged.extras) << file;
    }
    merged.sources += ownSources;
    if (!definesMain(submission.sources.first()))
        for (const QString& file : ownSources)
            if (definesMain(file)) {
                merged.sources.removeOne(file);
                merged.sources.prepend(file);
                break;
            }
    return merged;
}

bool isSupportingFile(const QString& path) {
    static const QStringList headers = {"h", "hh", "hpp", "hxx", "h++", "inc"};
    return headers.contains(QFileInfo(path).suffix().toLower());
}

Result<SubmissionFiles> collectScriptedProgram(const QString& directory, const Language& language) {
    auto files = expand({directory});
    if (!files) return files.failure();
    SubmissionFiles program;
    program.language = &language;
    for (const QString& script : language.scripts)
        if (const QString path = QFileInfo(QDir(directory).filePath(script)).absoluteFilePath();
            files->contains(path)) {
            program.sources << path;
            break;
        }
    for (const QString& file : files.value())
        if (!program.sources.contains(file)) program.sources << file;
    return program;
}

Result<SubmissionFiles> collectSubmission(const SubmissionRequest& request, const LanguageRegistry& languages) {
    if (!request.language && request.paths.size() == 1 && request.dialect != QLatin1String("domjudge"))
        if (const Language* scripted = languages.forProgramDirectory(request.paths.first()))
            return collectScriptedProgram(request.paths.first(), *scripted);
    auto files = expand(request.paths);
    if (!files) return files.failure();
    SubmissionFiles submission;
    QString entry;
    if (files->size() == 1) {
        entry = files->first();
    } else {
        auto found = findEntryPoint(files.value(), request, languages);
        if (!found) {
            // Several sources that are all compiled together: any order works when one defines main.
            const Language* language = request.language;
            QStringList sources;
            for (const QString& file : files.value())
                if (!isSupportingFile(file)) {
                    const Language* own = languages.forSourceFile(file, request.dialect);
                    if (!language) language = own;
                    if (own == language) sources << file;
                }
            const bool compiledTogether =
                language && language->compile.contains("{sources}") && !language->run.join(' ').contains("{main}");
            if (!compiledTogether) return found.failure();
            entry = sources.first();
        } else {
            entry = found.value();
        }
    }
    submission.language = request.language ? request.language : languages.forSourceFile(entry, request.dialect);
    if (!submission.language)
        return fail(QFileInfo(entry).fileName().toStdString() + ": unknown language; name it with --lang");
    submission.sources << entry;
    for (const QString& file : files.value()) {
        if (file == entry) continue;
        (claims(*submission.language, file, request.dialect) && !isSupportingFile(file) ? submission.sources
                                                                                        : submission.extras)
            << file;
    }
    return submission;
}

} // namespace jd::judge
