// libinteractive's IDL read as its parser reads it: each construct of the grammar as a row of IDL in and the
// tree out (summarised), each rule a row of IDL in and the error out, with its file, line and column.
#include "libinteractive/idl_parser.h"

#include <QtTest>

using namespace jd::libinteractive;

namespace {

// The tree in one line: "Main{} waves{int waves(int n [1,100], int k, int[n] A)}"; NoReturn as "!".
QString summary(const Idl& idl) {
    QStringList interfaces;
    for (const Interface& interface : idl.interfaces) {
        QStringList functions;
        for (const Function& function : interface.functions) {
            QStringList parameters;
            for (const Parameter& parameter : function.parameters) {
                QString type = primitiveName(parameter.type.primitive);
                for (const Dimension& dimension : parameter.type.dimensions)
                    type += "[" +
                            (dimension.constant ? QString::number(*dimension.constant)
                                                : QString::fromStdString(dimension.parameter)) +
                            "]";
                QString written = type + " " + QString::fromStdString(parameter.name);
                if (parameter.range) {
                    auto bound = [](const Bound& b) {
                        return QString::fromStdString(b.number.empty() ? b.parameter : b.number);
                    };
                    written += " [" + bound(parameter.range->min) + "," + bound(parameter.range->max) + "]";
                }
                parameters << written;
            }
            functions << QStringLiteral("%1%2 %3(%4)")
                             .arg(function.noReturn ? "!" : "", primitiveName(function.returns),
                                  QString::fromStdString(function.name), parameters.join(", "));
        }
        interfaces << QString::fromStdString(interface.name) + "{" + functions.join("; ") + "}";
    }
    return interfaces.join(' ');
}

} // namespace

class IdlParserTest : public QObject {
    Q_OBJECT
private slots:
    void anIdlIsReadToItsTree_data() {
        QTest::addColumn<QString>("idl");
        QTest::addColumn<QString>("tree");
        QTest::newRow("OFMI 2022 Olas") << "interface Main {};\n\ninterface waves {\n  int waves([Range(1, 100)] int n, "
                                           "int k, int[n] A);\n};\n"
                                        << "Main{} waves{int waves(int n [1,100], int k, int[n] A)}";
        QTest::newRow("long is 64 bits") << "interface Main {};\ninterface subrangosBonitos {\n  int "
                                            "subrangosBonitos(long A, long B);\n};"
                                         << "Main{} subrangosBonitos{int subrangosBonitos(long A, long B)}";
        QTest::newRow("every primitive")
            << "interface Main {}; interface m { void f(bool a, char b, short c, int d, float e, long g, double h); };"
            << "Main{} m{void f(bool a, char b, short c, int d, float e, long g, double h)}";
        QTest::newRow("every function of Main is NoReturn")
            << "interface Main { void answer(int x); int ask(); };\ninterface guess { void play(); };"
            << "Main{!void answer(int x); !int ask()} guess{void play()}";
        QTest::newRow("NoReturn on a contestant's function")
            << "interface Main {}; interface m { [NoReturn] void stop(); };" << "Main{} m{!void stop()}";
        QTest::newRow("a matrix sized by a parameter and a constant")
            << "interface Main {}; interface m { int f([Range(0, 100)] int N, int[N][100] matriz); };"
            << "Main{} m{int f(int N [0,100], int[N][100] matriz)}";
        QTest::newRow("a range bound naming an earlier parameter")
            << "interface Main {}; interface m { int f([Range(1, 10)] int n, [Range(1, n)] int k); };"
            << "Main{} m{int f(int n [1,10], int k [1,n])}";
        QTest::newRow("negative and real bounds")
            << "interface Main {}; interface m { void f([Range(-1000000000, 1e9)] long x, [Range(-0.5, 2.5)] double "
               "y); };"
            << "Main{} m{void f(long x [-1000000000,1e9], double y [-0.5,2.5])}";
        QTest::newRow("comments of both kinds")
            << "// the judge\ninterface Main {}; /* the contestant's\nmodule */ interface m { void f(); // no "
               "arguments\n};"
            << "Main{} m{void f()}";
        QTest::newRow("two contestant interfaces")
            << "interface Main {}; interface alice { void a(); }; interface bob { void b(); };"
            << "Main{} alice{void a()} bob{void b()}";
        QTest::newRow("ShmSize on an interface and no semicolon after it")
            << "interface Main {} [ShmSize(1048576)] interface m { void f(); }" << "Main{} m{void f()}";
    }
    void anIdlIsReadToItsTree() {
        QFETCH(QString, idl);
        QFETCH(QString, tree);
        auto parsed = parseIdl(idl.toStdString(), "module.idl");
        QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
        QCOMPARE(summary(*parsed), tree);
    }

