// Who stops talking first in an interactive run, told by the order of the hang-ups on the programs'
// output pipes, with the judge out of the data path.
#include "judge/interaction.h"
#include "sandbox/syscalls.h"

#include <QTest>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <thread>

using namespace jd::judge;
using jd::sandbox::UniqueFd;
using namespace std::chrono_literals;

namespace {

struct Pipe {
    UniqueFd read, write;
    Pipe() {
        int ends[2];
        if (::pipe2(ends, O_CLOEXEC) != 0) qFatal("pipe2 failed");
        read.reset(ends[0]);
        write.reset(ends[1]);
    }
};

} // namespace

class SilenceWatchTest : public QObject {
    Q_OBJECT

private slots:
    void theInteractorHangingUpFirstIsReported() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY2(watch, watch ? "" : watch.error().c_str());
        interactor.write.reset();
        program.write.reset();
        QCOMPARE(watch->firstToFallSilent(), SilenceWatch::Side::Interactor);
    }

    void theProgramHangingUpFirstIsReported() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY(watch);
        program.write.reset();
        interactor.write.reset();
        QCOMPARE(watch->firstToFallSilent(), SilenceWatch::Side::Program);
    }

    void dataPassingThroughDoesNotCountAsSilence() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY(watch);
        int passed = 0;
        std::thread talker([&] {
            for (int i = 0; i < 20; ++i) {
                char got[3];
                if (jd::sandbox::sys::writeAll(program.write.get(), "42\n", 3) &&
                    ::read(program.read.get(), got, sizeof got) == 3)
                    ++passed;
                std::this_thread::sleep_for(2ms);
            }
            interactor.write.reset();
        });
        QCOMPARE(watch->firstToFallSilent(), SilenceWatch::Side::Interactor);
        talker.join();
        QCOMPARE(passed, 20);
    }

    // With plain pipes, a program writing to an interactor that has gone must fail as it would with
    // no judge in between, not block on a reader the judge keeps alive.
    void aWriteToAReaderThatIsGoneFailsOnceTheWatchIsOver() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY(watch);
        interactor.write.reset();
        program.read.reset(); // the interactor, its only real reader, is gone
        QCOMPARE(watch->firstToFallSilent(), SilenceWatch::Side::Interactor);
        QCOMPARE(jd::sandbox::sys::writeWithoutSigpipe(program.write.get(), "x", 1), ssize_t(-1));
        QCOMPARE(errno, EPIPE);
    }
};

QTEST_GUILESS_MAIN(SilenceWatchTest)
#include "test_silence_watch.moc"
