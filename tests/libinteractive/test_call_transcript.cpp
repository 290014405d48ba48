// The bytes of each direction read back as the calls and answers that passed: a table of messages written as
// the glue writes them, and the lines a coach reads.
#include "libinteractive/call_transcript.h"
#include "libinteractive/idl_parser.h"

#include <QtTest>

#include <cstring>

using namespace jd::libinteractive;

namespace {

template <typename T> void put(std::string& bytes, T value) {
    char raw[sizeof value];
    std::memcpy(raw, &value, sizeof value);
    bytes.append(raw, sizeof value);
}

const Idl& idl() {
    static const Idl parsed = [] {
        auto read = parseIdl("interface Main { void answer(long total); }; interface guess { int play([Range(0, "
                             "100)] int n, int[n] values, char c); };",
                             "guess.idl");
        if (!read) qFatal("%s", read.error().c_str());
        return *read;
    }();
    return parsed;
}

QStringList lines(bool fromMain, const std::string& bytes) {
    QStringList texts;
    for (const DecodedMessage& message : decodeMessages(idl(), idl().interfaces[1], fromMain, bytes))
        texts << QString::number(message.offset) + ": " + QString::fromStdString(message.text);
    return texts;
}

} // namespace

class CallTranscriptTest : public QObject {
    Q_OBJECT
private slots:
    void mainsCallsAndAnswersAreRead() {
        std::string bytes;
        put<uint32_t>(bytes, 1); // play
        put<int32_t>(bytes, 3);
        for (int32_t value : {5, -6, 7})
            put(bytes, value);
        put<char>(bytes, 'x');
        put<uint32_t>(bytes, 0x5ca1ab1e ^ 1);
        put<uint32_t>(bytes, 2); // the answer to answer()
        put<uint32_t>(bytes, 0x5ca1ab1e ^ 2);
        QCOMPARE(lines(true, bytes),
                 (QStringList{"0: play(n = 3, values = [5, -6, 7], c = 'x')", "25: answer returned"}));
    }

    void theContestantsCallsAndAnswersAreRead() {
        std::string bytes;
        put<uint32_t>(bytes, 2); // answer(total)
        put<int64_t>(bytes, 5000000000);
        put<uint32_t>(bytes, 0);
        put<uint32_t>(bytes, 1); // play's answer
        put<int32_t>(bytes, 42);
        put<uint32_t>(bytes, 0);
        QCOMPARE(lines(false, bytes), (QStringList{"0: answer(total = 5000000000)", "16: play returned 42"}));
    }

    void aLongArrayShowsItsFirstValuesAndItsSize() {
        std::string bytes;
        put<uint32_t>(bytes, 1);
        put<int32_t>(bytes, 100);
        for (int32_t value = 0; value < 100; ++value)
            put(bytes, value);
        put<char>(bytes, 'y');
        put<uint32_t>(bytes, 0);
        const QStringList read = lines(true, bytes);
        QCOMPARE(read.size(), 1);
        QVERIFY2(read.first().contains("values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, ... (100 "
                                       "values)], c = 'y')"),
                 qPrintable(read.first()));
    }

    void aMessageCutShortOrUnknownEndsTheList_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("last");
        std::string cut;
        put<uint32_t>(cut, 1);
        put<int32_t>(cut, 3);
        put<int32_t>(cut, 5);
        QTest::newRow("an array cut short") << QByteArray::fromStdString(cut) << "0: play: (a message cut short)";
        std::string unknown;
        put<uint32_t>(unknown, 9);
        QTest::newRow("an unknown id") << QByteArray::fromStdString(unknown) << "0: (an unknown message, id 9)";
        QTest::newRow("less than an id") << QByteArray("\x01\x00", 2) << "0: (a message cut short)";
        std::string huge;
        put<uint32_t>(huge, 1);
        put<int32_t>(huge, -5);
        QTest::newRow("a negative size") << QByteArray::fromStdString(huge) << "0: play: (a message cut short)";
    }
    void aMessageCutShortOrUnknownEndsTheList() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, last);
        const QStringList read = lines(true, bytes.toStdString());
        QVERIFY(!read.isEmpty());
        QCOMPARE(read.last(), last);
    }
};

QTEST_GUILESS_MAIN(CallTranscriptTest)
#include "test_call_transcript.moc"
