// Where each format keeps its statements: every one is found with its language and form, English
// first and rendered forms before sources; nothing outside the package is listed.
#include "problem/omegaup_samples.h"
#include "problem/statements.h"
#include "sandbox_fixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using namespace jd::problem;

class StatementsTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    int made_ = 0;

    Problem problemWith(const QStringList& files) {
        Problem problem;
        problem.directory = dir_.filePath(QString::number(++made_));
        for (const QString& file : files)
            test::writeTestFile(problem.directory + "/" + file, "x\n");
        return problem;
    }

    static QStringList shown(const Problem& problem) {
        QStringList names;
        for (const Statement& statement : findStatements(problem))
            names << QDir(problem.directory).relativeFilePath(statement.path) + " " + statement.language + " " +
                         statementFormatName(statement.format);
        return names;
    }

private slots:
    void kattisStatementsComeEnglishFirstRenderedFormsBeforeSources() {
        const Problem problem = problemWith({"statement/problem.sv.md", "statement/problem.en.pdf",
                                             "statement/problem.en.md", "statement/problem.en.tex"});
        QCOMPARE(shown(problem),
                 (QStringList{"statement/problem.en.md en Markdown", "statement/problem.en.tex en LaTeX",
                              "statement/problem.en.pdf en PDF", "statement/problem.sv.md sv Markdown"}));
    }

    void aLegacyStatementWithoutALanguageIsFound() {
        QCOMPARE(shown(problemWith({"problem_statement/problem.tex"})),
                 QStringList{"problem_statement/problem.tex  LaTeX"});
    }

    void polygonStatementsAreFoundInEachOfTheirForms() {
        const Problem problem = problemWith({"statements/english/problem.tex", "statements/.html/english/problem.html",
                                             "statements/.pdf/russian/problem.pdf"});
        QCOMPARE(shown(problem), (QStringList{"statements/.html/english/problem.html english HTML",
                                              "statements/english/problem.tex english LaTeX",
                                              "statements/.pdf/russian/problem.pdf russian PDF"}));
    }

    void aDomjudgeStatementBesideTheSettingsIsFound() {
        QCOMPARE(shown(problemWith({"problem.pdf", "problem.yaml", "domjudge-problem.ini"})),
                 QStringList{"problem.pdf  PDF"});
    }

    void omegaUpStatementsAreFoundByTheirLanguage() {
        QCOMPARE(shown(problemWith(
                     {"statements/es.markdown", "statements/en.markdown", "statements/figure.png", "settings.json"})),
                 (QStringList{"statements/en.markdown en Markdown", "statements/es.markdown es Markdown"}));
    }

    void omegaUpExamplesBecomeHeadingsAndCodeBlocks() {
        const QString statement = "# Sums\n\n||input\n5\n3 1 4 1 5\n||output\n14 5\n||description\nThe sum "
                                  "and the largest.\n||input\n1\n7\n||output\n7 7\n||end\nAfter.";
        QCOMPARE(omegaupSamplesAsMarkdown(statement),
                 QStringLiteral("# Sums\n\n\n**Example 1: input**\n\n```\n5\n3 1 4 1 5\n```\n\n\n**Output**\n\n```"
                                "\n14 5\n```\n\n\nThe sum and the largest.\n\n**Example 2: input**\n\n```\n1\n7\n"
                                "```\n\n\n**Output**\n\n```\n7 7\n```\n\nAfter."));
    }

    void anExampleHoldingBackticksGetsALongerFence() {
        QCOMPARE(omegaupSamplesAsMarkdown("||input\n```\n||output\nx\n||end"),
                 QStringLiteral("\n**Example 1: input**\n\n````\n```\n````\n\n\n**Output**\n\n```\nx\n```\n"));
    }

    void markdownWithoutOmegaUpExamplesIsLeftAsItIs() {
        const QString text = "# Title\n\n| a | b |\n|---|---|\n||not a marker\n";
        QCOMPARE(omegaupSamplesAsMarkdown(text), text);
    }

    void aStatementLinkedFromOutsideIsNotListed() {
        const Problem problem = problemWith({"statement/problem.en.md"});
        const QString outside = dir_.filePath("secret.md");
        test::writeTestFile(outside, "not the package's\n");
        QVERIFY(QFile::link(outside, problem.directory + "/statement/problem.de.md"));
        QCOMPARE(shown(problem), QStringList{"statement/problem.en.md en Markdown"});
    }

    void aPackageWithoutAStatementHasNone() { QVERIFY(findStatements(problemWith({"problem.yaml"})).isEmpty()); }
};

QTEST_GUILESS_MAIN(StatementsTest)
#include "test_statements.moc"
