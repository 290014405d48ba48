#pragma once
// A CommonBox process cycle against the sandbox's own run of the same program.
#include "sandbox/sandbox.h"

#include <QTextStream>

#include <memory>

// Prints commonbox_over_sandbox_median: create -> write -> read to EOF -> close of `head -n 1`, against
// start -> write -> read to EOF -> wait of the same program on `sandbox`, alternated run by run.
void commonBoxBenchmark(QTextStream& out, const std::shared_ptr<jd::sandbox::Sandbox>& sandbox, int runs);
