#pragma once
#include <QMainWindow>

class QTabWidget;

namespace jd::ui {

class DoctorView;
class HistoryView;
class JudgingController;
class JudgingView;
class PoolStatusLabel;

// Judging first; past judgements, and what the sandbox has on this machine, on pages of their own.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    JudgingView* judgingView() const { return judging_; }
    DoctorView* doctorView() const { return doctor_; }
    HistoryView* historyView() const { return history_; }
    PoolStatusLabel* poolStatus() const { return poolStatus_; }

private:
    JudgingController* controller_;
    QTabWidget* tabs_;
    JudgingView* judging_;
    HistoryView* history_;
    DoctorView* doctor_;
    PoolStatusLabel* poolStatus_;
    bool historyRead_ = false;
};

} // namespace jd::ui
