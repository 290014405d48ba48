// The CommonBox semantics of a run: streaming input and output, input that never fails because the
// program died, force_exit that tells a normal end from a forced one, peak-memory reset, live samples.
#include "sandbox_fixture.h"

#include <QTemporaryFile>
#include <QTest>
#include <QVersionNumber>

#include <fcntl.h>
#include <unistd.h>

#include <atomic>

using namespace jd::sandbox;
using namespace jd::test;
using namespace std::chrono_literals;

namespace {

RunSpec systemProgram(std::vector<std::string> argv) {
    RunSpec spec;
    spec.argv = std::move(argv);
    spec.environment = {"PATH=/usr/bin:/bin"};
    spec.limits.cpuTime = 10s;
    spec.limits.wallTime = 20s;
    spec.stdinSpec = StreamSpec::pipe();
    spec.stdoutSpec = StreamSpec::pipe();
    return spec;
}

QByteArray readAll(Process& process) {
    QByteArray output;
    char buffer[4096];
    for (ssize_t got; (got = process.read(buffer, sizeof buffer)) > 0;)
        output.append(buffer, got);
    return output;
}

} // namespace

class ProcessStreams : public QObject {
    Q_OBJECT
    std::shared_ptr<Sandbox> sandbox_;

private slots:
    void initTestCase() {
        const SandboxMode mode = modeFromEnvironment();
        if (const QString why = modeUnavailable(mode); !why.isEmpty()) QSKIP(qPrintable(why));
        sandbox_ = createSandbox(mode);
    }

    void inputIsStreamedAndOutputReadIncrementally() {
        auto process = sandbox_->start(systemProgram({"/bin/cat"}));
        QVERIFY2(process, process ? "" : process.error().c_str());
        Process& cat = *process.value();
        QVERIFY(cat.write("hello "));
        QVERIFY(cat.write("sandbox\n"));
        QByteArray first;
        char buffer[64];
        while (first.size() < 14) {
            ssize_t got = cat.read(buffer, sizeof buffer);
            QVERIFY(got > 0);
            first.append(buffer, got);
        }
        QCOMPARE(first, QByteArray("hello sandbox\n"));
        QVERIFY(cat.closeInput());
        QCOMPARE(cat.read(buffer, sizeof buffer), ssize_t(-1));
        QCOMPARE(statusCode(cat.wait().status), std::string("OK"));
    }

    void largeInputFromAFileRegionArrivesWhole() {
        QTemporaryFile file;
        QVERIFY(file.open());
        QByteArray payload(3 << 20, 'a');
        for (int i = 0; i < payload.size(); i += 4096)
            payload[i] = char('0' + (i / 4096) % 10);
        file.write("HEADER");
        file.write(payload);
        file.flush();
        auto process = sandbox_->start(systemProgram({"/bin/cat"}));
        QVERIFY(process);
        QVERIFY(process.value()->writeFd(file.handle(), 6, static_cast<size_t>(payload.size())));
        QVERIFY(process.value()->closeInput());
        QCOMPARE(readAll(*process.value()), payload);
        QCOMPARE(statusCode(process.value()->wait().status), std::string("OK"));
    }

    void writingToAProgramThatEndedNeverFails() {
        auto process = sandbox_->start(systemProgram({"/bin/true"}));
        QVERIFY(process);
        Process& run = *process.value();
        QCOMPARE(statusCode(run.wait().status), std::string("OK"));
        QByteArray megabyte(1 << 20, 'x');
        for (int i = 0; i < 8; ++i)
            QVERIFY(run.write(std::string_view(megabyte.constData(), megabyte.size())));
        QVERIFY(run.writeFile("/etc/hostname").ok() || true); // the file's presence is the host's business
        QVERIFY(run.closeInput());
        char byte;
        QCOMPARE(run.read(&byte, 1), ssize_t(-1));
    }

    void descriptorsPastStderrAreTheProgramsFdThreeAndOn() {
        int toProgram[2], fromProgram[2];
        QCOMPARE(::pipe2(toProgram, O_CLOEXEC), 0);
        QCOMPARE(::pipe2(fromProgram, O_CLOEXEC), 0);
        UniqueFd toRead(toProgram[0]), toWrite(toProgram[1]), fromRead(fromProgram[0]), fromWrite(fromProgram[1]);
        // Given in an order unlike their numbers, with /dev/null between them, so that placing one could
        // overwrite another if the init did not lift them first.
        RunSpec spec = systemProgram({"/bin/sh", "-c", "cat <&5 >&3; cat <&4"});
        spec.inheritedFds = {fromWrite.get(), -1, toRead.get()};
        auto process = sandbox_->start(spec);
        QVERIFY2(process, process ? "" : process.error().c_str());
        QCOMPARE(::write(toWrite.get(), "through fd 5\n", 13), ssize_t(13));
        toWrite.reset();
        fromWrite.reset(); // the program holds the only writer left
        const RunResult result = process.value()->wait();
        QCOMPARE(statusCode(result.status), std::string("OK"));
        char buffer[64] = {};
        QCOMPARE(::read(fromRead.get(), buffer, sizeof buffer), ssize_t(13));
        QCOMPARE(QByteArray(buffer), QByteArray("through fd 5\n"));
    }

