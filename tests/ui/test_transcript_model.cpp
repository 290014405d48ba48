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

    void rowsSayWhoSpokeWhenAndWhat() {
        TranscriptModel model;
        model.setTranscript(guessing());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, TranscriptModel::Time).data().toString(), QStringLiteral("1.500"));
        QCOMPARE(model.index(0, TranscriptModel::Speaker).data().toString(), QStringLiteral("program →"));
        QCOMPARE(model.index(1, TranscriptModel::Speaker).data().toString(), QStringLiteral("← interactor"));
        QCOMPARE(model.index(1, TranscriptModel::Data).data().toString(), QStringLiteral("lower↵"));
        QCOMPARE(model.index(2, TranscriptModel::Data).data().toString(), QStringLiteral("250↵ 250↵"));
        QCOMPARE(model.index(2, TranscriptModel::Data).data(Qt::ToolTipRole).toString(), QStringLiteral("250\n250\n"));
        QVERIFY(!model.index(1, 0).data(TranscriptModel::FromProgramRole).toBool());
        QVERIFY(!model.truncated());
    }
};

QTEST_MAIN(TranscriptModelTest)
#include "test_transcript_model.moc"
