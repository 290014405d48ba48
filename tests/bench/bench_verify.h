#pragma once
// What verify saves by stopping each submission at its deciding test and judging side by side: a package of 50
// tests with accepted, wrong and too slow submissions, verified both ways in one run.
#include "sandbox/sandbox.h"

#include <QTextStream>

#include <memory>

// Prints verify_over_sequential: the verification as verify makes it, over the same verification running every
// test of every submission one at a time (median of the rounds).
void verifyBenchmark(QTextStream& out, const std::shared_ptr<jd::sandbox::Sandbox>& sandbox, int jobs);
