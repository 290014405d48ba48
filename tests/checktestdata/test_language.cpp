// checktestdata's language as JudgeDesk implements it, rule by rule (../notes/checktestdata.md): each row a
// program, an input, and the answer checktestdata gives (0 accepted, 1 refused, 2 the program's own error).
#include "checktestdata/interpreter.h"
#include "checktestdata/lexer.h"
#include "checktestdata/parser.h"

#include <QTest>

using namespace jd::ctd;

namespace {

struct Answer {
    int status = 0;
    QString said;
};

Answer run(const QByteArray& source, const QByteArray& input, bool whitespaceOk = false) {
    auto program = parseProgram(source.toStdString());
    if (!program) return {2, QString::fromStdString(program.error())};
    CheckOptions options;
    options.whitespaceOk = whitespaceOk;
    const CheckResult result = check(*program, std::string_view(input.constData(), size_t(input.size())), options);
    return {result.exitCode(), QString::fromStdString(result.describe())};
}

} // namespace

class Language : public QObject {
    Q_OBJECT
private slots:
    void keywordsAreCutLongestFirst() {
        auto tokens = tokenize("SPACENEWLINE REPI(i,3)");
        QVERIFY(tokens);
        QCOMPARE(QString::fromStdString(tokens->at(0).text), QString("SPACE"));
        QCOMPARE(QString::fromStdString(tokens->at(1).text), QString("NEWLINE"));
        QCOMPARE(QString::fromStdString(tokens->at(2).text), QString("REPI"));
    }

    void programsAnswerAsChecktestdata_data() {
        QTest::addColumn<QByteArray>("program");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("status");
        auto row = [](const char* name, const char* program, const QByteArray& input, int status) {
            QTest::newRow(name) << QByteArray(program) << input << status;
        };
        row("an integer within its bounds", "INT(1,10) NEWLINE", "7\n", 0);
        row("an integer above its bound", "INT(1,10) NEWLINE", "11\n", 1);
        row("a leading zero", "INT(0,10) NEWLINE", "07\n", 1);
        row("minus zero", "INT(-1,1) NEWLINE", "-0\n", 1);
        row("a plus sign", "INT(0,10) NEWLINE", "+5\n", 1);
        row("a bound of sixty digits", "INT(0,10^60) NEWLINE", "999999999999999999999999999999\n", 0);
        // Integers that fit a machine word are read without GMP; the rule at its edges is the same.
        row("eighteen digits at the bound", "INT(0,999999999999999999) NEWLINE", "999999999999999999\n", 0);
        row("eighteen digits past the bound", "INT(0,999999999999999998) NEWLINE", "999999999999999999\n", 1);
        row("nineteen digits within 2^63", "INT(0,2^63) NEWLINE", "9223372036854775808\n", 0);
        row("nineteen digits past 2^63", "INT(0,2^63) NEWLINE", "9223372036854775809\n", 1);
        row("the lowest long as a bound", "INT(-2^63,0) NEWLINE", "-9223372036854775808\n", 0);
        row("below the lowest long", "INT(-2^63,0) NEWLINE", "-9223372036854775809\n", 1);
        row("a word-sized value stored and compared", "INT(-5,5,x) NEWLINE ASSERT(x == -5)", "-5\n", 0);
        // Expressions without variables are evaluated once; an error among them stays an error each time.
        row("a constant bound evaluated once per run", "REP(3) INT(-2^31,2^31-1) NEWLINE END",
            "-2147483648\n2147483647\n0\n", 0);
        row("a constant bound holds at every read", "REP(3) INT(-2^31,2^31-1) NEWLINE END",
            "0\n0\n2147483648\n", 1);
        row("a constant bound that divides by zero", "REP(2) INT(0,1/0) NEWLINE END", "1\n1\n", 2);
        row("a constant operand beside a variable", "INT(1,10,n) NEWLINE INT(n-1,2*5-n) NEWLINE", "4\n6\n", 0);
        row("a constant operand beside a variable, refused", "INT(1,10,n) NEWLINE INT(n-1,2*5-n) NEWLINE",
            "4\n7\n", 1);
        row("strict whitespace: two spaces", "INT(0,9) SPACE INT(0,9) NEWLINE", "1  2\n", 1);
        row("strict whitespace: CR LF", "INT(0,9) NEWLINE", "1\r\n", 1);
        row("the implicit EOF refuses a trailing line", "INT(0,9) NEWLINE", "1\n\n", 1);
        row("an octal literal: 010 is 8", "INT(0,010) NEWLINE", "9\n", 1);
        row("^ groups left: 2^3^2 is 64", "INT(0,2^3^2) NEWLINE", "64\n", 0);
        row("unary minus binds looser than ^", "ASSERT(-2^2 == -4)", "", 0);
        row("integer division truncates toward zero", "ASSERT(-7/2 == -3 && -7%2 == -1)", "", 0);
        row("! covers the rest of the chain", "ASSERT(!1==2 && 1==2)", "", 0);
        row("&& and || group left at one precedence", "ASSERT(1==1 || 1==2 && 1==2)", "", 1);
        row("an int equals a float of its value", "ASSERT(1 == 1.0)", "", 0);
        row("a string compared with a number", "ASSERT(\"a\" < 1)", "", 2);
        row("a float bound of an integer", "INT(0,1.5) NEWLINE", "1\n", 2);
        row("division by zero", "ASSERT(1/0 == 1)", "", 2);
        row("a variable not set", "INT(0,n)", "1", 2);
        row("floats: one decimal", "FLOAT(0,1) NEWLINE", "0.5\n", 0);
        row("floats: a dot with no digit", "FLOAT(0,10) NEWLINE", "5.\n", 1);
        row("floats: scientific notation", "FLOAT(0,1000,x,SCIENTIFIC) NEWLINE", "1.5e2\n", 0);
        row("floats: fixed leaves the exponent", "FLOAT(0,10,x,FIXED) STRING(\"e1\") NEWLINE", "1e1\n", 0);
        row("floats: a non-dyadic lower bound refuses its own value", "FLOAT(0.1,1) NEWLINE", "0.1\n", 1);
        row("FLOATP: the number of decimals", "FLOATP(0,10,2,2) NEWLINE", "1.25\n", 0);
        row("FLOATP: too few decimals", "FLOATP(0,10,2,2) NEWLINE", "1.5\n", 1);
        row("FLOATP: 1e5 has no point", "FLOATP(0,1e6,0,3) NEWLINE", "1e5\n", 1);
        row("REGEX takes the longest alternative", "REGEX(\"p|ps\") NEWLINE", "ps\n", 0);
        row("REGEX can cross a newline", "REGEX(\"a.b\")", "a\nb", 0);
        row("REP with a separator", "REP(3,SPACE) INT(0,9) END NEWLINE", "1 2 3\n", 0);
        row("REP's separator is not read after the last", "REP(3,SPACE) INT(0,9) END NEWLINE", "1 2 3 \n", 1);
        row("a negative REP count", "REP(-1) END", "", 2);
        row("REPI leaves its count", "REPI(i,3) END ASSERT(i==3)", "", 0);
        row("WHILEI counts its rounds", "WHILEI(i,!ISEOF) INT(0,9) NEWLINE END ASSERT(i==2)", "1\n2\n", 0);
        row("IF and ELSE", "IF(MATCH(\"a\")) STRING(\"a\") ELSE INT(0,9) END", "5", 0);
        row("MATCH takes its argument unevaluated", "SET(s=\"x\") IF(MATCH(s)) STRING(\"s\") END", "s", 0);
        row("UNIQUE refuses a repeated pair",
            "REPI(i,3) INT(0,9,x[i]) SPACE INT(0,9,y[i]) NEWLINE END ASSERT(UNIQUE(x,y))", "1 2\n2 1\n1 2\n", 1);
        row("UNIQUE of arrays with other indices", "SET(x[0]=1,y[1]=2) ASSERT(UNIQUE(x,y))", "", 1);
        row("INARRAY still finds an overwritten value", "SET(a[0]=1) SET(a[0]=2) ASSERT(INARRAY(1,a))", "", 0);
        row("STRLEN of a captured string", "REGEX(\"[a-z]*\",s) ASSERT(STRLEN(s)==3)", "abc", 0);
        row("STRLEN of an integer", "SET(n=1) ASSERT(STRLEN(n)==1)", "", 2);
        row("END closing no block", "END", "", 2);
        row("two ELSEs in one IF", "IF(1==1) ELSE ELSE END", "", 2);
        row("a block left open", "REP(2) SPACE", "  ", 2);
        row("an explicit EOF in the middle goes on checking", "INT(0,9) EOF INT(0,9)", "1", 1);
        row("a string with an octal escape", "STRING(\"\\101\")", "A", 0);
        row("an octal escape past 255", "STRING(\"\\740\")", "", 2);
        row("comments inside an argument list", "INT(0, # the least\n 9) NEWLINE", "3\n", 0);
    }
    void programsAnswerAsChecktestdata() {
        QFETCH(QByteArray, program);
        QFETCH(QByteArray, input);
        QFETCH(int, status);
        const Answer answer = run(program, input);
        QVERIFY2(answer.status == status, qPrintable(QStringLiteral("exit %1: %2").arg(answer.status).arg(answer.said)));
    }

