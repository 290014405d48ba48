#include "stress_roles.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace jd::judge {

bool namedAsGenerator(const QString& path) { return QFileInfo(path).baseName().toLower().startsWith("gen"); }

bool namedAsReference(const QString& path) {
    // A word of its own, so that "incorrect" and "bfs" say nothing.
    static const QRegularExpression trusted(
        QStringLiteral("(^|[^a-z])(brute|bruteforce|naive|slow|correct|std|ref|right|good|model|trivial|stupid)"
                       "([^a-z]|$)"));
    return !namedAsGenerator(path) && trusted.match(QFileInfo(path).baseName().toLower()).hasMatch();
}

QString generatorByName(const QStringList& sources) {
    for (const QString& source : sources)
        if (namedAsGenerator(source)) return source;
    return {};
}

QString referenceByName(const QStringList& sources) {
    for (const QString& source : sources)
        if (namedAsReference(source)) return source;
    return {};
}

} // namespace jd::judge
