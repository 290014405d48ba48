#pragma once
// The judging desk's measures: how late the UI thread's event loop runs while 1,000 fast tests stream
// in from two or more workers or while 15 workers' live samples arrive, and how soon a 50 MiB output's first difference is on screen.
#include <QTextStream>

// Prints ui_latency_p99_ms (the 99th percentile of a 1 ms timer's lateness during the judging),
// live_graph_15_workers_p99_ms (the same while 15 simulated workers sample their tests at 50 Hz into the
// judging page) and diff_50mib_first_difference_ms (median of 3, the difference on the last line).
void deskBenchmark(QTextStream& out);
