#pragma once
// How the local sandbox reads an Execution: the run specification of it, without its standard streams.
#include "executor.h"

namespace jd::judge {

Result<sandbox::RunSpec> runSpecFor(sandbox::Sandbox& sandbox, const Execution& execution);

// A run that never started, with the reason.
sandbox::RunResult runThatFailed(const std::string& why);

} // namespace jd::judge
