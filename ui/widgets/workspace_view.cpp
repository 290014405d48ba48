#include "workspace_view.h"

#include "controllers/workspace_controller.h"
#include "models/workspace_model.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFileInfo>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QMenu>
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

// A contest's problem opens as the contest judges it (JudgingController reads it so).
bool opensAsProblem(EntryKind kind) { return workspace::isProblem(kind) || kind == EntryKind::ContestProblem; }

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
    tree_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree_, &QTreeView::customContextMenuRequested, this, [this](const QPoint& position) {
        const std::unique_ptr<QMenu> menu = menuFor(tree_->indexAt(position));
        menu->exec(tree_->viewport()->mapToGlobal(position));
    });
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
        emit solutionActivated(problemOf(index), path);
    }
}

QString WorkspaceView::problemOf(const QModelIndex& solution) const {
    if (const QString bound = solution.data(WorkspaceModel::ProblemRole).toString(); !bound.isEmpty()) return bound;
    for (QModelIndex up = solution.parent(); up.isValid(); up = up.parent())
        if (opensAsProblem(EntryKind(up.data(WorkspaceModel::KindRole).toInt())))
            return up.data(WorkspaceModel::PathRole).toString();
    return {};
}

std::unique_ptr<QMenu> WorkspaceView::menuFor(const QModelIndex& index) {
    auto menu = std::make_unique<QMenu>(this);
    if (index.isValid()) {
        const auto kind = EntryKind(index.data(WorkspaceModel::KindRole).toInt());
        const QString path = index.data(WorkspaceModel::PathRole).toString();
        QAction* open = nullptr;
        if (opensAsProblem(kind)) {
            open = menu->addAction(tr("&Open Problem"), this, [this, path] { emit problemActivated(path); });
        } else if (kind == EntryKind::ContestFolder) {
            open =
                menu->addAction(tr("&Open on the Contest Page"), this, [this, path] { emit contestActivated(path); });
        } else if (kind == EntryKind::Solution) {
            const QString problem = problemOf(index);
            open = menu->addAction(tr("&Open with Its Problem"), this,
                                   [this, problem, path] { emit solutionActivated(problem, path); });
            QAction* judge = menu->addAction(tr("&Judge"), this,
                                             [this, problem, path] { emit solutionJudgeRequested(problem, path); });
            judge->setEnabled(!problem.isEmpty());
        }
        if (open) {
            menu->setDefaultAction(open); // what a double click does
            menu->addSeparator();
        }
        menu->addAction(tr("&Copy Path"), this, [path] { QGuiApplication::clipboard()->setText(path); });
        menu->addAction(tr("Show in &File Manager"), this, [path] {
            const QFileInfo info(path);
            QDesktopServices::openUrl(QUrl::fromLocalFile(info.isDir() ? path : info.absolutePath()));
        });
        menu->addSeparator();
    }
    QAction* rescan = menu->addAction(tr("&Rescan Workspace"), controller_, &WorkspaceController::rescan);
    rescan->setEnabled(!controller_->path().isEmpty());
    return menu;
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
