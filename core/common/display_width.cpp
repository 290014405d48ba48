#include "display_width.h"

#include <array>
#include <utility>

namespace jd {

namespace {

// Unicode's East Asian Wide and Fullwidth blocks (EastAsianWidth.txt, W and F), grouped as Markus Kuhn's
// wcwidth() groups them: what terminals draw two columns wide.
constexpr std::array<std::pair<char32_t, char32_t>, 15> kWide{{
    {0x1100, 0x115F},   // Hangul Jamo initial consonants
    {0x2E80, 0x303E},   // CJK radicals, Kangxi, CJK symbols and punctuation
    {0x3041, 0x33FF},   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    {0x3400, 0x4DBF},   // CJK unified ideographs extension A
    {0x4E00, 0x9FFF},   // CJK unified ideographs
    {0xA000, 0xA4CF},   // Yi
    {0xAC00, 0xD7A3},   // Hangul syllables
    {0xF900, 0xFAFF},   // CJK compatibility ideographs
    {0xFE30, 0xFE4F},   // CJK compatibility forms
    {0xFF00, 0xFF60},   // fullwidth forms
    {0xFFE0, 0xFFE6},   // fullwidth signs
    {0x1F300, 0x1F64F}, // pictographs and emoticons
    {0x1F900, 0x1F9FF}, // supplemental symbols and pictographs
    {0x20000, 0x2FFFD}, // CJK unified ideographs extensions B to F
    {0x30000, 0x3FFFD}, // CJK unified ideographs extension G on
}};

int columns(char32_t code) {
    switch (QChar::category(code)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
    case QChar::Other_Format: return 0;
    default: break;
    }
    for (const auto& [first, last] : kWide)
        if (code >= first && code <= last) return 2;
    return 1;
}

} // namespace

qsizetype displayWidth(QStringView text) {
    qsizetype width = 0;
    for (char32_t code : text.toUcs4())
        width += columns(code);
    return width;
}

QString padToWidth(const QString& text, qsizetype width, Qt::Alignment alignment) {
    const qsizetype missing = width - displayWidth(text);
    if (missing <= 0) return text;
    const QString spaces(missing, QLatin1Char(' '));
    return alignment & Qt::AlignRight ? spaces + text : text + spaces;
}

} // namespace jd
