#pragma once
// A window's cold start as the benchmarks time it: the binary started offscreen with a fresh
// configuration and --quit-after-first-paint, until it says "painted".
#include <QProcessEnvironment>
#include <QString>

// Milliseconds from the start of `binary` to its first painted window; -1 if it failed. `extra` is
// added to its environment.
double coldStart(const QString& binary, const QString& configHome, const QProcessEnvironment& extra = {});
