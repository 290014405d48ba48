#pragma once
// New problems start from a template: a complete, working package of the kind wanted (tests, reference
// solutions with their expected verdicts, a validator or interactor where the kind needs one), copied
// under the new name, so that the first thing a coach can do is judge it and see it accepted. The
// templates are the examples shipped with JudgeDesk.
#include "../common/result.h"
#include "problem.h"

#include <QList>
#include <QString>

namespace jd::problem {

enum class ProblemTemplate { Batch, Interactive, Scoring, MultiPass };

struct TemplateInfo {
    ProblemTemplate kind;
    QString title, description;
    QString example; // the folder below the examples it is copied from
};

QList<TemplateInfo> problemTemplates();

// A folder name for a problem: lower-case letters, digits, '-' and '_', starting with a letter or digit.
bool isValidProblemFolderName(const QString& name);
// A folder name for a problem's name: "A Plus B!" -> "a-plus-b".
QString suggestProblemFolderName(const QString& name);

// Makes `directory` (which must not exist; its parent must) a copy of the template, named `name`. The
// copy is made beside it and renamed into place: a failure or a crash leaves no half problem.
Result<QString> createProblemFromTemplate(ProblemTemplate kind, const QString& examplesDirectory,
                                          const QString& directory, const QString& name);

} // namespace jd::problem
