#include "link_files.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace jd::problem {
namespace {

constexpr qint64 kLongestLink = 1024; // a path, not test data

void follow(TestGroup& group, const QString& dataDirectory, int& followed, QString& first) {
    for (TestCase& test : group.tests)
        for (QString* file : {&test.input, &test.answer}) {
            if (file->isEmpty()) continue;
            const QString target = followWrittenLink(*file, dataDirectory);
            if (target == *file) continue;
            if (followed++ == 0)
                first = QDir(dataDirectory).relativeFilePath(*file) + " holds only the path " +
                        QDir(QFileInfo(*file).absolutePath()).relativeFilePath(target);
            *file = target;
        }
    for (TestGroup& child : group.groups)
        follow(child, dataDirectory, followed, first);
}

} // namespace

QString followWrittenLink(const QString& path, const QString& dataDirectory) {
    QString at = path;
    // A link to a link written down the same way leads on, a few steps at most (a loop ends there).
    for (int step = 0; step < 8; ++step) {
        const QFileInfo info(at);
        if (info.isSymLink() || !info.isFile() || info.size() == 0 || info.size() > kLongestLink) return at;
        QFile file(at);
        if (!file.open(QIODevice::ReadOnly)) return at;
        const QByteArray text = file.readAll();
        if (text.contains('\n') || text.contains('\0') || text.contains('\r') || text.startsWith('/')) return at;
        const QFileInfo target(info.dir(), QString::fromUtf8(text));
        const QString data = QFileInfo(dataDirectory).canonicalFilePath();
        const QString real = target.canonicalFilePath();
        if (real.isEmpty() || !target.isFile() || target.suffix() != info.suffix() ||
            real == info.canonicalFilePath() || !real.startsWith(data + "/"))
            return at;
        at = real;
    }
    return at;
}

void followWrittenLinks(TestGroup& group, const QString& dataDirectory, QStringList& warnings) {
    int followed = 0;
    QString first;
    follow(group, dataDirectory, followed, first);
    if (followed == 0) return;
    warnings << QStringLiteral("data/%1: read as a link to it, as git writes a symbolic link where it cannot make "
                               "one (%2 test files are such links)")
                    .arg(first)
                    .arg(followed);
}

} // namespace jd::problem
