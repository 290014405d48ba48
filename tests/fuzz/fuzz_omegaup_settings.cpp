// settings.json of an omegaUp problem, whatever it holds: an error or a problem, never a crash.
#include "fuzz_input.h"
#include "problem/omegaup_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString root = jd::fuzz::freshDirectory();
    jd::fuzz::writeFile(root + "/settings.json", jd::fuzz::bytes(data, size));
    jd::fuzz::writeFile(root + "/cases/0.in", "1 2\n");
    jd::fuzz::writeFile(root + "/cases/0.out", "3\n");
    jd::fuzz::writeFile(root + "/cases/1.0.in", "1 2\n");
    jd::fuzz::writeFile(root + "/cases/1.0.out", "3\n");
    (void)jd::problem::readOmegaUpProblem(root);
    return 0;
}
