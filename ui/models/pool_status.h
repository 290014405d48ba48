#pragma once
// What the status bar says of the sandbox pools: a short line, the figures of every pool in its tooltip
// (with the seed monitor's warnings at 70 % and 90 % in use), and the load that tints it. A pool of a
// fixed size (pool_size = scale_limit, as the judge's own: one sandbox per worker) is meant to be fully
// in use while judging, so only runs waiting for a sandbox, or a pool that can grow nearing its limit,
// tint the line.
#include "protocol/pools/pool_figures.h"

#include <QColor>
#include <QString>

#include <vector>

namespace jd::ui {

enum class PoolLoad { Normal, Moderate, High };

struct PoolStatus {
    QString text, details;
    PoolLoad load = PoolLoad::Normal;
};

PoolStatus describePools(const std::vector<protocol::PoolStats>& pools);
// A tint for the label's background, none (invalid) when the load is normal.
QColor poolLoadColor(PoolLoad load);

} // namespace jd::ui
