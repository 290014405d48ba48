#include "allowed_cpus.h"

#include <sched.h>

#include <algorithm>

namespace jd::sandbox {

std::vector<int> allowedCpus() {
    cpu_set_t set;
    CPU_ZERO(&set);
    std::vector<int> cpus;
    if (::sched_getaffinity(0, sizeof set, &set) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
    if (cpus.empty()) cpus.push_back(0);
    return cpus;
}

std::string cpuListText(std::vector<int> cpus) {
    std::sort(cpus.begin(), cpus.end());
    cpus.erase(std::unique(cpus.begin(), cpus.end()), cpus.end());
    std::string text;
    for (size_t first = 0; first < cpus.size();) {
        size_t last = first;
        while (last + 1 < cpus.size() && cpus[last + 1] == cpus[last] + 1)
            ++last;
        if (!text.empty()) text += ',';
        text += std::to_string(cpus[first]);
        if (last > first) text += '-' + std::to_string(cpus[last]);
        first = last + 1;
    }
    return text;
}

Result<void> checkCpusAllowed(const std::vector<int>& cpus) {
    if (cpus.empty()) return {};
    const std::vector<int> allowed = allowedCpus();
    for (int cpu : cpus)
        if (!std::binary_search(allowed.begin(), allowed.end(), cpu))
            return fail("CPU " + std::to_string(cpu) + " is not one this process may run on (it may use " +
                        cpuListText(allowed) + ")");
    return {};
}

} // namespace jd::sandbox
