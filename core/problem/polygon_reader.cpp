#include "polygon_reader.h"

#include "limit_bounds.h"
#include "package_root.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <functional>

namespace jd::problem {
namespace {

struct PolygonTest {
    bool sample = false;
    QString group;
    std::optional<double> points;
};

struct PolygonGroup {
    QString name;
    std::optional<double> points;
    bool completeGroup = false;
    QStringList dependencies;
};

QString where(const QXmlStreamReader& xml) { return QStringLiteral("problem.xml:%1: ").arg(xml.lineNumber()); }

constexpr int kMostTests = 100000;

Result<double> pointsOf(const QXmlStreamReader& xml, const QString& text) {
    bool ok = false;
    const double points = text.toDouble(&ok);
    if (!ok || !(points >= 0 && points <= bounds::kLargestScore))
        return fail(where(xml).toStdString() + "points: expected a number from 0 to 1e9, got '" + text.toStdString() +
                    "'");
    return points;
}

// Every dependency names a group of the testset, and following them never comes back to where it began.
Result<void> checkDependencies(const QList<PolygonGroup>& groups) {
    QHash<QString, QStringList> dependsOn;
    for (const PolygonGroup& group : groups)
        dependsOn.insert(group.name, group.dependencies);
    for (const PolygonGroup& group : groups)
        for (const QString& dependency : group.dependencies)
            if (!dependsOn.contains(dependency))
                return fail("problem.xml: group " + group.name.toStdString() + " depends on group " +
                            dependency.toStdString() + ", which the testset does not have");
    // Depth-first with three colours: a grey group met again closes a cycle.
    QHash<QString, int> colour;
    std::function<Result<void>(const QString&, QStringList)> visit = [&](const QString& name,
                                                                         QStringList path) -> Result<void> {
        if (colour.value(name) == 2) return {};
        path << name;
        if (colour.value(name) == 1)
            return fail("problem.xml: the groups depend on each other in a circle: " + path.join(" -> ").toStdString());
        colour[name] = 1;
        for (const QString& dependency : dependsOn.value(name))
            if (auto inner = visit(dependency, path); !inner) return inner;
        colour[name] = 2;
        return {};
    };
    for (const PolygonGroup& group : groups)
        if (auto visited = visit(group.name, {}); !visited) return visited;
    return {};
}

// <judging input-file="input.txt" output-file="output.txt" run-count="1" treat-points-from-checker-as-percent>:
// a problem of files is judged through them (empty is the standard stream), as Codeforces does; one run per
// test is all JudgeDesk judges.
Result<void> readJudging(const QXmlStreamReader& xml, Problem& problem) {
    const auto attributes = xml.attributes();
    const struct {
        const char* attribute;
        const char* standardStream; // Polygon's form says "stdin" and "stdout" for them
        QString* target;
    } files[] = {{"input-file", "stdin", &problem.inputFileName}, {"output-file", "stdout", &problem.outputFileName}};
    for (const auto& [attribute, standardStream, target] : files) {
        QString name = attributes.value(attribute).toString().trimmed();
        if (name == QLatin1String(standardStream)) name.clear();
        if (name.contains('/') || name.contains('\\') || name == "." || name == "..")
            return fail(where(xml).toStdString() + attribute + ": expected a file name such as input.txt, got '" +
                        name.toStdString() + "'");
        *target = name;
    }
    if (!problem.inputFileName.isEmpty() && problem.inputFileName == problem.outputFileName)
        return fail(where(xml).toStdString() + "input-file and output-file are the same file, " +
                    problem.inputFileName.toStdString());
    problem.checkerPointsArePercent = attributes.value("treat-points-from-checker-as-percent") == u"true";
    if (const QString runs = attributes.value("run-count").toString(); !runs.isEmpty() && runs != "1")
        return fail(where(xml).toStdString() + "run-count: " + runs.toStdString() +
                    " runs of the solution per test are not judged here (only 1)");
    return {};
}

} // namespace

QString expandPolygonPattern(const QString& pattern, int index) {
    QString text = pattern;
    static const QRegularExpression number("%0?(\\d*)d");
    auto match = number.match(text);
    if (!match.hasMatch()) return text;
    int width = match.captured(1).isEmpty() ? 0 : std::min(match.captured(1).toInt(), 12); // %0999999d is no name
    return text.replace(match.capturedStart(), match.capturedLength(),
                        QStringLiteral("%1").arg(index, width, 10, QChar('0')));
}

QString polygonTestName(const QString& group, int index) {
    return QStringLiteral("secret/%1%2").arg(group.isEmpty() ? QString() : group + "/").arg(index, 2, 10, QChar('0'));
}

QStringList verdictsForPolygonTag(const QString& tag) {
    static const QHash<QString, QStringList> known = {
        {"main", {"AC"}},
        {"accepted", {"AC"}},
        {"wrong-answer", {"WA"}},
        {"presentation-error", {"PE"}},
        {"time-limit-exceeded", {"TLE", "ILE"}},
        {"time-limit-exceeded-or-accepted", {"TLE", "AC"}},
        {"time-limit-exceeded-or-memory-limit-exceeded", {"TLE", "MLE"}},
        {"memory-limit-exceeded", {"MLE"}},
        {"rejected", {"WA", "PE", "TLE", "ILE", "MLE", "RE", "RF", "OLE"}},
        {"failed", {"RE"}},
    };
    return known.value(tag);
}

Result<Problem> readPolygonProblem(const QString& directory) {
    QDir root(QFileInfo(directory).absoluteFilePath()); // every path the problem keeps is absolute
    const PackageRoot package(root.absolutePath());
    if (auto tree = package.checkTree(root.dirName()); !tree) return tree.failure();
    QFile file(root.filePath("problem.xml"));
    if (!file.open(QIODevice::ReadOnly)) return fail(directory.toStdString() + ": no problem.xml");
    Problem problem;
    problem.directory = QFileInfo(directory).absoluteFilePath();
    problem.shortName = QFileInfo(directory).fileName();
    problem.formatVersion = "polygon";
    problem.dialect = {Dialect::Polygon, QStringLiteral("problem.xml is present")};
    problem.outputValidatorProtocol = "testlib";
    problem.inputValidatorProtocol = "testlib";

    QXmlStreamReader xml(&file);
    QString testset, inputPattern, answerPattern, section, checker, interactor;
    int testCount = -1;
    QList<PolygonTest> tests;
    QList<PolygonGroup> groups;
    QStringList englishNames, otherNames;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"testset") testset.clear();
        if (xml.isEndElement() && (xml.name() == u"checker" || xml.name() == u"interactor" ||
                                   xml.name() == u"solution" || xml.name() == u"validator"))
            section.clear();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        const auto attributes = xml.attributes();
        // Assets (checker, interactor, solutions), wherever they stand.
        if (name == u"checker" || name == u"interactor" || name == u"solution" || name == u"validator") {
            section = name.toString();
            if (name == u"checker" && attributes.hasAttribute("type") && attributes.value("type") != u"testlib")
                return fail(where(xml).toStdString() + "checker: only testlib checkers are supported");
            if (name == u"solution") {
                Submission solution;
                solution.directory = attributes.value("tag").toString();
                problem.submissions.push_back(solution);
            }
            continue;
        }
        if (name == u"source" && attributes.hasAttribute("path")) {
            auto resolved = package.resolve(attributes.value("path").toString());
            if (!resolved)
                return fail(where(xml).toStdString() + section.toStdString() + " source " + resolved.error());
            const QString path = *resolved;
            if (section == "checker")
                checker = path;
            else if (section == "interactor")
                interactor = path;
            else if (section == "validator")
                problem.inputValidators << path;
            else if (section == "solution" && !problem.submissions.isEmpty() &&
                     problem.submissions.last().path.isEmpty()) {
                Submission& solution = problem.submissions.last();
                solution.path = path;
                solution.expectedVerdicts = verdictsForPolygonTag(solution.directory);
            }
            continue;
        }
        if (name == u"problem" && attributes.hasAttribute("short-name")) {
            problem.shortName = attributes.value("short-name").toString();
        } else if (name == u"name" && attributes.hasAttribute("value")) {
            (attributes.value("language") == u"english" ? englishNames : otherNames)
                << attributes.value("value").toString();
        } else if (name == u"judging") {
            if (auto files = readJudging(xml, problem); !files) return fail(files.error());
        } else if (name == u"testset") {
            testset = attributes.value("name").toString();
        }
        if (testset != "tests") continue; // pretests and other testsets are not judged
        if (name == u"time-limit") {
            bool ok = false;
            const QString text = xml.readElementText();
            double milliseconds = text.toDouble(&ok);
            if (!ok || !(milliseconds > 0 && milliseconds <= bounds::kLongestTimeLimit * 1000))
                return fail(where(xml).toStdString() +
                            QStringLiteral("time-limit: expected more than 0 and at most %1 milliseconds, got '%2'")
                                .arg(bounds::kLongestTimeLimit * 1000)
                                .arg(text)
                                .toStdString());
            problem.limits.timeLimit = milliseconds / 1000;
        } else if (name == u"memory-limit") {
            bool ok = false;
            const QString text = xml.readElementText();
            double bytes = text.toDouble(&ok);
            if (!ok || !(bytes >= (1 << 20) && bytes <= double(bounds::kLargestMemoryMiB) * (1 << 20)))
                return fail(where(xml).toStdString() +
                            QStringLiteral("memory-limit: expected from 1 MiB to %1 GiB in bytes, got '%2'")
                                .arg(bounds::kLargestMemoryMiB >> 10)
                                .arg(text)
                                .toStdString());
            problem.limits.memoryMiB = std::max(1, static_cast<int>(bytes / (1 << 20)));
            problem.limits.memoryNamed = true;
        } else if (name == u"test-count") {
            bool ok = false;
            testCount = xml.readElementText().toInt(&ok);
            if (!ok || testCount < 0 || testCount > kMostTests)
                return fail(where(xml).toStdString() + "test-count: expected a number of tests up to " +
                            std::to_string(kMostTests));
        } else if (name == u"input-path-pattern") {
            inputPattern = xml.readElementText();
        } else if (name == u"answer-path-pattern") {
            answerPattern = xml.readElementText();
        } else if (name == u"test") {
            PolygonTest test;
            test.sample = attributes.value("sample") == u"true";
            test.group = attributes.value("group").toString();
            if (attributes.hasAttribute("points")) {
                auto points = pointsOf(xml, attributes.value("points").toString());
                if (!points) return fail(points.error());
                test.points = *points;
            }
            if (tests.size() >= kMostTests)
                return fail(where(xml).toStdString() + "more than " + std::to_string(kMostTests) + " tests");
            tests << test;
        } else if (name == u"group") {
            PolygonGroup group;
            group.name = attributes.value("name").toString();
            if (attributes.hasAttribute("points")) {
                auto points = pointsOf(xml, attributes.value("points").toString());
                if (!points) return fail(points.error());
                group.points = *points;
            }
            group.completeGroup = attributes.value("points-policy") == u"complete-group";
            groups << group;
        } else if (name == u"dependency" && !groups.isEmpty()) {
            groups.last().dependencies << attributes.value("group").toString();
        }
    }
    if (xml.hasError())
        return fail(QStringLiteral("problem.xml:%1: %2").arg(xml.lineNumber()).arg(xml.errorString()).toStdString());
    if (inputPattern.isEmpty()) return fail("problem.xml: the testset \"tests\" has no input-path-pattern");
    if (auto dependencies = checkDependencies(groups); !dependencies) return fail(dependencies.error());
    if (testCount >= 0 && testCount != tests.size())
        return fail(QStringLiteral("problem.xml: test-count says %1, but %2 tests are listed")
                        .arg(testCount)
                        .arg(tests.size())
                        .toStdString());
    problem.name = !englishNames.isEmpty() ? englishNames.first()
                   : !otherNames.isEmpty() ? otherNames.first()
                                           : problem.shortName;

    // Groups become subgroups of data/secret (samples stay where Polygon put them, flagged as samples).
    TestGroup secret;
    secret.name = "secret";
    QHash<QString, int> groupIndex;
    bool scoring = false;
    for (int i = 0; i < tests.size(); ++i) {
        const PolygonTest& polygon = tests[i];
        TestCase test;
        test.name = polygonTestName(polygon.group, i + 1);
        auto input = package.resolve(expandPolygonPattern(inputPattern, i + 1));
        if (!input) return fail("problem.xml: input-path-pattern: " + input.error());
        auto answer = answerPattern.isEmpty() ? Result<QString>(QString())
                                              : package.resolve(expandPolygonPattern(answerPattern, i + 1));
        if (!answer) return fail("problem.xml: answer-path-pattern: " + answer.error());
        test.input = *input;
        test.sample = polygon.sample;
        test.points = polygon.points;
        scoring = scoring || polygon.points.value_or(0) > 0;
        if (!QFileInfo::exists(test.input))
            return fail(expandPolygonPattern(inputPattern, i + 1).toStdString() +
                        " is missing: export the package from Polygon with its tests (a full package)");
        if (!answer->isEmpty() && QFileInfo::exists(*answer)) test.answer = *answer;
        if (polygon.group.isEmpty()) {
            secret.tests << test;
            continue;
        }
        if (!groupIndex.contains(polygon.group)) {
            TestGroup group;
            group.name = "secret/" + polygon.group;
            group.settings.aggregation = Aggregation::Sum;
            group.settings.onReject = OnReject::Continue;
            for (const PolygonGroup& described : groups)
                if (described.name == polygon.group) {
                    group.dependencies = described.dependencies;
                    if (described.completeGroup) {
                        group.settings.aggregation = Aggregation::Min;
                        group.settings.onReject = OnReject::Break;
                        if (described.points) group.settings.maxScore = *described.points;
                    }
                    scoring = scoring || described.points.value_or(0) > 0;
                }
            groupIndex.insert(polygon.group, static_cast<int>(secret.groups.size()));
            secret.groups << group;
        }
        secret.groups[groupIndex.value(polygon.group)].tests << test;
    }
    // complete-group groups without their own points are worth the sum of their tests' points.
    for (TestGroup& group : secret.groups)
        if (group.settings.aggregation == Aggregation::Min && !group.settings.maxScore) {
            double sum = 0;
            for (const auto& test : group.tests)
                sum += test.points.value_or(0);
            group.settings.maxScore = sum;
        }
    secret.settings.aggregation = Aggregation::Sum;
    secret.settings.onReject = OnReject::Continue;
    problem.data.settings = secret.settings;
    problem.data.groups << secret;
    problem.validation.scoring = scoring;
    if (!checker.isEmpty()) {
        problem.validation.kind = ValidationKind::Custom;
        problem.outputValidator = checker;
    }
    if (!interactor.isEmpty()) {
        problem.validation.kind = ValidationKind::Custom;
        problem.validation.interactive = true;
        problem.interactor = interactor;
    }
    for (Submission& solution : problem.submissions)
        if (!solution.path.isEmpty() && !QFileInfo::exists(solution.path))
            return fail("problem.xml names the solution " + solution.path.toStdString() + ", which is missing");
    problem.submissions.removeIf([](const Submission& solution) { return solution.path.isEmpty(); });
    if (problem.data.testCount() == 0) return fail("problem.xml: the testset \"tests\" has no test");
    return problem;
}

} // namespace jd::problem
