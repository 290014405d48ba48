#pragma once
// The benchmarks' problem: A + B with many small tests and a C++ solution that is always right.
#include <QString>

// Writes a Kattis package of `tests` secret tests at `root`; returns the path of a correct sum.cpp
// written beside it.
QString writeSumProblem(const QString& root, int tests);
