// Two judges that speak go-judge, replayed against JudgeDesk's server over HTTP as they speak it: HOJ's
// JudgeServer (SandboxRun.java) and Hydro's hydrojudge (sandbox.ts). Each compiles a C++ source, keeps the
// binary in the file store, runs it on a test, reads what it reads back, and deletes the binary. The requests
// carry every field those clients send, the ones go-judge ignores included (HOJ's "copyOutDir": "1").
#include "protocol/gojudge/gojudge_server.h"
#include "http_answer.h"
#include "sandbox_fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::gojudge;

namespace {

QByteArray j(QByteArray json) { return json.replace('\'', '"'); }

const QByteArray kSum = "#include <iostream>\\nint main() { long a, b; std::cin >> a >> b; std::cout << a + b << "
                        "std::endl; }\\n";

struct Answer : jd::test::HttpAnswer {
    QJsonObject first() const { return QJsonDocument::fromJson(body).array().first().toObject(); }
};

} // namespace

class GoJudgeClientReplays : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::unique_ptr<FileStore> files_;
    std::unique_ptr<Server> server_;
    QNetworkAccessManager network_;
    QTemporaryDir testData_;

    QNetworkRequest request(const QString& path) {
        QNetworkRequest made(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(server_->port()).arg(path)));
        made.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
        return made;
    }
    static Answer wait(QNetworkReply* reply) { return Answer{test::awaitAnswer(reply)}; }
    Answer post(const QString& path, const QByteArray& body) { return wait(network_.post(request(path), body)); }
    Answer remove(const QString& path) { return wait(network_.deleteResource(request(path))); }

    QString writeTestInput(const QString& name, const QByteArray& contents) {
        QFile file(testData_.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size()) return {};
        return file.fileName();
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        QVERIFY(sandbox_);
        files_ = std::move(FileStore::open({}, {}).value());
        ServerOptions options;
        options.port = 0;
        options.parallelism = 2;
        server_ = std::make_unique<Server>(sandbox_, *files_, options);
        QVERIFY(server_->listen());
    }

    // HOJ: the compile keeps `main` cached and sends copyOutDir "1"; the run takes the input by its content.
    void hojCompilesRunsAndDeletesItsBinary() {
        const Answer compiled = post(
            "/run",
            j("{'cmd': [{'args': ['/usr/bin/g++', '-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-std=c++14', 'main.cpp', "
              "'-lm', '-o', 'main'], "
              "'env': ['PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'LANG=en_US.UTF-8', "
              "'LC_ALL=en_US.UTF-8', 'LANGUAGE=en_US:en', 'HOME=/w'], "
              "'files': [{'content': ''}, {'name': 'stdout', 'max': 33554432}, {'name': 'stderr', 'max': 33554432}], "
              "'cpuLimit': 10000000000, 'clockLimit': 20000000000, 'memoryLimit': 536870912, 'procLimit': 128, "
              "'stackLimit': 268435456, 'copyIn': {'main.cpp': {'content': '" +
              kSum + "'}}, 'copyOut': ['stdout', 'stderr'], 'copyOutCached': ['main'], 'copyOutDir': '1'}]}"));
        QCOMPARE(compiled.status, 200);
        const QJsonObject compile = compiled.first();
        QCOMPARE(compile["status"].toString(), QStringLiteral("Accepted"));
        QVERIFY2(!compile.contains("fileError"), compiled.body.constData());
        const QString binary = compile["fileIds"].toObject()["main"].toString();
        QVERIFY(!binary.isEmpty());

        const Answer ran = post("/run", j("{'cmd': [{'args': ['/w/main'], 'env': ['PATH=/usr/bin:/bin', 'HOME=/w'], "
                                          "'files': [{'content': '20 22\\n'}, {'name': 'stdout', 'max': 33554432}, "
                                          "{'name': 'stderr', 'max': 16384}], 'cpuLimit': 1000000000, "
                                          "'clockLimit': 3000000000, 'memoryLimit': 268435456, 'procLimit': 64, "
                                          "'stackLimit': 268435456, 'copyIn': {'main': {'fileId': '" +
                                          binary.toUtf8() + "'}}, 'copyOut': ['stdout', 'stderr']}]}"));
        QCOMPARE(ran.status, 200);
        const QJsonObject run = ran.first();
        QCOMPARE(run["status"].toString(), QStringLiteral("Accepted"));
        QCOMPARE(run["exitStatus"].toInt(), 0);
        QCOMPARE(run["files"].toObject()["stdout"].toString(), QStringLiteral("42\n"));
        QCOMPARE(run["files"].toObject()["stderr"].toString(), QString());
        QCOMPARE(remove("/file/" + binary).status, 200);
    }

    // Hydro: the compile runs through bash -c with strictMemoryLimit; the run reads the test from its path.
    void hydroCompilesRunsAndDeletesItsBinary() {
        const Answer compiled = post(
            "/run",
            j("{'cmd': [{'args': ['/bin/bash', '-c', 'g++ -std=c++17 -O2 -o foo foo.cc'], "
              "'env': ['PATH=/usr/local/bin:/usr/bin:/bin', 'HOME=/w'], "
              "'files': [{'content': ''}, {'name': 'stdout', 'max': 10240}, {'name': 'stderr', 'max': 10240}], "
              "'cpuLimit': 10000000000, 'clockLimit': 30000000000, 'memoryLimit': 536870912, "
              "'strictMemoryLimit': false, 'stackLimit': 536870912, 'procLimit': 50, "
              "'copyIn': {'foo.cc': {'content': '" +
              kSum + "'}}, 'copyOut': ['stdout', 'stderr'], 'copyOutCached': ['foo']}]}"));
        QCOMPARE(compiled.status, 200);
        const QJsonObject compile = compiled.first();
        QCOMPARE(compile["status"].toString(), QStringLiteral("Accepted"));
        const QString binary = compile["fileIds"].toObject()["foo"].toString();
        QVERIFY(!binary.isEmpty());

        const QString input = writeTestInput("1.in", "1 2\n");
        QVERIFY(!input.isEmpty());
        const Answer ran = post("/run", j("{'cmd': [{'args': ['/w/foo'], 'env': ['PATH=/usr/bin:/bin', 'HOME=/w'], "
                                          "'files': [{'src': '" + input.toUtf8() +
                                          "'}, {'name': 'stdout', 'max': 33554432}, {'name': 'stderr', 'max': 10240}], "
                                          "'cpuLimit': 1000000000, 'clockLimit': 3000000000, "
                                          "'memoryLimit': 268435456, 'strictMemoryLimit': false, 'procLimit': 50, "
                                          "'copyIn': {'foo': {'fileId': '" + binary.toUtf8() +
                                          "'}}, 'copyOut': ['stdout', 'stderr']}]}"));
        QCOMPARE(ran.status, 200);
        const QJsonObject run = ran.first();
        QCOMPARE(run["status"].toString(), QStringLiteral("Accepted"));
        QCOMPARE(run["files"].toObject()["stdout"].toString(), QStringLiteral("3\n"));
        QVERIFY(run["time"].toInteger() >= 0);
        QVERIFY(run["memory"].toInteger() > 0);
        QCOMPARE(remove("/file/" + binary).status, 200);
    }

    void cleanupTestCase() { server_.reset(); }
};

QTEST_GUILESS_MAIN(GoJudgeClientReplays)
#include "test_gojudge_client_replays.moc"
