#include "test_files.h"

#include "../common/atomic_file.h"
#include "../common/natural_order.h"
#include "package_writability.h"
#include "problem_writer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace jd::problem {
namespace {

QDir dataOf(const Problem& problem) { return QDir(QDir(problem.directory).filePath("data")); }

Result<void> checkNames(const QString& from, const QString& to) {
    for (const QString& name : {from, to})
        if (!isValidTestName(name))
            return fail("'" + name.toStdString() + "' is not a test name: use letters, digits, '_', '-', '.' and '/'");
    return {};
}

bool testExists(const QDir& data, const QString& name) {
    return QFileInfo::exists(data.filePath(name + ".in")) || QFileInfo::exists(data.filePath(name + ".ans"));
}

TestCase testNamed(const QDir& data, const QString& name) {
    TestCase test;
    test.name = name;
    test.input = data.filePath(name + ".in");
    test.answer = data.filePath(name + ".ans");
    test.sample = name.startsWith("sample/");
    if (QFileInfo::exists(data.filePath(name + ".interaction")))
        test.interaction = data.filePath(name + ".interaction");
    return test;
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
    if (auto writable = checkWritable(problem); !writable) return writable.failure();
    if (auto checked = checkNames(from, to); !checked) return checked.failure();
    const QDir data = dataOf(problem);
    if (!testExists(data, from)) return fail("there is no test " + from.toStdString());
    if (from == to) return testNamed(data, to);
    if (testExists(data, to)) return fail("a test named " + to.toStdString() + " exists already");
    if (!QDir().mkpath(QFileInfo(data.filePath(to)).absolutePath()))
        return fail("cannot create the group of " + to.toStdString());
    // A rename within one file system is atomic per file; the input goes last, so that a test cut short
    // by a crash is not read as a test at all.
    QStringList extensions = testFileExtensions();
    std::rotate(extensions.begin(), extensions.begin() + 1, extensions.end());
    for (const QString& extension : extensions) {
        const QString source = data.filePath(from + extension);
        if (!QFileInfo::exists(source)) continue;
        if (!QFile::rename(source, data.filePath(to + extension)))
            return fail("cannot rename " + (from + extension).toStdString() + " to " + (to + extension).toStdString());
    }
    return testNamed(data, to);
}

Result<void> swapTestCases(const Problem& problem, const QString& first, const QString& second) {
    if (auto writable = checkWritable(problem); !writable) return writable.failure();
    if (auto checked = checkNames(first, second); !checked) return checked.failure();
    if (first == second) return {};
    const QDir data = dataOf(problem);
    for (const QString& name : {first, second})
        if (!testExists(data, name)) return fail("there is no test " + name.toStdString());
    QString parked;
    for (int attempt = 0; parked.isEmpty() || testExists(data, parked); ++attempt)
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
    if (!isValidTestName(name)) return fail("'" + name.toStdString() + "' is not a test name");
    const QDir data = dataOf(problem);
    if (!testExists(data, name)) return fail("there is no test " + name.toStdString());
    if (!QDir().mkpath(directory)) return fail("cannot make " + directory.toStdString());
    for (const QString& extension : testFileExtensions()) {
        const QString source = data.filePath(name + extension);
        if (!QFileInfo::exists(source)) continue;
        if (auto copied = copyFileAtomically(source, QDir(directory).filePath("test" + extension)); !copied)
            return copied.failure();
    }
    return {};
}

Result<void> restoreTestCaseCopy(const Problem& problem, const QString& name, const QString& directory) {
    if (auto writable = checkWritable(problem); !writable) return writable.failure();
    if (!isValidTestName(name)) return fail("'" + name.toStdString() + "' is not a test name");
    const QDir data = dataOf(problem);
    if (!QDir().mkpath(QFileInfo(data.filePath(name)).absolutePath()))
        return fail("cannot create the group of " + name.toStdString());
    // The input last, as in a rename: a test cut short is not read as one.
    QStringList extensions = testFileExtensions();
    std::rotate(extensions.begin(), extensions.begin() + 1, extensions.end());
    for (const QString& extension : extensions) {
        const QString kept = QDir(directory).filePath("test" + extension);
        auto restored = QFileInfo::exists(kept) ? copyFileAtomically(kept, data.filePath(name + extension))
                                                : removeFileIfPresent(data.filePath(name + extension));
        if (!restored) return restored;
    }
    return {};
}

Result<TestCase> duplicateTestCase(const Problem& problem, const QString& from, const QString& to) {
    if (auto writable = checkWritable(problem); !writable) return writable.failure();
    if (auto checked = checkNames(from, to); !checked) return checked.failure();
    const QDir data = dataOf(problem);
    if (!testExists(data, from)) return fail("there is no test " + from.toStdString());
    if (testExists(data, to)) return fail("a test named " + to.toStdString() + " exists already");
    QStringList extensions = testFileExtensions();
    std::rotate(extensions.begin(), extensions.begin() + 1, extensions.end());
    for (const QString& extension : extensions) {
        const QString source = data.filePath(from + extension);
        if (!QFileInfo::exists(source)) continue;
        if (auto copied = copyFileAtomically(source, data.filePath(to + extension)); !copied) return copied.failure();
    }
    return testNamed(data, to);
}

QString nextTestName(const Problem& problem, const QString& group) {
    const QDir directory(dataOf(problem).filePath(group));
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
        if (!testExists(dataOf(problem), name)) return name;
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
    if (auto writable = checkWritable(problem); !writable) return writable.failure();
    const QDir data = dataOf(problem);
    QStringList names;
    for (const TestPair& pair : pairs) {
        const QString name = group + "/" + keyAsName(pair.key);
        if (!isValidTestName(name)) return fail("'" + name.toStdString() + "' is not a test name");
        if (testExists(data, name)) return fail("a test named " + name.toStdString() + " exists already");
        if (names.contains(name)) return fail("two files would both be test " + name.toStdString());
        names << name;
    }
    QList<TestCase> made;
    for (int i = 0; i < pairs.size(); ++i) {
        // The answer first: an input without its answer would be read as a test.
        if (auto copied = copyFileAtomically(pairs[i].answer, data.filePath(names[i] + ".ans")); !copied)
            return copied.failure();
        if (auto copied = copyFileAtomically(pairs[i].input, data.filePath(names[i] + ".in")); !copied)
            return copied.failure();
        made << testNamed(data, names[i]);
    }
    return made;
}

} // namespace jd::problem