    void aWrongIdlIsRefusedNamingTheFileLineAndColumn_data() {
        QTest::addColumn<QString>("idl");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << "" << "m.idl:1:1: declares no interface (Main, then the contestant's)";
        QTest::newRow("only Main") << "interface Main {};"
                                   << "m.idl:1:19: declares only Main: the interface the contestant implements must "
                                      "follow Main's";
        QTest::newRow("a character of no token") << "interface Main {};\ninterface m { void f(int a = 3); };"
                                                 << "m.idl:2:28: '=' is not part of libinteractive's IDL";
        QTest::newRow("an unclosed comment") << "interface Main {}; /* never\nclosed"
                                             << "m.idl:1:20: the comment opened here is never closed";
        QTest::newRow("a missing semicolon") << "interface Main {};\ninterface m { void f() };"
                                             << "m.idl:2:24: expected ';' after the function's declaration, found '}'";
        QTest::newRow("an unclosed interface") << "interface Main {};\ninterface m { void f();"
                                               << "m.idl:2:1: the interface m is never closed with '}'";
        QTest::newRow("string") << "interface Main {}; interface m { void f(string s); };"
                                << "m.idl:1:41: string is reserved in libinteractive's IDL and not supported: pass an "
                                   "array of char and its length";
        QTest::newRow("an unknown type") << "interface Main {}; interface m { void f(uint s); };"
                                         << "m.idl:1:41: unknown type uint: expected bool, char, short, int, float, "
                                            "long, double";
        QTest::newRow("a void parameter") << "interface Main {}; interface m { void f(void s); };"
                                          << "m.idl:1:41: a parameter cannot be void";
        QTest::newRow("an array returned") << "interface Main {}; interface m { int[3] f(); };"
                                           << "m.idl:1:34: a function returns a primitive or void, not an array";
        QTest::newRow("a name with an underscore") << "interface Main {}; interface m { void get_value(); };"
                                                   << "m.idl:1:34: the function get_value: libinteractive's names "
                                                      "hold no '_'";
        QTest::newRow("a keyword of Pascal") << "interface Main {}; interface m { void f(int Begin); };"
                                             << "m.idl:1:41: the parameter Begin: a keyword of a language "
                                                "libinteractive generates glue for";
        QTest::newRow("a size that is no earlier parameter")
            << "interface Main {}; interface m { void f(int[n] a, [Range(0, 9)] int n); };"
            << "m.idl:1:41: the size of a is n, which is not an earlier parameter of f";
        QTest::newRow("a size without a range")
            << "interface Main {}; interface m { void f(int n, int[n] a); };"
            << "m.idl:1:41: n sizes the array a: it needs [Range(min, max)] with a whole min of 0 or more";
        QTest::newRow("a size whose range may be negative")
            << "interface Main {}; interface m { void f([Range(-1, 9)] int n, int[n] a); };"
            << "m.idl:1:56: n sizes the array a: it needs [Range(min, max)] with a whole min of 0 or more";
        QTest::newRow("a size that is a long")
            << "interface Main {}; interface m { void f([Range(0, 9)] long n, int[n] a); };"
            << "m.idl:1:63: the size of a is n, which is not an int";
        QTest::newRow("a second size that is a parameter")
            << "interface Main {}; interface m { void f([Range(0, 9)] int n, int[3][n] a); };"
            << "m.idl:1:62: only an array's first size may be a parameter; n sizes dimension 2 of a";
        QTest::newRow("a size of 0") << "interface Main {}; interface m { void f(int[0] a); };"
                                     << "m.idl:1:44: an array's size is a whole number above 0, or an earlier "
                                        "parameter: 0";
        QTest::newRow("an unknown attribute") << "interface Main {}; interface m { [Inline] void f(); };"
                                              << "m.idl:1:35: unknown attribute Inline: expected Range, NoReturn or "
                                                 "ShmSize";
        QTest::newRow("Range on a function") << "interface Main {}; interface m { [Range(0, 1)] void f(); };"
                                             << "m.idl:1:35: Range belongs to a parameter, not a function";
        QTest::newRow("a range bound that is no earlier parameter")
            << "interface Main {}; interface m { void f([Range(0, k)] int n); };"
            << "m.idl:1:55: a bound of n's Range is k, which is not an earlier parameter";
        QTest::newRow("a function declared twice")
            << "interface Main {}; interface m { void f(); int f(); };"
            << "m.idl:1:44: the function f is declared twice in m";
        QTest::newRow("an interface declared twice") << "interface Main {}; interface main { void f(); };"
                                                     << "m.idl:1:20: the interface main is declared twice";
    }
    void aWrongIdlIsRefusedNamingTheFileLineAndColumn() {
        QFETCH(QString, idl);
        QFETCH(QString, error);
        auto parsed = parseIdl(idl.toStdString(), "m.idl");
        QVERIFY2(!parsed, parsed ? qPrintable(summary(*parsed)) : "");
        QCOMPARE(QString::fromStdString(parsed.error()), error);
    }
};

QTEST_GUILESS_MAIN(IdlParserTest)
#include "test_idl_parser.moc"
