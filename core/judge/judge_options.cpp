#include "judge_options.h"

#include "sandbox/allowed_cpus.h"

namespace jd::judge {

JudgeOptions judgeOptionsForThisMachine(int jobs) {
    JudgeOptions options;
    const std::vector<int> allowed = sandbox::allowedCpus();
    const int cores = static_cast<int>(allowed.size());
    options.jobs = jobs > 0 ? jobs : std::max(1, cores);
    // Pinned only when every worker can have a CPU of its own, and one CPU is nothing to choose between.
    for (int worker = 0; worker < options.jobs && options.jobs <= cores && cores > 1; ++worker)
        options.cpus.push_back(allowed[static_cast<size_t>(worker)]);
    return options;
}

} // namespace jd::judge
