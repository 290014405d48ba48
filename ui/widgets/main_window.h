#pragma once
#include <QMainWindow>

class QTabWidget;

namespace jd::ui {

class DoctorView;
class JudgingController;
class JudgingView;

// Judging first; what the sandbox has on this machine on a page of its own.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    JudgingView* judgingView() const { return judging_; }
    DoctorView* doctorView() const { return doctor_; }

private:
    JudgingController* controller_;
    QTabWidget* tabs_;
    JudgingView* judging_;
    DoctorView* doctor_;
};

} // namespace jd::ui
