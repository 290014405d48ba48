// A failed test's output diff as the GUI shows it: line numbers of both sides, the text, changed lines
// tinted and unchanged runs folded into one row.
#include "models/diff_model.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jd;
using ui::DiffModel;
using Kind = judge::DiffLine::Kind;

class DiffModelTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    judge::OutputDiff diffOf(const QByteArray& expected, const QByteArray& output) {
        for (auto [name, contents] : {std::pair{"expected", expected}, std::pair{"output", output}}) {
            QFile file(dir_.filePath(name));
            if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", name);
            file.write(contents);
        }
        auto diff = judge::diffOutputs(dir_.filePath("expected"), dir_.filePath("output"));
        if (!diff) qFatal("%s", diff.error().c_str());
        return diff.value();
    }

private slots:
    void modelIsWellBehaved() {
        DiffModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDiff(diffOf("1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"));
        QVERIFY(model.rowCount() > 0);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void rowsShowBothSidesLineNumbersAndFoldUnchangedRuns() {
        DiffModel model;
        model.setDiff(diffOf("1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"));
        QCOMPARE(model.rowCount(), 10); // skipped 1, same 2-4, removed 5, added five, same 6-8, skipped 9
        QCOMPARE(model.index(0, DiffModel::Text).data().toString(), QStringLiteral("… 1 unchanged line(s)"));
        QCOMPARE(model.index(0, DiffModel::ExpectedLine).data(), QVariant());
        const int first = model.firstChangeRow();
        QCOMPARE(first, 4);
        QCOMPARE(model.index(first, DiffModel::Text).data().toString(), QStringLiteral("5"));
        QCOMPARE(model.index(first, DiffModel::ExpectedLine).data().toInt(), 5);
        QCOMPARE(model.index(first, DiffModel::OutputLine).data(), QVariant());
        QCOMPARE(model.index(first, 0).data(DiffModel::KindRole).toInt(), int(Kind::Removed));
        QCOMPARE(model.index(first + 1, DiffModel::Text).data().toString(), QStringLiteral("five"));
        QCOMPARE(model.index(first + 1, DiffModel::OutputLine).data().toInt(), 5);
        QVERIFY(model.index(first, DiffModel::Text).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model.index(1, DiffModel::Text).data(Qt::BackgroundRole).isValid());
    }

    void identicalOutputsHaveNoChangeRow() {
        DiffModel model;
        model.setDiff(diffOf("1\n", "1\n"));
        QCOMPARE(model.firstChangeRow(), -1);
    }
};

QTEST_MAIN(DiffModelTest)
#include "test_diff_model.moc"
