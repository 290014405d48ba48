#pragma once
// The open workspace: a folder scanned off the UI thread into the workspace tree, scanned again when
// something changes on disk (a problem added, a solution saved beside the others), and remembered among
// the recent workspaces.
#include "models/workspace_model.h"

#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <functional>

namespace jd::ui {

class WorkspaceController : public QObject {
    Q_OBJECT
public:
    using SourceTest = std::function<bool(const QString&)>;
    // `isSource` says which files are solutions; it is called on the scanning thread.
    explicit WorkspaceController(SourceTest isSource, QObject* parent = nullptr);
    ~WorkspaceController() override;

    WorkspaceModel* model() const { return model_; }
    QString path() const { return path_; }
    void open(const QString& path);
    void close();
    void rescan();
    bool isScanning() const { return scanning_.isRunning(); }

    // The workspaces opened before, most recent first, those gone from disk left out.
    static QStringList recentWorkspaces();
    static void forgetRecentWorkspaces();
    // The examples shipped with JudgeDesk (installed beside it, or in the source tree of a build); empty
    // when neither is there.
    static QString examplesDirectory();

signals:
    void opened(const QString& path);
    void scanned();
    void failed(const QString& message);

private:
    void remember(const QString& path);
    void scanFinished();
    void watch(const workspace::Entry& entry, QStringList& directories) const;

    SourceTest isSource_;
    WorkspaceModel* model_;
    QString path_;
    QFutureWatcher<workspace::Scan> scanning_;
    bool scanAgain_ = false; // something changed while a scan ran
    QFileSystemWatcher watcher_;
    QTimer settle_; // changes come in bursts (a checkout, an unzip): one scan after they settle
};

} // namespace jd::ui
