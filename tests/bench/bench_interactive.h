#pragma once
// An interactive run through the judge against the same two programs joined by plain pipes.
#include "sandbox/sandbox.h"

#include <QTextStream>

#include <memory>

// Prints interactive_over_pipes_wall and interactive_cpu_over_pipes (the submission's CPU time).
void interactiveBenchmark(QTextStream& out, const std::shared_ptr<jd::sandbox::Sandbox>& sandbox, int exchanges);
