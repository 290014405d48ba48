#include "bench_appimage.h"

#include "cold_start.h"
#include "median.h"

#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <vector>

void appImageBenchmark(QTextStream& out, int rounds) {
    const QString bin = QCoreApplication::applicationDirPath();
    // build/<dir>/bin/ -> build/appimage/, where `packaging/dev.sh appimage` puts it.
    const QDir images(bin + "/../../appimage");
    const QStringList built = images.entryList({"JudgeDesk-*-x86_64.AppImage"}, QDir::Files, QDir::Time);
    if (built.isEmpty()) {
        out << "appimage_start_over_native: n/a (no AppImage in " << QDir::cleanPath(images.path())
            << "; packaging/dev.sh appimage builds one)\n";
        return;
    }
    const QString image = images.filePath(built.first());
    const QString native = bin + "/judgedesk";
    QTemporaryDir config, cache;
    // Starts as a user's: the image's copy in a cache of this benchmark's own, made by the first start.
    QProcessEnvironment cached;
    cached.insert("XDG_CACHE_HOME", cache.path());
    QProcessEnvironment mounted;
    mounted.insert("JUDGEDESK_APPIMAGE_CACHE", "off");
    coldStart(native, config.path()); // into the page cache
    coldStart(image, config.path(), cached);
    // The copy is made once the first start has ended, by the image's FUSE server.
    const QDir copies(cache.path() + "/judgedesk/appimage");
    auto copyMade = [&] { return !copies.entryList({"*-*"}, QDir::Dirs | QDir::NoDotAndDotDot).isEmpty(); };
    for (int waited = 0; waited < 300 && !copyMade(); ++waited)
        QThread::msleep(100);
    coldStart(image, config.path(), cached);
    coldStart(image, config.path(), mounted);

    std::vector<double> ratios, firstRatios, nativeTimes, cachedTimes, mountedTimes;
    for (int round = 0; round < rounds; ++round) {
        const double here = coldStart(native, config.path());
        const double fromCopy = coldStart(image, config.path(), cached);
        const double fromMount = coldStart(image, config.path(), mounted);
        if (here <= 0 || fromCopy <= 0 || fromMount <= 0) {
            out << "appimage_start_over_native: n/a (" << (here <= 0 ? native : image) << " did not start offscreen)\n";
            return;
        }
        ratios.push_back(fromCopy / here);
        firstRatios.push_back(fromMount / here);
        nativeTimes.push_back(here);
        cachedTimes.push_back(fromCopy);
        mountedTimes.push_back(fromMount);
    }
    out << QStringLiteral("first paint: native %1 ms; %2 from its cached copy %3 ms, from its FUSE mount (a first "
                          "start) %4 ms (medians of %5)\n")
               .arg(median(nativeTimes), 0, 'f', 1)
               .arg(built.first())
               .arg(median(cachedTimes), 0, 'f', 1)
               .arg(median(mountedTimes), 0, 'f', 1)
               .arg(rounds);
    out << QStringLiteral("appimage_first_start_over_native: %1\n").arg(median(firstRatios), 0, 'f', 2);
    out << QStringLiteral("appimage_start_over_native: %1\n").arg(median(ratios), 0, 'f', 2);
}