    void whitespaceOkLoosensSpacesAndNewlines() {
        QCOMPARE(run("INT(0,9) SPACE INT(0,9) NEWLINE", "  1 \t 2  \n", true).status, 0);
        QCOMPARE(run("INT(0,9) NEWLINE INT(0,9) NEWLINE", "1\n\n2\n", true).status, 1); // an empty line still counts
    }

    void aRefusalSaysWhereInTheInputAndWhichCommand() {
        const Answer answer = run("INT(1,9) NEWLINE\nINT(1,5,n) NEWLINE\n", "3\n7\n");
        QCOMPARE(answer.status, 1);
        QVERIFY2(answer.said.startsWith("line 2, character 2 of the input does not match INT(1,5,n) (program line 2)"),
                 qPrintable(answer.said));
        QVERIFY2(answer.said.contains("7 is not in [1, 5]"), qPrintable(answer.said));
    }

    void aSyntaxErrorSaysLineAndColumn() {
        const Answer answer = run("INT(1,9) NEWLINE\nINT(1 9)\n", "");
        QCOMPARE(answer.status, 2);
        QVERIFY2(answer.said.startsWith("2:7: expected ','"), qPrintable(answer.said));
    }

    void anEndlessLoopStopsAtItsDeadline() {
        auto program = parseProgram("WHILE(1==1) END");
        QVERIFY(program);
        CheckOptions options;
        options.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(100);
        const CheckResult result = check(*program, "", options);
        QCOMPARE(int(result.outcome), int(CheckResult::Outcome::Stopped));
    }
};

QTEST_GUILESS_MAIN(Language)
#include "test_language.moc"
