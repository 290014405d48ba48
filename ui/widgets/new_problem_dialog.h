#pragma once
// File ▸ New Problem: a template (batch, interactive, scored with groups, multi-pass), the problem's name,
// its folder (suggested from the name) and where it goes; what cannot be is said before OK is possible.
#include "problem/problem_templates.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace jd::ui {

class NewProblemDialog : public QDialog {
    Q_OBJECT
public:
    NewProblemDialog(const QString& location, QWidget* parent = nullptr);

    problem::ProblemTemplate chosenTemplate() const;
    QString problemName() const;
    QString directory() const; // location/folder

    QLineEdit* nameField() const { return name_; }
    QLineEdit* folderField() const { return folder_; }
    QListWidget* templates() const { return templates_; }
    QString refusal() const; // why OK is not possible now; empty when it is

private:
    void check();

    QListWidget* templates_;
    QLineEdit* name_;
    QLineEdit* folder_;
    QLineEdit* location_;
    QLabel* reason_;
    QDialogButtonBox* buttons_;
    bool folderEdited_ = false;
};

} // namespace jd::ui
