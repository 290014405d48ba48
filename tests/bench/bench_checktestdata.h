#pragma once
// What a checktestdata validator costs over reading the same input by hand: 10 MiB of integers validated by the
// interpreter against the same integers read with plain C++ streams, in one run (median of the rounds).
#include <QTextStream>

// Prints ctd_over_plain_read (goal: at most 3).
void checktestdataBenchmark(QTextStream& out, int rounds);
