#pragma once
#include "diagnostics/doctor.h"

#include <QFutureWatcher>
#include <QMainWindow>

class QLabel;
class QTableView;

namespace jd::ui {

class DoctorModel;

// For now the main window shows what the sandbox has on this machine; judging views join it later.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

public slots:
    void refreshDoctor();

private:
    void showReport(const DoctorReport& report);

    DoctorModel* model_;
    QTableView* table_;
    QLabel* summary_;
    QFutureWatcher<DoctorReport> watcher_;
};

} // namespace jd::ui
