#include "package_writability.h"

namespace jd::problem {

Result<void> checkWritable(const Problem& problem) {
    if (problem.formatVersion == "polygon")
        return fail("a Polygon package is read here, not written: its settings, tests and generators are edited "
                    "in Polygon (problem.xml keeps them)");
    if (problem.formatVersion == "tps")
        return fail("a TPS package is read here, not written: its settings are edited in problem.json and "
                    "subtasks.json, its tests in gen/data");
    if (problem.formatVersion == "omegaup")
        return fail("an omegaUp problem is read here, not written: its settings are edited in settings.json, its "
                    "cases in cases/");
    if (problem.formatVersion == "bare")
        return fail("a folder of bare tests keeps only its tests and sources, no settings: its limits are this "
                    "machine's defaults (Settings, or --time-limit and --memory-limit)");
    if (problem.formatVersion == "plain")
        return fail("a folder of bare tests is read here, not written: its tests are its files, its limits those "
                    "of its contest or, on its own, this machine's defaults");
    return {};
}

Result<void> checkTestsWritable(const Problem& problem) {
    if (problem.formatVersion == "bare") return {};
    return checkWritable(problem);
}

} // namespace jd::problem
