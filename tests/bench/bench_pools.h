#pragma once
// How long acquiring a pooled sandbox takes: from a warm pool, and when the pool has to grow.
#include "sandbox/sandbox.h"

#include <QTextStream>

#include <memory>

// Prints pool_acquire_warm_us and pool_acquire_scaling_us (medians, microseconds).
void poolsBenchmark(QTextStream& out, const std::shared_ptr<jd::sandbox::Sandbox>& sandbox, int runs);
