// The doctor report as the GUI shows it: a well-behaved table model, and a main window that fills it
// from a probe run off the UI thread.
#include "models/doctor_model.h"
#include "widgets/doctor_view.h"
#include "widgets/main_window.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace jd;

namespace {

DoctorReport sampleReport() {
    DoctorReport report;
    report.host.kernelRelease = "6.8.0";
    report.host.uid = 1000;
    report.host.cgroupLayout = "cgroup v2 at /sys/fs/cgroup";
    report.host.userNamespaces = false;
    report.host.userNamespaceDetail = "creating a user namespace fails: Permission denied";
    report.sandboxError = "no sandbox could be started";
    report.toolchains = {{"C++", "g++", "/usr/bin/g++", "g++ 14"}, {"Kotlin", "kotlinc", {}, {}}};
    return report;
}

} // namespace

class DoctorModelTest : public QObject {
    Q_OBJECT
private slots:
    void modelIsWellBehaved() {
        ui::DoctorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(sampleReport());
        QVERIFY(model.rowCount() > 5);
        QCOMPARE(model.columnCount(), 3);
        model.setReport(DoctorReport{});
    }

    void missingThingsAreMarked() {
        ui::DoctorModel model;
        model.setReport(sampleReport());
        bool sawUserNamespaces = false, sawKotlin = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            QString item = model.index(row, ui::DoctorModel::Item).data().toString();
            bool ok = model.index(row, 0).data(ui::DoctorModel::OkRole).toBool();
            if (item == "user namespaces") {
                sawUserNamespaces = true;
                QVERIFY(!ok);
                QVERIFY(model.index(row, ui::DoctorModel::Value).data().toString().contains("Permission denied"));
            }
            if (item == "Kotlin") {
                sawKotlin = true;
                QVERIFY(!ok);
                QVERIFY(model.index(row, ui::DoctorModel::Value).data(Qt::ForegroundRole).isValid());
            }
        }
        QVERIFY(sawUserNamespaces && sawKotlin);
    }

    void mainWindowShowsTheProbeWhenItsPageIsOpened() {
        ui::MainWindow window;
        window.show();
        window.findChild<QTabWidget*>()->setCurrentWidget(window.doctorView());
        auto* table = window.doctorView()->findChild<QTableView*>();
        QVERIFY(table);
        QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() > 10, 60000);
        bool summarised = false;
        for (auto* label : window.doctorView()->findChildren<QLabel*>())
            summarised = summarised || label->text().contains("Runs get");
        QVERIFY(summarised);
    }
};

QTEST_MAIN(DoctorModelTest)
#include "test_doctor_model.moc"
