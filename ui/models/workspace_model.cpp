#include "workspace_model.h"

#include <QMimeData>
#include <QUrl>

namespace jd::ui {

using workspace::Entry;
using workspace::EntryKind;

WorkspaceModel::WorkspaceModel(QObject* parent)
    : QAbstractItemModel(parent) {}

void WorkspaceModel::setScan(workspace::Scan scan) {
    beginResetModel();
    top_ = Entry{};
    top_.children.push_back(std::move(scan.root));
    truncated_ = scan.truncated;
    parents_.clear();
    byPath_.clear();
    indexParents(top_);
    endResetModel();
}

void WorkspaceModel::clear() {
    beginResetModel();
    top_ = Entry{};
    parents_.clear();
    byPath_.clear();
    truncated_ = false;
    endResetModel();
}

void WorkspaceModel::indexParents(const Entry& entry) {
    for (const Entry& child : entry.children) {
        parents_.insert(&child, &entry);
        byPath_.insert(child.path, &child);
        indexParents(child);
    }
}

QString WorkspaceModel::rootPath() const { return top_.children.empty() ? QString() : top_.children.front().path; }

QString WorkspaceModel::describe(EntryKind kind) {
    switch (kind) {
    case EntryKind::Folder: return tr("Folder");
    case EntryKind::KattisProblem: return tr("Kattis problem package");
    case EntryKind::DomjudgeProblem: return tr("DOMjudge problem package");
    case EntryKind::PolygonProblem: return tr("Polygon package");
    case EntryKind::TpsProblem: return tr("TPS package (CMS)");
    case EntryKind::OmegaUpProblem: return tr("omegaUp problem");
    case EntryKind::TestFolder: return tr("Folder of bare tests");
    case EntryKind::ProblemArchive: return tr("Problem package archive");
    case EntryKind::ContestFolder: return tr("Contest folder");
    case EntryKind::SolutionGroup: return tr("Solutions");
    case EntryKind::Solution: return tr("Solution");
    case EntryKind::ContestProblem: return tr("Contest problem (tests)");
    }
    return {};
}

const Entry* WorkspaceModel::entryOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<const Entry*>(index.internalPointer()) : nullptr;
}

const Entry& WorkspaceModel::childrenHolder(const QModelIndex& parent) const {
    const Entry* entry = entryOf(parent);
    return entry ? *entry : top_;
}

QModelIndex WorkspaceModel::index(int row, int column, const QModelIndex& parent) const {
    if (column != 0 || row < 0 || (parent.isValid() && parent.column() != 0)) return {};
    const Entry& holder = childrenHolder(parent);
    if (row >= int(holder.children.size())) return {};
    return createIndex(row, 0, const_cast<Entry*>(&holder.children[size_t(row)]));
}

QModelIndex WorkspaceModel::parent(const QModelIndex& child) const {
    const Entry* entry = entryOf(child);
    if (!entry) return {};
    const Entry* parent = parents_.value(entry);
    if (!parent || parent == &top_) return {};
    const Entry* grandparent = parents_.value(parent);
    const Entry& holder = grandparent ? *grandparent : top_;
    const int row = int(parent - holder.children.data());
    return createIndex(row, 0, const_cast<Entry*>(parent));
}

int WorkspaceModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) return 0;
    return int(childrenHolder(parent).children.size());
}

int WorkspaceModel::columnCount(const QModelIndex&) const { return 1; }

QVariant WorkspaceModel::data(const QModelIndex& index, int role) const {
    const Entry* entry = entryOf(index);
    if (!entry) return {};
    switch (role) {
    case Qt::DisplayRole: return entry->name;
    case Qt::ToolTipRole: {
        const Entry* parent = parents_.value(entry);
        const bool contestant =
            entry->kind == EntryKind::SolutionGroup && parent && parent->kind == EntryKind::ContestFolder;
        QString tip = QStringLiteral("%1\n%2").arg(contestant ? tr("Contestant") : describe(entry->kind), entry->path);
        if (!entry->problem.isEmpty()) tip += '\n' + tr("Judged against %1").arg(entry->problem);
        if (!entry->note.isEmpty()) tip += '\n' + entry->note;
        return tip;
    }
    case PathRole: return entry->path;
    case KindRole: return int(entry->kind);
    case ProblemRole: return entry->problem;
    default: return {};
    }
}

Qt::ItemFlags WorkspaceModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
}

QStringList WorkspaceModel::mimeTypes() const { return {QStringLiteral("text/uri-list")}; }

QMimeData* WorkspaceModel::mimeData(const QModelIndexList& indexes) const {
    QList<QUrl> urls;
    for (const QModelIndex& index : indexes)
        if (const Entry* entry = entryOf(index)) urls << QUrl::fromLocalFile(entry->path);
    auto* mime = new QMimeData; // the caller (the drag) owns it
    mime->setUrls(urls);
    return mime;
}

QModelIndex WorkspaceModel::indexForPath(const QString& path) const {
    const Entry* entry = byPath_.value(path);
    if (!entry) return {};
    const Entry* parent = parents_.value(entry);
    const Entry& holder = parent ? *parent : top_;
    return createIndex(int(entry - holder.children.data()), 0, const_cast<Entry*>(entry));
}

} // namespace jd::ui
