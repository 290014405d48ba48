#pragma once
// The workspace panel: the tree of problems, contests and solutions, with an icon per kind. Activating
// a problem opens it; activating a solution opens its problem with that solution chosen; activating a
// contest folder opens it on the Contest page.
#include <QWidget>

class QLabel;
class QTreeView;

namespace jd::ui {

class WorkspaceController;

class WorkspaceView : public QWidget {
    Q_OBJECT
public:
    explicit WorkspaceView(WorkspaceController* controller, QWidget* parent = nullptr);
    QTreeView* tree() const { return tree_; }

signals:
    void problemActivated(const QString& problem);
    void contestActivated(const QString& directory);
    // `problem` is empty when the solution is not inside a problem (a contestant's folder).
    void solutionActivated(const QString& problem, const QString& solution);

private:
    void activate(const QModelIndex& index);
    void rememberExpanded();
    void restoreExpanded();

    WorkspaceController* controller_;
    QTreeView* tree_;
    QLabel* status_;
    QStringList expanded_; // paths, kept across rescans
};

} // namespace jd::ui
