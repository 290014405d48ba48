// Packages that arrive as an archive (DOMjudge zips, zipped Polygon packages): what must be read from
// a good one, and the clear refusal each hostile one must get without writing outside its directory.
#include "problem/package.h"
#include "problem/package_archive.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <KZip>

using namespace jd::problem;

namespace {

class Zip {
public:
    explicit Zip(const QString& path)
        : zip_(path) {
        if (!zip_.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    }
    Zip& file(const QString& name, const QByteArray& contents) {
        zip_.writeFile(name, contents);
        return *this;
    }
    Zip& link(const QString& name, const QString& target) {
        zip_.writeSymLink(name, target);
        return *this;
    }
    Zip& tests(const QString& prefix = {}) {
        file(prefix + "data/sample/1.in", "1 2\n").file(prefix + "data/sample/1.ans", "3\n");
        return file(prefix + "data/secret/1.in", "5 5\n").file(prefix + "data/secret/1.ans", "10\n");
    }
    KZip& archive() { return zip_; }
    ~Zip() { zip_.close(); }

private:
    KZip zip_;
};

// A tar written header by header, so that it can hold what no tool here would pack: devices, fifos.
QByteArray tarEntry(const QByteArray& name, char type, const QByteArray& contents = {}) {
    QByteArray header(512, '\0');
    header.replace(0, name.size(), name);
    header.replace(100, 7, "0000644");
    header.replace(108, 7, "0000000");
    header.replace(116, 7, "0000000");
    header.replace(124, 11, QByteArray::number(contents.size(), 8).rightJustified(11, '0'));
    header.replace(136, 11, "00000000000");
    header[156] = type;
    header.replace(257, 6, QByteArray("ustar\0", 6));
    header.replace(263, 2, "00");
    header.replace(148, 8, "        ");
    unsigned sum = 0;
    for (char byte : header)
        sum += static_cast<unsigned char>(byte);
    header.replace(148, 7, QByteArray::number(sum, 8).rightJustified(6, '0') + '\0');
    QByteArray padded = contents;
    padded.append(QByteArray((512 - contents.size() % 512) % 512, '\0'));
    return header + padded;
}

QString writeTar(const QString& path, const QByteArray& entries) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    file.write(entries + QByteArray(1024, '\0'));
    return path;
}

QStringList filesBelow(const QString& directory) {
    QStringList files;
    QDirIterator it(directory, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}

QString errorOf(const jd::Result<QString>& result) {
    return result ? QStringLiteral("<no error>") : QString::fromStdString(result.error());
}

} // namespace

class PackageArchive : public QObject {
    Q_OBJECT
private slots:
    void domjudgeZipIsReadWithItsIni() {
        QTemporaryDir dir;
        const QString path = dir.filePath("hello.zip");
        Zip(path).tests().file("domjudge-problem.ini",
                               "probid = 'H'\nname = \"Hello, DOMjudge\"\ntimelimit = '3'\ncolor = '#ff0000'\n");
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache"));
        QVERIFY2(unpacked.ok(), qPrintable(errorOf(unpacked)));
        auto problem = readProblem(*unpacked);
        QVERIFY2(problem.ok(), problem.ok() ? "" : problem.error().c_str());
        QCOMPARE(problem->name, QString("Hello, DOMjudge"));
        QCOMPARE(problem->shortName, QString("H"));
        QCOMPARE(problem->limits.timeLimit, std::optional<double>(3));
        QCOMPARE(problem->data.testCount(), 2);
    }

    void packageOneFolderDownIsFound() {
        QTemporaryDir dir;
        const QString path = dir.filePath("folder.zip");
        Zip(path).tests("hello/").file("hello/problem.yaml", "name: Hello\n");
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache"));
        QVERIFY2(unpacked.ok(), qPrintable(errorOf(unpacked)));
        QVERIFY(unpacked->endsWith("/folder/hello"));
        QCOMPARE(readProblem(*unpacked)->name, QString("Hello"));
    }

    void secondUnpackReusesTheFirst() {
        QTemporaryDir dir;
        const QString path = dir.filePath("hello.zip");
        Zip(path).tests();
        auto first = unpackPackageArchive(path, dir.filePath("cache"));
        QVERIFY(first.ok());
        QFile::remove(*first + "/data/secret/1.in"); // were it unpacked again, this would come back
        auto second = unpackPackageArchive(path, dir.filePath("cache"));
        QCOMPARE(*second, *first);
        QVERIFY(!QFile::exists(*second + "/data/secret/1.in"));
    }

    void zippedPolygonPackageIsRead() {
        QTemporaryDir dir;
        const QString path = dir.filePath("guess-polygon.zip");
        {
            Zip zip(path);
            QVERIFY(zip.archive().addLocalDirectory(JUDGEDESK_EXAMPLES_DIR "/guess-polygon", "guess-polygon"));
        }
        auto problem = readProblem(path);
        QVERIFY2(problem.ok(), problem.ok() ? "" : problem.error().c_str());
        QVERIFY(!problem->interactor.isEmpty());
        QVERIFY(problem->data.testCount() > 0);
    }

