#pragma once
// The past judgements a person asked for: of one problem, of solutions whose file name contains some
// text, judged since a day; the rest hidden, the order kept.
#include <QDate>
#include <QSortFilterProxyModel>

namespace jd::ui {

class HistoryFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit HistoryFilter(QObject* parent = nullptr);

    void setProblem(const QString& directory); // empty: every problem
    void setSolutionText(const QString& text); // case-insensitive part of the file name
    void setSince(const QDate& day);           // invalid: from the first
    QString problem() const { return problem_; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString problem_, solution_;
    QDate since_;
};

} // namespace jd::ui
