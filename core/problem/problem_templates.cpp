#include "problem_templates.h"

#include "../common/tree_copy.h"
#include "package.h"
#include "problem_writer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace jd::problem {

QList<TemplateInfo> problemTemplates() {
    return {
        {ProblemTemplate::Batch, QT_TRANSLATE_NOOP("ProblemTemplate", "Batch"),
         QT_TRANSLATE_NOOP("ProblemTemplate",
                           "Reads the input, writes the output, compared token by token with the answer."),
         QStringLiteral("aplusb")},
        {ProblemTemplate::Interactive, QT_TRANSLATE_NOOP("ProblemTemplate", "Interactive"),
         QT_TRANSLATE_NOOP("ProblemTemplate",
                           "Talks with an interactor (a Kattis output validator) that judges the conversation."),
         QStringLiteral("guess")},
        {ProblemTemplate::Scoring, QT_TRANSLATE_NOOP("ProblemTemplate", "Scored with groups"),
         QT_TRANSLATE_NOOP("ProblemTemplate",
                           "Test groups (subtasks) worth points each; partial solutions score part of them."),
         QStringLiteral("subtasks")},
        {ProblemTemplate::MultiPass, QT_TRANSLATE_NOOP("ProblemTemplate", "Multi-pass"),
         QT_TRANSLATE_NOOP("ProblemTemplate",
                           "The validator gives the program a new input after each pass, up to a number of passes."),
         QStringLiteral("mixed-kattis")},
    };
}

bool isValidProblemFolderName(const QString& name) {
    static const QRegularExpression allowed("^[a-z0-9][a-z0-9_-]{0,63}$");
    return allowed.match(name).hasMatch();
}

QString suggestProblemFolderName(const QString& name) {
    // Decomposed, accents are marks of their own: dropped, "Ü" leaves "u".
    QString folder = name.normalized(QString::NormalizationForm_KD).toLower();
    folder.removeIf([](QChar c) { return c.category() == QChar::Mark_NonSpacing; });
    folder.replace(QRegularExpression("[^a-z0-9]+"), "-");
    folder.remove(QRegularExpression("^-+|-+$"));
    return folder.left(64);
}

Result<QString> createProblemFromTemplate(ProblemTemplate kind, const QString& examplesDirectory,
                                          const QString& directory, const QString& name) {
    const QFileInfo target(QDir::cleanPath(directory)); // "sum/", as a shell completes it, is the folder sum
    if (!isValidProblemFolderName(target.fileName()))
        return fail("'" + target.fileName().toStdString() +
                    "' is not a problem folder name: lower-case letters, digits, '-' and '_'");
    if (target.exists()) return fail(directory.toStdString() + " exists already");
    if (!target.dir().exists()) return fail(target.dir().path().toStdString() + ": no such folder");
    QString example;
    for (const TemplateInfo& info : problemTemplates())
        if (info.kind == kind) example = QDir(examplesDirectory).filePath(info.example);
    if (!QFileInfo(example).isDir()) return fail("the template's package is not here (" + example.toStdString() + ")");

    // Made beside the target, on the same file system, then renamed into place as a whole.
    QTemporaryDir partial(target.dir().filePath("." + target.fileName() + ".partial-XXXXXX"));
    if (!partial.isValid()) return fail("cannot write in " + target.dir().path().toStdString());
    if (auto copied = copyTree(example, partial.path()); !copied) return copied.failure();
    auto problem = readProblem(partial.path());
    if (!problem) return fail("the template does not read: " + problem.error());
    problem->name = name;
    if (auto written = writeProblemSettings(problem.value()); !written) return written.failure();
    if (!QDir().rename(partial.path(), target.absoluteFilePath()))
        return fail("cannot move the new problem into " + directory.toStdString());
    partial.setAutoRemove(false);
    return target.absoluteFilePath();
}

} // namespace jd::problem
