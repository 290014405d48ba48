// The examples exported for Kattis, checked by Kattis's own verifyproblem (the peer beside the checkout): every
// error it reports is one the export named beforehand, as a thing only the coach can add (toolErrors, by the
// words verifyproblem uses) or as a submission judged otherwise there (changes, by the submission's name).
#include "export/package_export.h"
#include "problem/package.h"
#include "problemtools_peer.h"
#include "sandbox_fixture.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace jd;

namespace {

QString example(const QString& name) { return QDir(QStringLiteral(JUDGEDESK_EXAMPLES_DIR)).filePath(name); }

// verifyproblem's words the report quotes ("No input format validators found").
QStringList quotedIn(const QStringList& sentences) {
    static const QRegularExpression quoted(QStringLiteral("\"([^\"]+)\""));
    QStringList quotes;
    for (const QString& sentence : sentences)
        for (auto match = quoted.globalMatch(sentence); match.hasNext();)
            quotes << match.next().captured(1);
    return quotes;
}

bool explained(const QString& error, const exporting::ExportReport& report) {
    for (const QString& quote : quotedIn(report.toolErrors))
        if (error.contains(quote)) return true;
    static const QRegularExpression submission(QStringLiteral(R"(submission (\S+) \()"));
    const auto named = submission.match(error);
    if (!named.hasMatch()) return false;
    // Named as judged otherwise: that submissions.yaml has no place there says nothing of the verdict.
    for (const QString& change : report.changes)
        if (!change.startsWith("What submissions.yaml said") && change.contains("/" + named.captured(1) + " "))
            return true;
    return false;
}

} // namespace

class ExportsUnderProblemtools : public QObject {
    Q_OBJECT
    QTemporaryDir scratch_;
    test::ProblemtoolsPeer peer_;

private slots:
    void initTestCase() {
        qputenv("XDG_CACHE_HOME", scratch_.filePath("cache").toUtf8());
        const QString shared = test::sharedDirectory(QStringLiteral(JUDGEDESK_SOURCE_DIR));
        peer_ = test::prepareProblemtools(shared + "/peers/problemtools", scratch_.path());
        if (!peer_.unavailable.isEmpty()) QSKIP(qPrintable("Kattis's verifyproblem: " + peer_.unavailable));
    }

    void everyErrorOfVerifyproblemWasNamedByTheExport_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"subtasks", "mixed-kattis", "circle", "guess"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void everyErrorOfVerifyproblemWasNamedByTheExport() {
        QFETCH(QString, name);
        auto problem = problem::readProblem(example(name));
        QVERIFY2(problem, problem ? "" : problem.error().c_str());
        exporting::ExportOptions options;
        options.destination = scratch_.filePath(QString(name).remove('-')); // a short name Kattis takes
        auto report = exporting::exportPackage(*problem, options);
        QVERIFY2(report, report ? "" : report.error().c_str());
        const test::Finished verified = peer_.verify(options.destination);
        QVERIFY2(verified.output.contains(" tested: "), qPrintable(verified.output));
        QStringList unexplained;
        for (const QString& line : verified.output.split('\n'))
            if (line.startsWith("ERROR") && !explained(line, *report)) unexplained << line;
        QVERIFY2(unexplained.isEmpty(), qPrintable(unexplained.join('\n') + "\nthe export said:\n" +
                                                   (report->changes + report->toolErrors).join('\n')));
    }
};

QTEST_GUILESS_MAIN(ExportsUnderProblemtools)
#include "test_exports_under_problemtools.moc"
