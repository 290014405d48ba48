// What the workspace tree lists: problems of each format by their marker files, contest folders with
// their problems and contestants, solutions by expected verdict, archives; hidden and empty folders
// left out; a scan bounded in entries says it stopped.
#include "sandbox_fixture.h"
#include "workspace/workspace_scan.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace jd::workspace;

namespace {

const QString kExamples = QStringLiteral(JUDGEDESK_EXAMPLES_DIR);

bool isSource(const QString& path) {
    for (const char* extension : {".cpp", ".py", ".java", ".c"})
        if (path.endsWith(QLatin1String(extension))) return true;
    return false;
}

const Entry* child(const Entry& entry, const QString& name) {
    for (const Entry& candidate : entry.children)
        if (candidate.name == name) return &candidate;
    return nullptr;
}

QStringList names(const Entry& entry) {
    QStringList all;
    for (const Entry& candidate : entry.children)
        all << candidate.name;
    return all;
}

void touch(const QString& path) { jd::test::writeTestFile(path, "x"); }

} // namespace

class WorkspaceScanTest : public QObject {
    Q_OBJECT
private slots:
    void eachProblemFormatIsRecognisedByItsMarkerFiles() {
        QCOMPARE(classifyDirectory(kExamples + "/aplusb"), EntryKind::KattisProblem);
        QCOMPARE(classifyDirectory(kExamples + "/mixed-domjudge"), EntryKind::DomjudgeProblem);
        QCOMPARE(classifyDirectory(kExamples + "/guess-polygon"), EntryKind::PolygonProblem);
        QCOMPARE(classifyDirectory(kExamples + "/contest-day1"), EntryKind::ContestFolder);
        QCOMPARE(classifyDirectory(kExamples + "/tps-summax"), EntryKind::TpsProblem);
        QCOMPARE(classifyDirectory(kExamples + "/omegaup-sums"), EntryKind::OmegaUpProblem);
        QCOMPARE(classifyDirectory(kExamples), EntryKind::Folder);
    }

    void aFolderOfAnsweredInputsIsAFolderOfTestsAndOpensAsAProblem() {
        QTemporaryDir dir;
        jd::test::writeTestFile(dir.filePath("tests/1.in"), "1 2\n");
        jd::test::writeTestFile(dir.filePath("tests/1.out"), "3\n");
        QCOMPARE(classifyDirectory(dir.filePath("tests")), EntryKind::TestFolder);
        QVERIFY(isProblem(EntryKind::TestFolder));
        jd::test::writeTestFile(dir.filePath("tests/scratch.in"), "no answer\n");
        QCOMPARE(classifyDirectory(dir.filePath("tests")), EntryKind::Folder);
    }

    void aFolderOfTestsListsTheSourcesBesideThemButItsCheckerAsSolutions() {
        QTemporaryDir dir;
        for (const char* file : {"1.in", "1.out", "sol.cpp", "brute.py", "checker.cpp", "notes.txt"})
            touch(dir.filePath(file));
        touch(dir.filePath("submissions/wrong_answer/greedy.cpp"));
        const Scan scan = scanWorkspace(dir.path(), isSource);
        QCOMPARE(scan.root.kind, EntryKind::TestFolder);
        QCOMPARE(names(scan.root), (QStringList{"brute.py", "sol.cpp", "wrong_answer"}));
        QCOMPARE(child(scan.root, "sol.cpp")->kind, EntryKind::Solution);
        QCOMPARE(child(scan.root, "wrong_answer")->kind, EntryKind::SolutionGroup);
        QCOMPARE(names(*child(scan.root, "wrong_answer")), QStringList{"greedy.cpp"});
    }

    void theExamplesAreListedInNaturalOrderWithTheirKinds() {
        const Scan scan = scanWorkspace(kExamples, isSource);
        QVERIFY(!scan.truncated);
        QCOMPARE(scan.root.kind, EntryKind::Folder);
        QCOMPARE(names(scan.root),
                 QStringList({"aplusb", "circle", "contest-day1", "guess", "guess-polygon", "mixed-domjudge",
                              "mixed-kattis", "mixed-polygon", "omegaup-sums", "subtasks", "tps-summax"}));
        QCOMPARE(child(scan.root, "guess-polygon")->kind, EntryKind::PolygonProblem);
        QCOMPARE(child(scan.root, "mixed-domjudge")->kind, EntryKind::DomjudgeProblem);
    }

    void aKattisProblemListsItsSolutionsByExpectedVerdict() {
        const Scan scan = scanWorkspace(kExamples, isSource);
        const Entry* aplusb = child(scan.root, "aplusb");
        QVERIFY(aplusb);
        QCOMPARE(names(*aplusb), QStringList({"accepted", "compiler_error", "memory_limit_exceeded", "run_time_error",
                                              "time_limit_exceeded", "wrong_answer"}));
        const Entry* accepted = child(*aplusb, "accepted");
        QCOMPARE(accepted->kind, EntryKind::SolutionGroup);
        QCOMPARE(names(*accepted), QStringList({"Sum.java", "sum.cpp", "sum.py"}));
        QCOMPARE(child(*accepted, "sum.cpp")->kind, EntryKind::Solution);
        QCOMPARE(child(*accepted, "sum.cpp")->path,
                 QDir(kExamples).absoluteFilePath("aplusb/submissions/accepted/sum.cpp"));
    }

