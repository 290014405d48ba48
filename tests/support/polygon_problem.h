#pragma once
// A small Polygon package written by a test: two tests worth 10 points each (input and answer "1"),
// checked by the given testlib checker (files/<checkerName>), with the <judging> tag given to set its
// attributes.
#include "sandbox_fixture.h"

#include <QFileInfo>
#include <QString>

namespace jd::test {

inline QString polygonPointsProblem(const QString& root, const QString& checkerName, const QByteArray& checker,
                                    const QByteArray& judging = "<judging>") {
    const QByteArray type = QFileInfo(checkerName).suffix() == "py" ? "python.3" : "cpp.g++17";
    writeTestFile(root + "/problem.xml", R"(<?xml version="1.0" encoding="utf-8"?>
<problem short-name="points">
  )" + judging + R"(
    <testset name="tests">
      <time-limit>2000</time-limit><memory-limit>268435456</memory-limit><test-count>2</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern><answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests><test method="manual" points="10"/><test method="manual" points="10"/></tests>
    </testset>
  </judging>
  <assets><checker type="testlib"><source path="files/)" +
                                             checkerName.toUtf8() + R"(" type=")" + type + R"("/></checker></assets>
</problem>
)");
    writeTestFile(root + "/files/" + checkerName, checker);
    for (const char* name : {"/tests/01", "/tests/01.a", "/tests/02", "/tests/02.a"})
        writeTestFile(root + name, "1\n");
    return root;
}

} // namespace jd::test
