// problem.xml of a Polygon package, whatever it holds: an error or a problem, never a crash.
#include "fuzz_input.h"
#include "problem/polygon_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString root = jd::fuzz::freshDirectory();
    jd::fuzz::writeFile(root + "/problem.xml", jd::fuzz::bytes(data, size));
    jd::fuzz::writeFile(root + "/tests/01", "1 2\n");
    jd::fuzz::writeFile(root + "/tests/01.a", "3\n");
    (void)jd::problem::readPolygonProblem(root);
    return 0;
}
