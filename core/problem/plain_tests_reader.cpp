#include "plain_tests_reader.h"

#include "../common/natural_order.h"
#include "kattis_reader.h"
#include "limit_bounds.h"
#include "package_root.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>

namespace jd::problem {

namespace {

// The answer file of the test `stem` (a path without .in), empty when it has none.
QString answerBeside(const QDir& root, const QString& stem) {
    for (const QString& extension : bareAnswerExtensions())
        if (QFileInfo(root.filePath(stem + extension)).isFile()) return root.filePath(stem + extension);
    return {};
}

} // namespace

Result<Problem> readPlainTestFolder(const QString& directory, const QString& shortName,
                                    const PlainTestsSettings& settings) {
    const QDir root(QFileInfo(directory).absoluteFilePath());
    if (!root.exists()) return fail(directory.toStdString() + ": no such directory");
    if (auto tree = PackageRoot(root.path()).checkTree(shortName); !tree) return tree.failure();
    QStringList inputs;
    // A directory named as an input was refused with the tree (it would lose that test without a word).
    QDirIterator it(root.path(), {"*.in"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString input = root.relativeFilePath(it.next());
        if (input.startsWith("submissions/")) continue; // solutions, with whatever files they read
        inputs << input;
    }
    sortNaturally(inputs); // a2 before a10

    Problem problem;
    problem.formatVersion = QStringLiteral("plain");
    problem.dialect = {Dialect::JudgeDesk, QStringLiteral("a folder of bare tests")};
    problem.directory = root.absolutePath();
    problem.shortName = shortName;
    problem.name = settings.title.isEmpty() ? shortName : settings.title;
    problem.limits.timeLimit = settings.timeLimit;
    problem.limits.memoryMiB = settings.memoryMiB;
    problem.limits.outputMiB = 64;
    problem.limits.codeKiB = bounds::kLargestCodeKiB; // LemonLime and Cena limit no source size
    problem.inputFileName = settings.inputFileName;
    problem.outputFileName = settings.outputFileName;
    problem.validation.scoring = true;

    TestGroup secret;
    secret.name = "secret";
    secret.settings.aggregation = Aggregation::Sum;
    secret.settings.onReject = OnReject::Continue;
    for (const QString& input : inputs) {
        const QString stem = input.chopped(3);
        TestCase test;
        test.name = "secret/" + stem;
        test.input = root.filePath(input);
        test.answer = answerBeside(root, stem);
        if (test.answer.isEmpty())
            return fail(shortName.toStdString() + "/" + input.toStdString() + ": has no answer file beside it (" +
                        stem.toStdString() + ".out or .ans)");
        secret.tests << test;
    }
    if (secret.tests.isEmpty())
        return fail(shortName.toStdString() + ": no test (no .in file) in " + directory.toStdString());
    for (TestCase& test : secret.tests)
        test.points = settings.points / secret.tests.size();
    problem.data.settings = secret.settings;
    problem.data.groups << secret;

    // A special judge beside the tests is a testlib checker (LemonLime and Cena use testlib's protocol).
    for (const QString& checker : bareFolderCheckerNames())
        if (root.exists(checker)) {
            problem.validation.kind = ValidationKind::Custom;
            problem.outputValidator = root.filePath(checker);
            problem.outputValidatorProtocol = "testlib";
            break;
        }
    return problem;
}

const QStringList& bareAnswerExtensions() {
    static const QStringList extensions = {".out", ".ans", ".ok", ".sol", ".a", ".answer"};
    return extensions;
}

const QStringList& bareFolderCheckerNames() {
    static const QStringList names = {"checker.cpp", "chk.cpp", "spj.cpp", "check.cpp"};
    return names;
}

bool isBareTestFolder(const QString& directory) {
    const QDir dir(directory);
    if (dir.exists("problem.yaml") || dir.exists("data")) return false;
    // Every input answered: a stray input.in among a workspace's problems does not make the workspace a problem.
    const QStringList inputs = dir.entryList({"*.in"}, QDir::Files);
    return !inputs.isEmpty() && std::all_of(inputs.begin(), inputs.end(), [&dir](const QString& input) {
        return !answerBeside(dir, input.chopped(3)).isEmpty();
    });
}

Result<Problem> readBareTestFolder(const QString& directory) {
    const QString name = QDir(directory).dirName();
    auto problem = readPlainTestFolder(directory, name, {});
    if (!problem) return problem;
    // Nothing in the folder names limits: the judge's defaults (or --time-limit, --memory-limit) apply and say so.
    problem->limits.timeLimit.reset();
    problem->limits.memoryNamed = false;
    problem->dialect.reason = QStringLiteral(".in files beside their answers, no problem.yaml");
    problem->formatVersion = QStringLiteral("bare"); // its tests may be written, unlike a contest's folder
    // Solutions added to it from the Solutions page land in submissions/<expected verdict>/, as in a package.
    problem->submissions = readSubmissionDirectories(problem->directory);
    return problem;
}

QStringList sourcesBesideBareTests(const QString& directory, const std::function<bool(const QString&)>& isSource) {
    QStringList sources;
    for (const QFileInfo& file : QDir(directory).entryInfoList(QDir::Files))
        if (!bareFolderCheckerNames().contains(file.fileName()) && isSource(file.absoluteFilePath()))
            sources << file.absoluteFilePath();
    std::sort(sources.begin(), sources.end(), naturalLess);
    return sources;
}

} // namespace jd::problem
