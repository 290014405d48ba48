// checktestdata's own conformance suite (DOMjudge/checktestdata tests/, a copy in ../shared/corpora), judged by
// JudgeDesk's interpreter as its Makefile judges checktestdata: each test_X_prog.in accepts every
// test_X_data.in* and refuses every test_X_data.err*; each test_X_prog.err* refuses test_X_data.in (exits
// non-zero). testws_* run with -w; the generate-mode tests (testgenerate_*, testpreset_*) are about a mode
// JudgeDesk does not offer.
#include "checktestdata/interpreter.h"
#include "checktestdata/parser.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace jd::ctd;

namespace {

QString suite() { return QStringLiteral(JUDGEDESK_CORPORA_DIR "/checktestdata-tests"); }

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// checktestdata's exit status for `program` on `data`: 0 accepted, 1 refused, 2 the program's own error.
int exitStatus(const QString& programPath, const QString& dataPath, bool whitespaceOk, QString& said) {
    auto program = parseProgram(contents(programPath).toStdString());
    if (!program) {
        said = QString::fromStdString(program.error());
        return 2;
    }
    const QByteArray data = contents(dataPath);
    CheckOptions options;
    options.whitespaceOk = whitespaceOk;
    const CheckResult result = check(*program, std::string_view(data.constData(), size_t(data.size())), options);
    said = QString::fromStdString(result.describe());
    return result.exitCode();
}

} // namespace

class Conformance : public QObject {
    Q_OBJECT
private slots:
    void judgesAsChecktestdata_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("data");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<bool>("whitespaceOk");
        const QDir dir(suite());
        if (!dir.exists()) QSKIP("the corpora (../shared/corpora/checktestdata-tests) are not beside this checkout");
        for (const QString& program : dir.entryList({"test*_prog.in"}, QDir::Files, QDir::Name)) {
            const QString stem = program.chopped(QStringLiteral("_prog.in").size());
            if (stem.startsWith("testgenerate") || stem.startsWith("testpreset")) continue;
            const bool whitespaceOk = stem.startsWith("testws");
            for (const QString& data : dir.entryList({stem + "_data.in*"}, QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(program + " accepts " + data))
                    << dir.filePath(program) << dir.filePath(data) << true << whitespaceOk;
            for (const QString& data : dir.entryList({stem + "_data.err*"}, QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(program + " refuses " + data))
                    << dir.filePath(program) << dir.filePath(data) << false << whitespaceOk;
            QStringList inputs = dir.entryList({stem + "_data.in"}, QDir::Files);
            if (inputs.isEmpty()) inputs = dir.entryList({stem + "_data.in*"}, QDir::Files, QDir::Name);
            for (const QString& wrong : dir.entryList({stem + "_prog.err*"}, QDir::Files, QDir::Name))
                if (!inputs.isEmpty())
                    QTest::newRow(qPrintable(wrong + " fails on " + inputs.first()))
                        << dir.filePath(wrong) << dir.filePath(inputs.first()) << false << whitespaceOk;
        }
    }
    void judgesAsChecktestdata() {
        QFETCH(QString, program);
        QFETCH(QString, data);
        QFETCH(bool, accepted);
        QFETCH(bool, whitespaceOk);
        QString said;
        const int status = exitStatus(program, data, whitespaceOk, said);
        QVERIFY2((status == 0) == accepted, qPrintable(QStringLiteral("exit %1: %2").arg(status).arg(said)));
    }
};

QTEST_GUILESS_MAIN(Conformance)
#include "test_conformance.moc"
