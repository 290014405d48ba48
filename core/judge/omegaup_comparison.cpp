#include "omegaup_comparison.h"

#include "problem/omegaup_values.h"

#include <QFile>

#include <algorithm>
#include <cfloat>
#include <charconv>
#include <cmath>

namespace jd::judge {
namespace {

constexpr qsizetype kLongestToken = 4 << 20; // tokenizer.go: MaxTokenLength

// One UTF-8 character at `at`: its code point and length (an invalid byte is U+FFFD of length 1).
std::pair<char32_t, int> decode(const char* at, const char* end) {
    const auto byte = static_cast<unsigned char>(*at);
    if (byte < 0x80) return {byte, 1};
    const int length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
    if (length == 1 || end - at < length) return {0xFFFD, 1};
    char32_t code = byte & (0x3F >> (length - 1));
    for (int i = 1; i < length; ++i) {
        const auto next = static_cast<unsigned char>(at[i]);
        if ((next & 0xC0) != 0x80) return {0xFFFD, 1};
        code = (code << 6) | (next & 0x3F);
    }
    return {code, length};
}

// Go's unicode.IsSpace, and the file, group, record and unit separators quark adds to it.
bool isSeparator(char32_t c) {
    switch (c) {
    case '\t':
    case '\n':
    case '\v':
    case '\f':
    case '\r':
    case ' ':
    case 0x85:
    case 0xA0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000: return true;
    default: return (c >= 0x2000 && c <= 0x200A) || (c >= 0x1C && c <= 0x1F);
    }
}

bool isNumericCharacter(char32_t c) { return (c >= '0' && c <= '9') || c == '.' || c == '-'; }

struct Token {
    QByteArray text;
    qsizetype line = 1;
};

// Tokens of `data`: maximal runs of characters `inToken` accepts.
class Tokenizer {
public:
    Tokenizer(const QByteArray& data, bool numeric)
        : at_(data.constData())
        , end_(data.constData() + data.size())
        , numeric_(numeric) {}

    // The next token; nullopt at the end. `tooLong` is set when a token passes kLongestToken.
    std::optional<Token> next(bool& tooLong) {
        while (at_ < end_) {
            const auto [code, length] = decode(at_, end_);
            if (inToken(code)) break;
            if (code == '\n') ++line_;
            at_ += length;
        }
        if (at_ >= end_) return std::nullopt;
        const char* start = at_;
        while (at_ < end_) {
            const auto [code, length] = decode(at_, end_);
            if (!inToken(code)) break;
            at_ += length;
        }
        if (at_ - start > kLongestToken) tooLong = true;
        return Token{QByteArray(start, at_ - start), line_};
    }

private:
    bool inToken(char32_t code) const { return numeric_ ? isNumericCharacter(code) : !isSeparator(code); }

    const char* at_;
    const char* end_;
    bool numeric_;
    qsizetype line_ = 1;
};

// strconv.ParseFloat on a token of [0-9.-]: one optional leading '-', digits with at most one '.'.
std::optional<double> parseNumber(const QByteArray& token) {
    const char* begin = token.constData();
    const char* end = begin + token.size();
    if (begin == end) return std::nullopt;
    double value = 0;
    const auto [stop, error] = std::from_chars(begin, end, value, std::chars_format::fixed);
    if (stop != end) return std::nullopt;
    if (error == std::errc::result_out_of_range) {
        // Go gives 0 for a number too small to hold and an error for one too large: which one it is shows in
        // whether any digit but 0 stands before the point.
        const QByteArray whole = token.left(token.indexOf('.') < 0 ? token.size() : token.indexOf('.'));
        const bool tooLarge = std::any_of(whole.begin(), whole.end(), [](char c) { return c >= '1' && c <= '9'; });
        return tooLarge ? std::nullopt : std::optional<double>(0.0);
    }
    if (error != std::errc()) return std::nullopt;
    return value;
}

QString shown(const QByteArray& token) {
    QString text = QString::fromUtf8(token.left(40));
    if (token.size() > 40) text += QStringLiteral("...");
    return text;
}

Result<QByteArray> readWhole(const QString& path, const char* what) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(std::string("cannot read the ") + what + " " + path.toStdString() + ": " +
                    file.errorString().toStdString());
    return file.readAll();
}

} // namespace

