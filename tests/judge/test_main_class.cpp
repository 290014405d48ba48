// The JVM main class is read from the class files themselves: what counts as a main method, how a
// package shows in the name, and what a damaged or hostile class file does (an error, never a crash).
#include "judge/main_class.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <KZip>

using namespace jd::judge;

namespace {

constexpr quint16 kPublic = 0x0001, kStatic = 0x0008;

// A class file with one method, built by hand so the tests need no compiler.
struct ClassFile {
    QByteArray name = "Main";
    QByteArray methodName = "main";
    QByteArray descriptor = "([Ljava/lang/String;)V";
    quint16 access = kPublic | kStatic;
    bool longConstantFirst = false; // a long takes two pool entries: the indexes after it shift by two

    QByteArray bytes() const {
        QByteArray out;
        auto u1 = [&](int value) { out.append(char(value)); };
        auto u2 = [&](int value) {
            u1(value >> 8);
            u1(value & 0xff);
        };
        auto u4 = [&](quint32 value) {
            u2(int(value >> 16));
            u2(int(value & 0xffff));
        };
        auto utf8 = [&](const QByteArray& text) {
            u1(1);
            u2(int(text.size()));
            out.append(text);
        };
        const int shift = longConstantFirst ? 2 : 0;
        u4(0xCAFEBABE);
        u2(0);
        u2(61);
        u2(7 + shift); // pool count: entries 1..6 (+2)
        if (longConstantFirst) {
            u1(5);
            u4(0);
            u4(42);
        }
        utf8(name);                                      // 1
        u1(7), u2(1 + shift);                            // 2: this class
        utf8(methodName);                                // 3
        utf8(descriptor);                                // 4
        utf8("java/lang/Object");                        // 5
        u1(7), u2(5 + shift);                            // 6: super class
        u2(kPublic);                                     // class access
        u2(2 + shift);                                   // this
        u2(6 + shift);                                   // super
        u2(0);                                           // interfaces
        u2(0);                                           // fields
        u2(1);                                           // methods
        u2(access), u2(3 + shift), u2(4 + shift), u2(0); // the method, no attributes
        u2(0);                                           // class attributes
        return out;
    }
};

} // namespace

class MainClassTest : public QObject {
    Q_OBJECT

private slots:
    void aPublicStaticMainMakesTheClassRunnable() {
        QCOMPARE(mainClassIn(ClassFile{}.bytes()).value(), QStringLiteral("Main"));
    }

    void aClassInAPackageIsNamedInFull() {
        ClassFile packaged;
        packaged.name = "contest/solution/Main";
        QCOMPARE(mainClassIn(packaged.bytes()).value(), QStringLiteral("contest.solution.Main"));
    }

    void constantsTakingTwoPoolEntriesAreCounted() {
        ClassFile withLong;
        withLong.longConstantFirst = true;
        QCOMPARE(mainClassIn(withLong.bytes()).value(), QStringLiteral("Main"));
    }

