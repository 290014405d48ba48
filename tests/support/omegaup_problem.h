#pragma once
// A small omegaUp problem written by a test: one group of two cases (weights 1 and 3) whose answer to n
// is n+1, checked by the given Validator object (JSON), with extra Limits fields if given.
#include "sandbox_fixture.h"

#include <QString>

namespace jd::test {

inline QString omegaupSuccessorProblem(const QString& root, const QByteArray& validator,
                                       const QByteArray& limits = {}) {
    for (int n : {1, 2}) {
        writeTestFile(root + QStringLiteral("/cases/g.%1.in").arg(n), QByteArray::number(n) + "\n");
        writeTestFile(root + QStringLiteral("/cases/g.%1.out").arg(n), QByteArray::number(n + 1) + "\n");
    }
    writeTestFile(root + "/settings.json",
                  R"({"Cases": [{"Name": "g", "Cases": [{"Name": "g.1", "Weight": 1}, {"Name": "g.2", "Weight": 3}]}],
                            "Limits": {"TimeLimit": "1s", "MemoryLimit": "256MiB", "OutputLimit": "10KiB")" +
                      limits + R"(}, "Validator": )" + validator + "}");
    return root;
}

} // namespace jd::test
