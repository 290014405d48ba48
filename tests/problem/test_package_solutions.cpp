// Solutions added to a package from the workbench, where its own system looks for them, read back as the judge
// reads them: a Kattis package's submissions/<verdict>/, Polygon's problem.xml tags, TPS's solutions.json.
#include "common/tree_copy.h"
#include "problem/package.h"
#include "problem/package_solutions.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace jd;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

problem::Problem read(const QString& path) {
    auto problem = problem::readProblem(path);
    if (!problem) qFatal("%s", problem.error().c_str());
    return *problem;
}

const problem::Submission* submissionAt(const problem::Problem& problem, const QString& path) {
    const auto found = std::find_if(problem.submissions.begin(), problem.submissions.end(),
                                    [&](const problem::Submission& submission) { return submission.path == path; });
    return found == problem.submissions.end() ? nullptr : &*found;
}

// A copy of the example in `dir`, with `edit` applied to its problem.xml.
QString polygonCopy(const QTemporaryDir& dir, const std::function<QByteArray(QByteArray)>& edit = {}) {
    const QString root = dir.filePath("polygon");
    if (!copyTree(example("mixed-polygon"), root)) qFatal("cannot copy the example");
    if (edit) test::writeTestFile(root + "/problem.xml", edit(test::readTestFile(root + "/problem.xml")));
    return root;
}

QByteArray withoutSolutions(QByteArray xml) {
    return QString::fromUtf8(xml)
        .remove(QRegularExpression(R"(\s*<solutions>.*</solutions>)", QRegularExpression::DotMatchesEverythingOption))
        .toUtf8();
}

} // namespace

class PackageSolutions : public QObject {
    Q_OBJECT
private slots:
    void aSolutionGoesWhereItsExpectedVerdictIsSaid() {
        QTemporaryDir dir;
        QVERIFY(copyTree(example("aplusb"), dir.filePath("p")));
        const QString source = test::writeTestFile(dir.filePath("sum.cpp"), "int main() {}\n");
        auto added = problem::addSolution(read(dir.filePath("p")), source, "wrong_answer");
        QVERIFY2(added, added ? "" : added.error().c_str());
        QCOMPARE(*added, dir.filePath("p/submissions/wrong_answer/sum.cpp"));
        auto again = problem::addSolution(read(dir.filePath("p")), source, "wrong_answer");
        QVERIFY(again);
        QCOMPARE(*again, dir.filePath("p/submissions/wrong_answer/sum-2.cpp"));
        const problem::Problem reread = read(dir.filePath("p"));
        for (const QString& path : {*added, *again}) {
            const problem::Submission* submission = submissionAt(reread, path);
            QVERIFY(submission);
            QCOMPARE(submission->expectedVerdicts, QStringList({"WA"}));
        }
    }

    void aKindItsSystemDoesNotNameIsRefused() {
        QTemporaryDir dir;
        const QString source = test::writeTestFile(dir.filePath("x.cpp"), "int main(){}\n");
        QVERIFY(!problem::addSolution(read(example("aplusb")), source, "../escape"));
        auto polygon = problem::addSolution(read(example("mixed-polygon")), source, "wrong_answer");
        QVERIFY(!polygon);
        QVERIFY2(polygon.error().find("wrong-answer") != std::string::npos, polygon.error().c_str()); // its name
    }

    void aPolygonSolutionIsNamedInProblemXmlWithItsTag() {
        QTemporaryDir dir;
        const QString root = polygonCopy(dir);
        const qsizetype before = read(root).submissions.size();
        const QString source = test::writeTestFile(dir.filePath("off_by_one.py"), "print(0)\n");
        auto added = problem::addSolution(read(root), source, "wrong-answer");
        QVERIFY2(added, added ? "" : added.error().c_str());
        QCOMPARE(*added, root + "/solutions/off_by_one.py");
        const problem::Problem reread = read(root);
        QCOMPARE(reread.submissions.size(), before + 1);
        const problem::Submission* submission = submissionAt(reread, *added);
        QVERIFY(submission);
        QCOMPARE(submission->expectedVerdicts, QStringList({"WA"}));
        QVERIFY(!reread.outputValidator.isEmpty()); // the rest of problem.xml as it was
        // Only the solution is added: the rest of the file is as it was, line for line.
        QByteArray expected = test::readTestFile(example("mixed-polygon") + "/problem.xml");
        expected.replace("        </solutions>", "            <solution tag=\"wrong-answer\">\n"
                                                 "                <source path=\"solutions/off_by_one.py\" "
                                                 "type=\"python.3\"/>\n"
                                                 "            </solution>\n"
                                                 "        </solutions>");
        QCOMPARE(test::readTestFile(root + "/problem.xml"), expected);
    }

