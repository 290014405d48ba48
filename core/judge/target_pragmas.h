#pragma once
// `#pragma GCC target("avx2,popcnt,...")` before the standard headers, as half of the competitive world starts
// a C++ source: GCC 13 (Kattis's) and 12 compile it, GCC 14 refuses it ("inlining failed in call to
// 'always_inline' ...: target specific option mismatch") because the headers' intrinsics are then compiled
// for the plain target. Giving the pragma's instruction sets on the command line for that file compiles it
// as those systems did; nothing else changes (never -march=native, which changes floating-point results).
#include <QByteArray>
#include <QStringList>

namespace jd::judge {

// The -m options for the instruction sets the source's target pragmas name ("avx2" -> -mavx2, "no-sse4"
// -> -mno-sse4), in their order and once each; arch=, tune= and the like are left to the pragma. Empty when
// the source has no such pragma.
QStringList targetPragmaOptions(const QByteArray& source);

} // namespace jd::judge