bool omegaupNumbersEqual(const QString& expected, const QString& output, double tolerance) {
    const auto a = parseNumber(expected.toUtf8());
    const auto b = parseNumber(output.toUtf8());
    if (!a || !b) return !a && !b;
    if (*a == *b) return true;
    const double difference = std::abs(*a - *b);
    if (difference <= 1.5 * tolerance) return true;
    if (*a == 0 || *b == 0 || difference < DBL_MIN) return difference <= tolerance * DBL_MIN;
    return difference / std::max(std::abs(*a), std::abs(*b)) <= tolerance;
}

OmegaUpScore omegaupScoreFromText(const QByteArray& text) {
    Tokenizer tokens(text, false);
    bool tooLong = false;
    const std::optional<Token> first = tokens.next(tooLong);
    if (!first) return {0, QStringLiteral("no score: the output is empty")};
    if (tooLong) return {0, QStringLiteral("no score: the first token is longer than 4 MiB")};
    bool ok = false;
    const double value = QString::fromUtf8(first->text).toDouble(&ok);
    if (!ok || std::isnan(value)) return {0, "no score: '" + shown(first->text) + "' is not a number"};
    const double score = std::clamp(problem::omegaupRationalWeight(std::clamp(value, -1.0, 2.0)), 0.0, 1.0);
    return {score, score < 1 ? QStringLiteral("scored %1").arg(score) : QString()};
}

Result<OmegaUpScore> omegaupCompare(const QString& kind, const QString& answerPath, const QString& outputPath,
                                    double tolerance) {
    auto output = readWhole(outputPath, "output");
    if (!output) return output.failure();
    if (kind == "literal") return omegaupScoreFromText(*output);
    if (kind != "token" && kind != "token-caseless" && kind != "token-numeric")
        return fail("unknown omegaUp validator '" + kind.toStdString() + "'");
    auto answer = readWhole(answerPath, "answer");
    if (!answer) return answer.failure();

    const bool numeric = kind == "token-numeric";
    Tokenizer expectedTokens(*answer, numeric), outputTokens(*output, numeric);
    for (qsizetype index = 1;; ++index) {
        bool tooLong = false;
        const std::optional<Token> expected = expectedTokens.next(tooLong);
        const std::optional<Token> got = outputTokens.next(tooLong);
        if (tooLong) return OmegaUpScore{0, QStringLiteral("token %1 is longer than 4 MiB").arg(index)};
        if (!expected && !got) return OmegaUpScore{1, {}};
        if (!got)
            return OmegaUpScore{0, QStringLiteral("the output ends after %1 tokens; the answer goes on with '%2'")
                                       .arg(index - 1)
                                       .arg(shown(expected->text))};
        if (!expected)
            return OmegaUpScore{0, QStringLiteral("the output goes on past the answer's %1 tokens: '%2' (line %3)")
                                       .arg(index - 1)
                                       .arg(shown(got->text))
                                       .arg(got->line)};
        bool equal = false;
        if (numeric)
            equal = omegaupNumbersEqual(QString::fromUtf8(expected->text), QString::fromUtf8(got->text), tolerance);
        else if (kind == "token")
            equal = expected->text == got->text;
        else
            equal = QString::fromUtf8(expected->text).compare(QString::fromUtf8(got->text), Qt::CaseInsensitive) == 0;
        if (!equal)
            return OmegaUpScore{0, QStringLiteral("line %1: expected '%2', got '%3' (token %4)")
                                       .arg(got->line)
                                       .arg(shown(expected->text), shown(got->text))
                                       .arg(index)};
    }
}

} // namespace jd::judge
