// What the status bar says of the sandbox pools: the line, the figures of each pool, and the tint at
// the seed monitor's load levels.
#include "models/pool_status.h"
#include "widgets/pool_status_label.h"

#include <QTest>

using namespace jd;
using jd::protocol::PoolStats;

namespace {

PoolStats pool(const std::string& profile, int idle, int active, int scaleLimit, int waiting = 0) {
    PoolStats stats;
    stats.profile = profile;
    stats.idle = idle;
    stats.active = active;
    stats.waiting = waiting;
    stats.total = idle + active;
    stats.poolSize = std::min(idle + active, scaleLimit);
    stats.scaleLimit = scaleLimit;
    stats.utilisation = stats.total ? 100.0 * active / stats.total : 0;
    return stats;
}

} // namespace

class PoolStatusTest : public QObject {
    Q_OBJECT
private slots:
    void beforeTheFirstJudgingItSaysThereAreNoSandboxesYet() {
        const ui::PoolStatus status = ui::describePools({});
        QCOMPARE(status.text, QStringLiteral("Sandboxes: none yet"));
        QCOMPARE(status.load, ui::PoolLoad::Normal);
    }

    void theLineAddsUpEveryPoolAndTheTooltipListsEach() {
        const ui::PoolStatus status = ui::describePools({pool("cpp", 2, 1, 8), pool("python", 3, 0, 8)});
        QCOMPARE(status.text, QStringLiteral("Sandboxes: 1 busy, 5 warm of 6"));
        const QStringList lines = status.details.split('\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0],
                 QStringLiteral("cpp: 2 idle, 1 active, 3 total (pool_size 3, scale_limit 8), 33.3 % in use"));
        QVERIFY(lines[1].startsWith("python: 3 idle, 0 active"));
    }

    void aPoolOfFixedSizeFullyInUseIsNoWarning() {
        const ui::PoolStatus status = ui::describePools({pool("judge", 0, 3, 3)});
        QCOMPARE(status.load, ui::PoolLoad::Normal);
        QVERIFY(status.details.contains("HIGH LOAD")); // the seed's words are still there to read
    }

    void runsWaitingForASandboxAreAHighLoad() {
        const ui::PoolStatus status = ui::describePools({pool("judge", 0, 3, 3, 2)});
        QCOMPARE(status.load, ui::PoolLoad::High);
        QCOMPARE(status.text, QStringLiteral("Sandboxes: 3 busy, 0 warm of 3, 2 waiting"));
        QVERIFY(status.details.contains(", 2 waiting"));
    }

    void theBusiestPoolSetsTheLoadAtSeventyAndNinetyPercent_data() {
        QTest::addColumn<int>("idle");
        QTest::addColumn<int>("active");
        QTest::addColumn<int>("load");
        QTest::newRow("69 %") << 31 << 69 << int(ui::PoolLoad::Normal);
        QTest::newRow("70 %") << 3 << 7 << int(ui::PoolLoad::Moderate);
        QTest::newRow("89 %") << 11 << 89 << int(ui::PoolLoad::Moderate);
        QTest::newRow("90 %") << 1 << 9 << int(ui::PoolLoad::High);
        QTest::newRow("all busy") << 0 << 4 << int(ui::PoolLoad::High);
    }
    void theBusiestPoolSetsTheLoadAtSeventyAndNinetyPercent() {
        QFETCH(int, idle);
        QFETCH(int, active);
        QFETCH(int, load);
        const ui::PoolStatus status = ui::describePools({pool("quiet", 4, 0, 8), pool("busy", idle, active, 200)});
        QCOMPARE(int(status.load), load);
        QCOMPARE(ui::poolLoadColor(status.load).isValid(), load != int(ui::PoolLoad::Normal));
        if (load == int(ui::PoolLoad::High)) QVERIFY(status.details.contains("HIGH LOAD"));
    }

    void theLabelFollowsItsSourceOnceASecondWhileShown() {
        std::vector<PoolStats> figures;
        ui::PoolStatusLabel label([&] { return figures; });
        QCOMPARE(label.text(), QStringLiteral("Sandboxes: none yet"));
        label.show();
        figures = {pool("judge", 0, 2, 2, 1)};
        QTRY_COMPARE_WITH_TIMEOUT(label.text(), QStringLiteral("Sandboxes: 2 busy, 0 warm of 2, 1 waiting"), 3000);
        QCOMPARE(label.property("load").toInt(), int(ui::PoolLoad::High));
        QVERIFY(label.toolTip().startsWith("judge: 0 idle, 2 active"));
    }
};

QTEST_MAIN(PoolStatusTest)
#include "test_pool_status.moc"
