#include "test_file_layout.h"

#include "plain_tests_reader.h"
#include "problem_writer.h"

#include <QFileInfo>

namespace jd::problem {

TestFileLayout::TestFileLayout(const Problem& problem)
    : root_(problem.formatVersion == "bare" ? problem.directory : QDir(problem.directory).filePath("data"))
    , bare_(problem.formatVersion == "bare") {
    if (!bare_) return;
    // A new test is answered as the folder's tests are (CP Editor writes .out, others .ans or .ok).
    answerExtension_ = QStringLiteral(".out");
    for (const TestGroup& group : problem.data.groups)
        if (!group.tests.isEmpty()) {
            answerExtension_ = "." + QFileInfo(group.tests.first().answer).suffix();
            break;
        }
}

Result<void> TestFileLayout::checkName(const QString& name) const {
    if (!isValidTestName(name))
        return fail("'" + name.toStdString() + "' is not a test name: use letters, digits, '_', '-', '.' and '/'");
    if (bare_ && !name.startsWith("secret/"))
        return fail("'" + name.toStdString() + "': a folder of bare tests has its tests in secret/ only");
    return {};
}

QString TestFileLayout::relative(const QString& name) const {
    return bare_ && name.startsWith("secret/") ? name.mid(int(qstrlen("secret/"))) : name;
}

QString TestFileLayout::path(const QString& name, const QString& extension) const {
    const QString stem = root_.filePath(relative(name));
    if (!bare_ || extension != ".ans") return stem + extension;
    // A test of the folder keeps the answer it has, whichever extension the reader took it by.
    for (const QString& answer : bareAnswerExtensions())
        if (QFileInfo(stem + answer).isFile()) return stem + answer;
    return stem + answerExtension_;
}

QString TestFileLayout::groupDirectory(const QString& group) const {
    if (bare_ && (group == "secret" || group.isEmpty())) return root_.path();
    return root_.filePath(relative(group));
}

bool TestFileLayout::exists(const QString& name) const {
    return QFileInfo::exists(path(name, ".in")) || QFileInfo::exists(path(name, ".ans"));
}

Result<void> TestFileLayout::checkMayLeaveTop(const QString& name) const {
    if (!bare_ || relative(name).contains('/')) return {};
    const QStringList inputs = root_.entryList({"*.in"}, QDir::Files);
    if (inputs == QStringList{relative(name) + ".in"})
        return fail(name.toStdString() + " is the last test at the top of the folder, which makes it a folder of "
                                         "tests: add another first");
    return {};
}

TestCase TestFileLayout::testNamed(const QString& name) const {
    TestCase test;
    test.name = name;
    test.input = path(name, ".in");
    test.answer = path(name, ".ans");
    test.sample = name.startsWith("sample/");
    if (QFileInfo::exists(path(name, ".interaction"))) test.interaction = path(name, ".interaction");
    return test;
}

} // namespace jd::problem
