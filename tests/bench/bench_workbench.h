#pragma once
// The workbench's measures: the GUI's cold start against a minimal Qt Widgets window started the same
// way, opening a problem of 1,000 tests, and showing a 200 MiB test's preview.
#include <QTextStream>

// Prints gui_cold_start_over_qt_hello (median of alternating rounds), open_1000_tests_ms and
// preview_200mib_ms (medians, milliseconds).
void workbenchBenchmark(QTextStream& out, int rounds);
