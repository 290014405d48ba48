#include "test_files.h"

#include "../common/atomic_file.h"
#include "../common/natural_order.h"
#include "package_writability.h"
#include "problem_writer.h"
#include "test_file_layout.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace jd::problem {
namespace {

// Both names must be tests of the problem's layout.
Result<void> checkNames(const TestFileLayout& layout, const QString& from, const QString& to) {
    for (const QString& name : {from, to})
        if (auto checked = layout.checkName(name); !checked) return checked;
    return {};
}

// The test's key as a name: what import may use of a file name.
QString keyAsName(QString key) {
    key.replace(QRegularExpression("[^A-Za-z0-9_.-]"), "_");
    while (key.startsWith('.'))
        key.remove(0, 1);
    return key;
}

} // namespace

QStringList testFileExtensions() { return {".in", ".ans", ".interaction", ".desc", ".hint", ".args", ".files"}; }

Result<TestCase> renameTestCase(const Problem& problem, const QString& from, const QString& to) {
    if (auto writable = checkTestsWritable(problem); !writable) return writable.failure();
    const TestFileLayout layout(problem);
    if (auto checked = checkNames(layout, from, to); !checked) return checked.failure();
    if (!layout.exists(from)) return fail("there is no test " + from.toStdString());
    if (from == to) return layout.testNamed(to);
    if (layout.exists(to)) return fail("a test named " + to.toStdString() + " exists already");
    if (QFileInfo(layout.path(to, ".in")).absolutePath() != QFileInfo(layout.path(from, ".in")).absolutePath())
        if (auto leaves = layout.checkMayLeaveTop(from); !leaves) return leaves.failure();
    if (!QDir().mkpath(QFileInfo(layout.path(to, ".in")).absolutePath()))
        return fail("cannot create the group of " + to.toStdString());
    // A rename within one file system is atomic per file; the input goes last, so that a test cut short
    // by a crash is not read as a test at all.
    QStringList extensions = testFileExtensions();
    std::rotate(extensions.begin(), extensions.begin() + 1, extensions.end());
    for (const QString& extension : extensions) {
        const QString source = layout.path(from, extension);
        if (!QFileInfo::exists(source)) continue;
        if (!QFile::rename(source, layout.path(to, extension)))
            return fail("cannot rename " + (from + extension).toStdString() + " to " + (to + extension).toStdString());
    }
    return layout.testNamed(to);
}

Result<void> swapTestCases(const Problem& problem, const QString& first, const QString& second) {
    if (auto writable = checkTestsWritable(problem); !writable) return writable.failure();
    const TestFileLayout layout(problem);
    if (auto checked = checkNames(layout, first, second); !checked) return checked.failure();
    if (first == second) return {};
    for (const QString& name : {first, second})
        if (!layout.exists(name)) return fail("there is no test " + name.toStdString());
    QString parked;
    for (int attempt = 0; parked.isEmpty() || layout.exists(parked); ++attempt)
        parked = first + QStringLiteral(".swap-%1").arg(attempt);
    if (auto moved = renameTestCase(problem, first, parked); !moved) return moved.failure();
    if (auto moved = renameTestCase(problem, second, first); !moved) {
        (void)renameTestCase(problem, parked, first);
        return moved.failure();
    }
    if (auto moved = renameTestCase(problem, parked, second); !moved) {
        (void)renameTestCase(problem, first, second);
        (void)renameTestCase(problem, parked, first);
        return moved.failure();
    }
    return {};
}

Result<void> keepTestCaseCopy(const Problem& problem, const QString& name, const QString& directory) {
    const TestFileLayout layout(problem);
    if (auto checked = layout.checkName(name); !checked) return checked.failure();
    if (!layout.exists(name)) return fail("there is no test " + name.toStdString());
    if (!QDir().mkpath(directory)) return fail("cannot make " + directory.toStdString());
    for (const QString& extension : testFileExtensions()) {
        const QString source = layout.path(name, extension);
        if (!QFileInfo::exists(source)) continue;
        if (auto copied = copyFileAtomically(source, QDir(directory).filePath("test" + extension)); !copied)
            return copied.failure();
    }
    return {};
}

Result<void> restoreTestCaseCopy(const Problem& problem, const QString& name, const QString& directory) {
    if (auto writable = checkTestsWritable(problem); !writable) return writable.failure();
    const TestFileLayout layout(problem);
    if (auto checked = layout.checkName(name); !checked) return checked.failure();
    if (!QDir().mkpath(QFileInfo(layout.path(name, ".in")).absolutePath()))
        return fail("cannot create the group of " + name.toStdString());
    // The input last, as in a rename: a test cut short is not read as one.
    QStringList extensions = testFileExtensions();
    std::rotate(extensions.begin(), extensions.begin() + 1, extensions.end());
    for (const QString& extension : extensions) {
        const QString kept = QDir(directory).filePath("test" + extension);
        auto restored = QFileInfo::exists(kept) ? copyFileAtomically(kept, layout.path(name, extension))
                                                : removeFileIfPresent(layout.path(name, extension));
        if (!restored) return restored;
    }
    return {};
}