    void aPolygonPackageListsItsSolutionsFolder() {
        const Scan scan = scanWorkspace(kExamples + "/guess-polygon", isSource);
        QCOMPARE(scan.root.kind, EntryKind::PolygonProblem);
        QCOMPARE(names(scan.root), QStringList({"solutions"}));
        QCOMPARE(names(scan.root.children[0]),
                 QStringList({"binary_search.cpp", "binary_search.py", "count_up.py", "silent.cpp"}));
    }

    void aContestFolderListsItsProblemsAndContestants() {
        const Scan scan = scanWorkspace(kExamples + "/contest-day1", isSource);
        QCOMPARE(scan.root.kind, EntryKind::ContestFolder);
        QCOMPARE(names(scan.root), QStringList({"max", "rev", "alice", "bob", "carol"}));
        QCOMPARE(child(scan.root, "max")->kind, EntryKind::ContestProblem);
        QCOMPARE(child(scan.root, "alice")->kind, EntryKind::SolutionGroup);
        QVERIFY(!child(scan.root, "alice")->children.empty());
    }

    // The panel lists what the contest judges: a source in a folder named for its problem (LemonLime) is
    // shown by that path, and each source carries the problem it is judged against.
    void aContestantsSourcesAreBoundToTheProblemsTheyAreNamedFor() {
        const Scan scan = scanWorkspace(kExamples + "/contest-day1", isSource);
        const Entry* bob = child(scan.root, "bob");
        QCOMPARE(names(*bob), QStringList({"max.py", "rev/rev.cpp"}));
        QCOMPARE(child(*bob, "max.py")->problem, kExamples + "/contest-day1/data/max");
        QCOMPARE(child(*bob, "rev/rev.cpp")->problem, kExamples + "/contest-day1/data/rev");
        QCOMPARE(child(*bob, "rev/rev.cpp")->path, kExamples + "/contest-day1/source/bob/rev/rev.cpp");
    }

    // Cena's src/ and problems/ are read as the contest reads them, and a contestant with nothing judged is
    // listed all the same, saying why (the board lists them too).
    void aContestantWithNothingJudgedIsListedSayingWhy() {
        QTemporaryDir root;
        touch(root.filePath("day2/contest.yaml"));
        touch(root.filePath("day2/problems/sum/1.in"));
        touch(root.filePath("day2/problems/sum/1.out"));
        touch(root.filePath("day2/src/erin/SUM.CPP"));
        touch(root.filePath("day2/src/frank/sum.c"));
        const Scan scan = scanWorkspace(root.filePath("day2"), isSource);
        QCOMPARE(names(scan.root), QStringList({"sum", "erin", "frank"}));
        const Entry* erin = child(scan.root, "erin");
        QCOMPARE(erin->kind, EntryKind::SolutionGroup);
        QVERIFY(erin->children.empty());
        QVERIFY2(erin->note.contains("SUM.CPP not judged"), qPrintable(erin->note));
        QCOMPARE(child(*child(scan.root, "frank"), "sum.c")->problem, root.filePath("day2/problems/sum"));
    }

    void archivesAreListedAndFoldersWithNothingOfInterestAreLeftOut() {
        QTemporaryDir root;
        touch(root.filePath("packages/hello.zip"));
        touch(root.filePath("notes/readme.txt"));
        touch(root.filePath(".hidden/problem.yaml"));
        touch(root.filePath("deep/er/still/p/problem.yaml"));
        const Scan scan = scanWorkspace(root.path(), isSource);
        QCOMPARE(names(scan.root), QStringList({"deep", "packages"}));
        QCOMPARE(child(scan.root, "packages")->children.at(0).kind, EntryKind::ProblemArchive);
        const Entry* p = &child(scan.root, "deep")->children.at(0).children.at(0).children.at(0);
        QCOMPARE(p->name, QStringLiteral("p"));
        QCOMPARE(p->kind, EntryKind::KattisProblem);
    }

    void onlySourceFilesCountAsSolutions() {
        QTemporaryDir root;
        touch(root.filePath("p/problem.yaml"));
        touch(root.filePath("p/submissions/accepted/a.cpp"));
        touch(root.filePath("p/submissions/accepted/notes.txt"));
        QVERIFY(QDir().mkpath(root.filePath("p/submissions/accepted/multi")));
        touch(root.filePath("p/submissions/wrong_answer/README"));
        const Scan scan = scanWorkspace(root.filePath("p"), isSource);
        QCOMPARE(names(scan.root), QStringList({"accepted"})); // wrong_answer holds no solution
        QCOMPARE(names(scan.root.children[0]), QStringList({"a.cpp", "multi"}));
    }

    void aScanPastItsEntryLimitStopsAndSaysSo() {
        QTemporaryDir root;
        for (int i = 0; i < 30; ++i)
            touch(root.filePath(QStringLiteral("p%1/problem.yaml").arg(i)));
        const Scan scan = scanWorkspace(root.path(), isSource, ScanLimits{6, 10});
        QVERIFY(scan.truncated);
        QVERIFY(scan.root.children.size() <= 10);
        QVERIFY(!scanWorkspace(root.path(), isSource).truncated);
        QCOMPARE(scanWorkspace(root.path(), isSource).root.children.size(), size_t(30));
    }

    void foldersBelowTheDepthLimitAreNotSearched() {
        QTemporaryDir root;
        touch(root.filePath("a/b/c/p/problem.yaml"));
        QVERIFY(scanWorkspace(root.path(), isSource, ScanLimits{2, 1000}).root.children.empty());
        QCOMPARE(scanWorkspace(root.path(), isSource, ScanLimits{3, 1000}).root.children.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(WorkspaceScanTest)
#include "test_workspace_scan.moc"
