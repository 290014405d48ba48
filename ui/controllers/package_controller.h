#pragma once
// Exports the open problem to another system's package and imports packages into the workspace, off the
// UI thread (a package of large tests takes a while to copy and zip); one at a time.
#include "export/package_export.h"

#include <QFutureWatcher>
#include <QObject>

namespace jd::ui {

class PackageController : public QObject {
    Q_OBJECT
public:
    explicit PackageController(QObject* parent = nullptr);
    ~PackageController() override;

    bool isBusy() const { return exporting_.isRunning() || importing_.isRunning(); }
    void exportProblem(const problem::Problem& problem, const exporting::ExportOptions& options);
    // `source` is an archive or a folder; it becomes a folder of `workspace`.
    void importPackage(const QString& source, const QString& workspace);

signals:
    void exported(const jd::exporting::ExportReport& report);
    void imported(const QString& directory);
    void failed(const QString& message);

private:
    QFutureWatcher<Result<exporting::ExportReport>> exporting_;
    QFutureWatcher<Result<QString>> importing_;
};

} // namespace jd::ui
