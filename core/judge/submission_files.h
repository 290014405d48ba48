#pragma once
// What a submission is made of: one source, several files, or a directory. Only the language's own
// sources go to the compiler, the main one first; every other file (a header, a data file, a README) is
// copied beside them and never compiled, so a stray `.txt` or an unused broken `.h` cannot cause CE.
#include "../common/result.h"
#include "languages.h"
#include "problem/problem.h"

#include <QStringList>

namespace jd::judge {

struct SubmissionFiles {
    QStringList sources; // compiled; the first is the entry point
    const Language* language = nullptr;
    QStringList extras; // copied beside the sources, not compiled
};

struct SubmissionRequest {
    QStringList paths;                  // files and directories (a directory's files, hidden ones aside)
    QString entryPoint;                 // submissions.yaml `entrypoint` / submissions.json `entry_point`, if any
    const Language* language = nullptr; // given by the user; else from the entry point
    QString dialect;                    // a problem::dialectName, for extensions that depend on it (Kattis .pl)
};

// A directory with a build or run script is that program (collectScriptedProgram) unless the language is
// given or the dialect's judge knows no such thing (DOMjudge takes a submission by its extensions).
// Otherwise the entry point is the given one, else the only source of a known language, else `main.*` /
// `Main.*`, else the only source that defines a main function; anything else is an error naming
// the candidates.
Result<SubmissionFiles> collectSubmission(const SubmissionRequest& request, const LanguageRegistry& languages);

// A program directory of build and run scripts (LanguageRegistry::forProgramDirectory): every file in it
// is the program's, its script first (`build`, else `run`). Its subdirectories are not taken.
Result<SubmissionFiles> collectScriptedProgram(const QString& directory, const Language& language);

// A package's reference submission (a file or a directory), with its entry point and the package's
// dialect.
Result<SubmissionFiles> collectPackageSubmission(const problem::Submission& submission, const problem::Problem& problem,
                                                 const LanguageRegistry& languages);

// The submission with the problem's files for its language (a TPS grader, Kattis include/<language>/)
// compiled beside it. When the submission defines no main function and one of those files does (a
// grader calling the submission's function), that file starts the program. Unchanged when the problem
// has none for the language; an error when its directory cannot be read.
Result<SubmissionFiles> withLanguageFiles(const SubmissionFiles& submission, const problem::Problem& problem);

// Whether a file only supports others (a C/C++ header): given after a source on the command line it
// belongs to that source's submission.
bool isSupportingFile(const QString& path);

} // namespace jd::judge