    void entryLeavingThePackageIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath("evil.zip");
        Zip(path).tests().file("../../escaped.txt", "gotcha");
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache/inner"));
        for (const QString& file : filesBelow(dir.path()))
            QVERIFY2(!file.endsWith("escaped.txt") || file.startsWith(dir.filePath("cache/inner/")), qPrintable(file));
        if (!unpacked.ok()) QVERIFY2(errorOf(unpacked).contains("leaves the package"), qPrintable(errorOf(unpacked)));
    }

    void linkIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath("link.zip");
        Zip(path).tests().link("data/secret/2.in", "/etc/shadow");
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache"));
        QVERIFY2(errorOf(unpacked).contains("data/secret/2.in: a link"), qPrintable(errorOf(unpacked)));
        QVERIFY2(filesBelow(dir.filePath("cache")).isEmpty(), "a refused archive leaves nothing behind");
    }

    void tarDevicesAndFifosAreRefused_data() {
        QTest::addColumn<char>("type");
        QTest::addColumn<QString>("kind");
        QTest::newRow("character device") << '3' << "a character device";
        QTest::newRow("block device") << '4' << "a block device";
        QTest::newRow("fifo") << '6' << "a fifo";
        QTest::newRow("hard link") << '1' << "a hard link";
    }
    void tarDevicesAndFifosAreRefused() {
        QFETCH(char, type);
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString path = writeTar(dir.filePath("devices.tar"),
                                      tarEntry("data/secret/1.in", '0', "1\n") + tarEntry("data/secret/1.ans", type));
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache"));
        QCOMPARE(errorOf(unpacked),
                 QStringLiteral("devices.tar: data/secret/1.ans: %1; packages hold plain files only").arg(kind));
        QVERIFY2(filesBelow(dir.filePath("cache")).isEmpty(), "a refused archive leaves nothing behind");
    }

    void tarOfPlainFilesIsUnpacked() {
        QTemporaryDir dir;
        const QString path = writeTar(dir.filePath("plain.tar"), tarEntry("data/secret/1.in", '0', "1\n") +
                                                                     tarEntry("data/secret/1.ans", '0', "2\n"));
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache"));
        QVERIFY2(unpacked, qPrintable(errorOf(unpacked)));
        QVERIFY(QFileInfo(*unpacked + "/data/secret/1.ans").isFile());
    }

    void zipBombIsStoppedAtTheLimit() {
        QTemporaryDir dir;
        const QString path = dir.filePath("bomb.zip");
        Zip(path).tests().file("data/secret/2.in", QByteArray(64 << 20, '0'));
        QVERIFY2(QFileInfo(path).size() < (1 << 20), "the bomb is small when packed");
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache"), {.maxBytes = 16 << 20});
        QVERIFY2(errorOf(unpacked).contains("unpacks to more than 16 MiB"), qPrintable(errorOf(unpacked)));
        QVERIFY(filesBelow(dir.filePath("cache")).isEmpty());
    }

    void tooManyEntriesAreRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath("many.zip");
        {
            Zip zip(path);
            for (int i = 0; i < 50; ++i)
                zip.file(QString("data/secret/%1.in").arg(i), "1\n");
        }
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache"), {.maxEntries = 20});
        QVERIFY2(errorOf(unpacked).contains("more than 20 entries"), qPrintable(errorOf(unpacked)));
    }

    void fileThatIsNoArchiveGetsAClearError() {
        QTemporaryDir dir;
        const QString path = jd::test::writeTestFile(dir.filePath("notes.zip"), "this is not a zip\n");
        auto problem = readProblem(path);
        QVERIFY(!problem.ok());
        QVERIFY2(QString::fromStdString(problem.error()).contains("not a readable archive"), problem.error().c_str());
    }

    void truncatedZipLeavesNoHalfPackage() {
        QTemporaryDir dir;
        const QString whole = dir.filePath("whole.zip");
        Zip(whole).tests().file("data/secret/big.in", QByteArray(1 << 20, 'x')).file("data/secret/big.ans", "y\n");
        QFile file(whole);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString path = jd::test::writeTestFile(dir.filePath("cut.zip"), file.read(file.size() / 2));
        auto unpacked = unpackPackageArchive(path, dir.filePath("cache"));
        if (unpacked.ok()) QFAIL(qPrintable("a cut archive was unpacked: " + *unpacked));
        QVERIFY2(filesBelow(dir.filePath("cache")).isEmpty(), "nothing is left of a failed unpacking");
    }

    void domjudgeRunScriptThatIsNotInThePackageIsNamed() {
        QTemporaryDir dir;
        const QString path = dir.filePath("run.zip");
        Zip(path).tests().file("domjudge-problem.ini", "name = 'Run'\nspecial_run = 'myrun'\n");
        auto problem = readProblem(path);
        QVERIFY(!problem.ok());
        QVERIFY2(QString::fromStdString(problem.error()).contains("domjudge-problem.ini:2: special_run"),
                 problem.error().c_str());
    }

    void domjudgeCompareScriptThatIsNotInThePackageIsNamed() {
        QTemporaryDir dir;
        const QString path = dir.filePath("compare.zip");
        Zip(path).tests().file("domjudge-problem.ini", "special_compare = 'float'\n");
        auto problem = readProblem(path);
        QVERIFY(!problem.ok());
        QVERIFY2(QString::fromStdString(problem.error()).contains("domjudge-problem.ini: asks for a custom validator"),
                 problem.error().c_str());
    }
};

QTEST_GUILESS_MAIN(PackageArchive)
#include "test_package_archive.moc"
