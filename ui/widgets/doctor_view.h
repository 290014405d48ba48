#pragma once
// The "this machine" page: what the sandbox has here (isolation, accounting, toolchains), probed off
// the UI thread, with what is missing marked.
#include "diagnostics/doctor.h"

#include <QFutureWatcher>
#include <QWidget>

class QLabel;
class QTableView;

namespace jd::ui {

class DoctorModel;

class DoctorView : public QWidget {
    Q_OBJECT
public:
    explicit DoctorView(QWidget* parent = nullptr);

public slots:
    void refresh();

signals:
    void statusMessage(const QString& message);

private:
    void showReport(const DoctorReport& report);

    DoctorModel* model_;
    QTableView* table_;
    QLabel* summary_;
    QFutureWatcher<DoctorReport> watcher_;
};

} // namespace jd::ui
