#include "package_controller.h"

#include "problem/package_import.h"

#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

PackageController::PackageController(QObject* parent)
    : QObject(parent) {
    connect(&exporting_, &QFutureWatcherBase::finished, this, [this] {
        const auto result = exporting_.result();
        if (result)
            emit exported(result.value());
        else
            emit failed(QString::fromStdString(result.error()));
    });
    connect(&importing_, &QFutureWatcherBase::finished, this, [this] {
        const auto result = importing_.result();
        if (result)
            emit imported(result.value());
        else
            emit failed(QString::fromStdString(result.error()));
    });
}

// The work in flight finishes before the controller goes: it writes beside the user's files.
PackageController::~PackageController() {
    exporting_.waitForFinished();
    importing_.waitForFinished();
}

void PackageController::exportProblem(const problem::Problem& problem, const exporting::ExportOptions& options) {
    if (isBusy()) return emit failed(tr("An export or import is still running."));
    exporting_.setFuture(QtConcurrent::run([problem, options] { return exporting::exportPackage(problem, options); }));
}

void PackageController::importPackage(const QString& source, const QString& workspace) {
    if (isBusy()) return emit failed(tr("An export or import is still running."));
    importing_.setFuture(QtConcurrent::run([source, workspace] { return problem::importPackage(source, workspace); }));
}

} // namespace jd::ui
