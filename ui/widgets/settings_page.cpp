#include "settings_page.h"

#include "color_theme.h"
#include "controllers/judging_controller.h"
#include "controllers/judging_settings.h"
#include "judge/judge_options.h"
#include "judge/language_settings.h"
#include "models/languages_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace jd::ui {

SettingsPage::SettingsPage(JudgingController* controller, QWidget* parent)
    : QWidget(parent)
    , controller_(controller)
    , languages_(new LanguagesModel(this))
    , workers_(new QSpinBox(this))
    , pinned_(new QCheckBox(tr("Run each worker on a CPU of its own"), this))
    , defaultTimeLimit_(new QDoubleSpinBox(this))
    , defaultMemory_(new QSpinBox(this))
    , compileMemory_(new QSpinBox(this))
    , executors_(new QPlainTextEdit(this))
    , executorToken_(new QLineEdit(this))
    , theme_(new QComboBox(this))
    , languageTable_(new QTableView(this))
    , reset_(new QPushButton(tr("Back to the Built-in Commands"), this))
    , languagesNote_(new QLabel(this))
    , languagesFile_(judge::LanguageRegistry::defaultUserFile()) {
    setObjectName(QStringLiteral("settingsPage"));
    const JudgingSettings saved = JudgingSettings::load();
    workers_->setRange(0, 64);
    workers_->setSpecialValueText(
        tr("Automatic (%1 on this machine)").arg(judge::judgeOptionsForThisMachine().jobs));
    workers_->setValue(saved.workers);
    workers_->setToolTip(tr("How many tests run at once. More than the cores there are makes times noisy."));
    pinned_->setChecked(saved.pinned);
    defaultTimeLimit_->setRange(0.1, 60);
    defaultTimeLimit_->setDecimals(1);
    defaultTimeLimit_->setSingleStep(0.5);
    defaultTimeLimit_->setSuffix(tr(" s"));
    defaultTimeLimit_->setValue(saved.defaultTimeLimit);
    defaultTimeLimit_->setToolTip(tr("For packages that name no time limit (Kattis's own default is 1 s)."));
    defaultMemory_->setObjectName(QStringLiteral("defaultMemory"));
    defaultMemory_->setRange(0, 64 << 10);
    defaultMemory_->setSingleStep(256);
    defaultMemory_->setSuffix(tr(" MiB"));
    defaultMemory_->setSpecialValueText(tr("The package's system's own (Kattis 2048 MiB, LemonLime 512 MiB)"));
    defaultMemory_->setValue(saved.defaultMemoryMiB);
    defaultMemory_->setToolTip(tr("For packages that name no memory limit. A package that names one is judged by "
                                  "it; the judgement says which limit it had and where it came from."));
    compileMemory_->setObjectName(QStringLiteral("compileMemory"));
    compileMemory_->setRange(0, 64 << 10);
    compileMemory_->setSingleStep(512);
    compileMemory_->setSuffix(tr(" MiB"));
    compileMemory_->setSpecialValueText(tr("The package's system's own (Kattis none, DOMjudge 2048 MiB, omegaUp 512 MiB)"));
    compileMemory_->setValue(saved.compileMemoryMiB);
    compileMemory_->setToolTip(tr("What the compiler may use. A compiler stopped by this limit is a compile error "
                                  "that names the limit; raise it when a heavy source needs more."));
    executors_->setObjectName(QStringLiteral("executors"));
    executors_->setPlaceholderText(tr("Empty: the submissions run on this machine.\nOne go-judge server per line, "
                                      "such as 10.0.0.5:5050"));
    executors_->setPlainText(saved.executors.join('\n'));
    executors_->setFixedHeight(executors_->fontMetrics().lineSpacing() * 4 + 12);
    executors_->setToolTip(tr("go-judge servers (go-judge itself, or judgedesk-cli serve on other machines). The "
                              "submissions' runs go to them; compiling, checking and scoring stay here. A server "
                              "that stops answering is taken out and its runs go to the others."));
    executorToken_->setObjectName(QStringLiteral("executorToken"));
    executorToken_->setEchoMode(QLineEdit::PasswordEchoOnEdit);
    executorToken_->setPlaceholderText(tr("None"));
    executorToken_->setText(saved.executorToken);
    theme_->addItem(tr("The desktop's"), int(ColorTheme::System));
    theme_->addItem(tr("Light"), int(ColorTheme::Light));
    theme_->addItem(tr("Dark"), int(ColorTheme::Dark));
    theme_->setCurrentIndex(theme_->findData(int(savedColorTheme())));

    auto* judging = new QGroupBox(tr("Judging"), this);
    auto* form = new QFormLayout(judging);
    form->addRow(tr("Workers:"), workers_);
    form->addRow(QString(), pinned_);
    form->addRow(tr("Time limit when a package names none:"), defaultTimeLimit_);
    form->addRow(tr("Memory limit when a package names none:"), defaultMemory_);
    form->addRow(tr("Compiler's memory limit:"), compileMemory_);
    form->addRow(tr("Run submissions on go-judge servers:"), executors_);
    form->addRow(tr("Their token:"), executorToken_);
    form->addRow(tr("Colours:"), theme_);

    languageTable_->setObjectName(QStringLiteral("languages"));
    languageTable_->setModel(languages_);
    languageTable_->verticalHeader()->hide();
    languageTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    languageTable_->setSelectionMode(QAbstractItemView::SingleSelection);
    languageTable_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    languageTable_->horizontalHeader()->setStretchLastSection(true);
    languagesNote_->setWordWrap(true);
    languagesNote_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* languagesBox = new QGroupBox(tr("Languages"), this);
    auto* languagesLayout = new QVBoxLayout(languagesBox);
    languagesLayout->addWidget(languagesNote_);
    languagesLayout->addWidget(languageTable_, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(reset_);
    languagesLayout->addLayout(buttons);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(judging);
    layout->addWidget(languagesBox, 1);

    for (auto* spin : {static_cast<QAbstractSpinBox*>(workers_), static_cast<QAbstractSpinBox*>(defaultTimeLimit_),
                       static_cast<QAbstractSpinBox*>(defaultMemory_), static_cast<QAbstractSpinBox*>(compileMemory_)})
        connect(spin, &QAbstractSpinBox::editingFinished, this, &SettingsPage::saveJudging);
    connect(workers_, &QSpinBox::valueChanged, this, &SettingsPage::saveJudging);
    connect(pinned_, &QCheckBox::toggled, this, &SettingsPage::saveJudging);
    connect(executors_, &QPlainTextEdit::textChanged, this, &SettingsPage::saveJudging);
    connect(executorToken_, &QLineEdit::editingFinished, this, &SettingsPage::saveJudging);
    connect(theme_, &QComboBox::currentIndexChanged, this,
            [this] { applyColorTheme(ColorTheme(theme_->currentData().toInt())); });
    connect(languages_, &LanguagesModel::commandsEdited, this, &SettingsPage::saveCommands);
    connect(controller_, &JudgingController::languagesChanged, this, &SettingsPage::refreshLanguages);
    connect(reset_, &QPushButton::clicked, this, [this] {
        const QModelIndex current = languageTable_->currentIndex();
        if (!current.isValid()) return;
        const QString id = languages_->index(current.row(), LanguagesModel::Id).data().toString();
        if (auto reset = judge::resetLanguage(languagesFile_, id); !reset)
            return emit statusMessage(tr("Not changed: %1").arg(QString::fromStdString(reset.error())));
        controller_->reloadLanguages();
        emit statusMessage(tr("%1 runs with the built-in commands again").arg(id));
    });
}

void SettingsPage::showEvent(QShowEvent* event) {
    // Which tools are installed is looked up when the table is first looked at, not at every start.
    if (!std::exchange(languagesShown_, true)) refreshLanguages();
    QWidget::showEvent(event);
}

void SettingsPage::saveJudging() {
    JudgingSettings settings;
    settings.workers = workers_->value();
    settings.pinned = pinned_->isChecked();
    settings.defaultTimeLimit = defaultTimeLimit_->value();
    settings.defaultMemoryMiB = defaultMemory_->value();
    settings.compileMemoryMiB = compileMemory_->value();
    for (const QString& line : executors_->toPlainText().split('\n'))
        if (!line.trimmed().isEmpty()) settings.executors << line.trimmed();
    settings.executorToken = executorToken_->text();
    settings.save();
    settings.applyTo(*controller_);
}

void SettingsPage::refreshLanguages() {
    auto registry = judge::LanguageRegistry::load(languagesFile_);
    if (!registry) {
        languagesNote_->setText(tr("The languages cannot be read: %1").arg(QString::fromStdString(registry.error())));
        return;
    }
    languages_->setLanguages(registry.value());
    languageTable_->resizeColumnsToContents();
    int installed = 0;
    for (int row = 0; row < languages_->rowCount(); ++row)
        installed += languages_->index(row, 0).data(LanguagesModel::InstalledRole).toBool() ? 1 : 0;
    languagesNote_->setText(tr("%1 of %2 languages are installed here. A command changed below is kept for this "
                               "machine in %3.")
                                .arg(installed)
                                .arg(languages_->rowCount())
                                .arg(QDir::toNativeSeparators(languagesFile_)));
}

void SettingsPage::saveCommands(const QString& id, const QStringList& compile, const QStringList& run) {
    if (auto saved = judge::saveLanguageCommands(languagesFile_, id, compile, run); !saved) {
        emit statusMessage(tr("Not changed: %1").arg(QString::fromStdString(saved.error())));
        return;
    }
    controller_->reloadLanguages();
    refreshLanguages();
    emit statusMessage(tr("%1's commands changed for this machine").arg(id));
}

} // namespace jd::ui
