// Settings: workers, pinning and the default time limit kept and applied to the judging; the languages
// table with what is installed, a command changed for this machine in the user's languages file; and
// the banner that says when isolation is degraded and what to do.
// With JUDGEDESK_SCREENSHOTS=DIR set, the page and the banner are saved there as PNGs.
#include "controllers/judging_controller.h"
#include "controllers/judging_settings.h"
#include "models/languages_model.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "widgets/main_window.h"
#include "widgets/settings_page.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::ui;

namespace {

int rowOf(LanguagesModel* model, const QString& id) {
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, LanguagesModel::Id).data().toString() == id) return row;
    return -1;
}

} // namespace

class SettingsPageTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("JudgeDeskTests");
    }
    void init() { QSettings().clear(); }

    void theLanguagesModelIsWellBehavedAndSaysWhatIsInstalled() {
        LanguagesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto registry = judge::LanguageRegistry::fromYaml(
            "cpp20:\n  name: C++20\n  extensions: [cpp]\n  compile: [g++, -o, \"{binary}\", \"{sources}\"]\n"
            "  run: [\"{binary}\"]\nnothing:\n  name: Nothing\n  extensions: [no]\n  compile: []\n"
            "  run: [no-such-interpreter-here, \"{main}\"]\n",
            "test");
        QVERIFY2(registry, registry ? "" : registry.error().c_str());
        model.setLanguages(*registry);
        QVERIFY(model.index(rowOf(&model, "cpp20"), 0).data(LanguagesModel::InstalledRole).toBool());
        QVERIFY(!model.index(rowOf(&model, "nothing"), 0).data(LanguagesModel::InstalledRole).toBool());
        QCOMPARE(model.index(rowOf(&model, "cpp20"), LanguagesModel::Compile).data().toString(),
                 QStringLiteral("g++ -o {binary} {sources}"));
        QVERIFY(model.flags(model.index(0, LanguagesModel::Run)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(0, LanguagesModel::Name)) & Qt::ItemIsEditable));
        model.setLanguages({});
    }

    void aCommandChangedInTheTableIsKeptForThisMachine() {
        JudgingController controller;
        SettingsPage page(&controller);
        page.setLanguagesFile(dir_.filePath("config/languages.yaml"));
        page.resize(1100, 700);
        page.show();
        LanguagesModel* languages = page.languages();
        QTRY_VERIFY(languages->rowCount() > 0);
        const int cpp = rowOf(languages, "cpp20");
        QVERIFY(languages->setData(languages->index(cpp, LanguagesModel::Compile),
                                   "g++ -std=gnu++20 -O1 -o {binary} {sources}"));
        QCOMPARE(languages->index(rowOf(languages, "cpp20"), LanguagesModel::Compile).data().toString(),
                 QStringLiteral("g++ -std=gnu++20 -O1 -o {binary} {sources}"));
        auto reread = judge::LanguageRegistry::load(page.languagesFile());
        QVERIFY(reread);
        QVERIFY(reread->byId("cpp20")->compile.contains("-O1"));
        // An empty run command is refused, and nothing is written.
        const QByteArray before = test::readTestFile(page.languagesFile());
        QVERIFY(languages->setData(languages->index(cpp, LanguagesModel::Run), ""));
        QCOMPARE(test::readTestFile(page.languagesFile()), before);
        test::screenshot(page, "settings");
    }

    void judgingSettingsAreKeptAndApplied() {
        JudgingController controller;
        SettingsPage page(&controller);
        page.findChild<QSpinBox*>()->setValue(3);
        QCOMPARE(controller.workers(), 3);
        QCOMPARE(JudgingSettings::load().workers, 3);
        JudgingController another;
        JudgingSettings::load().applyTo(another);
        QCOMPARE(another.workers(), 3);
    }

    void theMemoryLimitForPackagesNamingNoneIsKeptAndApplied() {
        JudgingController controller;
        SettingsPage page(&controller);
        auto* memory = page.findChild<QSpinBox*>(QStringLiteral("defaultMemory"));
        QVERIFY(memory);
        QCOMPARE(memory->value(), 0); // the package's system's own, until one is chosen
        memory->setValue(1024);
        emit memory->editingFinished();
        QCOMPARE(controller.defaultMemoryLimit(), 1024);
        QCOMPARE(JudgingSettings::load().defaultMemoryMiB, 1024);
        JudgingController another;
        JudgingSettings::load().applyTo(another);
        QCOMPARE(another.defaultMemoryLimit(), 1024);
    }

    // A compiler stopped by its memory limit names it; here the coach raises it for every package.
    void theCompilersMemoryLimitIsKeptAndApplied() {
        JudgingController controller;
        SettingsPage page(&controller);
        auto* memory = page.findChild<QSpinBox*>(QStringLiteral("compileMemory"));
        QVERIFY(memory);
        QCOMPARE(memory->value(), 0); // the package's system's own
        QVERIFY(memory->specialValueText().contains("Kattis none"));
        memory->setValue(4096);
        emit memory->editingFinished();
        QCOMPARE(controller.compileMemoryLimit(), 4096);
        QCOMPARE(JudgingSettings::load().compileMemoryMiB, 4096);
        JudgingController another;
        JudgingSettings::load().applyTo(another);
        QCOMPARE(another.compileMemoryLimit(), 4096);
    }

    void theGoJudgeServersAreKeptAndApplied() {
        JudgingController controller;
        SettingsPage page(&controller);
        auto* executors = page.findChild<QPlainTextEdit*>(QStringLiteral("executors"));
        auto* token = page.findChild<QLineEdit*>(QStringLiteral("executorToken"));
        QVERIFY(executors && token);
        QVERIFY(controller.executors().isEmpty()); // the submissions run here until servers are named
        executors->setPlainText(QStringLiteral("10.0.0.5:5050\n\n  http://10.0.0.6:5050  \n"));
        token->setText(QStringLiteral("s3cret"));
        emit token->editingFinished();
        const QStringList named{"10.0.0.5:5050", "http://10.0.0.6:5050"};
        QCOMPARE(controller.executors(), named);
        QCOMPARE(JudgingSettings::load().executors, named);
        QCOMPARE(JudgingSettings::load().executorToken, QStringLiteral("s3cret"));
        JudgingController another;
        JudgingSettings::load().applyTo(another);
        QCOMPARE(another.executors(), named);
        page.resize(900, 700);
        test::screenshot(page, "settings-go-judge-servers");
        executors->clear();
        QVERIFY(controller.executors().isEmpty());
    }

    void degradedIsolationIsShownAsABannerSayingWhatToDo() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QLabel* banner = window.isolationBanner();
        QVERIFY(!banner->isVisible()); // nothing is known before the sandbox starts
        DoctorReport blocked;
        blocked.host.userNamespaceDetail = "permission denied (AppArmor restricts unprivileged user namespaces)";
        blocked.sandbox = sandbox::SandboxReport{};
        blocked.sandbox->isolation = sandbox::IsolationMode::None;
        blocked.sandbox->accountingDescription = "cgroup v2 (memory, pids, cpu.stat)";
        window.showIsolationAdvice(blocked);
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains("apparmor_restrict_unprivileged_userns=0"));
        test::screenshot(window, "isolation-banner");
        blocked.sandbox->isolation = sandbox::IsolationMode::UserNamespace;
        window.showIsolationAdvice(blocked);
        QVERIFY(!banner->isVisible());
    }
};

QTEST_MAIN(SettingsPageTest)
#include "test_settings_page.moc"
