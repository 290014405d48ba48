#pragma once
// The problem page: the package's settings as fields (name, limits, validator flags), each refused at
// the field with its reason when it cannot be, undoable, saved with Ctrl+S; a banner when the package
// cannot be written here or changed on disk; the checker: the built-in comparison or a program, its
// source open in a highlighting editor; beside them, the statement as it reads.
#include "models/problem_document.h"
#include "problem/dialect.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace jd::ui {

class ProblemEditor : public QWidget {
    Q_OBJECT
public:
    explicit ProblemEditor(ProblemDocument* document, QWidget* parent = nullptr);
    QLineEdit* field(ProblemDocument::Field field) const { return fields_.value(int(field)); }
    QLabel* reason(ProblemDocument::Field field) const { return reasons_.value(int(field)); }
    bool save();
    // The checker: `source` (and the headers beside it) as the package's output validator, or the
    // built-in comparison again. Written at once; the package is then read again.
    bool useChecker(const QString& source);
    bool useBuiltInComparison();
    class SourceEditor* checkerSource() const {
        return checkerSource_;
    }
    QLabel* checkerLabel() const { return checker_; }
    QCheckBox* typeBox(const QString& word) const; // "scoring", "interactive", "multi-pass"
    QLabel* typeReason() const { return typeReason_; }
    QLabel* streams() const { return streams_; }
    QComboBox* judgedBy() const { return judgedBy_; }
    class StatementView* statement() const {
        return statement_;
    }

signals:
    void reloadRequested();
    void statusMessage(const QString& message);
    // The person chose whose rules judge the problem (the package is not changed by it).
    void dialectChosen(jd::problem::Dialect dialect);

private:
    void commit(ProblemDocument::Field field);
    void showDocument();
    void showField(ProblemDocument::Field field);
    void showChecker();
    void commitType();

    ProblemDocument* document_;
    QLabel* banner_;
    QPushButton* reload_;
    QLabel* format_;
    QComboBox* judgedBy_;
    QLabel* validator_;
    class StatementView* statement_;
    QCheckBox *scoring_, *interactive_, *multiPass_;
    QLabel* typeReason_;
    QLabel* streams_; // standard input and output, or the files a problem of files reads and writes
    QLabel* limitsSource_; // which file and field the time and memory limits came from
    std::pair<QFormLayout*, QLayout*> passesRow_{}; // shown for multi-pass problems
    QLabel* outputLabel_ = nullptr;                 // its unit is the package's: MiB, or omegaUp's bytes
    QPushButton* saveButton_;
    QLabel* checker_;
    QPushButton *chooseChecker_, *builtInChecker_, *saveChecker_;
    class SourceEditor* checkerSource_;
    QHash<int, QLineEdit*> fields_;
    QHash<int, QLabel*> reasons_;
};

} // namespace jd::ui
