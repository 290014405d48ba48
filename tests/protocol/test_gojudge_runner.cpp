// go-judge requests run on the sandbox as go-judge runs them: inputs in, collectors and copyOut back,
// cached files kept, the statuses of its enum, two programs joined by a pipe, and a link the program made
// never followed out of its directory.
#include "protocol/gojudge/gojudge_runner.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace jd;
using namespace jd::gojudge;

Q_DECLARE_METATYPE(jd::gojudge::Status)

namespace {

// The JSON of a test, written with single quotes to stay readable in C++.
QByteArray j(QByteArray json) { return json.replace("%env", "'env': ['PATH=/usr/bin:/bin']").replace('\'', '"'); }

} // namespace

class GoJudgeRunner : public QObject {
    Q_OBJECT
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::unique_ptr<FileStore> files_;

    QList<RunResult> run(const QByteArray& json, const RunnerOptions& options = {}) {
        auto parsed = parseRequest(json);
        if (auto* error = std::get_if<RequestError>(&parsed)) qFatal("refused: %s", qPrintable(error->message));
        Runner runner(sandbox_, *files_, options);
        auto ran = runner.run(std::get<Request>(parsed));
        if (auto* error = std::get_if<RequestError>(&ran)) qFatal("not run: %s", qPrintable(error->message));
        return std::get<QList<RunResult>>(ran);
    }

    RequestError notRun(const QByteArray& json) {
        Runner runner(sandbox_, *files_);
        auto ran = runner.run(std::get<Request>(parseRequest(json)));
        if (!std::holds_alternative<RequestError>(ran)) qFatal("it ran");
        return std::get<RequestError>(ran);
    }

private slots:
    void initTestCase() {
        sandbox_ = test::createSandbox(test::modeFromEnvironment());
        QVERIFY(sandbox_);
        files_ = std::move(FileStore::open({}, {}).value());
    }

