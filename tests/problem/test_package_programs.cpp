// Checkers put into a package from the workbench, read back as the judge reads them.
#include "common/tree_copy.h"
#include "problem/package.h"
#include "problem/package_programs.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

problem::Problem read(const QString& path) {
    auto problem = problem::readProblem(path);
    if (!problem) qFatal("%s", problem.error().c_str());
    return *problem;
}

QString legacyPackage(const QTemporaryDir& dir) {
    const QString root = dir.filePath("legacy");
    test::writeTestFile(root + "/problem.yaml", "# kept\nname: Legacy\nvalidation: default\n");
    test::writeTestFile(root + "/data/secret/1.in", "1\n");
    test::writeTestFile(root + "/data/secret/1.ans", "1\n");
    return root;
}

} // namespace

class PackagePrograms : public QObject {
    Q_OBJECT
private slots:
    void aCheckerFileBecomesTheOutputValidatorWithItsHeaders() {
        QTemporaryDir dir;
        QVERIFY(copyTree(example("aplusb"), dir.filePath("p")));
        const QString checker =
            test::writeTestFile(dir.filePath("src/check.cpp"), "#include \"util.h\"\nint main(){return 42;}\n");
        test::writeTestFile(dir.filePath("src/util.h"), "\n");
        auto placed = problem::setOutputValidator(read(dir.filePath("p")), checker);
        QVERIFY2(placed, placed ? "" : placed.error().c_str());
        QVERIFY(QFileInfo::exists(dir.filePath("p/output_validator/check.cpp")));
        QVERIFY(QFileInfo::exists(dir.filePath("p/output_validator/util.h")));
        QCOMPARE(read(dir.filePath("p")).outputValidator, dir.filePath("p/output_validator"));
        // A second one replaces the first whole.
        const QString other = test::writeTestFile(dir.filePath("other/strict.cpp"), "int main(){return 43;}\n");
        QVERIFY(problem::setOutputValidator(read(dir.filePath("p")), other));
        QCOMPARE(QDir(dir.filePath("p/output_validator")).entryList(QDir::Files), QStringList({"strict.cpp"}));
        QVERIFY(problem::removeOutputValidator(read(dir.filePath("p"))));
        QVERIFY(read(dir.filePath("p")).outputValidator.isEmpty());
    }

    void aLegacyPackageSaysCustomValidationAndKeepsItsComments() {
        QTemporaryDir dir;
        const QString root = legacyPackage(dir);
        const QString checker = test::writeTestFile(dir.filePath("check.py"), "import sys\nsys.exit(42)\n");
        QVERIFY(problem::setOutputValidator(read(root), checker));
        QByteArray yaml = test::readTestFile(root + "/problem.yaml");
        QVERIFY2(yaml.contains("# kept\n") && yaml.contains("validation: custom\n"), yaml.constData());
        QCOMPARE(read(root).outputValidator, root + "/output_validators/check");
        QCOMPARE(read(root).validation.kind, problem::ValidationKind::Custom);
        QVERIFY(problem::removeOutputValidator(read(root)));
        yaml = test::readTestFile(root + "/problem.yaml");
        QVERIFY2(yaml.contains("validation: default\n"), yaml.constData());
        QVERIFY(!QFileInfo::exists(root + "/output_validators"));
    }

    void anInteractiveProblemKeepsItsValidator() {
        QTemporaryDir dir;
        QVERIFY(copyTree(example("guess"), dir.filePath("g")));
        auto removed = problem::removeOutputValidator(read(dir.filePath("g")));
        QVERIFY(!removed);
        QVERIFY(QFileInfo::exists(dir.filePath("g/output_validator/interactor.cpp")));
    }

    void aPolygonPackagesCheckerIsChangedInPolygon() {
        const QTemporaryDir dir;
        const QString source = test::writeTestFile(dir.filePath("x.cpp"), "int main(){}\n");
        auto set = problem::setOutputValidator(read(example("mixed-polygon")), source);
        QVERIFY(!set);
        QVERIFY2(set.error().find("problem.xml") != std::string::npos, set.error().c_str());
    }
};

QTEST_GUILESS_MAIN(PackagePrograms)
#include "test_package_programs.moc"
