// Bringing a problem into a workspace from an archive or a folder elsewhere.
#include "problem/package.h"
#include "problem/package_import.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

#include <KZip>

using namespace jd;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

// A zip of `directory`'s files below `top` ("" puts them at the archive's root).
void zipFolder(const QString& directory, const QString& zipPath, const QString& top) {
    KZip zip(zipPath);
    QVERIFY(zip.open(QIODevice::WriteOnly));
    QDirIterator files(directory, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        const QString relative = QDir(directory).relativeFilePath(file);
        QVERIFY(zip.addLocalFile(file, top.isEmpty() ? relative : top + "/" + relative));
    }
    QVERIFY(zip.close());
}

QStringList entries(const QString& directory) {
    return QDir(directory).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

class PackageImport : public QObject {
    Q_OBJECT

private slots:
    void anArchiveBecomesAFolderNamedAfterIt() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath("workspace")));
        zipFolder(example("aplusb"), dir.filePath("A Plus B (final).zip"), "aplusb");
        auto imported = problem::importPackage(dir.filePath("A Plus B (final).zip"), dir.filePath("workspace"));
        QVERIFY2(imported, imported ? "" : imported.error().c_str());
        QCOMPARE(*imported, dir.filePath("workspace/a-plus-b-final"));
        auto problem = problem::readProblem(*imported);
        QVERIFY(problem);
        QCOMPARE(problem->allTests().size(), problem::readProblem(example("aplusb"))->allTests().size());
        QCOMPARE(entries(dir.filePath("workspace")), QStringList({"a-plus-b-final"}));
    }

    void aFolderIsCopiedAndLeftWhereItWas() {
        QTemporaryDir dir;
        auto imported = problem::importPackage(example("mixed-polygon"), dir.path());
        QVERIFY2(imported, imported ? "" : imported.error().c_str());
        QCOMPARE(*imported, dir.filePath("mixed-polygon"));
        QVERIFY(QFileInfo::exists(dir.filePath("mixed-polygon/problem.xml")));
        QVERIFY(QFileInfo::exists(example("mixed-polygon/problem.xml")));
    }

    void aTakenNameGetsTheNextNumber() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath("aplusb")));
        QVERIFY(QDir().mkpath(dir.filePath("aplusb-2")));
        auto imported = problem::importPackage(example("aplusb"), dir.path());
        QVERIFY2(imported, imported ? "" : imported.error().c_str());
        QCOMPARE(*imported, dir.filePath("aplusb-3"));
    }

    void whatIsNotAProblemIsRefusedAndLeavesNothing() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath("workspace")));
        QVERIFY(QDir().mkpath(dir.filePath("notes")));
        jd::test::writeTestFile(dir.filePath("notes/todo.txt"), "nothing to judge\n");
        zipFolder(dir.filePath("notes"), dir.filePath("notes.zip"), "");
        for (const QString& source :
             {dir.filePath("notes"), dir.filePath("notes.zip"), dir.filePath("notes/todo.txt")}) {
            auto imported = problem::importPackage(source, dir.filePath("workspace"));
            QVERIFY2(!imported, qPrintable(source));
            QCOMPARE(entries(dir.filePath("workspace")), QStringList());
        }
    }

    void aFolderHoldingTheWorkspaceIsNotCopiedIntoIt() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath("outer/workspace")));
        auto imported = problem::importPackage(dir.filePath("outer"), dir.filePath("outer/workspace"));
        QVERIFY(!imported);
        QVERIFY2(imported.error().find("holds the workspace") != std::string::npos, imported.error().c_str());
    }
};

QTEST_GUILESS_MAIN(PackageImport)
#include "test_package_import.moc"