    void onlyAPublicStaticMainOfStringsCounts_data() {
        QTest::addColumn<int>("access");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("descriptor");
        QTest::newRow("not static") << int(kPublic) << QByteArray("main") << QByteArray("([Ljava/lang/String;)V");
        QTest::newRow("not public") << int(kStatic) << QByteArray("main") << QByteArray("([Ljava/lang/String;)V");
        QTest::newRow("int arguments") << int(kPublic | kStatic) << QByteArray("main") << QByteArray("([I)V");
        QTest::newRow("returns int") << int(kPublic | kStatic) << QByteArray("main")
                                     << QByteArray("([Ljava/lang/String;)I");
        QTest::newRow("another name") << int(kPublic | kStatic) << QByteArray("start")
                                      << QByteArray("([Ljava/lang/String;)V");
    }
    void onlyAPublicStaticMainOfStringsCounts() {
        QFETCH(int, access);
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, descriptor);
        ClassFile file;
        file.access = quint16(access);
        file.methodName = method;
        file.descriptor = descriptor;
        QCOMPARE(mainClassIn(file.bytes()).value(), QString());
    }

    void bytesThatAreNotAClassFileAreAnError() {
        for (const QByteArray& garbage : {QByteArray(), QByteArray("print('hello')\n"), QByteArray(4096, '\xff')}) {
            auto read = mainClassIn(garbage);
            QVERIFY(!read);
            QVERIFY2(QString::fromStdString(read.error()).startsWith("not a class file"), read.error().c_str());
        }
    }

    void everyTruncationOfAClassFileIsAnErrorNotACrash() {
        const QByteArray whole = ClassFile{}.bytes();
        for (qsizetype size = 0; size < whole.size(); ++size)
            QVERIFY2(!mainClassIn(whole.left(size)), qPrintable(QString::number(size)));
    }

    void anUnknownConstantPoolEntryIsAnError() {
        QByteArray bytes = ClassFile{}.bytes();
        bytes[10] = char(99); // the first pool entry's tag
        auto read = mainClassIn(bytes);
        QVERIFY(!read);
        QCOMPARE(QString::fromStdString(read.error()), QStringLiteral("not a class file: unknown constant pool entry"));
    }

    void classesWithMainAreFoundInADirectoryTree() {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath("contest"));
        ClassFile helper;
        helper.name = "Helper";
        helper.methodName = "help";
        ClassFile packaged;
        packaged.name = "contest/Main";
        for (const auto& [path, file] :
             {std::pair{QString("Helper.class"), helper}, std::pair{QString("contest/Main.class"), packaged}}) {
            QFile out(dir.filePath(path));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(file.bytes());
        }
        QCOMPARE(classesWithMain(dir.path()).value(), QStringList{"contest.Main"});
    }

    // A Kotlin jar carries the Kotlin runtime, whose own mains are not the program's.
    void aJarsBundledKotlinRuntimeIsNotSearched() {
        QTemporaryDir dir;
        KZip jar(dir.filePath("main.jar"));
        QVERIFY(jar.open(QIODevice::WriteOnly));
        ClassFile program, runtime;
        program.name = "MainKt";
        runtime.name = "kotlin/Tool";
        QVERIFY(jar.writeFile("MainKt.class", program.bytes()));
        QVERIFY(jar.writeFile("kotlin/Tool.class", runtime.bytes()));
        QVERIFY(jar.close());
        QCOMPARE(classesWithMain(dir.filePath("main.jar")).value(), QStringList{"MainKt"});
    }

    void aBrokenJarIsAnErrorNamingIt() {
        QTemporaryDir dir;
        QFile fake(dir.filePath("main.jar"));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("not a zip at all");
        fake.close();
        auto found = classesWithMain(fake.fileName());
        QVERIFY(!found);
        QVERIFY2(QString::fromStdString(found.error()).contains("not a readable jar"), found.error().c_str());
    }

    void theOnlyCandidateIsChosen() {
        QCOMPARE(chooseMainClass({"Solution"}, "whatever").value(), QStringLiteral("Solution"));
    }

    void amongSeveralTheOneNamedLikeTheEntryPointIsChosen() {
        QCOMPARE(chooseMainClass({"Helper", "pkg.Main", "Other"}, "Main").value(), QStringLiteral("pkg.Main"));
    }

    void kotlinsFileClassMatchesTheEntryPoint() {
        QCOMPARE(chooseMainClass({"HelperKt", "SolutionKt"}, "solution").value(), QStringLiteral("SolutionKt"));
    }

    void noCandidateIsAnErrorSayingWhatIsMissing() {
        auto chosen = chooseMainClass({}, "Main");
        QVERIFY(!chosen);
        QVERIFY2(QString::fromStdString(chosen.error()).contains("public static void main(String[] args)"),
                 chosen.error().c_str());
    }

    void severalCandidatesWithNonePreferredAreAnErrorListingThem() {
        auto chosen = chooseMainClass({"A", "B"}, "test-hello");
        QVERIFY(!chosen);
        QVERIFY2(QString::fromStdString(chosen.error()).contains("A, B"), chosen.error().c_str());
    }
};

QTEST_GUILESS_MAIN(MainClassTest)
#include "test_main_class.moc"
