// An interactive run's transcript on disk: what the judge saves is what the GUI reads back, and a
// damaged file is an error naming the line, not a crash or a silently shorter conversation.
#include "judge/interaction.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::judge;
using namespace std::chrono_literals;

class TranscriptTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void whatIsSavedIsReadBack() {
        Transcript transcript;
        transcript.entries = {{1500us, true, "500\n"}, {2750us, false, "lower\n"}, {4ms, true, "250\n"}};
        transcript.truncated = true;
        const QString path = dir_.filePath("t.jsonl");
        QVERIFY(transcript.save(path));
        auto loaded = Transcript::load(path);
        QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
        QCOMPARE(loaded->entries.size(), 3);
        QCOMPARE(loaded->entries[1].data, QByteArray("lower\n"));
        QVERIFY(!loaded->entries[1].fromProgram && loaded->entries[2].fromProgram);
        QCOMPARE(loaded->entries[1].at, std::chrono::nanoseconds(2750us));
        QVERIFY(loaded->truncated);
    }

    void aDamagedLineIsNamed() {
        QFile file(dir_.filePath("bad.jsonl"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"t\":1,\"from\":\"program\",\"data\":\"1\\n\"}\n{\"t\":2,\"from\":\"nobody\",\"data\":\"x\"}\n");
        file.close();
        auto loaded = Transcript::load(file.fileName());
        QVERIFY(!loaded);
        QVERIFY2(QString::fromStdString(loaded.error()).endsWith("bad.jsonl:2: not a transcript entry"),
                 loaded.error().c_str());
        QVERIFY(!Transcript::load(dir_.filePath("missing.jsonl")));
    }

    // Found by fuzzing: a time past 64 bits of nanoseconds was converted regardless (undefined).
    void aTimeNoRunCouldReachIsADamagedLine() {
        for (const char* at : {"8.8e37", "-1", "1e300"}) {
            QFile file(dir_.filePath("late.jsonl"));
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QByteArray("{\"t\":") + at + ",\"from\":\"program\",\"data\":\"1\\n\"}\n");
            file.close();
            auto loaded = Transcript::load(file.fileName());
            QVERIFY2(!loaded, at);
            QVERIFY(QString::fromStdString(loaded.error()).endsWith("late.jsonl:1: not a transcript entry"));
        }
    }

    void aFileFarLargerThanAnyTranscriptIsRefusedUnread() {
        QFile file(dir_.filePath("huge.jsonl"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(65) << 20)); // sparse: no disk is spent
        file.close();
        auto loaded = Transcript::load(file.fileName());
        QVERIFY(!loaded);
        QVERIFY2(QString::fromStdString(loaded.error()).contains("too large for a transcript"), loaded.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TranscriptTest)
#include "test_transcript.moc"
