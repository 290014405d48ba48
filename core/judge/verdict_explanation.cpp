#include "verdict_explanation.h"

#include <QHash>

namespace jd::judge {
namespace {

// The system's word for a verdict, as a reader of its documentation knows it.
QString spelledOut(const QString& word) {
    static const QHash<QString, QString> names = {
        {"RTE", "a run-time error"},
        {"RUN-ERROR", "a run-time error"},
        {"RE", "a run-time error"},
        {"WA", "a wrong answer"},
        {"WRONG-ANSWER", "a wrong answer"},
        {"TLE", "a time limit exceeded"},
        {"TIMELIMIT", "a time limit exceeded"},
        {"TL", "a time limit exceeded"},
        {"ML", "a memory limit exceeded"},
        {"MLE", "a memory limit exceeded"},
        {"OL", "an output limit exceeded"},
        {"OLE", "an output limit exceeded"},
    };
    return names.value(word, word);
}

} // namespace

bool dialectSaysLess(Verdict verdict, problem::Dialect dialect) {
    const QString word = verdictInDialect(verdict, dialect);
    if (word == verdictCode(verdict)) return false; // the same word: it says all JudgeDesk says
    for (Verdict other : {Verdict::AC, Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::ILE, Verdict::MLE, Verdict::OLE,
                          Verdict::RE, Verdict::RF, Verdict::CE, Verdict::JE})
        if (other != verdict && verdictInDialect(other, dialect) == word) return true;
    return false;
}

QString systemName(problem::Dialect dialect) {
    switch (dialect) {
    case problem::Dialect::JudgeDesk: return QStringLiteral("JudgeDesk");
    case problem::Dialect::Kattis: return QStringLiteral("Kattis");
    case problem::Dialect::DOMjudge: return QStringLiteral("DOMjudge");
    case problem::Dialect::Polygon: return QStringLiteral("Polygon");
    case problem::Dialect::CMS: return QStringLiteral("CMS");
    case problem::Dialect::OmegaUp: return QStringLiteral("omegaUp");
    }
    return {};
}

QString explainVerdict(const TestOutcome& outcome, const ExplanationContext& context) {
    if (!dialectSaysLess(outcome.verdict, context.dialect)) return {};
    const QString word = verdictInDialect(outcome.verdict, context.dialect);
    QString what;
    switch (outcome.verdict) {
    case Verdict::MLE:
        what = context.memoryRule == problem::MemoryLimitRule::AddressSpace
                   ? QStringLiteral("It hit the memory limit of %1 MiB: the cap on its address space refused an "
                                    "allocation.")
                         .arg(context.memoryMiB)
                   : QStringLiteral("It used more than the memory limit of %1 MiB.").arg(context.memoryMiB);
        break;
    case Verdict::OLE:
        what = QStringLiteral("It wrote more than the output limit of %1 MiB.").arg(context.outputMiB);
        break;
    case Verdict::RF: what = QStringLiteral("It made a system call the sandbox forbids."); break;
    case Verdict::ILE:
        what = QStringLiteral("It waited for input that never came, using no CPU, until the wall-clock limit.");
        break;
    case Verdict::PE: what = QStringLiteral("The answer is right but for its spacing or layout."); break;
    default: return {};
    }
    return what +
           QStringLiteral(" %1 counts this as %2 (%3).").arg(systemName(context.dialect), spelledOut(word), word);
}

} // namespace jd::judge
