#include "bench_problems.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

QString writeSumProblem(const QString& root, int tests) {
    QDir().mkpath(root + "/data/secret");
    for (int i = 0; i < tests; ++i) {
        QFile in(QStringLiteral("%1/data/secret/%2.in").arg(root).arg(i, 4, 10, QChar('0')));
        QFile answer(QStringLiteral("%1/data/secret/%2.ans").arg(root).arg(i, 4, 10, QChar('0')));
        if (!in.open(QIODevice::WriteOnly) || !answer.open(QIODevice::WriteOnly)) qFatal("cannot write tests");
        in.write(QByteArray::number(i) + " " + QByteArray::number(i * 7) + "\n");
        answer.write(QByteArray::number(i * 8) + "\n");
    }
    const QString path = QFileInfo(root).dir().filePath("sum.cpp");
    QFile source(path);
    if (!source.open(QIODevice::WriteOnly)) qFatal("cannot write the source");
    source.write(
        "#include <cstdio>\nint main(){long long a,b;std::scanf(\"%lld %lld\",&a,&b);std::printf(\"%lld\\n\",a+b);}\n");
    return path;
}
