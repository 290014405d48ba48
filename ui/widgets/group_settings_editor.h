#pragma once
// A test group's settings on the Tests page, as its testdata.yaml (legacy) or test_group.yaml (2025-09)
// says them: how its tests' results make the group's score and verdict, the scores, whether judging
// goes on after a rejection, the output validator's arguments; Polygon's points and dependencies shown.
// Each value is checked at its field; Apply hands the whole to the page, which writes it.
#include "common/result.h"
#include "problem/problem.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace jd::ui {

class GroupSettingsEditor : public QWidget {
    Q_OBJECT
public:
    explicit GroupSettingsEditor(QWidget* parent = nullptr);

    // `inherited`: what the group gets from its parent; `readOnlyReason` non-empty shows without editing.
    void setGroup(const problem::Problem& problem, const problem::TestGroup& group,
                  const problem::GroupSettings& inherited, const QString& readOnlyReason);
    // The settings as typed, or the first field's reason to refuse them.
    Result<problem::GroupSettings> settings() const;

    QComboBox* aggregation() const { return aggregation_; }
    QLineEdit* maxScore() const { return maxScore_; }
    QLineEdit* acceptScore() const { return acceptScore_; }
    QComboBox* onReject() const { return onReject_; }
    QPushButton* applyButton() const { return apply_; }
    QLabel* reason() const { return reason_; }

signals:
    void applyRequested(const jd::problem::TestGroup& group, const jd::problem::GroupSettings& inherited);

private:
    void check();

    problem::TestGroup group_;
    problem::GroupSettings inherited_;
    bool modern_ = false;
    QLabel* title_;
    QComboBox* aggregation_;
    QLineEdit *maxScore_, *acceptScore_, *rejectScore_, *validatorArguments_;
    QComboBox* onReject_;
    QLabel* polygon_;
    QLabel* reason_;
    QPushButton* apply_;
    bool readOnly_ = false;
};

} // namespace jd::ui
