#include "judge_options.h"

#include <QThread>

namespace jd::judge {

JudgeOptions judgeOptionsForThisMachine(int jobs) {
    JudgeOptions options;
    const int cores = std::max(1, QThread::idealThreadCount());
    options.jobs = jobs > 0 ? jobs : std::max(1, cores - 1);
    for (int cpu = 0; cpu < options.jobs && options.jobs < cores; ++cpu)
        options.cpus.push_back(cpu + 1);
    return options;
}

} // namespace jd::judge
