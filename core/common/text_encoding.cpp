#include "text_encoding.h"

#include <QStringDecoder>
#include <QStringEncoder>
#include <QStringList>

#include <KEncodingProber>

namespace jd {

namespace {

// QStringConverter::encodingForData also guesses UTF-16 from a leading NUL, which a binary file has too: only a
// mark says UTF-16 or UTF-32.
QByteArray byteOrderMarkEncoding(const QByteArray& bytes) {
    if (bytes.startsWith(QByteArray("\xFF\xFE\x00\x00", 4))) return "UTF-32LE";
    if (bytes.startsWith(QByteArray("\x00\x00\xFE\xFF", 4))) return "UTF-32BE";
    if (bytes.startsWith("\xFF\xFE")) return "UTF-16LE";
    if (bytes.startsWith("\xFE\xFF")) return "UTF-16BE";
    return {};
}

// The mark is kept in the text as U+FEFF (as a UTF-8 one is), so that encoding the text writes it again.
Result<DecodedText> decodeIn(const QByteArray& name, const QByteArray& bytes) {
    QStringDecoder decoder(name.constData(), QStringConverter::Flag::ConvertInitialBom);
    if (!decoder.isValid()) return fail("this system has no " + name.toStdString() + " codec");
    QString text = decoder.decode(bytes);
    if (decoder.hasError()) return fail("not text in " + name.toStdString());
    auto again = encodeText(text, name);
    const bool roundTrips = again && again.value() == bytes;
    return DecodedText{std::move(text), name, roundTrips};
}

std::string codePoint(QStringView character) {
    return "U+" + QString::number(character.toUcs4().value(0), 16).toUpper().rightJustified(4, '0').toStdString();
}

} // namespace

Result<DecodedText> decodeText(const QByteArray& bytes) {
    if (const QByteArray marked = byteOrderMarkEncoding(bytes); !marked.isEmpty())
        if (auto decoded = decodeIn(marked, bytes)) return decoded;
    if (bytes.contains('\0')) return fail("binary data (a NUL byte)");
    if (QByteArrayView(bytes).isValidUtf8()) {
        // QString::fromUtf8 would drop a byte order mark, and saving would then drop it from the file.
        QStringDecoder utf8(QStringConverter::Utf8, QStringConverter::Flag::ConvertInitialBom);
        return DecodedText{utf8.decode(bytes), "UTF-8", true};
    }
    KEncodingProber prober(KEncodingProber::Universal);
    prober.feed(bytes);
    // As the encodings are usually written (GB18030, KOI8-R, windows-1251); the prober says "gb18030".
    QByteArray guessed = prober.encoding();
    if (!guessed.startsWith("windows-")) guessed = guessed.toUpper();
    if (guessed.isEmpty() || guessed.compare("UTF-8", Qt::CaseInsensitive) == 0)
        return fail("not UTF-8, nor text in any other encoding recognised");
    auto decoded = decodeIn(guessed, bytes);
    if (!decoded) return fail("not UTF-8, and " + decoded.error());
    return decoded;
}

QString readableText(const QByteArray& bytes) {
    if (QByteArrayView(bytes).isValidUtf8()) return QString::fromUtf8(bytes);
    // Line by line: a compiler writes its own words in UTF-8 (its quotes too) and the lines it quotes as the source
    // has them.
    QStringList lines;
    for (const QByteArray& line : bytes.split('\n')) {
        if (QByteArrayView(line).isValidUtf8()) {
            lines << QString::fromUtf8(line);
        } else {
            auto decoded = decodeText(line);
            lines << (decoded ? decoded->text : QString::fromUtf8(line));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

Result<QByteArray> encodeText(const QString& text, const QByteArray& encoding) {
    if (encoding == "UTF-8") return text.toUtf8();
    QStringEncoder encoder(encoding.constData());
    if (!encoder.isValid()) return fail("this system has no " + encoding.toStdString() + " codec");
    QByteArray bytes = encoder.encode(text);
    if (!encoder.hasError()) return bytes;
    // The encoder says only that a character was missing: find the first, to name it.
    for (qsizetype at = 0; at < text.size();) {
        const qsizetype length = text.at(at).isHighSurrogate() && at + 1 < text.size() ? 2 : 1;
        const QStringView character = QStringView(text).mid(at, length);
        QStringEncoder single(encoding.constData());
        (void)QByteArray(single.encode(character));
        if (single.hasError())
            return fail(encoding.toStdString() + " has no character " + codePoint(character) + " ('" +
                        character.toString().toStdString() + "')");
        at += length;
    }
    return fail("the text cannot be written in " + encoding.toStdString());
}

} // namespace jd
