#include "solution_matrix_model.h"

#include "formatting.h"
#include "judge/expectation.h"
#include "judge/system_verdict.h"
#include "verdict_style.h"

#include <QFileInfo>

namespace jd::ui {

SolutionMatrixModel::SolutionMatrixModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void SolutionMatrixModel::setProblem(const problem::Problem& problem) {
    beginResetModel();
    problem_ = problem;
    tests_.clear();
    for (const problem::TestCase& test : problem.allTests())
        tests_ << test.name;
    // A column says the test's own name, or its whole name where another group has a test of the same
    // name (sample/1 and secret/1 would both read "1").
    QHash<QString, int> named;
    for (const QString& test : tests_)
        ++named[test.section('/', -1)];
    titles_.clear();
    for (const QString& test : tests_)
        titles_ << (named.value(test.section('/', -1)) > 1 ? test : test.section('/', -1));
    rows_ = QList<Row>(problem.submissions.size());
    endResetModel();
}

void SolutionMatrixModel::clearRuns() {
    for (Row& row : rows_)
        row = Row{};
    if (!rows_.isEmpty()) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void SolutionMatrixModel::setRunning(int row) {
    if (row < 0 || row >= rows_.size()) return;
    rows_[row].running = true;
    emit dataChanged(index(row, Result), index(row, Result));
}

void SolutionMatrixModel::setTestOutcome(int row, const judge::TestOutcome& outcome) {
    if (row < 0 || row >= rows_.size()) return;
    rows_[row].outcomes.insert(outcome.test, outcome);
    const int column = FirstTest + int(tests_.indexOf(outcome.test));
    if (column >= FirstTest) emit dataChanged(index(row, column), index(row, column));
}

void SolutionMatrixModel::setVerified(int row, const judge::SubmissionVerification& verified) {
    if (row < 0 || row >= rows_.size()) return;
    Row& updated = rows_[row];
    updated.running = false;
    updated.verified = verified;
    if (verified.report)
        for (const judge::TestOutcome& outcome : verified.report->tests)
            updated.outcomes.insert(outcome.test, outcome);
    emit dataChanged(index(row, 0), index(row, columnCount() - 1));
}

const judge::SubmissionVerification* SolutionMatrixModel::verification(int row) const {
    if (row < 0 || row >= rows_.size() || !rows_[row].verified) return nullptr;
    return &*rows_[row].verified;
}

QString SolutionMatrixModel::testOfColumn(int column) const { return tests_.value(column - FirstTest); }

int SolutionMatrixModel::warnings() const {
    return int(std::count_if(rows_.begin(), rows_.end(), [](const Row& row) {
        return row.verified && row.verified->report && !row.verified->warnings.isEmpty();
    }));
}

int SolutionMatrixModel::disagreements() const {
    return int(std::count_if(rows_.begin(), rows_.end(), [](const Row& row) {
        return row.verified && row.verified->report && !row.verified->agreement.agreed;
    }));
}

int SolutionMatrixModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int SolutionMatrixModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FirstTest + int(tests_.size());
}

QVariant SolutionMatrixModel::testCell(const Row& row, const QString& test, int role) const {
    const auto found = row.outcomes.find(test);
    if (found == row.outcomes.end()) return {};
    const judge::TestOutcome& outcome = *found;
    // Left out after the test that decided the verdict: said, so that an empty cell is not taken for a failure.
    if (outcome.verdict == judge::Verdict::NotRun) {
        if (!outcome.notNeeded) return {};
        switch (role) {
        case Qt::DisplayRole: return tr("not needed");
        case Qt::ForegroundRole: return QColor(Qt::gray);
        case Qt::ToolTipRole: return QStringLiteral("%1: %2").arg(test, outcome.message);
        default: return {};
        }
    }
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("%1 %2").arg(judge::systemVerdict(outcome, problem_.dialect.dialect),
                                           QLocale::c().toString(outcome.time.count() / 1e9, 'f', 2));
    case Qt::BackgroundRole: return verdictColor(outcome.verdict);
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("%1: %2\n%3, %4")
                          .arg(test, judge::verdictName(outcome.verdict), formatSeconds(outcome.time),
                               formatMebibytes(outcome.memory));
        if (!outcome.message.isEmpty()) tip += "\n" + outcome.message.left(300);
        return tip;
    }
    case SortRole: return double(outcome.time.count());
    default: return {};
    }
}

QVariant SolutionMatrixModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rows_.size()) return {};
    const Row& row = rows_[index.row()];
    const problem::Submission& submission = problem_.submissions[index.row()];
    const bool disagrees = row.verified && row.verified->report && !row.verified->agreement.agreed;
    if (role == DisagreesRole) return disagrees;
    if (index.column() >= FirstTest) {
        if (role == TestNameRole) return testOfColumn(index.column());
        return testCell(row, testOfColumn(index.column()), role);
    }
    if (role == SortRole) return data(index, Qt::DisplayRole);
    switch (index.column()) {
    case Solution:
        if (role == Qt::DisplayRole) return judge::submissionName(submission);
        if (role == Qt::ToolTipRole) return submission.path;
        if (role == Qt::ForegroundRole && disagrees) return QColor(Qt::darkRed);
        break;
    case Expected:
        if (role == Qt::DisplayRole) {
            QString text = judge::expectedSystemVerdicts(submission, problem_.dialect.dialect).join(tr(" or "));
            if (submission.expectedScore && problem_.validation.scoring)
                text += tr(", score %1").arg(formatScore(*submission.expectedScore));
            return text;
        }
        break;
    case Result:
        if (role == Qt::DisplayRole) {
            if (row.running) return tr("judging…");
            if (!row.verified) return {};
            if (!row.verified->skipped.isEmpty()) return tr("skipped");
            const judge::JudgeReport& report = *row.verified->report;
            QString text = judge::systemVerdict(report);
            if (problem_.validation.scoring) text += QStringLiteral(" (%1)").arg(formatScore(report.score));
            if (!row.verified->warnings.isEmpty()) text += QStringLiteral(" ⚠");
            return (row.verified->agreement.agreed ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + text;
        }
        if (role == Qt::ToolTipRole && row.verified) {
            if (!row.verified->skipped.isEmpty()) return row.verified->skipped;
            QStringList lines{row.verified->agreement.agreed ? tr("As expected")
                                                             : tr("Expected %1").arg(row.verified->agreement.expected)};
            if (!row.verified->judgedAlone.isEmpty())
                lines << tr("Judged again alone: %1").arg(row.verified->judgedAlone);
            for (const QString& warning : row.verified->warnings)
                lines << tr("Warning: %1").arg(warning);
            return lines.join('\n');
        }
        if (role == Qt::BackgroundRole && row.verified && row.verified->report)
            return verdictColor(row.verified->report->verdict);
        if (role == Qt::ForegroundRole && disagrees) return QColor(Qt::darkRed);
        break;
    }
    return {};
}

QVariant SolutionMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (section >= FirstTest) {
        if (role == Qt::DisplayRole) return titles_.value(section - FirstTest);
        if (role == Qt::ToolTipRole) return testOfColumn(section);
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Solution: return tr("Solution");
    case Expected: return tr("Expected");
    case Result: return tr("Got");
    }
    return {};
}

} // namespace jd::ui
