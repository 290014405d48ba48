#pragma once
// Settings: how many tests run at once and on which CPUs, the time limit for packages that name none,
// the go-judge servers the submissions may run on instead, the colours, and the languages (which are installed here;
// their compile and run commands, changed for this machine in the user's languages file).
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace jd::ui {

class JudgingController;
class LanguagesModel;

class SettingsPage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsPage(JudgingController* controller, QWidget* parent = nullptr);
    LanguagesModel* languages() const { return languages_; }
    // Where the languages' own commands are kept; the default user file unless a test says otherwise.
    void setLanguagesFile(const QString& path) { languagesFile_ = path; }
    QString languagesFile() const { return languagesFile_; }

signals:
    void statusMessage(const QString& message);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void saveJudging();
    void refreshLanguages();
    void saveCommands(const QString& id, const QStringList& compile, const QStringList& run);

    JudgingController* controller_;
    LanguagesModel* languages_;
    QSpinBox* workers_;
    QCheckBox* pinned_;
    QDoubleSpinBox* defaultTimeLimit_;
    QSpinBox* defaultMemory_;
    QSpinBox* compileMemory_;
    QPlainTextEdit* executors_;
    QLineEdit* executorToken_;
    QComboBox* theme_;
    QTableView* languageTable_;
    QPushButton* reset_;
    QLabel* languagesNote_;
    QString languagesFile_;
    bool languagesShown_ = false;
};

} // namespace jd::ui
