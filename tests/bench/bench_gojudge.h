#pragma once
// The go-judge server's /run against the sandbox's own run of the same program.
#include "sandbox/sandbox.h"

#include <QTextStream>

#include <memory>

// Prints serve_over_sandbox_median: POST /run of /bin/true over one keep-alive HTTP connection to an
// in-process server, against Sandbox::run of /bin/true, alternated run by run.
void goJudgeBenchmark(QTextStream& out, const std::shared_ptr<jd::sandbox::Sandbox>& sandbox, int runs);
