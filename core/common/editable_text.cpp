#include "editable_text.h"

#include "common/text_encoding.h"

namespace jd {

Result<EditableText> EditableText::read(const QByteArray& bytes) {
    auto decoded = decodeText(bytes);
    if (!decoded) return decoded.failure();
    EditableText editable;
    editable.encoding_ = decoded->encoding;
    QString& text = decoded->text;
    const qsizetype crlf = text.count(QStringLiteral("\r\n"));
    const qsizetype lf = text.count(QLatin1Char('\n')) - crlf;
    const qsizetype cr = text.count(QLatin1Char('\r')) - crlf;
    editable.windowsLineEnds_ = crlf > 0 && lf == 0 && cr == 0;
    editable.mixedLineEnds_ = crlf > 0 ? lf > 0 || cr > 0 : cr > 0;
    if (editable.windowsLineEnds_) text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    editable.text_ = std::move(text);
    editable.savesAsRead_ = decoded->roundTrips && !editable.mixedLineEnds_;
    return editable;
}

Result<QByteArray> EditableText::bytesOf(const QString& edited) const {
    if (!windowsLineEnds_) return encodeText(edited, encoding_);
    QString text = edited;
    text.replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
    return encodeText(text, encoding_);
}

} // namespace jd
