#include "printable_text.h"

namespace jd {
namespace {

bool bidirectionalControl(char16_t unit) {
    return (unit >= 0x202a && unit <= 0x202e) || (unit >= 0x2066 && unit <= 0x2069) || unit == 0x200e ||
           unit == 0x200f || unit == 0x061c;
}

} // namespace

QString printable(const QString& text, Newlines newlines) {
    QString shown;
    shown.reserve(text.size());
    for (QChar character : text) {
        const char16_t unit = character.unicode();
        const bool control = unit < 0x20 || unit == 0x7f || (unit >= 0x80 && unit < 0xa0);
        if ((control && unit != '\t' && !(unit == '\n' && newlines == Newlines::Keep)))
            shown += QStringLiteral("\\x%1").arg(unsigned(unit), 2, 16, QChar('0'));
        else if (bidirectionalControl(unit))
            shown += QStringLiteral("\\u%1").arg(unsigned(unit), 4, 16, QChar('0'));
        else
            shown += character;
    }
    return shown;
}

} // namespace jd
