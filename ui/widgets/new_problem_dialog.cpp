#include "new_problem_dialog.h"

#include "problem/settings_fields.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

namespace jd::ui {

NewProblemDialog::NewProblemDialog(const QString& location, QWidget* parent)
    : QDialog(parent)
    , templates_(new QListWidget(this))
    , name_(new QLineEdit(this))
    , folder_(new QLineEdit(this))
    , location_(new QLineEdit(QDir::toNativeSeparators(location.isEmpty() ? QDir::homePath() : location), this))
    , reason_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("New Problem"));
    for (const problem::TemplateInfo& info : problem::problemTemplates()) {
        auto* item = new QListWidgetItem(
            QStringLiteral("%1 — %2").arg(QCoreApplication::translate("ProblemTemplate", qPrintable(info.title)),
                                          QCoreApplication::translate("ProblemTemplate", qPrintable(info.description))),
            templates_); // owned by the list
        item->setData(Qt::UserRole, int(info.kind));
    }
    templates_->setCurrentRow(0);
    templates_->setMaximumHeight(templates_->sizeHintForRow(0) * 5);
    name_->setPlaceholderText(tr("The name contestants see"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* where = new QHBoxLayout;
    where->addWidget(location_);
    where->addWidget(browse);
    QPalette refused = reason_->palette();
    refused.setColor(QPalette::WindowText, QColor(0xc0, 0x39, 0x2b));
    reason_->setPalette(refused);
    reason_->setWordWrap(true);

    auto* form = new QFormLayout(this);
    form->addRow(tr("Template:"), templates_);
    form->addRow(tr("Name:"), name_);
    form->addRow(tr("Folder:"), folder_);
    form->addRow(tr("In:"), where);
    form->addRow(reason_);
    form->addRow(buttons_);

    connect(name_, &QLineEdit::textChanged, this, [this](const QString& name) {
        if (!folderEdited_) folder_->setText(problem::suggestProblemFolderName(name));
        check();
    });
    connect(folder_, &QLineEdit::textEdited, this, [this] {
        folderEdited_ = true;
        check();
    });
    connect(location_, &QLineEdit::textChanged, this, &NewProblemDialog::check);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getExistingDirectory(this, tr("Where the new problem goes"),
                                                                 QDir::fromNativeSeparators(location_->text()));
        if (!chosen.isEmpty()) location_->setText(QDir::toNativeSeparators(chosen));
    });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
    resize(620, 360);
}

problem::ProblemTemplate NewProblemDialog::chosenTemplate() const {
    return problem::ProblemTemplate(templates_->currentItem()->data(Qt::UserRole).toInt());
}

QString NewProblemDialog::problemName() const { return name_->text().trimmed(); }

QString NewProblemDialog::directory() const {
    return QDir(QDir::fromNativeSeparators(location_->text())).filePath(folder_->text());
}

QString NewProblemDialog::refusal() const {
    if (auto name = problem::parseProblemName(name_->text()); !name) return QString::fromStdString(name.error());
    if (!problem::isValidProblemFolderName(folder_->text()))
        return tr("The folder's name is lower-case letters, digits, '-' and '_'.");
    if (!QFileInfo(QDir::fromNativeSeparators(location_->text())).isDir())
        return tr("There is no such folder to put it in.");
    if (QFileInfo::exists(directory())) return tr("%1 exists already.").arg(QDir::toNativeSeparators(directory()));
    return {};
}

void NewProblemDialog::check() {
    const QString why = name_->text().isEmpty() ? QString() : refusal();
    reason_->setText(why);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(refusal().isEmpty());
}

} // namespace jd::ui
