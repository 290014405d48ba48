#pragma once
// The workspace panel: the tree of problems, contests and solutions, with an icon per kind. Activating
// a problem opens it (a contest's problem as the contest judges it); activating a solution opens its problem
// with that solution chosen (a contestant's source, the contest's problem it is named for); activating a
// contest folder opens it on the Contest page. The context menu has the same, judging a solution at once,
// and the entry's path.
#include <QWidget>

#include <memory>

class QLabel;
class QMenu;
class QTreeView;

namespace jd::ui {

class WorkspaceController;

class WorkspaceView : public QWidget {
    Q_OBJECT
public:
    explicit WorkspaceView(WorkspaceController* controller, QWidget* parent = nullptr);
    QTreeView* tree() const { return tree_; }
    // The context menu of an entry of the tree (an invalid index: of the panel's empty space).
    std::unique_ptr<QMenu> menuFor(const QModelIndex& index);

signals:
    void problemActivated(const QString& problem);
    void contestActivated(const QString& directory);
    // `problem` is empty when the solution is not inside a problem (a contestant's folder).
    void solutionActivated(const QString& problem, const QString& solution);
    // As solutionActivated, then the solution judged.
    void solutionJudgeRequested(const QString& problem, const QString& solution);

private:
    void activate(const QModelIndex& index);
    // The problem a solution is judged against: the contest's problem it is named for, or the problem it is
    // in; empty when neither.
    QString problemOf(const QModelIndex& solution) const;
    void rememberExpanded();
    void restoreExpanded();

    WorkspaceController* controller_;
    QTreeView* tree_;
    QLabel* status_;
    QStringList expanded_; // paths, kept across rescans
};

} // namespace jd::ui
