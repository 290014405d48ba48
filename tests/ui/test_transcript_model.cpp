// An interactive conversation as the GUI shows it: one row per message, in order, who spoke and when.
#include "models/transcript_model.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace jd;
using namespace std::chrono_literals;
using ui::TranscriptModel;

class TranscriptModelTest : public QObject {
    Q_OBJECT
    static judge::Transcript guessing() {
        judge::Transcript transcript;
        transcript.entries = {{1500us, true, "500\n"}, {2750us, false, "lower\n"}, {4ms, true, "250\n250\n"}};
        return transcript;
    }

private slots:
    void modelIsWellBehaved() {
        TranscriptModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTranscript(guessing());
        model.clear();
        model.setTranscript(guessing());
    }

    void eachMessageIsInItsSpeakersLaneWithItsTimeAndBytes() {
        TranscriptModel model;
        model.setTranscript(guessing());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, TranscriptModel::Time).data().toString(), QStringLiteral("1.500"));
        QCOMPARE(model.index(0, TranscriptModel::Program).data().toString(), QStringLiteral("500↵"));
        QVERIFY(model.index(0, TranscriptModel::Interactor).data().isNull());
        QCOMPARE(model.index(1, TranscriptModel::Interactor).data().toString(), QStringLiteral("lower↵"));
        QVERIFY(model.index(1, TranscriptModel::Program).data().isNull());
        QCOMPARE(model.index(2, TranscriptModel::Program).data().toString(), QStringLiteral("250↵ 250↵"));
        QCOMPARE(model.index(2, TranscriptModel::Program).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("250\n250\n"));
        QCOMPARE(model.index(2, TranscriptModel::Bytes).data().toInt(), 8);
        QVERIFY(!model.index(1, 0).data(TranscriptModel::FromProgramRole).toBool());
        QVERIFY(!model.truncated());
    }

    void aFailedTestMarksItsLastExchange() {
        TranscriptModel model;
        model.setTranscript(guessing(), true);
        QCOMPARE(model.failingRows(), QList<int>({1, 2})); // the interactor's last word and the program's
        QVERIFY(model.index(2, TranscriptModel::Program).data(TranscriptModel::FailingRole).toBool());
        QVERIFY(!model.index(0, TranscriptModel::Program).data(TranscriptModel::FailingRole).toBool());
        model.setTranscript(guessing(), false);
        QVERIFY(model.failingRows().isEmpty());
    }

    void searchFindsEveryMessageWithTheText() {
        TranscriptModel model;
        model.setTranscript(guessing());
        model.setSearch("250");
        QCOMPARE(model.matchCount(), 1);
        QCOMPARE(model.nextMatch(0), 2);
        QCOMPARE(model.nextMatch(2), 2); // wraps round to itself
        model.setSearch("LOW");
        QCOMPARE(model.nextMatch(2, false), 1);
        QVERIFY(model.index(1, TranscriptModel::Interactor).data(TranscriptModel::MatchRole).toBool());
        model.setSearch("nobody said this");
        QCOMPARE(model.nextMatch(0), -1);
    }

    void controlBytesAreShownEscaped() {
        judge::Transcript transcript;
        transcript.entries = {{1ms, true, "\x1b[2J"}};
        TranscriptModel model;
        model.setTranscript(transcript);
        QCOMPARE(model.index(0, TranscriptModel::Program).data().toString(), QStringLiteral("\\x1b[2J"));
    }
};

QTEST_MAIN(TranscriptModelTest)
#include "test_transcript_model.moc"
