#include "workspace_controller.h"

#include "common/bundled_files.h"
#include "contest/contest_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {
namespace {

constexpr int kRecentWorkspaces = 8;
constexpr int kWatchedDirectories = 400; // inotify watches are a per-user budget
const QString kRecentKey = QStringLiteral("workspace/recent");

} // namespace

WorkspaceController::WorkspaceController(SourceTest isSource, QObject* parent)
    : QObject(parent)
    , isSource_(std::move(isSource))
    , model_(new WorkspaceModel(this)) {
    settle_.setSingleShot(true);
    settle_.setInterval(300);
    connect(&settle_, &QTimer::timeout, this, &WorkspaceController::rescan);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, &settle_, qOverload<>(&QTimer::start));
    connect(&scanning_, &QFutureWatcher<workspace::Scan>::finished, this, &WorkspaceController::scanFinished);
}

WorkspaceController::~WorkspaceController() { scanning_.waitForFinished(); }

void WorkspaceController::open(const QString& path) {
    const QFileInfo info(path);
    if (!info.isDir()) {
        emit failed(tr("%1 is not a folder.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    path_ = info.absoluteFilePath();
    remember(path_);
    emit opened(path_);
    rescan();
}

void WorkspaceController::close() {
    path_.clear();
    scanAgain_ = false;
    if (!watcher_.directories().isEmpty()) watcher_.removePaths(watcher_.directories());
    model_->clear();
}

void WorkspaceController::rescan() {
    if (path_.isEmpty()) return;
    if (scanning_.isRunning()) {
        scanAgain_ = true;
        return;
    }
    scanning_.setFuture(
        QtConcurrent::run([path = path_, isSource = isSource_] { return workspace::scanWorkspace(path, isSource); }));
}

void WorkspaceController::scanFinished() {
    workspace::Scan scan = scanning_.result();
    if (path_.isEmpty() || scan.root.path != path_) return; // closed or replaced meanwhile
    QStringList directories;
    watch(scan.root, directories);
    if (!watcher_.directories().isEmpty()) watcher_.removePaths(watcher_.directories());
    watcher_.addPaths(directories);
    model_->setScan(std::move(scan));
    emit scanned();
    if (std::exchange(scanAgain_, false)) rescan();
}

// The folders whose listing the tree shows: where a new problem or solution would appear.
void WorkspaceController::watch(const workspace::Entry& entry, QStringList& directories) const {
    using workspace::EntryKind;
    if (directories.size() >= kWatchedDirectories) return;
    switch (entry.kind) {
    case EntryKind::Folder: directories << entry.path; break;
    case EntryKind::SolutionGroup:
        directories << entry.path;
        // Its folders too: a contestant's folder named for a problem (LemonLime's bob/rev/, filled in after it
        // was made), a submission of several files.
        for (const QString& folder : QDir(entry.path).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            directories << entry.path + '/' + folder;
        break;
    case EntryKind::ContestFolder:
        // A new problem or contestant shows by itself, as a new problem in the workspace does.
        directories << entry.path;
        for (const QString& folder :
             {entry.path + "/data", entry.path + "/problems", contest::contestantsFolder(entry.path)})
            if (!folder.isEmpty() && QFileInfo(folder).isDir()) directories << folder;
        break;
    case EntryKind::KattisProblem:
    case EntryKind::DomjudgeProblem:
    case EntryKind::OmegaUpProblem:
    case EntryKind::TestFolder:
        directories << entry.path;
        if (QFileInfo::exists(entry.path + "/submissions")) directories << entry.path + "/submissions";
        break;
    case EntryKind::PolygonProblem:
    case EntryKind::TpsProblem: directories << entry.path; break;
    default: break;
    }
    for (const workspace::Entry& child : entry.children)
        watch(child, directories);
}

void WorkspaceController::remember(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue(kRecentKey, recent.mid(0, kRecentWorkspaces));
}

QStringList WorkspaceController::recentWorkspaces() {
    QStringList recent = QSettings().value(kRecentKey).toStringList();
    recent.removeIf([](const QString& path) { return !QFileInfo(path).isDir(); });
    return recent;
}

void WorkspaceController::forgetRecentWorkspaces() { QSettings().remove(kRecentKey); }

QString WorkspaceController::examplesDirectory() { return bundledExamplesDirectory(); }

} // namespace jd::ui
