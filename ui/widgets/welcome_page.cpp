#include "welcome_page.h"

#include "controllers/workspace_controller.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace jd::ui {

WelcomePage::WelcomePage(QWidget* parent)
    : QWidget(parent)
    , examples_(new QPushButton(tr("Open the examples"), this))
    , recent_(new QListWidget(this)) {
    setObjectName(QStringLiteral("welcomePage"));
    auto* title = new QLabel(tr("<h1>JudgeDesk</h1>"), this);
    auto* about = new QLabel(tr("Prepare problems and judge solutions on this workstation, in a real sandbox, the way "
                                "Kattis, DOMjudge and Polygon judge them."),
                             this);
    about->setWordWrap(true);
    auto* workspace = new QPushButton(tr("Open a workspace folder…"), this);
    auto* problem = new QPushButton(tr("Open a problem package…"), this);
    examples_->setObjectName(QStringLiteral("openExamples"));
    examples_->setDefault(true);
    for (QPushButton* button : {examples_, workspace, problem})
        button->setMinimumHeight(button->sizeHint().height() * 3 / 2);
    auto* recentTitle = new QLabel(tr("<b>Recent workspaces</b>"), this);
    recent_->setObjectName(QStringLiteral("recentWorkspaces"));
    recent_->setMaximumHeight(recent_->fontMetrics().height() * 12); // the eight kept, with room to spare
    auto* drop =
        new QLabel(tr("You can also drop a folder, a package .zip or source files anywhere in this window."), this);
    drop->setWordWrap(true);
    drop->setEnabled(false);

    auto* column = new QVBoxLayout;
    column->addWidget(title);
    column->addWidget(about);
    column->addSpacing(16);
    column->addWidget(examples_);
    column->addWidget(workspace);
    column->addWidget(problem);
    column->addSpacing(16);
    column->addWidget(recentTitle);
    column->addWidget(recent_);
    column->addWidget(drop);
    column->addStretch();
    auto* centred = new QHBoxLayout(this);
    centred->addStretch(1);
    centred->addLayout(column, 2);
    centred->addStretch(1);

    connect(examples_, &QPushButton::clicked, this, &WelcomePage::openExamples);
    connect(workspace, &QPushButton::clicked, this, &WelcomePage::openWorkspace);
    connect(problem, &QPushButton::clicked, this, &WelcomePage::openProblem);
    connect(recent_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit openRecent(item->data(Qt::UserRole).toString()); });
    refresh();
}

void WelcomePage::refresh() {
    const QString examples = WorkspaceController::examplesDirectory();
    examples_->setEnabled(!examples.isEmpty());
    examples_->setToolTip(examples.isEmpty() ? tr("The examples are not installed beside JudgeDesk.")
                                             : QDir::toNativeSeparators(examples));
    recent_->clear();
    const QStringList recent = WorkspaceController::recentWorkspaces();
    for (const QString& path : recent) {
        auto* item = new QListWidgetItem(QDir::toNativeSeparators(path), recent_); // owned by the list
        item->setData(Qt::UserRole, path);
    }
    if (recent.isEmpty()) {
        auto* none = new QListWidgetItem(tr("None yet"), recent_);
        none->setFlags(Qt::NoItemFlags);
    }
}

} // namespace jd::ui
