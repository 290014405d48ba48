// sandbox_config.yml as the sandbox manager seed writes it: its defaults, each pool's own settings, and
// a clear error for every number that cannot be.
#include "protocol/pools/pool_config.h"

#include <QTest>

using namespace jd::protocol;
using namespace std::chrono_literals;

class PoolConfigTest : public QObject {
    Q_OBJECT
private slots:
    void theSeedsExampleIsRead() {
        auto config = parsePoolsConfig("general:\n"
                                       "  # Minimum idle sandboxes per language (always kept warm)\n"
                                       "  pool_size: 3\n"
                                       "  scale_limit: 10\n"
                                       "  idle_timeout: 600\n"
                                       "  running_timeout: 120\n"
                                       "pools:\n  python: {}\n  cpp:\n    pool_size: 2\n    running_timeout: 0.5\n",
                                       "sandbox_config.yml");
        QVERIFY2(config, config ? "" : config.error().c_str());
        QCOMPARE(config->pools.size(), size_t(2));
        const PoolSettings python = config->pools.at("python");
        QCOMPARE(python.poolSize, 3);
        QCOMPARE(python.scaleLimit, 10);
        QCOMPARE(python.idleTimeout, 600s);
        QCOMPARE(python.runningTimeout, 120s);
        const PoolSettings cpp = config->pools.at("cpp");
        QCOMPARE(cpp.poolSize, 2);
        QCOMPARE(cpp.runningTimeout, 500ms);
        QCOMPARE(cpp.scaleLimit, 10);
    }

    // The seed's own sandbox_config.yml: general: only, for every language it has a pool of.
    void theSeedsOwnFileGivesEachOfItsLanguagesAPool() {
        auto config = parsePoolsConfig("general:\n  pool_size: 2\n  scale_limit: 5\n  idle_timeout: 300\n"
                                       "  running_timeout: 60\n",
                                       "sandbox_config.yml");
        QVERIFY2(config, config ? "" : config.error().c_str());
        QCOMPARE(config->pools.size(), size_t(5));
        for (const char* language : {"python", "java", "node", "cpp", "c"}) {
            const PoolSettings settings = config->pools.at(language);
            QCOMPARE(settings.poolSize, 2);
            QCOMPARE(settings.scaleLimit, 5);
            QCOMPARE(settings.idleTimeout, 300s);
            QCOMPARE(settings.runningTimeout, 60s);
        }
    }

    void withoutAGeneralSectionTheSeedsDefaultsHold() {
        auto config = parsePoolsConfig("pools:\n  java:\n", "f.yml");
        QVERIFY(config);
        const PoolSettings java = config->pools.at("java");
        QCOMPARE(java.poolSize, 3);
        QCOMPARE(java.scaleLimit, 10);
        QCOMPARE(java.idleTimeout, 600s);
        QCOMPARE(java.runningTimeout, 120s);
    }

    void impossibleSettingsAreNamedWithTheirLine_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("message");
        QTest::newRow("pool above the cap") << QByteArray("pools:\n  py:\n    pool_size: 5\n    scale_limit: 4\n")
                                            << "f.yml:3: pool_size 5 is above scale_limit 4";
        QTest::newRow("negative") << QByteArray("general:\n  pool_size: -1\npools:\n  py: {}\n")
                                  << "f.yml:2: pool_size: expected a number >= 0";
        QTest::newRow("not a number") << QByteArray("general:\n  idle_timeout: .nan\npools:\n  py: {}\n")
                                      << "f.yml:2: idle_timeout: expected a number >= 0";
        QTest::newRow("words") << QByteArray("general:\n  idle_timeout: soon\npools:\n  py: {}\n")
                               << "f.yml:2: idle_timeout: expected a number";
        QTest::newRow("half a sandbox") << QByteArray("general:\n  scale_limit: 2.5\npools:\n  py: {}\n")
                                        << "f.yml:2: scale_limit: expected a whole number up to 1000";
        QTest::newRow("no time at all") << QByteArray("general:\n  running_timeout: 0\npools:\n  py: {}\n")
                                        << "f.yml:2: running_timeout: expected seconds above 0 and up to a day";
        QTest::newRow("a cap of nothing")
            << QByteArray("general:\n  pool_size: 0\n  scale_limit: 0\npools:\n  py: {}\n")
            << "scale_limit: at least one sandbox";
        QTest::newRow("unknown key") << QByteArray("general:\n  pool: 3\npools:\n  py: {}\n")
                                     << "f.yml:2: unknown setting pool";
        QTest::newRow("no pools") << QByteArray("general:\n  pool_size: 1\npools: {}\n")
                                  << "pools: expected at least one pool";
        QTest::newRow("unknown section beside general")
            << QByteArray("general:\n  pool_size: 1\nextra: 1\n") << "unknown section extra";
        QTest::newRow("bad name") << QByteArray("pools:\n  ../x: {}\n") << "pool name '../x'";
        QTest::newRow("not YAML") << QByteArray("pools: [\n") << "f.yml:";
        QTest::newRow("unknown section") << QByteArray("pools:\n  py: {}\nextra: 1\n") << "unknown section extra";
    }
    void impossibleSettingsAreNamedWithTheirLine() {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, message);
        auto config = parsePoolsConfig(yaml.toStdString(), "f.yml");
        QVERIFY2(!config, "accepted");
        QVERIFY2(QString::fromStdString(config.error()).contains(message), config.error().c_str());
    }

    void aMissingFileIsNamed() {
        auto config = readPoolsConfig("/nonexistent/sandbox_config.yml");
        QVERIFY(!config);
        QVERIFY(QString::fromStdString(config.error()).startsWith("/nonexistent/sandbox_config.yml: cannot be read"));
    }
};

QTEST_GUILESS_MAIN(PoolConfigTest)
#include "test_pool_config.moc"
