#pragma once
// The values omegaUp's settings.json is written in, read as its Go code reads them (go-base): durations
// ("1s", "1m30s", "250ms", or a bare number of seconds), byte sizes (a whole number of bytes, or "64MiB"), and
// case weights, which become rationals before anything adds them up.
#include "../common/result.h"

#include <QJsonValue>
#include <QString>

namespace jd::problem {

// Seconds, from a Go duration string (time.ParseDuration: a sequence of decimal numbers with units ns, us,
// µs, ms, s, m, h; an optional sign) or a JSON number of seconds.
Result<double> omegaupDuration(const QJsonValue& value);

// Bytes, from a JSON whole number or a string with one of the suffixes B, KiB, MiB, GiB, TiB.
Result<uint64_t> omegaupByteSize(const QJsonValue& value);

// The weight as go-base's FloatToRational leaves it: the first of the denominators 1, 100, 1000, 720, 5040,
// 40320, 3628800 at which the value is within 1e-6 of a whole number, else the nearest 1/1024.
double omegaupRationalWeight(double value);

} // namespace jd::problem
