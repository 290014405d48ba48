// The statement beside the problem's settings: Markdown rendered (headings, tables), LaTeX shown as
// its source with a note, a PDF left to the desktop's viewer, and a package without one says where a
// statement goes.
#include "problem/package.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "widgets/statement_view.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace jd;
using namespace jd::ui;

class StatementViewTest : public QObject {
    Q_OBJECT
private slots:
    void aMarkdownStatementIsRendered() {
        auto problem = problem::readProblem(QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath("aplusb"));
        QVERIFY(problem);
        StatementView view;
        view.setProblem(*problem);
        QCOMPARE(view.choice()->currentText(), QStringLiteral("en — Markdown"));
        const QString shown = view.browser()->toPlainText();
        QVERIFY2(shown.startsWith("A Plus B"), qPrintable(shown)); // the heading, without its '#'
        QVERIFY(view.browser()->document()->toHtml().contains("<table"));
        view.resize(520, 600);
        view.show();
        test::screenshot(view, "problem-statement");
    }

    void aLatexStatementIsShownAsItsSource() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("problem_statement/problem.tex"), "\\problemname{Sums}\n");
        problem::Problem problem;
        problem.directory = dir.path();
        StatementView view;
        view.setProblem(problem);
        QCOMPARE(view.browser()->toPlainText(), QStringLiteral("\\problemname{Sums}\n"));
        QCOMPARE(view.note()->text(), QStringLiteral("LaTeX, shown as its source."));
    }

    void aPdfIsLeftToTheDesktopsViewer() {
        QTemporaryDir dir;
        test::writeTestFile(dir.filePath("problem.pdf"), "%PDF-1.4\n");
        problem::Problem problem;
        problem.directory = dir.path();
        StatementView view;
        view.setProblem(problem);
        QVERIFY(view.browser()->toPlainText().isEmpty());
        QVERIFY(view.note()->text().startsWith("A PDF"));
    }

    void aPackageWithoutAStatementSaysWhereOneGoes() {
        QTemporaryDir dir;
        problem::Problem problem;
        problem.directory = dir.path();
        StatementView view;
        view.setProblem(problem);
        QVERIFY(view.note()->text().contains("statement/problem.en.md"));
    }
};

QTEST_MAIN(StatementViewTest)
#include "test_statement_view.moc"
