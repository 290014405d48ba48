#include "sandbox_expectations.h"

#include "sandbox/runtime/seccomp_policy.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace jd::exporting {

QStringList refusedCallsIn(const QString& sourcePath) {
    static const QStringList cFamily = {"c", "cc", "cpp", "cxx", "c++", "h", "hpp"};
    if (!cFamily.contains(QFileInfo(sourcePath).suffix().toLower())) return {};
    QFile file(sourcePath);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(file.read(1 << 20)); // a reference solution, not a data file
    QStringList found;
    for (const std::string& call : sandbox::violationCallNames()) {
        const QString name = QRegularExpression::escape(QString::fromStdString(call));
        const QRegularExpression named(QStringLiteral(R"((?<![\w.>])%1\s*\(|\bSYS_%1\b|\b__NR_%1\b)").arg(name));
        if (named.match(text).hasMatch()) found << QString::fromStdString(call);
    }
    return found;
}

} // namespace jd::exporting
