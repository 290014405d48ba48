#include "group_settings_editor.h"

#include "problem/settings_fields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace jd::ui {
namespace {

QString number(double value) { return QString::number(value, 'g', 12); }

} // namespace

GroupSettingsEditor::GroupSettingsEditor(QWidget* parent)
    : QWidget(parent)
    , title_(new QLabel(this))
    , aggregation_(new QComboBox(this))
    , maxScore_(new QLineEdit(this))
    , acceptScore_(new QLineEdit(this))
    , rejectScore_(new QLineEdit(this))
    , validatorArguments_(new QLineEdit(this))
    , onReject_(new QComboBox(this))
    , polygon_(new QLabel(this))
    , reason_(new QLabel(this))
    , apply_(new QPushButton(tr("Apply"), this)) {
    setObjectName(QStringLiteral("groupSettings"));
    aggregation_->addItem(tr("Pass-fail: accepted when every test is"), int(problem::Aggregation::PassFail));
    aggregation_->addItem(tr("Sum of the scores"), int(problem::Aggregation::Sum));
    aggregation_->addItem(tr("Minimum score"), int(problem::Aggregation::Min));
    aggregation_->addItem(tr("Average score"), int(problem::Aggregation::Avg));
    aggregation_->addItem(tr("Maximum score"), int(problem::Aggregation::Max));
    onReject_->addItem(tr("Stop at the first rejected test"), int(problem::OnReject::Break));
    onReject_->addItem(tr("Judge every test"), int(problem::OnReject::Continue));
    maxScore_->setPlaceholderText(tr("none"));
    reason_->setObjectName(QStringLiteral("groupSettingsReason"));
    reason_->setWordWrap(true);
    polygon_->setWordWrap(true);
    title_->setTextFormat(Qt::RichText);
    apply_->setEnabled(false); // until a group is shown and changed

    auto* form = new QFormLayout;
    form->addRow(tr("Score:"), aggregation_);
    form->addRow(tr("Most points (max_score):"), maxScore_);
    form->addRow(tr("Accepted test scores:"), acceptScore_);
    form->addRow(tr("Rejected test scores:"), rejectScore_);
    form->addRow(tr("After a rejection:"), onReject_);
    form->addRow(tr("Output validator arguments:"), validatorArguments_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(reason_, 1);
    buttons->addWidget(apply_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addLayout(form);
    layout->addWidget(polygon_);
    layout->addLayout(buttons);
    layout->addStretch();

    for (QLineEdit* field : {maxScore_, acceptScore_, rejectScore_, validatorArguments_})
        connect(field, &QLineEdit::textChanged, this, &GroupSettingsEditor::check);
    for (QComboBox* box : {aggregation_, onReject_})
        connect(box, &QComboBox::currentIndexChanged, this, &GroupSettingsEditor::check);
    connect(apply_, &QPushButton::clicked, this, [this] {
        auto typed = settings();
        if (!typed) return;
        problem::TestGroup changed = group_;
        changed.settings = *typed;
        emit applyRequested(changed, inherited_);
    });
}

void GroupSettingsEditor::setGroup(const problem::Problem& problem, const problem::TestGroup& group,
                                   const problem::GroupSettings& inherited, const QString& readOnlyReason) {
    group_ = group;
    inherited_ = inherited;
    readOnly_ = !readOnlyReason.isEmpty();
    modern_ = problem.formatVersion == "2025-09";
    const QString file = modern_ ? QStringLiteral("test_group.yaml") : QStringLiteral("testdata.yaml");
    title_->setText(tr("<b>Group %1</b> — data/%1/%2").arg(group.name.toHtmlEscaped(), file));
    const problem::GroupSettings& settings = group.settings;
    aggregation_->setCurrentIndex(aggregation_->findData(int(settings.aggregation)));
    // 2025-09 knows pass-fail, sum and min only.
    for (int row = 3; row < aggregation_->count(); ++row)
        if (auto* model = qobject_cast<QStandardItemModel*>(aggregation_->model()))
            model->item(row)->setEnabled(!modern_);
    maxScore_->setText(settings.maxScore ? number(*settings.maxScore) : QString());
    maxScore_->setEnabled(modern_ && !readOnly_);
    acceptScore_->setText(number(settings.acceptScore));
    rejectScore_->setText(number(settings.rejectScore));
    onReject_->setCurrentIndex(onReject_->findData(int(settings.onReject)));
    validatorArguments_->setText(settings.outputValidatorArgs.join(' '));
    for (QWidget* field :
         std::initializer_list<QWidget*>{aggregation_, acceptScore_, rejectScore_, onReject_, validatorArguments_})
        field->setEnabled(!readOnly_);
    polygon_->setVisible(problem.formatVersion == "polygon");
    if (problem.formatVersion == "polygon") {
        double points = 0;
        for (const problem::TestCase& test : group.tests)
            points += test.points.value_or(0);
        polygon_->setText(
            tr("Polygon: %1 points in its tests%2%3")
                .arg(number(points))
                .arg(settings.maxScore ? tr(", %1 for the whole group").arg(number(*settings.maxScore)) : QString())
                .arg(group.dependencies.isEmpty()
                         ? QString()
                         : tr("; scores only once %1 are accepted").arg(group.dependencies.join(", "))));
    }
    check();
    if (readOnly_) reason_->setText(readOnlyReason);
}

Result<problem::GroupSettings> GroupSettingsEditor::settings() const {
    problem::GroupSettings typed = group_.settings;
    typed.aggregation = problem::Aggregation(aggregation_->currentData().toInt());
    typed.onReject = problem::OnReject(onReject_->currentData().toInt());
    if (modern_ && (typed.aggregation == problem::Aggregation::Avg || typed.aggregation == problem::Aggregation::Max))
        return fail(tr("A 2025-09 package aggregates scores by pass-fail, sum or min only.").toStdString());
    auto accept = problem::parseScore(acceptScore_->text());
    if (!accept) return fail(tr("Accepted test scores: %1").arg(QString::fromStdString(accept.error())).toStdString());
    auto reject = problem::parseScore(rejectScore_->text());
    if (!reject) return fail(tr("Rejected test scores: %1").arg(QString::fromStdString(reject.error())).toStdString());
    if (*reject > *accept) return fail(tr("A rejected test cannot score more than an accepted one.").toStdString());
    typed.acceptScore = *accept;
    typed.rejectScore = *reject;
    typed.maxScore.reset();
    if (!maxScore_->text().trimmed().isEmpty()) {
        auto most = problem::parseScore(maxScore_->text());
        if (!most) return fail(tr("Most points: %1").arg(QString::fromStdString(most.error())).toStdString());
        typed.maxScore = *most;
    }
    typed.outputValidatorArgs = validatorArguments_->text().split(' ', Qt::SkipEmptyParts);
    return typed;
}

void GroupSettingsEditor::check() {
    if (readOnly_) {
        apply_->setEnabled(false);
        return;
    }
    auto typed = settings();
    reason_->setText(typed ? QString() : QString::fromStdString(typed.error()));
    const problem::GroupSettings& current = group_.settings;
    const bool changed =
        typed && (typed->aggregation != current.aggregation || typed->onReject != current.onReject ||
                  typed->acceptScore != current.acceptScore || typed->rejectScore != current.rejectScore ||
                  typed->maxScore != current.maxScore || typed->outputValidatorArgs != current.outputValidatorArgs);
    apply_->setEnabled(changed);
}

} // namespace jd::ui
