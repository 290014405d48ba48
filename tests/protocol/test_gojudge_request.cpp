// go-judge /run requests read as go-judge reads them: every field of the seed's Cmd, lenient where its
// clients rely on it (unknown fields, null, realCpuLimit, the '?' suffix, Buffers), refused with the field
// and go-judge's HTTP status where it is malformed.
#include "protocol/gojudge/gojudge_request.h"

#include <QTest>

using namespace jd::gojudge;

namespace {

// The JSON of a test, written with single quotes to stay readable in C++.
QByteArray j(const char* json) { return QByteArray(json).replace('\'', '"'); }

Request accepted(const QByteArray& json) {
    auto parsed = parseRequest(json);
    if (auto* error = std::get_if<RequestError>(&parsed)) qFatal("refused: %s", qPrintable(error->message));
    return std::get<Request>(parsed);
}

RequestError refused(const QByteArray& json) {
    auto parsed = parseRequest(json);
    if (!std::holds_alternative<RequestError>(parsed)) qFatal("accepted: %s", json.constData());
    return std::get<RequestError>(parsed);
}

} // namespace

class GoJudgeRequest : public QObject {
    Q_OBJECT
private slots:
    void everyFieldOfACmdIsRead() {
        const Request request = accepted(
            j("{'requestId': 'r1', 'cmd': [{ 'args': ['/usr/bin/cat', 'a'], 'env': ['PATH=/usr/bin', ''], 'files': "
              "[{'content': '1 2\\n'}, {'name': 'stdout', 'max': 10240}, {'name': 'stderr', 'max': 512, 'pipe': "
              "true}], 'tty': false, 'cpuLimit': 1000000000, 'clockLimit': 3000000000, 'memoryLimit': 268435456, "
              "'stackLimit': 8388608, 'procLimit': 50, 'cpuRateLimit': 1000, 'cpuSetLimit': '1-2', 'dataSegmentLimit': "
              "true, 'addressSpaceLimit': true, 'copyIn': {'a': {'src': '/etc/hostname'}, 'b': {'content': 'x'}, 'c': "
              "{'fileId': 'ABCD'}, 'd': {'symlink': 'a'}}, 'copyOut': ['stdout', 'out?'], 'copyOutCached': ['big'], "
              "'copyOutDir': '/tmp/dump', 'copyOutMax': 4096 }]}"));
        QCOMPARE(request.requestId, QStringLiteral("r1"));
        QCOMPARE(request.cmd.size(), 1);
        const Cmd& cmd = request.cmd[0];
        QCOMPARE(cmd.args, QStringList({"/usr/bin/cat", "a"}));
        QCOMPARE(cmd.env, QStringList({"PATH=/usr/bin", ""}));
        QCOMPARE(cmd.files.size(), 3);
        QCOMPARE(std::get<MemoryFile>(cmd.files[0]).content, QByteArray("1 2\n"));
        QCOMPARE(std::get<Collector>(cmd.files[1]).max, 10240);
        QVERIFY(std::get<Collector>(cmd.files[2]).pipe);
        QCOMPARE(cmd.cpuLimit, 1000000000u);
        QCOMPARE(cmd.clockLimit, 3000000000u);
        QCOMPARE(cmd.memoryLimit, 268435456u);
        QCOMPARE(cmd.stackLimit, 8388608u);
        QCOMPARE(cmd.procLimit, 50u);
        QCOMPARE(cmd.cpuRateLimit, 1000u);
        QCOMPARE(cmd.cpuSetLimit, QStringLiteral("1-2"));
        QVERIFY(cmd.dataSegmentLimit && cmd.addressSpaceLimit);
        QCOMPARE(std::get<LocalFile>(cmd.copyIn["a"]).src, QStringLiteral("/etc/hostname"));
        QCOMPARE(std::get<MemoryFile>(cmd.copyIn["b"]).content, QByteArray("x"));
        QCOMPARE(std::get<PreparedFile>(cmd.copyIn["c"]).fileId, QStringLiteral("ABCD"));
        QCOMPARE(std::get<Symlink>(cmd.copyIn["d"]).target, QStringLiteral("a"));
        QCOMPARE(cmd.copyOut.size(), 2);
        QVERIFY(!cmd.copyOut[0].optional);
        QCOMPARE(cmd.copyOut[1].name, QStringLiteral("out"));
        QVERIFY(cmd.copyOut[1].optional);
        QCOMPARE(cmd.copyOutCached[0].name, QStringLiteral("big"));
        QCOMPARE(cmd.copyOutDir, QStringLiteral("/tmp/dump"));
        QCOMPARE(cmd.copyOutMax, 4096u);
    }

    void nullInFilesIsASlotForAPipeAndNullElsewhereIsAbsent() {
        const Request request = accepted(j("{'cmd': [{'args': ['a'], 'files': [null, {'name': 'stdout', 'max': 1}], "
                                           "'env': null, 'cpuLimit': null}]}"));
        QVERIFY(std::holds_alternative<PipeSlot>(request.cmd[0].files[0]));
        QVERIFY(request.cmd[0].env.isEmpty());
        QCOMPARE(request.cmd[0].cpuLimit, 0u);
    }

    void unknownFieldsAreIgnored() {
        const Request request = accepted(j("{'cmd': [{'args': ['a'], 'cpuRate': 2, 'extra': {'x': 1}}], 'more': 1}"));
        QCOMPARE(request.cmd.size(), 1);
    }