    void aProgramHasNoDescriptorPastThoseItWasGiven() {
        RunSpec spec = systemProgram(
            {"/bin/sh", "-c", "for fd in 3 4 5 6 7 8 9; do { true >&$fd; } 2>/dev/null && echo $fd; done; exit 0"});
        spec.inheritedFds = {-1, -1};
        auto process = sandbox_->start(spec);
        QVERIFY(process);
        QCOMPARE(readAll(*process.value()), QByteArray("3\n4\n"));
        QCOMPARE(statusCode(process.value()->wait().status), std::string("OK"));
    }

    void forceExitOfAProgramThatEndsByItselfIsANormalExit() {
        // cat ends as soon as its input closes, well inside the 50 ms force_exit gives it; it is seen
        // running first, as those 50 ms are not for a start-up that a loaded machine may make slower.
        auto process = sandbox_->start(systemProgram({"/bin/cat"}));
        QVERIFY(process);
        QVERIFY(process.value()->write("up\n"));
        QByteArray echoed;
        char buffer[16];
        while (echoed.size() < 3) {
            const ssize_t got = process.value()->read(buffer, sizeof buffer);
            QVERIFY(got > 0);
            echoed.append(buffer, got);
        }
        process.value()->forceExit();
        const RunResult& result = process.value()->wait();
        QCOMPARE(QString::fromStdString(exitReason(result)), QStringLiteral("Exited normally (return code 0)"));
    }

    void forceExitOfAProgramThatIgnoresItIsForced() {
        auto process = sandbox_->start(systemProgram({"/bin/sleep", "600"}));
        QVERIFY(process);
        process.value()->forceExit();
        const RunResult& result = process.value()->wait();
        QCOMPARE(QString::fromStdString(exitReason(result)), QStringLiteral("Terminated (forced exit)"));
        QVERIFY(result.wallTime < 5s);
    }

    void samplesArriveAtFiftyHertz() {
        RunSpec spec = hostileSpec("hostile-busy-cpu", {"600"});
        auto process = sandbox_->start(spec);
        QVERIFY(process);
        std::atomic<int> samples{0};
        std::atomic<int64_t> lastCpu{0};
        process.value()->setSampleCallback([&](const Sample& sample) {
            ++samples;
            lastCpu = sample.cpu.count();
        });
        QCOMPARE(statusCode(process.value()->wait().status), std::string("OK"));
        // 0.6 s of CPU takes at least 0.6 s of wall time: 30 samples at 50 Hz, 20 leave room for a busy host.
        QVERIFY2(samples >= 20, qPrintable(QStringLiteral("%1 samples").arg(samples.load())));
        QVERIFY(lastCpu > 300'000'000);
    }

    void peakMemoryCanBeResetWhileRunning() {
        if (sandbox_->report().accountingDescription.rfind("cgroup v2", 0) == 0 &&
            QVersionNumber::fromString(QString::fromStdString(probeHost().kernelRelease)) < QVersionNumber(6, 12))
            QSKIP("memory.peak can only be reset from Linux 6.12 on");
        // Touches 96 MiB and holds it until told, then frees it and idles: after a reset the peak falls
        // back to what is in use.
        RunSpec spec = systemProgram({"/usr/bin/python3", "-c",
                                      "import sys,time\nb=bytearray(96<<20)\nfor i in range(0,len(b),4096): b[i]=1\n"
                                      "print('touched',flush=True)\nsys.stdin.readline()\n"
                                      "del b\nprint('freed',flush=True)\ntime.sleep(30)\n"});
        spec.limits.memory = 512ull << 20;
        auto process = sandbox_->start(spec);
        QVERIFY(process);
        Process& run = *process.value();
        auto readLine = [&run] {
            QByteArray line;
            char byte;
            while (!line.endsWith('\n') && run.read(&byte, 1) == 1)
                line.append(byte);
            return line;
        };
        QCOMPARE(readLine(), QByteArray("touched\n"));
        QTRY_VERIFY_WITH_TIMEOUT(run.usage().memoryPeak >= (96ull << 20), 5000);
        QVERIFY(run.write("\n"));
        QCOMPARE(readLine(), QByteArray("freed\n"));
        QVERIFY(run.resetPeakMemory());
        QTRY_VERIFY_WITH_TIMEOUT(run.usage().memoryPeak < (64ull << 20), 5000);
        run.forceExit();
        QCOMPARE(statusCode(run.wait().status), std::string("FX"));
    }

    void limitsCanBeExtendedWhileRunning() {
        RunSpec spec = hostileSpec("hostile-busy-cpu", {"700"});
        spec.limits.cpuTime = 300ms;
        auto process = sandbox_->start(spec);
        QVERIFY(process);
        process.value()->extendCpuLimit(10s); // from now on: 10 s more than what is used
        QCOMPARE(statusCode(process.value()->wait().status), std::string("OK"));
    }
};

QTEST_GUILESS_MAIN(ProcessStreams)
#include "test_process_streams.moc"
