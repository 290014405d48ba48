#pragma once
// How many terminal columns text takes: a Chinese, Japanese or Korean character (and a fullwidth form) takes two,
// as terminals draw them, a combining mark none. The CLI's tables line up by it: padded by characters, a
// contestant named 张三 pushed every later column of the standings two places off.
#include <QString>

namespace jd {

qsizetype displayWidth(QStringView text);

// `text` followed (Qt::AlignLeft) or preceded (Qt::AlignRight) by the spaces that make it `width` columns wide.
QString padToWidth(const QString& text, qsizetype width, Qt::Alignment alignment = Qt::AlignLeft);

} // namespace jd
