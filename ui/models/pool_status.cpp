#include "pool_status.h"

#include <QCoreApplication>

#include <algorithm>

namespace jd::ui {

PoolStatus describePools(const std::vector<protocol::PoolStats>& pools) {
    PoolStatus status;
    if (pools.empty()) {
        status.text = QCoreApplication::translate("PoolStatus", "Sandboxes: none yet");
        status.details =
            QCoreApplication::translate("PoolStatus", "The warm sandbox pool starts with the first judging.");
        return status;
    }
    int active = 0, total = 0, warm = 0, waiting = 0;
    QStringList lines;
    for (const protocol::PoolStats& pool : pools) {
        active += pool.active;
        total += pool.total;
        warm += pool.idle;
        waiting += pool.waiting;
        const std::string level = protocol::loadLevel(pool);
        if (pool.waiting > 0)
            status.load = PoolLoad::High;
        else if (pool.scaleLimit > pool.poolSize)
            status.load = std::max(status.load, level == "HIGH LOAD"       ? PoolLoad::High
                                                : level == "MODERATE LOAD" ? PoolLoad::Moderate
                                                                           : PoolLoad::Normal);
        lines << QStringLiteral("%1: %2%3")
                     .arg(QString::fromStdString(pool.profile), QString::fromStdString(protocol::describeFigures(pool)),
                          level.empty() ? QString() : QStringLiteral(" — ") + QString::fromStdString(level));
    }
    status.text =
        QCoreApplication::translate("PoolStatus", "Sandboxes: %1 busy, %2 warm of %3").arg(active).arg(warm).arg(total);
    if (waiting) status.text += QCoreApplication::translate("PoolStatus", ", %1 waiting").arg(waiting);
    status.details = lines.join('\n');
    return status;
}

QColor poolLoadColor(PoolLoad load) {
    switch (load) {
    case PoolLoad::Normal: return {};
    case PoolLoad::Moderate: return QColor(0xf5, 0xc2, 0x6b, 110);
    case PoolLoad::High: return QColor(0xe0, 0x6c, 0x5f, 110);
    }
    return {};
}

} // namespace jd::ui
