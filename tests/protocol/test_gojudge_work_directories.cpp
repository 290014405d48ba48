// The go-judge runner's working directories: each taken one is empty and the taker's alone, and once
// given back it goes with everything its programs left; what a killed server left is removed.
#include "protocol/gojudge/work_directories.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::gojudge;

class WorkDirectoriesTest : public QObject {
    Q_OBJECT

private slots:
    void aTakenDirectoryIsEmptyAndNoOneElses() {
        QTemporaryDir root;
        WorkDirectories directories(root.path().toStdString(), 2);
        WorkDirectory first = directories.take(), second = directories.take();
        QVERIFY(first.valid() && second.valid());
        QVERIFY(first.path() != second.path());
        QVERIFY(QDir(QString::fromStdString(first.path())).isEmpty());
        QVERIFY(QString::fromStdString(first.path()).startsWith(root.path() + "/"));
    }

    void aDirectoryGivenBackGoesWithWhatWasLeftInIt() {
        QTemporaryDir root;
        WorkDirectories directories(root.path().toStdString(), 1);
        QString path;
        {
            WorkDirectory work = directories.take();
            path = QString::fromStdString(work.path());
            QVERIFY(QDir().mkpath(path + "/w/deep"));
            QFile left(path + "/w/deep/output");
            QVERIFY(left.open(QIODevice::WriteOnly));
            left.write("left by a program");
        }
        QTRY_VERIFY(!QFileInfo::exists(path));
    }

    void aKilledServersDirectoriesAreRemovedAtStart() {
        QTemporaryDir root;
        // No process has this pid: Linux's pids stay below 2^22.
        const QString left = root.filePath("judgedesk-w-99999999-AbCdEf");
        QVERIFY(QDir().mkpath(left + "/w"));
        const QString alive =
            root.filePath(QStringLiteral("judgedesk-w-%1-AbCdEf").arg(QCoreApplication::applicationPid()));
        QVERIFY(QDir().mkpath(alive));
        WorkDirectories directories(root.path().toStdString(), 1);
        QTRY_VERIFY(!QFileInfo::exists(left));
        QVERIFY(QFileInfo::exists(alive));
    }

    void everyDirectoryGoesWithTheirOwner() {
        QTemporaryDir root;
        {
            WorkDirectories directories(root.path().toStdString(), 3);
            WorkDirectory taken = directories.take();
            QTRY_COMPARE(QDir(root.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 4);
        }
        QVERIFY(QDir(root.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(WorkDirectoriesTest)
#include "test_gojudge_work_directories.moc"
