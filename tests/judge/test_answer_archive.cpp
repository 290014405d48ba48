// An output-only submission's answers as quark reads them: a zip of <case>.out files or omegaUp's data: URL
// of one, every entry known by its file name alone; anything else is the answer to a case named Main.
#include "judge/answer_archive.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <KZip>

using namespace jd::judge;

namespace {

// Entries whose contents start with "->" are links to the rest.
QByteArray zipOf(const QList<std::pair<QString, QByteArray>>& entries) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    KZip zip(&buffer);
    if (!zip.open(QIODevice::WriteOnly)) qFatal("cannot write a zip in memory");
    for (const auto& [name, contents] : entries)
        if (contents.startsWith("->"))
            zip.writeSymLink(name, QString::fromUtf8(contents.mid(2)));
        else
            zip.writeFile(name, contents);
    zip.close();
    return bytes;
}

QByteArray read(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

constexpr qint64 kRoomy = 1 << 20;

} // namespace

class AnswerArchive : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void init() {
        QDir(dir_.path()).removeRecursively();
        QDir().mkpath(dir_.path());
    }

    void anAnswerIsKnownByItsFileNameWhereverItSitsInTheZip() {
        auto unpacked =
            unpackAnswers(zipOf({{"a.1.out", "1\n"}, {"outputs/deep/a.2.out", "2\n"}}), dir_.path(), kRoomy);
        QVERIFY2(unpacked, unpacked ? "" : unpacked.error().c_str());
        QCOMPARE(unpacked->files, QStringList({"a.1.out", "a.2.out"}));
        QCOMPARE(read(dir_.filePath("a.1.out")), QByteArray("1\n"));
        QCOMPARE(read(dir_.filePath("a.2.out")), QByteArray("2\n"));
        QVERIFY(unpacked->note.contains("2 answers"));
    }

    // A TPS OutputOnly task's answers, as CMS names them.
    void cmsOutputFilesAnswerTheTestOfTheirCodename() {
        auto unpacked = unpackAnswers(zipOf({{"output_1-01.txt", "1\n"}, {"output.txt", "x"}}), dir_.path(), kRoomy);
        QVERIFY(unpacked);
        QCOMPARE(unpacked->files, QStringList({"output_1-01.txt"}));
        QCOMPARE(read(dir_.filePath("1-01.out")), QByteArray("1\n"));
    }

    void filesThatAreNoAnswerAreLeftOut() {
        auto unpacked =
            unpackAnswers(zipOf({{"a.out", "1\n"}, {"readme.txt", "hi\n"}, {"a.in", "0\n"}}), dir_.path(), kRoomy);
        QVERIFY(unpacked);
        QCOMPARE(unpacked->files, QStringList({"a.out"}));
        QVERIFY(!QFile::exists(dir_.filePath("readme.txt")));
    }

    void aLaterEntryOfTheSameNameWins() {
        auto unpacked =
            unpackAnswers(zipOf({{"first/a.out", "old\n"}, {"second/a.out", "new\n"}}), dir_.path(), kRoomy);
        QVERIFY(unpacked);
        QCOMPARE(unpacked->files, QStringList({"a.out"}));
        QCOMPARE(read(dir_.filePath("a.out")), QByteArray("new\n"));
    }

    // omegaUp keeps an output-only submission as the data: URL its page made of the zip.
    void aDataUrlOfAZipIsReadAsThatZip() {
        const QByteArray url = "data:application/zip;base64," + zipOf({{"a.out", "42\n"}}).toBase64() + "\n";
        auto unpacked = unpackAnswers(url, dir_.path(), kRoomy);
        QVERIFY2(unpacked, unpacked ? "" : unpacked.error().c_str());
        QCOMPARE(read(dir_.filePath("a.out")), QByteArray("42\n"));
    }

    void aDataUrlWhoseZipCannotBeReadIsTheSubmissionsError() {
        auto unpacked = unpackAnswers("data:application/zip;base64,AAAA", dir_.path(), kRoomy);
        QVERIFY(!unpacked);
        QVERIFY2(QString::fromStdString(unpacked.error()).contains("not a zip"), unpacked.error().c_str());
    }

    void aSourceThatIsNeitherIsTheAnswerToACaseNamedMain() {
        auto unpacked = unpackAnswers("7\n", dir_.path(), kRoomy);
        QVERIFY(unpacked);
        QCOMPARE(unpacked->files, QStringList({"Main.out"}));
        QCOMPARE(read(dir_.filePath("Main.out")), QByteArray("7\n"));
        QVERIFY(unpacked->note.contains("Main"));
    }

    // Counted as unpacked, not as the zip's headers say: a small zip of a huge answer stops at the bound.
    void answersPastTheBoundAreRefusedWithTheEntryNamed() {
        auto unpacked = unpackAnswers(zipOf({{"a.out", QByteArray(3 << 20, 'x')}}), dir_.path(), 1 << 20);
        QVERIFY(!unpacked);
        QVERIFY2(QString::fromStdString(unpacked.error()).contains("more than 1 MiB (at a.out)"),
                 unpacked.error().c_str());
    }

    void anEmptySourceIsAnEmptyAnswerToACaseNamedMain() {
        auto unpacked = unpackAnswers({}, dir_.path(), kRoomy);
        QVERIFY(unpacked);
        QCOMPARE(read(dir_.filePath("Main.out")), QByteArray());
    }

    // A link would have the judge print a file of its own machine as the answer.
    void aLinkInTheZipIsNoAnswer() {
        auto unpacked = unpackAnswers(zipOf({{"a.out", "->/etc/passwd"}, {"b.out", "1\n"}}), dir_.path(), kRoomy);
        QVERIFY(unpacked);
        QCOMPARE(unpacked->files, QStringList({"b.out"}));
        QVERIFY(!QFileInfo::exists(dir_.filePath("a.out")));
    }

    void aZipWithoutAnswersSaysEveryTestWillFail() {
        auto unpacked = unpackAnswers(zipOf({{"notes.txt", "x"}}), dir_.path(), kRoomy);
        QVERIFY(unpacked);
        QVERIFY(unpacked->files.isEmpty());
        QVERIFY(unpacked->note.contains("no answer"));
    }
};

QTEST_GUILESS_MAIN(AnswerArchive)
#include "test_answer_archive.moc"
