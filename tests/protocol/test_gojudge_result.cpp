// go-judge results as its clients read them: the status strings of its enum, the numbers always there,
// the empty fields left out, file errors with their types, outputs as text.
#include "protocol/gojudge/gojudge_result.h"

#include <QJsonDocument>
#include <QTest>

using namespace jd::gojudge;

class GoJudgeResult : public QObject {
    Q_OBJECT
private slots:
    void everyStatusHasItsEnumsString() {
        const QStringList expected = {
            "Accepted",      "Memory Limit Exceeded", "Time Limit Exceeded", "Output Limit Exceeded",
            "File Error",    "Nonzero Exit Status",   "Signalled",           "Dangerous Syscall",
            "Internal Error"};
        for (int status = 0; status < expected.size(); ++status)
            QCOMPARE(statusText(Status(status)), expected[status]);
    }

    void theNumbersAreAlwaysThereAndEmptyFieldsAreLeftOut() {
        RunResult result;
        result.status = Status::Accepted;
        const QJsonObject json = resultToJson(result);
        QCOMPARE(json.keys(), QStringList({"exitStatus", "memory", "runTime", "status", "time"}));
        QCOMPARE(json["status"].toString(), QStringLiteral("Accepted"));
        QCOMPARE(json["time"].toInteger(), 0);
    }

    void filesIdsAndFileErrorsAreWrittenWhenThereAreAny() {
        RunResult result;
        result.status = Status::FileError;
        result.error = "the copy-out failed";
        result.exitStatus = 0;
        result.time = 12'000'000;
        result.memory = 3 << 20;
        result.runTime = 15'000'000;
        result.procPeak = 2;
        result.files.insert("stdout", "3\n");
        result.fileIds.insert("big", "ABCDEFGHIJKLMNOP");
        result.fileError << FileError{"out", FileErrorType::CopyOutOpen, "no such file"};
        const QJsonObject json = resultToJson(result);
        QCOMPARE(json["status"].toString(), QStringLiteral("File Error"));
        QCOMPARE(json["error"].toString(), QStringLiteral("the copy-out failed"));
        QCOMPARE(json["time"].toInteger(), 12'000'000);
        QCOMPARE(json["procPeak"].toInteger(), 2);
        QCOMPARE(json["files"].toObject()["stdout"].toString(), QStringLiteral("3\n"));
        QCOMPARE(json["fileIds"].toObject()["big"].toString(), QStringLiteral("ABCDEFGHIJKLMNOP"));
        const QJsonObject error = json["fileError"].toArray().first().toObject();
        QCOMPARE(error["name"].toString(), QStringLiteral("out"));
        QCOMPARE(error["type"].toString(), QStringLiteral("CopyOutOpen"));
        QCOMPARE(error["message"].toString(), QStringLiteral("no such file"));
    }

    void invalidUtf8InAnOutputBecomesTheReplacementCharacter() {
        RunResult result;
        result.files.insert("stdout", QByteArray("a\xff"
                                                 "b"));
        QCOMPARE(resultToJson(result)["files"].toObject()["stdout"].toString(), QStringLiteral("a\uFFFDb"));
    }

    void postRunAnswersABareArray() {
        const QJsonArray array = resultsToJson({RunResult{}, RunResult{}});
        QCOMPARE(array.size(), 2);
        QVERIFY(QJsonDocument(array).isArray());
    }
};

QTEST_GUILESS_MAIN(GoJudgeResult)
#include "test_gojudge_result.moc"
