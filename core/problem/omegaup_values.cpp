#include "omegaup_values.h"

#include <QRegularExpression>

#include <cmath>

namespace jd::problem {

Result<double> omegaupDuration(const QJsonValue& value) {
    if (value.isDouble()) {
        if (!std::isfinite(value.toDouble())) return fail("expected a duration");
        return value.toDouble();
    }
    if (!value.isString()) return fail("expected a duration such as \"1s\" or \"500ms\", or a number of seconds");
    QString text = value.toString().trimmed();
    const QString shown = '"' + text + '"';
    double sign = 1;
    if (text.startsWith('-') || text.startsWith('+')) {
        sign = text.startsWith('-') ? -1 : 1;
        text.remove(0, 1);
    }
    if (text == "0") return 0.0;
    static const QRegularExpression part(R"(^([0-9]*\.?[0-9]*)(ns|us|µs|μs|ms|s|m|h))");
    double seconds = 0;
    bool any = false;
    while (!text.isEmpty()) {
        const auto match = part.match(text);
        if (!match.hasMatch() || match.captured(1).isEmpty() || match.captured(1) == ".")
            return fail("cannot read the duration " + shown.toStdString() +
                        ": expected numbers with units ns, us, ms, s, m, h (\"1s\", \"1m30s\", \"250ms\")");
        const double number = match.captured(1).toDouble();
        const QString unit = match.captured(2);
        const double scale = unit == "ns"                                   ? 1e-9
                             : unit == "us" || unit == "µs" || unit == "μs" ? 1e-6
                             : unit == "ms"                                 ? 1e-3
                             : unit == "s"                                  ? 1
                             : unit == "m"                                  ? 60
                                                                            : 3600;
        seconds += number * scale;
        any = true;
        text.remove(0, match.capturedLength());
    }
    if (!any) return fail("cannot read the duration " + shown.toStdString() + ": it is empty");
    return sign * seconds;
}

Result<uint64_t> omegaupByteSize(const QJsonValue& value) {
    if (value.isDouble()) {
        const double bytes = value.toDouble();
        if (!(bytes >= 0) || bytes != std::floor(bytes) || bytes > 1e18)
            return fail("expected a whole number of bytes");
        return static_cast<uint64_t>(bytes);
    }
    if (!value.isString()) return fail("expected a size such as 67108864 or \"64MiB\"");
    static const QRegularExpression size(R"(^\s*([0-9]+)\s*(B|KiB|MiB|GiB|TiB)?\s*$)");
    const auto match = size.match(value.toString());
    if (!match.hasMatch())
        return fail("cannot read the size \"" + value.toString().toStdString() +
                    "\": expected a whole number with B, KiB, MiB, GiB or TiB");
    const QString unit = match.captured(2);
    const int shift = unit == "KiB" ? 10 : unit == "MiB" ? 20 : unit == "GiB" ? 30 : unit == "TiB" ? 40 : 0;
    bool ok = false;
    const uint64_t number = match.captured(1).toULongLong(&ok);
    if (!ok || (shift > 0 && number > (UINT64_MAX >> shift))) return fail("the size is too large");
    return number << shift;
}

double omegaupRationalWeight(double value) {
    for (double denominator : {1.0, 100.0, 1000.0, 720.0, 5040.0, 40320.0, 3628800.0}) {
        const double scaled = value * denominator;
        if (std::abs(scaled - std::round(scaled)) <= 1e-6) return std::round(scaled) / denominator;
    }
    return std::round(value * 1024) / 1024;
}

} // namespace jd::problem
