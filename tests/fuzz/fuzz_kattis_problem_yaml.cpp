// problem.yaml of a Kattis / ICPC package, whatever it holds: an error or a problem, never a crash.
#include "fuzz_input.h"
#include "problem/kattis_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString root = jd::fuzz::freshDirectory();
    jd::fuzz::writeFile(root + "/problem.yaml", jd::fuzz::bytes(data, size));
    jd::fuzz::writeFile(root + "/data/secret/1.in", "1 2\n");
    jd::fuzz::writeFile(root + "/data/secret/1.ans", "3\n");
    (void)jd::problem::readKattisProblem(root);
    return 0;
}
