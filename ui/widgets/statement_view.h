#pragma once
// The problem's statement beside its settings: each statement the package carries (core/problem/
// statements.h) in a list, Markdown and HTML rendered with their images, LaTeX shown as its source, a
// PDF opened in the desktop's viewer.
#include "problem/statements.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace jd::ui {

class StatementView : public QWidget {
    Q_OBJECT
public:
    explicit StatementView(QWidget* parent = nullptr);
    void setProblem(const problem::Problem& problem);
    void showStatement(int index); // of the statements found
    QComboBox* choice() const { return choice_; }
    QTextBrowser* browser() const { return browser_; }
    QLabel* note() const { return note_; }

private:
    QList<problem::Statement> statements_;
    QComboBox* choice_;
    QLabel* note_;
    QPushButton* openExternally_;
    QTextBrowser* browser_;
};

} // namespace jd::ui