    void aProgramReadsItsInputAndItsOutputIsCollected() {
        const QList<RunResult> results =
            run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'read a b; echo $((a+b)); echo e >&2'], "
                  "'env': ['PATH=/usr/bin:/bin'], "
                  "'files': [{'content': '1 2\\n'}, {'name': 'stdout', 'max': 100}, "
                  "{'name': 'stderr', 'max': 100}], "
                  "'cpuLimit': 2000000000, 'memoryLimit': 268435456, 'procLimit': 20}]}"));
        QCOMPARE(results.size(), 1);
        QCOMPARE(results[0].status, Status::Accepted);
        QCOMPARE(results[0].files.value("stdout"), QByteArray("3\n"));
        QCOMPARE(results[0].files.value("stderr"), QByteArray("e\n"));
        QVERIFY(results[0].runTime > 0);
    }

    void aNonZeroExitIsNonzeroExitStatusWithTheCode() {
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'exit 3']}]}")).first();
        QCOMPARE(result.status, Status::NonzeroExitStatus);
        QCOMPARE(result.exitStatus, 3);
    }

    void signalsAreReadAsGoJudgeReadsThem_data() {
        QTest::addColumn<QString>("signal");
        QTest::addColumn<Status>("status");
        QTest::newRow("SIGKILL") << "KILL" << Status::TimeLimitExceeded;
        QTest::newRow("SIGXCPU") << "XCPU" << Status::TimeLimitExceeded;
        QTest::newRow("SIGXFSZ") << "XFSZ" << Status::OutputLimitExceeded;
        QTest::newRow("SIGSYS") << "SYS" << Status::DangerousSyscall;
        QTest::newRow("SIGSEGV") << "SEGV" << Status::Signalled;
    }
    void signalsAreReadAsGoJudgeReadsThem() {
        QFETCH(QString, signal);
        QFETCH(Status, status);
        const RunResult result =
            run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'kill -" + signal.toUtf8() + " $$'], %env}]}")).first();
        QCOMPARE(result.status, status);
        QVERIFY(result.exitStatus > 0); // the signal's number
    }

    void aSpinIsStoppedAtItsCpuLimit() {
        const RunResult result =
            run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'while :; do :; done'], 'cpuLimit': 200000000}]}")).first();
        QCOMPARE(result.status, Status::TimeLimitExceeded);
    }

    void procPeakCountsTheProcessesAliveTogether() {
        const RunResult result =
            run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'sleep 0.4 & sleep 0.4 & wait'], %env}]}")).first();
        QCOMPARE(result.status, Status::Accepted);
        QVERIFY2(result.procPeak >= 3, qPrintable(QString::number(result.procPeak)));
    }

    // 500 is half a CPU: a spin of 1.5 s of wall clock gets about 0.75 s of it.
    void aCpuRateLimitThrottlesTheRun() {
        if (!sandbox_->report().throttlesCpu) QSKIP("no cpu cgroup here: cpuRateLimit is not applied (doctor says)");
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'while :; do :; done'], "
                                       "'clockLimit': 1500000000, 'cpuLimit': 10000000000, 'cpuRateLimit': 500}]}"))
                                     .first();
        QCOMPARE(result.status, Status::TimeLimitExceeded);
        QVERIFY2(result.time < 1'050'000'000, qPrintable(QString::number(result.time)));
    }

    void copyInFilesAreInTheWorkingDirectoryAndCopyOutBringsThemBack() {
        auto cached = files_->add("cached\n", "c");
        QVERIFY(cached);
        const QByteArray json =
            j("{'cmd': [{'args': ['/bin/sh', '-c', 'cat a sub/b c > out; ln -s a link'], %env, "
              "'copyIn': {'a': {'content': 'A\\n'}, 'sub/b': {'content': 'B\\n'}, 'c': {'fileId': '%2'}}, "
              "'copyOut': ['out', 'missing?'], 'copyOutCached': ['a']}]}")

                .replace("%2", cached->toUtf8());
        const RunResult result = run(json).first();
        QCOMPARE(result.status, Status::Accepted);
        QCOMPARE(result.files.value("out"), QByteArray("A\nB\ncached\n"));
        QVERIFY(result.fileError.isEmpty()); // missing? is optional
        QVERIFY(result.fileIds.contains("a"));
        QCOMPARE(files_->read(result.fileIds.value("a")).value(), QByteArray("A\n"));
    }

    // Hydro's interactor writes /w/tout and asks for "/w/tout?"; it reads the message back as files["/w/tout"].
    void aCopyOutByItsPathInsideComesBackUnderThatPath() {
        const RunResult result =
            run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'echo ok > tout'], %env, 'copyOut': ['/w/tout?']}]}")).first();
        QCOMPARE(result.status, Status::Accepted);
        QCOMPARE(result.files.value("/w/tout"), QByteArray("ok\n"));
    }

    // HOJ compiles with stdout and stderr collected at a few KiB: the linker's binary is far larger.
    void aCollectorsMaxDoesNotLimitTheFilesTheProgramWrites() {
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'head -c 1000000 /dev/zero > binary; "
                                       "echo built'], %env, 'files': [null, {'name': 'stdout', 'max': 64}, "
                                       "{'name': 'stderr', 'max': 64}], 'copyOut': ['binary']}]}"))
                                     .first();
        QCOMPARE(result.status, Status::Accepted);
        QCOMPARE(result.files.value("binary").size(), 1000000);
        QCOMPARE(result.files.value("stdout"), QByteArray("built\n"));
    }

    // dataSegmentLimit: the heap is held per process (RLIMIT_DATA at memoryLimit), so a large allocation fails at
    // once instead of growing until the memory accounting stops the run.
    void aDataSegmentLimitHoldsEachProcesssHeapAtTheMemoryLimit() {
        const QByteArray limited = j("{'cmd': [{'args': ['/bin/sh', '-c', 'ulimit -d'], %env, "
                                     "'files': [null, {'name': 'stdout', 'max': 100}], 'memoryLimit': 67108864, "
                                     "'dataSegmentLimit': true}]}");
        QCOMPARE(run(limited).first().files.value("stdout"), QByteArray("65536\n")); // KiB
        QByteArray unlimited = limited;
        unlimited.replace("\"dataSegmentLimit\": true", "\"dataSegmentLimit\": false");
        QCOMPARE(run(unlimited).first().files.value("stdout"), QByteArray("unlimited\n"));
    }

    // copyOutDir dumps /w below the root the server was given, and nowhere else.
    void copyOutDirDumpsTheWorkingDirectoryBelowTheServersRoot() {
        QTemporaryDir root;
        const RunnerOptions options{256ull << 20, QDir(root.path()).canonicalPath()};
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'mkdir d; echo x > d/f'], %env, "
                                       "'copyOutDir': 'dump/1'}]}"),
                                     options)
                                     .first();
        QCOMPARE(result.status, Status::Accepted);
        QFile dumped(root.filePath("dump/1/d/f"));
        QVERIFY(dumped.open(QIODevice::ReadOnly));
        QCOMPARE(dumped.readAll(), QByteArray("x\n"));
        const QByteArray escape =
            "{'cmd': [{'args': ['/bin/true'], 'copyOutDir': '" + root.path().toUtf8() + "/../escape'}]}";
        QCOMPARE(run(j(escape), options).first().status, Status::FileError);
        // A link below the root leading out: refused before anything is made where it leads.
        QTemporaryDir outside;
        QVERIFY(QFile::link(outside.path(), root.filePath("out")));
        QCOMPARE(run(j("{'cmd': [{'args': ['/bin/true'], 'copyOutDir': 'out/made'}]}"), options).first().status,
                 Status::FileError);
        QVERIFY(!QFileInfo::exists(outside.filePath("made")));
    }

    // go-judge ignores copyOutDir ("deprecated and ignored"); HOJ sends "copyOutDir": "1" with every compile.
    void copyOutDirIsIgnoredWithoutARoot() {
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'echo x > f'], %env, 'copyOutDir': '1', "
                                       "'files': [{'content': ''}, {'name': 'stdout', 'max': 16}], "
                                       "'copyOut': ['f']}]}"))
                                     .first();
        QCOMPARE(result.status, Status::Accepted);
        QVERIFY(result.fileError.isEmpty());
        QCOMPARE(result.files.value("f"), QByteArray("x\n"));
    }

    void aMissingCopyOutIsAFileError() {
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/true'], 'copyOut': ['nothing']}]}")).first();
        QCOMPARE(result.status, Status::FileError);
        QCOMPARE(result.fileError.first().type, FileErrorType::CopyOutOpen);
    }

    void aLinkTheProgramMadeIsNeverFollowed() {
        const QByteArray json = j("{'cmd': [{'args': ['/bin/sh', '-c', 'ln -s /etc/passwd out; mkdir d; "
                                  "ln -s /etc dir'], %env, 'copyOut': ['out', 'dir/passwd', 'd']}]}");
        const RunResult result = run(json).first();
        QCOMPARE(result.status, Status::FileError);
        QVERIFY(result.files.isEmpty());
        QCOMPARE(result.fileError.size(), 3);
        for (const FileError& error : result.fileError)
            QCOMPARE(error.type, FileErrorType::CopyOutNotRegularFile);
    }

    void aCopyInNameLeavingTheWorkingDirectoryIsAFileErrorAndNothingRuns() {
        for (const char* name : {"../escape", "/etc/escape", "a/../../escape"}) {
            const RunResult result =
                run(j("{'cmd': [{'args': ['/bin/true'], 'copyIn': {'" + QByteArray(name) + "': {'content': 'x'}}}]}"))
                    .first();
            QCOMPARE(result.status, Status::FileError);
            QCOMPARE(result.fileError.first().type, FileErrorType::CopyInCreateFile);
        }
    }

    void aCopyOutNameLeavingTheWorkingDirectoryReadsNothing() {
        const RunResult result =
            run(j("{'cmd': [{'args': ['/bin/true'], 'copyOut': ['/etc/passwd', '../../../etc/passwd']}]}")).first();
        QCOMPARE(result.status, Status::FileError);
        QVERIFY(result.files.isEmpty());
        QCOMPARE(result.fileError.size(), 2);
    }

    void aCollectorPastItsMaxKeepsOneByteMoreAndSaysSo() {
        const RunResult result =
            run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'echo 0123456789'], %env, 'files': [null, {'name': 'stdout', "
                  "'max': 4}]}]}"))
                .first();
        QCOMPARE(result.status, Status::OutputLimitExceeded);
        QCOMPARE(result.files.value("stdout"), QByteArray("01234"));
        QCOMPARE(result.fileError.first().type, FileErrorType::CollectSizeExceeded);
    }

    // Nothing past a collector's max comes back, so a flood is stopped there (SIGXFSZ) rather than left to write
    // to the server's copy-out bound, where its page cache could reach the memory limit first.
    void aCmdThatOnlyCollectsIsStoppedOneBytePastItsLargestMax() {
        const RunResult result = run(j("{'cmd': [{'args': ['/usr/bin/head', '-c', '100000', '/dev/zero'], %env, "
                                       "'files': [null, {'name': 'stdout', 'max': 1000}, {'name': 'stderr', "
                                       "'max': 10}]}]}"))
                                     .first();
        QCOMPARE(result.status, Status::OutputLimitExceeded);
        QCOMPARE(result.exitStatus, SIGXFSZ);
        QCOMPARE(result.files.value("stdout").size(), 1001);
    }

    // As aCollectorsMaxDoesNotLimitTheFilesTheProgramWrites, with the binary cached (Hydro's and HOJ's way).
    void aCmdThatCachesAFileMayWriteItPastItsCollectorsMax() {
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'head -c 100000 /dev/zero > a.out'], %env, "
                                       "'files': [null, {'name': 'stdout', 'max': 10}, {'name': 'stderr', 'max': 10}], "
                                       "'copyOutCached': ['a.out?']}]}"))
                                     .first();
        QCOMPARE(result.status, Status::Accepted);
        QCOMPARE(files_->read(result.fileIds.value("a.out")).value().size(), 100000);
    }

    void aCollectedStdoutCanBeCachedInstead() {
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/echo', 'hi'], 'files': [null, {'name': 'stdout', "
                                       "'max': 100}], 'copyOutCached': ['stdout']}]}"))
                                     .first();
        QCOMPARE(result.status, Status::Accepted);
        QVERIFY(!result.files.contains("stdout"));
        QCOMPARE(files_->read(result.fileIds.value("stdout")).value(), QByteArray("hi\n"));
    }

    void twoProgramsJoinedByAPipeTalk() {
        const QByteArray json = j("{'cmd': [{'args': ['/bin/echo', 'through the pipe'], 'files': [null, null, null]}, "
                                  "{'args': ['/bin/cat'], 'files': [null, {'name': 'stdout', 'max': 100}, null]}], "
                                  "'pipeMapping': [{'in': {'index': 0, 'fd': 1}, 'out': {'index': 1, 'fd': 0}}]}");
        const QList<RunResult> results = run(json);
        QCOMPARE(results.size(), 2);
        QCOMPARE(results[0].status, Status::Accepted);
        QCOMPARE(results[1].status, Status::Accepted);
        QCOMPARE(results[1].files.value("stdout"), QByteArray("through the pipe\n"));
    }

    void twoProgramsTalkThroughProxiesThatKeepWhatEachSaid() {
        const QByteArray json =
            j("{'cmd': [{'args': ['/bin/sh', '-c', 'echo ping; read r; echo \\\"got $r\\\" >&2'], %env, "
              "'files': [null, null, {'name': 'stderr', 'max': 100}]}, "
              "{'args': ['/bin/sh', '-c', 'read q; echo \\\"pong to $q\\\"'], %env, 'files': [null, null, null]}], "
              "'pipeMapping': [{'in': {'index': 0, 'fd': 1}, 'out': {'index': 1, 'fd': 0}, 'proxy': true, "
              "'name': 'to-1', 'max': 100}, {'in': {'index': 1, 'fd': 1}, 'out': {'index': 0, 'fd': 0}, "
              "'proxy': true, 'name': 'to-0'}]}");
        const QList<RunResult> results = run(json);
        QCOMPARE(results[0].status, Status::Accepted);
        QCOMPARE(results[1].status, Status::Accepted);
        QCOMPARE(results[0].files.value("to-1"), QByteArray("ping\n"));
        QCOMPARE(results[1].files.value("to-0"), QByteArray("pong to ping\n"));
        QCOMPARE(results[0].files.value("stderr"), QByteArray("got pong to ping\n"));
    }

    void aProxyKeepsAtMostItsMaxAndPassesEverythingOn() {
        const QByteArray json =
            j("{'cmd': [{'args': ['/bin/sh', '-c', 'echo 0123456789'], %env, 'files': [null, null, null]}, "
              "{'args': ['/bin/cat'], 'files': [null, {'name': 'stdout', 'max': 100}, null]}], "
              "'pipeMapping': [{'in': {'index': 0, 'fd': 1}, 'out': {'index': 1, 'fd': 0}, 'proxy': true, "
              "'name': 'seen', 'max': 3}]}");
        const QList<RunResult> results = run(json);
        QCOMPARE(results[0].files.value("seen"), QByteArray("012"));
        QCOMPARE(results[1].files.value("stdout"), QByteArray("0123456789\n"));
        QCOMPARE(results[0].status, Status::Accepted); // a proxy never makes an output limit
    }

    void aReaderThatLeavesEarlyDoesNotBlockTheWriter() {
        const QByteArray json =
            j("{'cmd': [{'args': ['/bin/sh', '-c', 'i=0; while [ $i -lt 20000 ]; do echo line $i; i=$((i+1)); done'], "
              "%env, 'files': [null, null, null], 'clockLimit': 20000000000}, "
              "{'args': ['/bin/true'], 'files': [null, null, null]}], "
              "'pipeMapping': [{'in': {'index': 0, 'fd': 1}, 'out': {'index': 1, 'fd': 0}, 'proxy': true}]}");
        const QList<RunResult> results = run(json);
        QCOMPARE(results[0].status, Status::Accepted);
        QCOMPARE(results[1].status, Status::Accepted);
    }

    void filesPastStderrAreReadAndCollectedOnTheirFds() {
        const RunResult result =
            run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'cat <&3 >&4; echo five >&5'], %env, "
                  "'files': [null, null, null, {'content': 'on fd 3\\n'}, {'name': 'four', 'max': 100}, "
                  "{'name': 'five', 'max': 100}]}]}"))
                .first();
        QCOMPARE(result.status, Status::Accepted);
        QCOMPARE(result.files.value("four"), QByteArray("on fd 3\n"));
        QCOMPARE(result.files.value("five"), QByteArray("five\n"));
    }

    void aNullPastStderrIsAnEmptyInput() {
        const RunResult result = run(j("{'cmd': [{'args': ['/bin/sh', '-c', 'cat <&3'], %env, "
                                       "'files': [null, {'name': 'stdout', 'max': 100}, null, null]}]}"))
                                     .first();
        QCOMPARE(result.status, Status::Accepted);
        QCOMPARE(result.files.value("stdout"), QByteArray());
    }

    void aPipeJoinsAnyFdOfOneProgramToAnyFdOfAnother() {
        // The writer's fd 3 to the reader's fd 4, the way a judge joins an interactor's extra channel.
        const QByteArray json =
            j("{'cmd': [{'args': ['/bin/sh', '-c', 'echo over fd 3 >&3'], %env, 'files': [null, null, null, null]}, "
              "{'args': ['/bin/sh', '-c', 'cat <&4'], %env, "
              "'files': [null, {'name': 'stdout', 'max': 100}, null, null, null]}], "
              "'pipeMapping': [{'in': {'index': 0, 'fd': 3}, 'out': {'index': 1, 'fd': 4}}]}");
        const QList<RunResult> results = run(json);
        QCOMPARE(results[0].status, Status::Accepted);
        QCOMPARE(results[1].status, Status::Accepted);
        QCOMPARE(results[1].files.value("stdout"), QByteArray("over fd 3\n"));
    }

    void aPipeToAnFdThatIsNotKeptNullIsRefused() {
        const RequestError error =
            notRun(j("{'cmd': [{'args': ['/bin/true'], 'files': [null, null, null]}, "
                     "{'args': ['/bin/true'], 'files': [{'content': ''}, null, null]}], "
                     "'pipeMapping': [{'in': {'index': 0, 'fd': 1}, 'out': {'index': 1, 'fd': 0}}]}"));
        QCOMPARE(error.httpStatus, 500);
        QVERIFY2(error.message.contains("cmd[1].files[0] must be null"), qPrintable(error.message));
    }

    void anUnknownCachedFileIsRefusedAs500() {
        const RequestError error =
            notRun(j("{'cmd': [{'args': ['/bin/true'], 'files': [{'fileId': 'ABCDEFGHIJKLMNOP'}]}]}"));
        QCOMPARE(error.httpStatus, 500);
        QVERIFY(error.message.contains("not exists"));
    }

    void aMissingCopyInSourceIsAFileErrorAndNothingRuns() {
        const RunResult result =
            run(j("{'cmd': [{'args': ['/bin/true'], 'copyIn': {'a': {'src': '/nonexistent/file'}}}]}")).first();
        QCOMPARE(result.status, Status::FileError);
        QCOMPARE(result.fileError.first().type, FileErrorType::CopyInOpenFile);
    }

    void aProgramThatIsNotThereIsAnInternalErrorSayingWhy() {
        const RunResult result = run(j("{'cmd': [{'args': ['/no/such/program']}]}")).first();
        QCOMPARE(result.status, Status::InternalError);
        QVERIFY(!result.error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(GoJudgeRunner)
#include "test_gojudge_runner.moc"
