#include "target_pragmas.h"

#include <QRegularExpression>

namespace jd::judge {

QStringList targetPragmaOptions(const QByteArray& source) {
    // #pragma GCC target("a,b") or target("a", "b"), at the start of a line; the words are GCC's target names.
    static const QRegularExpression pragma(R"(^[ \t]*#[ \t]*pragma[ \t]+GCC[ \t]+target[ \t]*\(([^)\n]*)\))",
                                           QRegularExpression::MultilineOption);
    static const QRegularExpression word(R"(^(no-)?[a-z][a-z0-9.\-]*$)");
    QStringList options;
    auto matches = pragma.globalMatch(QString::fromUtf8(source));
    while (matches.hasNext()) {
        QString list = matches.next().captured(1);
        list.remove('"');
        for (QString name : list.split(QRegularExpression("[,\\s]+"), Qt::SkipEmptyParts)) {
            name = name.trimmed();
            if (!word.match(name).hasMatch()) continue; // arch=..., tune=..., fpmath=...: the pragma's own
            const QString option = "-m" + name;
            if (!options.contains(option)) options << option;
        }
    }
    return options;
}

} // namespace jd::judge
