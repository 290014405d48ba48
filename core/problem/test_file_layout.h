#pragma once
// Where a test's files are. In a package, data/<name>.in and .ans (and the sample extras beside them). In
// a folder of bare tests, every test is in secret/ and its files lie in the folder itself, the answer with
// the folder's own extension (1.in beside 1.out when its tests are answered by .out files).
#include "../common/result.h"
#include "problem.h"

#include <QDir>
#include <QString>

namespace jd::problem {

class TestFileLayout {
public:
    explicit TestFileLayout(const Problem& problem);

    // Refused when the name cannot be a test here: not a test name, or outside secret/ beside bare tests.
    Result<void> checkName(const QString& name) const;
    // The test's file of `extension` (as testFileExtensions names them: ".in", ".ans", ".desc", ...).
    QString path(const QString& name, const QString& extension) const;
    // The folder the tests of `group` ("secret/g1") are in.
    QString groupDirectory(const QString& group) const;
    bool exists(const QString& name) const; // its input or its answer is there
    // Refused when the test `name` leaving the folder's top would leave no test there: a folder of bare tests
    // is told by the inputs at its top, and without one it would no longer open as a problem.
    Result<void> checkMayLeaveTop(const QString& name) const;
    TestCase testNamed(const QString& name) const;

private:
    QString relative(const QString& name) const;

    QDir root_;
    bool bare_ = false;
    QString answerExtension_ = QStringLiteral(".ans");
};

} // namespace jd::problem
