#include "sandbox_expectations.h"

#include "sandbox/runtime/seccomp_policy.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace jd::exporting {

QStringList refusedCallsIn(const QString& sourcePath) {
    static const QStringList cFamily = {"c", "cc", "cpp", "cxx", "c++", "h", "hpp"};
    if (!cFamily.contains(QFileInfo(sourcePath).suffix().toLower())) return {};
    QFile file(sourcePath);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(file.read(1 << 20)); // a reference solution, not a data file
    // One pattern for the whole table, built once: a name as a call, or as syscall()'s number.
    static const std::vector<std::string> calls = sandbox::violationCallNames();
    static const QRegularExpression named([] {
        QStringList names;
        for (const std::string& call : calls)
            names << QRegularExpression::escape(QString::fromStdString(call));
        const QString any = names.join('|');
        return QStringLiteral(R"((?<![\w.>])(%1)\s*\(|\b(?:SYS|__NR)_(%1)\b)").arg(any);
    }());
    QSet<QString> seen;
    for (auto match = named.globalMatch(text); match.hasNext();) {
        const auto next = match.next();
        seen << (next.captured(1).isEmpty() ? next.captured(2) : next.captured(1));
    }
    QStringList found; // in the sandbox table's order
    for (const std::string& call : calls)
        if (seen.contains(QString::fromStdString(call))) found << QString::fromStdString(call);
    return found;
}

} // namespace jd::exporting
