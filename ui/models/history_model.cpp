#include "history_model.h"

#include "formatting.h"
#include "store/submission_label.h"
#include "verdict_style.h"

#include <QLocale>

#include <algorithm>

namespace jd::ui {
namespace {

QVariant verdictBackground(const QString& code) {
    const auto verdict = judge::verdictFromCode(code);
    return verdict && *verdict != judge::Verdict::NotRun ? QVariant(verdictColor(*verdict)) : QVariant();
}
QVariant rightAligned() { return QVariant(Qt::AlignRight | Qt::AlignVCenter); }
} // namespace

HistoryModel::HistoryModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void HistoryModel::setJudgements(QList<store::StoredJudgement> judgements) {
    std::sort(judgements.begin(), judgements.end(), [](const auto& a, const auto& b) {
        return a.created != b.created ? a.created > b.created : a.id > b.id;
    });
    beginResetModel();
    judgements_ = std::move(judgements);
    endResetModel();
}

QList<QPair<QString, QString>> HistoryModel::problems() const {
    QList<QPair<QString, QString>> problems;
    for (const store::StoredJudgement& judgement : judgements_)
        if (std::none_of(problems.begin(), problems.end(),
                         [&judgement](const auto& known) { return known.first == judgement.problemDirectory; }))
            problems.append({judgement.problemDirectory,
                             judgement.problemName.isEmpty() ? judgement.problemDirectory : judgement.problemName});
    return problems;
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(judgements_.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const store::StoredJudgement& judgement = judgements_[index.row()];
    switch (role) {
    case IdRole: return judgement.id;
    case ProblemDirectoryRole: return judgement.problemDirectory;
    case SubmissionPathRole: return judgement.submission;
    case CreatedRole: return judgement.created;
    case Qt::ToolTipRole:
        if (index.column() == Submission) return judgement.submission;
        if (index.column() == Problem) return judgement.problemDirectory;
        return {};
    case Qt::BackgroundRole: return index.column() == Verdict ? verdictBackground(judgement.verdict) : QVariant();
    case Qt::TextAlignmentRole: return index.column() == Score ? rightAligned() : QVariant();
    case Qt::DisplayRole: break;
    default: return {};
    }
    switch (index.column()) {
    case When: return QLocale::system().toString(judgement.created.toLocalTime(), QLocale::ShortFormat);
    case Problem: return judgement.problemName.isEmpty() ? judgement.problemDirectory : judgement.problemName;
    case Submission: return store::submissionLabel(judgement.submission);
    case Language: return judgement.language;
    case Verdict:
        if (judgement.state == "interrupted") return tr("interrupted");
        if (judgement.state == "running") return tr("running");
        return judgement.verdict;
    case Score: return formatScore(judgement.score);
    }
    return {};
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case When: return tr("When");
    case Problem: return tr("Problem");
    case Submission: return tr("Submission");
    case Language: return tr("Language");
    case Verdict: return tr("Verdict");
    case Score: return tr("Score");
    }
    return {};
}

StoredTestsModel::StoredTestsModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void StoredTestsModel::setTests(QList<store::StoredTest> tests) {
    beginResetModel();
    tests_ = std::move(tests);
    endResetModel();
}

int StoredTestsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(tests_.size());
}

int StoredTestsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant StoredTestsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const store::StoredTest& test = tests_[index.row()];
    switch (role) {
    case Qt::BackgroundRole: return index.column() == Verdict ? verdictBackground(test.verdict) : QVariant();
    case Qt::ToolTipRole: return index.column() == Message ? test.message : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Time || index.column() == Memory || index.column() == Score ? rightAligned()
                                                                                             : QVariant();
    case Qt::DisplayRole: break;
    default: return {};
    }
    switch (index.column()) {
    case Test: return test.name;
    case Verdict: return test.verdict;
    case Time: return formatSeconds(std::chrono::nanoseconds(test.timeNanoseconds));
    case Memory: return formatMebibytes(static_cast<uint64_t>(test.memoryBytes));
    case Score: {
        const std::optional<double> score = test.earned ? test.earned : test.score; // earned: since schema 5
        return score ? formatScore(*score) : QString();
    }
    case Message: return test.message.section('\n', 0, 0);
    }
    return {};
}

QVariant StoredTestsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return testColumnTitle(section);
}

} // namespace jd::ui
