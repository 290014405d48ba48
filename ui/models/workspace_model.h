#pragma once
// The workspace as a tree: the folder itself on top, then its problems (of every format), contest folders
// and the solutions inside them, as core/workspace scanned them. A new scan replaces the tree.
#include "workspace/workspace_scan.h"

#include <QAbstractItemModel>
#include <QHash>

namespace jd::ui {

class WorkspaceModel : public QAbstractItemModel {
    Q_OBJECT
public:
    // ProblemRole: the problem a contestant's source is judged against (empty for other entries).
    enum Role { PathRole = Qt::UserRole + 1, KindRole, ProblemRole };

    explicit WorkspaceModel(QObject* parent = nullptr);
    void setScan(workspace::Scan scan);
    void clear();
    bool isTruncated() const { return truncated_; }
    QString rootPath() const;
    // The item of an entry's path, invalid when the tree has none.
    QModelIndex indexForPath(const QString& path) const;
    static QString describe(workspace::EntryKind kind); // "Kattis problem", "Polygon package", ...

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;

private:
    const workspace::Entry* entryOf(const QModelIndex& index) const;
    const workspace::Entry& childrenHolder(const QModelIndex& parent) const;
    void indexParents(const workspace::Entry& entry);

    workspace::Entry top_; // invisible: its one child is the workspace folder
    QHash<const workspace::Entry*, const workspace::Entry*> parents_;
    QHash<QString, const workspace::Entry*> byPath_;
    bool truncated_ = false;
};

} // namespace jd::ui