Result<TestCase> duplicateTestCase(const Problem& problem, const QString& from, const QString& to) {
    if (auto writable = checkTestsWritable(problem); !writable) return writable.failure();
    const TestFileLayout layout(problem);
    if (auto checked = checkNames(layout, from, to); !checked) return checked.failure();
    if (!layout.exists(from)) return fail("there is no test " + from.toStdString());
    if (layout.exists(to)) return fail("a test named " + to.toStdString() + " exists already");
    QStringList extensions = testFileExtensions();
    std::rotate(extensions.begin(), extensions.begin() + 1, extensions.end());
    for (const QString& extension : extensions) {
        const QString source = layout.path(from, extension);
        if (!QFileInfo::exists(source)) continue;
        if (auto copied = copyFileAtomically(source, layout.path(to, extension)); !copied) return copied.failure();
    }
    return layout.testNamed(to);
}

QString nextTestName(const Problem& problem, const QString& group) {
    const TestFileLayout layout(problem);
    const QDir directory(layout.groupDirectory(group));
    int highest = 0, width = 1;
    // Numbered by the leading digits of the names there: "03-large" counts as 3, two digits wide.
    static const QRegularExpression leadingNumber(QStringLiteral("^\\d+"));
    for (const QString& file : directory.entryList({"*.in"}, QDir::Files)) {
        const QString digits = leadingNumber.match(file.chopped(3)).captured();
        bool number = false;
        const int value = digits.toInt(&number);
        if (!number) continue;
        highest = std::max(highest, value);
        width = std::max(width, int(digits.size()));
    }
    for (int candidate = highest + 1;; ++candidate) {
        const QString name = group + "/" + QStringLiteral("%1").arg(candidate, width, 10, QChar('0'));
        if (!layout.exists(name)) return name;
    }
}

Result<Pairing> pairTestFiles(const QStringList& files, const PairingRule& rule) {
    QRegularExpression input, answer;
    switch (rule.kind) {
    case PairingKind::InAns:
        input.setPattern("^(.+)\\.in$");
        answer.setPattern("^(.+)\\.ans$");
        break;
    case PairingKind::InOut:
        input.setPattern("^(.+)\\.in$");
        answer.setPattern("^(.+)\\.out$");
        break;
    case PairingKind::NumberDotA:
        input.setPattern("^(\\d+)$");
        answer.setPattern("^(\\d+)\\.a$");
        break;
    case PairingKind::Patterns:
        input.setPattern(QRegularExpression::anchoredPattern(rule.inputPattern));
        answer.setPattern(QRegularExpression::anchoredPattern(rule.answerPattern));
        for (const QRegularExpression* pattern : {&input, &answer}) {
            if (!pattern->isValid())
                return fail("'" + pattern->pattern().toStdString() + "': " + pattern->errorString().toStdString());
            if (pattern->captureCount() != 1)
                return fail("'" + pattern->pattern().toStdString() +
                            "': a pattern captures the test's key in exactly one group, e.g. in(\\d+)\\.txt");
        }
        break;
    }
    QHash<QString, QString> inputs, answers;
    Pairing pairing;
    for (const QString& path : files) {
        const QString name = QFileInfo(path).fileName();
        if (const auto match = input.match(name); match.hasMatch() && !inputs.contains(match.captured(1)))
            inputs.insert(match.captured(1), path);
        else if (const auto other = answer.match(name); other.hasMatch() && !answers.contains(other.captured(1)))
            answers.insert(other.captured(1), path);
        else
            pairing.unpaired << path;
    }
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        if (answers.contains(it.key()))
            pairing.pairs.append({it.key(), it.value(), answers.take(it.key())});
        else
            pairing.unpaired << it.value();
    }
    pairing.unpaired << answers.values();
    std::sort(pairing.pairs.begin(), pairing.pairs.end(),
              [](const TestPair& a, const TestPair& b) { return naturalLess(a.key, b.key); });
    sortNaturally(pairing.unpaired);
    return pairing;
}

Result<Pairing> pairTestFolder(const QString& folder, const PairingRule& rule) {
    const QDir directory(folder);
    if (!directory.exists()) return fail(folder.toStdString() + ": no such folder");
    QStringList files;
    for (const QFileInfo& file : directory.entryInfoList(QDir::Files))
        files << file.absoluteFilePath();
    return pairTestFiles(files, rule);
}

Result<QList<TestCase>> importTests(const Problem& problem, const QString& group, const QList<TestPair>& pairs) {
    if (auto writable = checkTestsWritable(problem); !writable) return writable.failure();
    const TestFileLayout layout(problem);
    QStringList names;
    for (const TestPair& pair : pairs) {
        const QString name = group + "/" + keyAsName(pair.key);
        if (auto checked = layout.checkName(name); !checked) return checked.failure();
        if (layout.exists(name)) return fail("a test named " + name.toStdString() + " exists already");
        if (names.contains(name)) return fail("two files would both be test " + name.toStdString());
        names << name;
    }
    QList<TestCase> made;
    for (int i = 0; i < pairs.size(); ++i) {
        // The answer first: an input without its answer would be read as a test.
        if (auto copied = copyFileAtomically(pairs[i].answer, layout.path(names[i], ".ans")); !copied)
            return copied.failure();
        if (auto copied = copyFileAtomically(pairs[i].input, layout.path(names[i], ".in")); !copied)
            return copied.failure();
        made << layout.testNamed(names[i]);
    }
    return made;
}

} // namespace jd::problem
