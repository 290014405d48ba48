// Who stops talking first in an interactive run, told by the order of the hang-ups on the programs'
// output pipes, with the judge out of the data path.
#include "judge/interaction.h"
#include "sandbox/runtime/syscalls.h"

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
        QCOMPARE(watch->nextToFallSilent(), SilenceWatch::Side::Interactor);
    }

    void theProgramHangingUpFirstIsReported() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY(watch);
        program.write.reset();
        interactor.write.reset();
        QCOMPARE(watch->nextToFallSilent(), SilenceWatch::Side::Program);
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
        QCOMPARE(watch->nextToFallSilent(), SilenceWatch::Side::Interactor);
        talker.join();
        QCOMPARE(passed, 20);
    }

    void bothHangUpsAreCollectedInTheOrderTheyHappened() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY(watch);
        interactor.write.reset();
        program.write.reset();
        const std::vector<SilenceWatch::Side> order{SilenceWatch::Side::Interactor, SilenceWatch::Side::Program};
        QVERIFY(watch->collect() == order);
        QVERIFY(watch->collect().empty()); // each hang-up is reported once
    }

    void nothingIsCollectedWhileBothTalk() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY(watch);
        QVERIFY(jd::sandbox::sys::writeAll(program.write.get(), "1\n", 2));
        QVERIFY(watch->collect().empty());
    }

    // problemtools keeps a reader on both pipes to the end: a program writing just after the interactor
    // has gone must not die of a broken pipe because of when it was scheduled.
    void aWriteAfterThePeerHasGoneDoesNotBreakThePipeWhileWatched() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY(watch);
        interactor.write.reset();
        program.read.reset(); // the interactor, its only real reader, is gone
        QCOMPARE(watch->nextToFallSilent(), SilenceWatch::Side::Interactor);
        QCOMPARE(jd::sandbox::sys::writeWithoutSigpipe(program.write.get(), "x", 1), ssize_t(1));
    }

    void whatIsLeftInAPipeCanBeDrainedThroughTheWatch() {
        Pipe program, interactor;
        auto watch = SilenceWatch::watch(program.read.get(), interactor.read.get());
        QVERIFY(watch);
        interactor.read.reset();
        QVERIFY(jd::sandbox::sys::writeAll(interactor.write.get(), "late", 4));
        char got[8];
        QCOMPARE(::read(watch->outputOf(SilenceWatch::Side::Interactor), got, sizeof got), ssize_t(4));
    }
};

QTEST_GUILESS_MAIN(SilenceWatchTest)
#include "test_silence_watch.moc"
