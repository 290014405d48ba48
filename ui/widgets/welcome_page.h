#pragma once
// The first page: what JudgeDesk is for, the examples one click away, a folder or a problem to open,
// and the workspaces opened before.
#include <QWidget>

class QListWidget;
class QPushButton;

namespace jd::ui {

class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);
    void refresh(); // the recent workspaces, the examples' button

signals:
    void openExamples();
    void openWorkspace();
    void openProblem();
    void openRecent(const QString& path);

private:
    QPushButton* examples_;
    QListWidget* recent_;
};

} // namespace jd::ui
