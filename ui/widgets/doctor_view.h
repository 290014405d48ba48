#pragma once
// The "this machine" page: what the sandbox has here (isolation, accounting, toolchains), probed off
// the UI thread when the page is first shown, with what is missing marked.
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
    void reported(const jd::DoctorReport& report);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void showReport(const DoctorReport& report);

    DoctorModel* model_;
    QTableView* table_;
    QLabel* summary_;
    QFutureWatcher<DoctorReport> watcher_;
    bool probed_ = false;
};

} // namespace jd::ui
