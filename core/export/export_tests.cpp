#include "export_tests.h"

#include "common/atomic_file.h"
#include "judge/problem_judge.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <yaml-cpp/yaml.h>

namespace jd::exporting {
namespace {

using problem::Aggregation;
using problem::TestCase;
using problem::TestGroup;

QString lastPart(const QString& name) { return name.section('/', -1); }

// Tests of a folder without sample/secret (bare tests, Polygon's numbering) are secret ones.
QString underData(const QString& name) {
    if (name == "sample" || name == "secret" || name.startsWith("sample/") || name.startsWith("secret/")) return name;
    return name.isEmpty() ? QStringLiteral("secret") : "secret/" + name;
}

// DOMjudge reads data/sample and data/secret, one level: deeper names are joined with '-'.
QString flattened(const QString& name) {
    const QString full = underData(name);
    const QString top = full.section('/', 0, 0);
    const QString rest = full.section('/', 1);
    return rest.isEmpty() ? top : top + "/" + QString(rest).replace('/', '-');
}

struct Planner {
    const problem::Problem& problem;
    ExportFormat format;
    bool scoring;
    TestLayout layout;
    QSet<QString> taken;
    bool notedFlattenedArgs = false, notedAggregation = false, notedSampleCopies = false, notedSharedCopies = false;

    void place(const TestCase& test, QString name) {
        if (taken.contains(name)) {
            int suffix = 2;
            while (taken.contains(name + "-" + QString::number(suffix)))
                ++suffix;
            layout.changes << QStringLiteral("Two tests would both be %1; the second is %1-%2.").arg(name).arg(suffix);
            name += "-" + QString::number(suffix);
        }
        taken.insert(name);
        layout.tests << PlacedTest{test, name};
    }

    QString aggregationOf(const problem::GroupSettings& settings, const QString& group) {
        switch (settings.aggregation) {
        case Aggregation::PassFail: return QStringLiteral("pass-fail");
        case Aggregation::Sum: return QStringLiteral("sum");
        case Aggregation::Min: return QStringLiteral("min");
        case Aggregation::Max:
        case Aggregation::Avg:
            if (!notedAggregation)
                layout.changes << QStringLiteral("Group %1 takes the %2 of its tests' scores; Kattis 2025-09 knows "
                                                 "only sum and min, so it sums them.")
                                      .arg(group, settings.aggregation == Aggregation::Max ? "maximum" : "average");
            notedAggregation = true;
            return QStringLiteral("sum");
        }
        return {};
    }