    void theClockLimitDefaultsToTheCpuLimitAndRealCpuLimitWins() {
        QCOMPARE(accepted(j("{'cmd': [{'args': ['a'], 'cpuLimit': 5}]}")).cmd[0].clockLimit, 5u);
        QCOMPARE(accepted(j("{'cmd': [{'args': ['a'], 'cpuLimit': 5, 'clockLimit': 7, 'realCpuLimit': 9}]}"))
                     .cmd[0]
                     .clockLimit,
                 9u);
    }

    void strictMemoryLimitIsTheOldNameOfDataSegmentLimit() {
        QVERIFY(accepted(j("{'cmd': [{'args': ['a'], 'strictMemoryLimit': true}]}")).cmd[0].dataSegmentLimit);
    }

    void aNodeBufferIsReadAsBytes() {
        const Request request =
            accepted(j("{'cmd': [{'args': ['a'], 'files': [{'content': {'type': 'Buffer', 'data': [0, 255, 10]}}]}]}"));
        QCOMPARE(std::get<MemoryFile>(request.cmd[0].files[0]).content, QByteArray("\0\xff\n", 3));
    }

    void streamFilesAreRead() {
        const Request request =
            accepted(j("{'cmd': [{'args': ['a'], 'files': [{'streamIn': true}, {'streamOut': true}]}]}"));
        QVERIFY(std::holds_alternative<StreamIn>(request.cmd[0].files[0]));
        QVERIFY(std::holds_alternative<StreamOut>(request.cmd[0].files[1]));
    }

    void aPipeMappingIsRead() {
        const Request request =
            accepted(j("{'cmd': [{'args': ['a']}, {'args': ['b']}], 'pipeMapping': [ {'in': {'index': 0, 'fd': 1}, "
                       "'out': {'index': 1, 'fd': 0}, 'proxy': true, 'name': 'ab', 'max': 100}]}"));
        QCOMPARE(request.pipeMapping.size(), 1);
        const PipeMap& map = request.pipeMapping[0];
        QCOMPARE(map.in.index, 0);
        QCOMPARE(map.in.fd, 1);
        QCOMPARE(map.out.index, 1);
        QCOMPARE(map.out.fd, 0);
        QVERIFY(map.proxy);
        QCOMPARE(map.name, QStringLiteral("ab"));
        QCOMPARE(map.max, 100u);
    }

    void malformedRequestsAreRefusedWithTheFieldAndTheReason_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not json") << QByteArray("{cmd:") << 400 << "not JSON";
        QTest::newRow("not an object") << QByteArray("[]") << 400 << "expected a JSON object";
        QTest::newRow("no cmd") << QByteArray("{}") << 400 << "no cmd provided";
        QTest::newRow("empty cmd") << (j("{'cmd': []}")) << 400 << "no cmd provided";
        QTest::newRow("cmd not an array") << (j("{'cmd': 3}")) << 400 << "cmd: expected an array";
        QTest::newRow("no args") << (j("{'cmd': [{}]}")) << 400 << "cmd[0].args";
        QTest::newRow("args of numbers") << (j("{'cmd': [{'args': [1]}]}")) << 400 << "cmd[0].args[0]";
        QTest::newRow("a negative limit")
            << (j("{'cmd': [{'args': ['a'], 'cpuLimit': -1}]}")) << 400 << "cmd[0].cpuLimit";
        QTest::newRow("a fractional limit")
            << (j("{'cmd': [{'args': ['a'], 'memoryLimit': 1.5}]}")) << 400 << "cmd[0].memoryLimit";
        QTest::newRow("a limit as text") << (j("{'cmd': [{'args': ['a'], 'procLimit': '5'}]}")) << 400
                                         << "cmd[0].procLimit";
        QTest::newRow("a file of no type") << (j("{'cmd': [{'args': ['a'], 'files': [{'x': 1}]}]}")) << 400
                                           << "cmd[0].files[0]: a file of no known type";
        QTest::newRow("tty not a boolean") << (j("{'cmd': [{'args': ['a'], 'tty': 'yes'}]}")) << 400 << "cmd[0].tty";
        QTest::newRow("copyIn not an object")
            << (j("{'cmd': [{'args': ['a'], 'copyIn': []}]}")) << 400 << "cmd[0].copyIn";
        QTest::newRow("an empty copyOut name")
            << (j("{'cmd': [{'args': ['a'], 'copyOut': ['?']}]}")) << 400 << "cmd[0].copyOut";
        QTest::newRow("a pipe to no cmd") << QByteArray(j("{'cmd': [{'args': ['a']}], 'pipeMapping': [{'in': {'index': "
                                                          "0, 'fd': 1}, 'out': {'index': 3, 'fd': 0}}]}"))
                                          << 500 << "pipeMapping[0].out.index: no such cmd";
    }
    void malformedRequestsAreRefusedWithTheFieldAndTheReason() {
        QFETCH(QByteArray, json);
        QFETCH(int, status);
        QFETCH(QString, reason);
        const RequestError error = refused(json);
        QCOMPARE(error.httpStatus, status);
        QVERIFY2(error.message.contains(reason), qPrintable(error.message));
    }
};

QTEST_GUILESS_MAIN(GoJudgeRequest)
#include "test_gojudge_request.moc"
