// A rejected test's input, answer and output side by side: lines read on demand, the first difference
// found by the comparator and shown in both panes, the differing tokens marked, whitespace on demand.
// With JUDGEDESK_SCREENSHOTS=DIR set, the view is saved there as PNGs to look at.
#include "models/file_lines_model.h"
#include "sandbox_fixture.h"
#include "screenshots.h"
#include "widgets/side_by_side_view.h"

#include <QAbstractItemModelTester>
#include <QListView>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using ui::FileLinesModel;
using ui::SideBySideView;

class SideBySideTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    QString file(const QString& name, const QByteArray& contents) {
        return jd::test::writeTestFile(dir_.filePath(name), contents);
    }
    static bool shown(SideBySideView& view) {
        QSignalSpy spy(&view, &SideBySideView::firstDifferenceShown);
        return spy.wait(30000);
    }

private slots:
    void theLinesModelIsWellBehaved() {
        FileLinesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFile(*LineIndex::build(file("model.txt", "a\nb\n")));
        model.setFocus(1, {{0, 1}});
        model.setMarker([](int) { return FileLinesModel::Marks{{0, 1}}; });
        model.clear();
    }

    void aLineIsReadWhenAskedForAndCutWhenTooLong() {
        FileLinesModel model;
        const QByteArray longLine(FileLinesModel::kMaxLineBytes + 10, 'z');
        model.setFile(*LineIndex::build(file("lines.txt", "first\r\n" + longLine + "\n\x1b[31mred\n")));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.lineText(0), QStringLiteral("first")); // a Windows line end is not shown
        QVERIFY(model.lineText(1).endsWith(QStringLiteral("… (10 more bytes)")));
        QCOMPARE(model.lineText(2), QStringLiteral("\\x1b[31mred")); // no terminal escapes reach the screen
        QCOMPARE(model.data(model.index(2), FileLinesModel::LineNumberRole).toInt(), 3);
    }

    void theFirstDifferenceIsFocusedInTheAnswerAndTheOutput() {
        SideBySideView view;
        view.resize(1000, 400);
        view.showTest(file("a.in", "3\n"), file("a.ans", "1 2\n3 4\n5 6\n"), file("a.out", "1 2\n3   7\n5 6\n"), {});
        QVERIFY(shown(view));
        QCOMPARE(view.model(SideBySideView::Answer)->focusRow(), 1);
        QCOMPARE(view.model(SideBySideView::Output)->focusRow(), 1);
        const auto marks = view.model(SideBySideView::Output)
                               ->data(view.model(SideBySideView::Output)->index(1), FileLinesModel::MarksRole)
                               .value<FileLinesModel::Marks>();
        QCOMPARE(marks, (FileLinesModel::Marks{{4, 1}}));
        QVERIFY2(view.summary().contains("line 2, column 5 of the output (line 2, column 3 of the answer)"),
                 qPrintable(view.summary()));
        QCOMPARE(view.view(SideBySideView::Output)->currentIndex().row(), 1);
    }

    void linesOnScreenMarkOnlyTheTokensThatDiffer() {
        SideBySideView view;
        view.showTest({}, file("b.ans", "1 2\n3 4\n5 6 7\n"), file("b.out", "1 2\n3 9\n5 6 8\n"), {});
        QVERIFY(shown(view));
        FileLinesModel* output = view.model(SideBySideView::Output);
        QVERIFY(output->data(output->index(0), FileLinesModel::MarksRole).value<FileLinesModel::Marks>().isEmpty());
        QCOMPARE(output->data(output->index(2), FileLinesModel::MarksRole).value<FileLinesModel::Marks>(),
                 (FileLinesModel::Marks{{4, 1}}));
        FileLinesModel* answer = view.model(SideBySideView::Answer);
        QCOMPARE(answer->data(answer->index(2), FileLinesModel::MarksRole).value<FileLinesModel::Marks>(),
                 (FileLinesModel::Marks{{4, 1}}));
    }

    void theComparatorAndItsToleranceAreSaid() {
        SideBySideView view;
        view.showTest({}, file("c.ans", "0.5\n"), file("c.out", "0.6\n"),
                      *judge::ComparatorOptions::fromFlags({"float_tolerance", "1e-6"}));
        QVERIFY(shown(view));
        QVERIFY2(view.summary().contains("absolute tolerance 1e-06, relative tolerance 1e-06"),
                 qPrintable(view.summary()));
    }

    void anOutputThatEndedEarlyIsPlacedAtItsEnd() {
        SideBySideView view;
        view.showTest({}, file("d.ans", "1\n2\n"), file("d.out", "1\n"), {});
        QVERIFY(shown(view));
        QCOMPARE(view.model(SideBySideView::Answer)->focusRow(), 1);
        QVERIFY(view.summary().contains("output ended early"));
    }

    void aMissingOutputIsSaidNotFatal() {
        SideBySideView view;
        view.showTest({}, file("e.ans", "1\n"), dir_.filePath("no-such-output"), {});
        QVERIFY(shown(view));
        QVERIFY(!view.comparison());
        QVERIFY(view.summary().contains("could not be compared"));
        QCOMPARE(view.model(SideBySideView::Output)->rowCount(), 0);
    }

    void aFiftyMebibyteOutputIsShownAtItsFirstDifference() {
        const QByteArray line = "1000000007 998244353 123456789\n";
        QByteArray body = line.repeated((50 << 20) / line.size());
        const QString answer = file("big.ans", body + "42\n");
        body += "43\n";
        const QString output = file("big.out", body);
        SideBySideView view;
        view.resize(1000, 400);
        view.show();
        view.showTest({}, answer, output, {});
        QVERIFY(shown(view));
        const int last = int(body.count('\n')) - 1;
        QCOMPARE(view.model(SideBySideView::Output)->focusRow(), last);
        QCOMPARE(view.view(SideBySideView::Output)->currentIndex().row(), last);
        QListView* outputView = view.view(SideBySideView::Output);
        QVERIFY(outputView->viewport()->rect().contains(
            outputView->visualRect(outputView->model()->index(last, 0)).center()));
        test::screenshot(view, "side-by-side-50mib");
    }

    void whitespaceIsShownOnDemand() {
        SideBySideView view;
        view.resize(1000, 300);
        view.show();
        view.showTest(file("f.in", "2\n1 2\n"), file("f.ans", "3\nyes\n"), file("f.out", "3 \n\tno\n"), {});
        QVERIFY(shown(view));
        view.setWhitespaceVisible(true);
        QVERIFY(view.whitespaceVisible());
        test::screenshot(view, "side-by-side-whitespace");
    }
};

QTEST_MAIN(SideBySideTest)
#include "test_side_by_side.moc"
