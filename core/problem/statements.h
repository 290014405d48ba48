#pragma once
// The problem statements a package carries, in each language and form, wherever its format keeps them:
//   Kattis 2025-09  statement/problem.<lang>.{md,tex,pdf}
//   Kattis legacy   problem_statement/problem[.<lang>].{tex,md,pdf,html}
//   Polygon         statements/<language>/problem.tex, statements/.html/<language>/problem.html,
//                   statements/.pdf/<language>/problem.pdf
//   DOMjudge        problem.{pdf,html,txt} (or problem.<lang>.pdf) at the top
//   omegaUp         statements/<lang>.markdown
// Only files inside the package are listed (links leading out are not followed).
#include "problem.h"

#include <QList>
#include <QString>

namespace jd::problem {

enum class StatementFormat { Markdown, Html, Latex, Pdf, Text };

struct Statement {
    QString path;     // absolute
    QString language; // "en", "english", ... as the package names it; empty when it does not
    StatementFormat format = StatementFormat::Text;
};

// In a stable order: the English ones first, then the rest by language; within a language the forms
// that can be shown as they look (HTML, Markdown) before source (LaTeX) and PDF.
QList<Statement> findStatements(const Problem& problem);

QString statementFormatName(StatementFormat format); // "Markdown", "HTML", "LaTeX", "PDF", "text"

} // namespace jd::problem
