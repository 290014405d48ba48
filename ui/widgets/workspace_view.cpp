#include "workspace_view.h"

#include "controllers/workspace_controller.h"
#include "models/workspace_model.h"

#include <QApplication>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>

namespace jd::ui {
namespace {

using workspace::EntryKind;

// Icons are the widget side's business: the model says what an entry is, this says how it looks.
class WorkspaceIcons : public QIdentityProxyModel {
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex& index, int role) const override {
        if (role != Qt::DecorationRole) return QIdentityProxyModel::data(index, role);
        QStyle* style = QApplication::style();
        switch (EntryKind(index.data(WorkspaceModel::KindRole).toInt())) {
        case EntryKind::Folder:
        case EntryKind::SolutionGroup: return style->standardIcon(QStyle::SP_DirIcon);
        case EntryKind::KattisProblem:
        case EntryKind::DomjudgeProblem:
        case EntryKind::PolygonProblem:
        case EntryKind::TpsProblem:
        case EntryKind::OmegaUpProblem:
        case EntryKind::TestFolder: return style->standardIcon(QStyle::SP_FileDialogDetailedView);
        case EntryKind::ProblemArchive: return style->standardIcon(QStyle::SP_DriveFDIcon);
        case EntryKind::ContestFolder: return style->standardIcon(QStyle::SP_FileDialogListView);
        case EntryKind::ContestProblem: return style->standardIcon(QStyle::SP_DirLinkIcon);
        case EntryKind::Solution: return style->standardIcon(QStyle::SP_FileIcon);
        }
        return {};
    }
};

bool opensAsProblem(EntryKind kind) { return workspace::isProblem(kind); }

} // namespace

WorkspaceView::WorkspaceView(WorkspaceController* controller, QWidget* parent)
    : QWidget(parent)
    , controller_(controller)
    , tree_(new QTreeView(this))
    , status_(new QLabel(this)) {
    auto* icons = new WorkspaceIcons(this);
    icons->setSourceModel(controller->model());
    tree_->setModel(icons);
    tree_->setHeaderHidden(true);
    tree_->setUniformRowHeights(true);
    tree_->setDragEnabled(true);
    tree_->setDragDropMode(QAbstractItemView::DragOnly);
    tree_->setObjectName(QStringLiteral("workspaceTree"));
    status_->setWordWrap(true);
    status_->setContentsMargins(4, 2, 4, 2);
    status_->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tree_);
    layout->addWidget(status_);

    connect(tree_, &QTreeView::activated, this, &WorkspaceView::activate);
    connect(controller->model(), &QAbstractItemModel::modelAboutToBeReset, this, &WorkspaceView::rememberExpanded);
    connect(controller->model(), &QAbstractItemModel::modelReset, this, &WorkspaceView::restoreExpanded);
    connect(controller, &WorkspaceController::opened, this, [this] { expanded_.clear(); });
    connect(controller, &WorkspaceController::scanned, this, [this] {
        const bool truncated = controller_->model()->isTruncated();
        status_->setText(truncated ? tr("Not everything is listed: the folder holds too much to scan.") : QString());
        status_->setVisible(truncated);
    });
}

void WorkspaceView::activate(const QModelIndex& index) {
    const auto kind = EntryKind(index.data(WorkspaceModel::KindRole).toInt());
    const QString path = index.data(WorkspaceModel::PathRole).toString();
    if (opensAsProblem(kind)) {
        emit problemActivated(path);
    } else if (kind == EntryKind::ContestFolder) {
        emit contestActivated(path);
    } else if (kind == EntryKind::Solution) {
        QString problem;
        for (QModelIndex up = index.parent(); up.isValid() && problem.isEmpty(); up = up.parent())
            if (opensAsProblem(EntryKind(up.data(WorkspaceModel::KindRole).toInt())))
                problem = up.data(WorkspaceModel::PathRole).toString();
        emit solutionActivated(problem, path);
    }
}

void WorkspaceView::rememberExpanded() {
    QList<QModelIndex> pending{QModelIndex()};
    QStringList expanded;
    while (!pending.isEmpty()) {
        const QModelIndex parent = pending.takeLast();
        for (int row = 0; row < tree_->model()->rowCount(parent); ++row) {
            const QModelIndex child = tree_->model()->index(row, 0, parent);
            if (tree_->isExpanded(child)) {
                expanded << child.data(WorkspaceModel::PathRole).toString();
                pending << child;
            }
        }
    }
    if (!expanded.isEmpty() || expanded_.isEmpty()) expanded_ = expanded;
}

void WorkspaceView::restoreExpanded() {
    const QAbstractItemModel* shown = tree_->model();
    if (shown->rowCount() == 0) return;
    if (expanded_.isEmpty()) {
        tree_->expand(shown->index(0, 0)); // a new workspace: its first level in view
        return;
    }
    auto* icons = static_cast<QIdentityProxyModel*>(tree_->model());
    for (const QString& path : expanded_)
        if (const QModelIndex index = controller_->model()->indexForPath(path); index.isValid())
            tree_->expand(icons->mapFromSource(index));
}

} // namespace jd::ui