    void aPolygonPackageWithoutSolutionsGetsItsList() {
        QTemporaryDir dir;
        const QString root = polygonCopy(dir, withoutSolutions);
        QCOMPARE(read(root).submissions.size(), 0);
        const QString source = test::writeTestFile(dir.filePath("model.cpp"), "int main(){}\n");
        auto added = problem::addSolution(read(root), source, "main");
        QVERIFY2(added, added ? "" : added.error().c_str());
        const problem::Problem reread = read(root);
        QCOMPARE(reread.submissions.size(), 1);
        QCOMPARE(reread.submissions.first().path, *added);
        QCOMPARE(reread.submissions.first().expectedVerdicts, QStringList({"AC"}));
    }

    void aPolygonPackageWithoutAssetsGetsThem() {
        QTemporaryDir dir;
        const QString root = polygonCopy(dir, [](QByteArray xml) {
            return QString::fromUtf8(xml)
                .remove(QRegularExpression(R"(\s*<assets>.*</assets>)", QRegularExpression::DotMatchesEverythingOption))
                .toUtf8();
        });
        const QString source = test::writeTestFile(dir.filePath("model.cpp"), "int main(){}\n");
        auto added = problem::addSolution(read(root), source, "accepted");
        QVERIFY2(added, added ? "" : added.error().c_str());
        QCOMPARE(read(root).submissions.size(), 1);
        QVERIFY(test::readTestFile(root + "/problem.xml").contains("<assets>\n        <solutions>\n"));
    }

    void anEmptySolutionsElementIsOpenedForTheSolution() {
        QTemporaryDir dir;
        const QString root = polygonCopy(dir, [](QByteArray xml) {
            return QString::fromUtf8(withoutSolutions(xml))
                .replace("</assets>", "    <solutions/>\n    </assets>")
                .toUtf8();
        });
        const QString source = test::writeTestFile(dir.filePath("model.cpp"), "int main(){}\n");
        auto added = problem::addSolution(read(root), source, "accepted");
        QVERIFY2(added, added ? "" : added.error().c_str());
        QCOMPARE(read(root).submissions.size(), 1);
        const QByteArray xml = test::readTestFile(root + "/problem.xml");
        QVERIFY2(xml.contains("        <solutions>\n            <solution tag=\"accepted\">\n"), xml.constData());
    }

    void aSecondPolygonMainSolutionIsRefusedAndNothingCopied() {
        QTemporaryDir dir;
        const QString root = polygonCopy(dir);
        const QString source = test::writeTestFile(dir.filePath("another_main.cpp"), "int main(){}\n");
        auto added = problem::addSolution(read(root), source, "main");
        QVERIFY(!added);
        QVERIFY2(added.error().find("main solution already") != std::string::npos, added.error().c_str());
        QVERIFY(!QFile::exists(root + "/solutions/another_main.cpp"));
    }

    void aProblemXmlThatDoesNotParseIsRefusedAndNothingCopied() {
        QTemporaryDir dir;
        const QString root = polygonCopy(dir);
        const problem::Problem problem = read(root);
        test::writeTestFile(root + "/problem.xml", "<problem><assets><solutions></assets></problem>\n");
        const QString source = test::writeTestFile(dir.filePath("x.cpp"), "int main(){}\n");
        auto added = problem::addSolution(problem, source, "accepted");
        QVERIFY(!added);
        QVERIFY2(added.error().find("problem.xml, line 1") != std::string::npos, added.error().c_str());
        QVERIFY(!QFile::exists(root + "/solutions/x.cpp"));
        QCOMPARE(test::readTestFile(root + "/problem.xml"),
                 QByteArray("<problem><assets><solutions></assets></problem>\n")); // untouched
    }

    void aTpsSolutionIsNamedInSolutionsJson() {
        QTemporaryDir dir;
        QVERIFY(copyTree(example("tps-summax"), dir.filePath("tps")));
        const QString root = dir.filePath("tps");
        const QString source = test::writeTestFile(dir.filePath("model.cpp"), "int main(){}\n");
        auto added = problem::addSolution(read(root), source, "time_limit");
        QVERIFY2(added, added ? "" : added.error().c_str());
        QCOMPARE(*added, root + "/solution/model-2.cpp"); // the name was taken
        const problem::Problem reread = read(root);
        const problem::Submission* submission = submissionAt(reread, *added);
        QVERIFY(submission);
        QCOMPARE(submission->expectedVerdicts, QStringList({"TLE"}));
        const problem::Submission* overflow = submissionAt(reread, root + "/solution/overflow.cpp");
        QVERIFY(overflow && overflow->expectedScore); // its `except` kept
    }

    void aSecondTpsModelSolutionIsRefused() {
        QTemporaryDir dir;
        QVERIFY(copyTree(example("tps-summax"), dir.filePath("tps")));
        const QString source = test::writeTestFile(dir.filePath("better.cpp"), "int main(){}\n");
        auto added = problem::addSolution(read(dir.filePath("tps")), source, "model_solution");
        QVERIFY(!added);
        QVERIFY2(added.error().find("model.cpp") != std::string::npos, added.error().c_str());
        QVERIFY(!QFile::exists(dir.filePath("tps/solution/better.cpp")));
    }
};

QTEST_GUILESS_MAIN(PackageSolutions)
#include "test_package_solutions.moc"
