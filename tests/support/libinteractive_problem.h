#pragma once
// An omegaUp repository of a libinteractive problem, as the libinteractive tests build one: Main asks the
// contestant's sum(n, values) for the sum of the case's numbers and prints 1 when it is right, else 0 (the
// literal validator takes that as the score); two cases, half the points each.
#include "sandbox_fixture.h"

#include <QString>

namespace jd::test {

// Main reads n numbers, asks the contestant's sum() for their sum and prints 1 when it is right, else 0.
constexpr char kMain[] = R"(#include <cstdio>
#include "sums.h"
int main() {
  int n;
  if (scanf("%d", &n) != 1) return 1;
  int values[1000];
  long long expected = 0;
  for (int i = 0; i < n; ++i) {
    if (scanf("%d", &values[i]) != 1) return 1;
    expected += values[i];
  }
  long long got = sum(n, values);
  fprintf(stderr, "got %lld, expected %lld\n", got, expected);
  printf("%d\n", got == expected ? 1 : 0);
}
)";

inline QString writeSumsLibinteractiveProblem(const QString& root) {
    writeTestFile(root + "/settings.json", R"({"title": "Sums",
        "limits": {"TimeLimit": 1000, "MemoryLimit": 67108864, "OutputLimit": 65536},
        "validator": {"name": "literal"},
        "interactive": {"ModuleName": "sums", "ParentLang": "cpp17-gcc"}})");
    writeTestFile(root + "/testplan", "1 50\n2 50\n");
    writeTestFile(root + "/cases/1.in", "3\n1 2 3\n");
    writeTestFile(root + "/cases/1.out", "1\n");
    writeTestFile(root + "/cases/2.in", "4\n1000000 -5 7 1000000000\n");
    writeTestFile(root + "/cases/2.out", "1\n");
    writeTestFile(root + "/interactive/sums.idl",
                        "interface Main {};\n\ninterface sums {\n  long sum([Range(0, 1000)] int n, int[n] values);\n};\n");
    writeTestFile(root + "/interactive/Main.cpp", kMain);
    return root;
}

} // namespace jd::test
