// problem.xml of a Polygon package, whatever it holds: an error or a problem, never a crash. And a solution added
// to one that reads (problem.xml edited in place) leaves one that reads, with that solution more.
#include "fuzz_input.h"
#include "problem/package_solutions.h"
#include "problem/polygon_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString root = jd::fuzz::freshDirectory();
    jd::fuzz::writeFile(root + "/problem.xml", jd::fuzz::bytes(data, size));
    jd::fuzz::writeFile(root + "/tests/01", "1 2\n");
    jd::fuzz::writeFile(root + "/tests/01.a", "3\n");
    const auto before = jd::problem::readPolygonProblem(root);
    if (!before) return 0;
    jd::fuzz::writeFile(root + "/../added.cpp", "int main() {}\n");
    const auto added = jd::problem::addSolution(before.value(), root + "/../added.cpp", "accepted");
    if (!added) return 0;
    const auto after = jd::problem::readPolygonProblem(root);
    if (!after || after.value().submissions.size() != before.value().submissions.size() + 1) std::abort();
    return 0;
}
