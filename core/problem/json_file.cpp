#include "json_file.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

namespace jd::problem {

Error jsonError(const QString& file, const QString& field, const QString& message) {
    return Error{(file + ": " + (field.isEmpty() ? QString() : field + ": ") + message).toStdString()};
}

Result<QJsonObject> readJsonObject(const QDir& root, const QString& file) {
    QFile handle(root.filePath(file));
    if (!handle.open(QIODevice::ReadOnly)) return fail(file.toStdString() + ": cannot be read");
    if (handle.size() > kLargestPackageJson) return fail(file.toStdString() + ": larger than 4 MiB");
    const QByteArray text = handle.readAll();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError) {
        const int line = static_cast<int>(text.left(error.offset).count('\n')) + 1;
        return fail(QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(error.errorString()).toStdString());
    }
    if (!document.isObject()) return jsonError(file, {}, "expected an object of keys to values");
    return document.object();
}

} // namespace jd::problem