    void walk(const TestGroup& group, const QStringList& parentArgs) {
        const QString name = group.name.isEmpty() ? QString() : underData(group.name);
        const QStringList args = judge::outputValidatorArguments(problem, group);
        const bool argsDiffer = args != parentArgs;
        if (format == ExportFormat::Kattis) {
            PlacedGroup placed{name, {}, {}, args, argsDiffer};
            if (scoring && !name.isEmpty() && name != "sample") {
                placed.aggregation = aggregationOf(group.settings, name);
                placed.maxScore = group.settings.maxScore;
            }
            layout.groups << placed;
        } else if (format == ExportFormat::DOMjudge && argsDiffer && !group.name.isEmpty() && !notedFlattenedArgs) {
            layout.changes << QStringLiteral("Group %1 gives its output validator other arguments (%2); a DOMjudge "
                                             "package has one set for all tests, the problem's.")
                                  .arg(name, args.join(' '));
            notedFlattenedArgs = true;
        }
        for (const TestCase& test : group.tests) {
            // A test this group shares with another (a TPS @include) is copied in: Kattis groups hold files.
            if (!group.name.isEmpty() && !test.name.startsWith(group.name + "/")) {
                const QString copy = group.name + "/" + lastPart(test.name);
                place(test, format == ExportFormat::DOMjudge ? flattened(copy) : underData(copy));
                if (!notedSharedCopies)
                    layout.changes << QStringLiteral("Tests shared between groups (%1 in %2) are copied into each "
                                                     "group that holds them.")
                                          .arg(test.name, group.name);
                notedSharedCopies = true;
                continue;
            }
            const QString testName = format == ExportFormat::DOMjudge ? flattened(test.name) : underData(test.name);
            const bool inSample = testName.startsWith("sample/");
            if (test.sample && !inSample) {
                place(test,
                      "sample/" + (format == ExportFormat::DOMjudge ? testName.section('/', 1) : lastPart(testName)));
                const bool scoresPoints = scoring && test.points.value_or(0) > 0;
                if (!scoresPoints) continue;
                if (!notedSampleCopies)
                    layout.changes << QStringLiteral("Sample tests that are worth points are in data/sample (shown, "
                                                     "never scored) and again in data/secret (scored).");
                notedSampleCopies = true;
            }
            // A test with points of its own in a group that adds them up: a Kattis group of one worth them.
            if (format == ExportFormat::Kattis && scoring && test.points &&
                group.settings.aggregation != Aggregation::Min) {
                layout.groups << PlacedGroup{testName, QStringLiteral("min"), *test.points, {}, false};
                place(test, testName + "/" + lastPart(testName));
                continue;
            }
            place(test, testName);
        }
        for (const TestGroup& child : group.groups)
            walk(child, args);
    }
};

// The files a Kattis test may have beside its input, by extension.
const QStringList kTestCompanions = {"interaction", "hint", "desc", "png", "jpg", "jpeg", "svg"};

Result<void> copyInto(const QString& from, const QString& to) {
    if (from.isEmpty()) return {};
    return copyFileAtomically(from, to);
}

YAML::Node argsNode(const QStringList& args) {
    YAML::Node node(YAML::NodeType::Sequence);
    for (const QString& arg : args)
        node.push_back(arg.toStdString());
    return node;
}

} // namespace

TestLayout planTests(const problem::Problem& problem, ExportFormat format) {
    Planner planner{problem, format, problem.validation.scoring, {}, {}};
    planner.walk(problem.data, {});
    return std::move(planner.layout);
}

Result<void> writeTests(const TestLayout& layout, const QString& packageDirectory, ExportFormat format) {
    const QDir data(QDir(packageDirectory).filePath("data"));
    for (const PlacedTest& placed : layout.tests) {
        const QString base = data.filePath(placed.name);
        if (auto copied = copyInto(placed.test.input, base + ".in"); !copied) return copied;
        if (auto copied = copyInto(placed.test.answer, base + ".ans"); !copied) return copied;
        if (format != ExportFormat::Kattis) continue;
        const QFileInfo input(placed.test.input);
        for (const QString& extension : kTestCompanions) {
            const QString companion = input.dir().filePath(input.completeBaseName() + "." + extension);
            if (QFileInfo(companion).isFile())
                if (auto copied = copyFileAtomically(companion, base + "." + extension); !copied) return copied;
        }
    }
    for (const PlacedGroup& group : layout.groups) {
        // A group whose tests all went elsewhere (Polygon's samples) is no group of the package.
        const bool holdsTests =
            group.name.isEmpty() || std::any_of(layout.tests.begin(), layout.tests.end(), [&](const PlacedTest& test) {
                return test.name.startsWith(group.name + "/");
            });
        if (!holdsTests) continue;
        YAML::Node settings(YAML::NodeType::Map);
        if (!group.aggregation.isEmpty()) settings["score_aggregation"] = group.aggregation.toStdString();
        if (group.maxScore) settings["max_score"] = *group.maxScore;
        if (group.argsDiffer) settings["output_validator_args"] = argsNode(group.outputValidatorArgs);
        if (settings.size() == 0) continue;
        YAML::Emitter out;
        out << settings;
        const QString path = data.filePath(group.name.isEmpty() ? "test_group.yaml" : group.name + "/test_group.yaml");
        if (auto written = writeFileAtomically(path, QByteArray(out.c_str()) + "\n"); !written) return written;
    }
    return {};
}

} // namespace jd::exporting
