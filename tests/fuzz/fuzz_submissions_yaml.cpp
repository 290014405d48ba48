// submissions/submissions.yaml (2025-09) of a Kattis package: an error or expectations, never a crash.
#include "fuzz_input.h"
#include "problem/kattis_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString root = jd::fuzz::freshDirectory();
    jd::fuzz::writeFile(root + "/problem.yaml", "problem_format_version: 2025-09\ntype: scoring\n");
    jd::fuzz::writeFile(root + "/data/secret/1.in", "1 2\n");
    jd::fuzz::writeFile(root + "/data/secret/1.ans", "3\n");
    jd::fuzz::writeFile(root + "/submissions/accepted/a.cpp", "int main() {}\n");
    jd::fuzz::writeFile(root + "/submissions/submissions.yaml", jd::fuzz::bytes(data, size));
    (void)jd::problem::readKattisProblem(root);
    return 0;
}
