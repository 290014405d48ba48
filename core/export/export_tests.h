#pragma once
// Where a problem's tests go in an exported package, and the group files that keep their meaning:
// samples under data/sample, everything else under data/secret; a Polygon test worth points of its own
// becomes a group of one (a Kattis 2025-09 group scores its max_score, a test alone cannot); DOMjudge
// gets one flat level, the deepest it reads everywhere.
#include "common/result.h"
#include "package_export.h"

namespace jd::exporting {

struct PlacedTest {
    problem::TestCase test;
    QString name; // below data/, without extension
};

struct PlacedGroup {
    QString name;        // below data/; "" is data/ itself
    QString aggregation; // "pass-fail", "sum", "min"; empty: inherited
    std::optional<double> maxScore;
    // The problem's validator flags come first: a package's own group arguments follow them, as they
    // do when it is judged.
    QStringList outputValidatorArgs;
    bool argsDiffer = false; // written only when they differ from the enclosing group's
};

struct TestLayout {
    QList<PlacedTest> tests;
    QList<PlacedGroup> groups;
    QStringList changes;
};

TestLayout planTests(const problem::Problem& problem, ExportFormat format);

// Copies each test's files (.in, .ans, and for Kattis the .interaction, .hint, .desc and images beside
// it) and writes the groups' test_group.yaml.
Result<void> writeTests(const TestLayout& layout, const QString& packageDirectory, ExportFormat format);

} // namespace jd::exporting
