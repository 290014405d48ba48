#include "default_validator.h"

#include <fcntl.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

namespace jd::judge {
namespace {

constexpr size_t kBufferBytes = 64 * 1024;
constexpr size_t kShownTokenBytes = 40;
// Tokens, lines and runs of whitespace are held at most this long: longer ones are compared piece by
// piece, so the judge's memory does not grow with a hostile file (one 2 GiB token, /dev/zero).
constexpr size_t kPieceBytes = 1 << 20;

// std::isspace in the "C" locale, without a call per byte.
constexpr bool isSpace(char byte) {
    return byte == ' ' || byte == '\n' || byte == '\t' || byte == '\r' || byte == '\v' || byte == '\f';
}

// Reads a file through a fixed buffer, token by token or line by line.
class Stream {
public:
    explicit Stream(const QString& path)
        : fd_(::open(path.toLocal8Bit().constData(), O_RDONLY | O_CLOEXEC)) {}
    ~Stream() {
        if (fd_ >= 0) ::close(fd_);
    }
    bool ok() const { return fd_ >= 0; }
    long line() const { return line_; }

    // The next byte, or -1 at the end.
    int peek() {
        if (position_ == size_ && !fill()) return -1;
        return static_cast<unsigned char>(buffer_[position_]);
    }
    int get() {
        int byte = peek();
        if (byte >= 0) {
            ++position_;
            ++offset_;
            if (byte == '\n') {
                ++line_;
                lineStart_ = offset_;
            }
        }
        return byte;
    }
    int fd() const { return fd_; }
    // Goes on reading from `offset`, which is on line `line`, a line that starts at `lineStart`.
    bool restartAt(qint64 offset, long line, qint64 lineStart) {
        if (::lseek(fd_, offset, SEEK_SET) != offset) return false;
        position_ = size_ = 0;
        offset_ = offset;
        line_ = tokenLine_ = line;
        lineStart_ = lineStart;
        return true;
    }
    // Where the next byte is.
    Place here(qint64 length = 0) const { return {offset_, line_, offset_ - lineStart_ + 1, length}; }
    // The whitespace before the next token (kept for space_change_sensitive: its first piece and its
    // length), then the token's first piece; `cut` tells that more of the token follows (tokenPiece()).
    // Runs of whitespace and tokens are scanned within the buffer and copied out whole: a 50 MiB output
    // is compared in the time it takes to read it, not byte by byte through peek() and get().
    bool token(std::string& whitespace, size_t& whitespaceLength, std::string& token, bool& cut) {
        whitespace.clear();
        whitespaceLength = 0;
        while (position_ < size_ || fill()) {
            const size_t start = position_;
            while (position_ < size_ && isSpace(buffer_[position_])) {
                if (buffer_[position_] == '\n') {
                    ++line_;
                    lineStart_ = offset_ + qint64(position_ - start) + 1;
                }
                ++position_;
            }
            const size_t run = position_ - start;
            offset_ += qint64(run);
            whitespaceLength += run;
            if (whitespace.size() < kPieceBytes)
                whitespace.append(buffer_ + start, std::min(run, kPieceBytes - whitespace.size()));
            if (position_ < size_) break;
        }
        tokenLine_ = line_;
        tokenPlace_ = here();
        cut = tokenPiece(token);
        tokenPlace_.length = qint64(token.size());
        return !token.empty();
    }
    Place tokenPlace() const { return tokenPlace_; }
    // The next piece of the token being read; true when still more follows.
    bool tokenPiece(std::string& piece) {
        piece.clear();
        while (piece.size() < kPieceBytes && (position_ < size_ || fill())) {
            const size_t start = position_, room = kPieceBytes - piece.size();
            while (position_ < size_ && position_ - start < room && !isSpace(buffer_[position_]))
                ++position_;
            piece.append(buffer_ + start, position_ - start);
            offset_ += qint64(position_ - start);
            if (position_ < size_) break;
        }
        const int next = peek();
        return next >= 0 && !std::isspace(next);
    }
    long tokenLine() const { return tokenLine_; }
    // One line without its newline, or its first piece when it is longer (`cut`: linePiece() goes on);
    // false at the end of the file.
    bool readLine(std::string& text, bool& cut) {
        linePlace_ = here();
        if (peek() < 0) {
            text.clear();
            cut = false;
            return false;
        }
        cut = linePiece(text);
        linePlace_.length = qint64(text.size());
        return true;
    }
    Place linePlace() const { return linePlace_; }
    bool linePiece(std::string& text) {
        text.clear();
        for (int byte; text.size() < kPieceBytes && (byte = peek()) >= 0;) {
            get();
            if (byte == '\n') return false;
            text += static_cast<char>(byte);
        }
        const int next = peek();
        if (next == '\n') {
            get();
            return false;
        }
        return next >= 0;
    }

private:
    bool fill() {
        ssize_t got;
        do
            got = ::read(fd_, buffer_, sizeof buffer_);
        while (got < 0 && errno == EINTR);
        position_ = 0;
        size_ = got > 0 ? static_cast<size_t>(got) : 0;
        return size_ > 0;
    }
    int fd_;
    char buffer_[kBufferBytes];
    size_t position_ = 0, size_ = 0;
    long line_ = 1, tokenLine_ = 1;
    qint64 offset_ = 0, lineStart_ = 0;
    Place tokenPlace_, linePlace_;
};

Comparison accepted() { return {true, {}, std::nullopt, std::nullopt}; }

Comparison rejected(const QString& message, const Place& expectedAt, const Place& outputAt) {
    return {false, message, expectedAt, outputAt};
}

QString shown(const std::string& token) {
    QString text = QString::fromUtf8(token.substr(0, kShownTokenBytes));
    return "'" + text + (token.size() > kShownTokenBytes ? QStringLiteral("…'") : QStringLiteral("'"));
}

// DOMjudge's reading of numbers: long double, NaN equals NaN, infinities equal when their signs do.
bool parseFloat(const std::string& token, long double& value) {
    if (token.empty()) return false;
    char* end = nullptr;
    errno = 0;
    value = std::strtold(token.c_str(), &end);
    return end == token.c_str() + token.size();
}

bool floatsMatch(long double expected, long double got, const ComparatorOptions& options) {
    if (std::isnan(expected) || std::isnan(got)) return std::isnan(expected) && std::isnan(got);
    if (std::isinf(expected) || std::isinf(got)) return expected == got;
    long double difference = std::fabs(expected - got);
    if (options.absoluteTolerance && difference <= *options.absoluteTolerance) return true;
    if (options.relativeTolerance && difference <= *options.relativeTolerance * std::fabs(expected)) return true;
    return difference == 0;
}

bool equalIgnoringCase(const std::string& a, const std::string& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

bool sameText(const std::string& expected, const std::string& got, const ComparatorOptions& options) {
    return options.caseSensitive ? expected == got : equalIgnoringCase(expected, got);
}

// The rest of two tokens that did not fit one piece, compared piece by piece.
bool restOfTokensMatch(Stream& answer, Stream& output, bool answerCut, bool outputCut,
                       const ComparatorOptions& options) {
    std::string expected, got;
    while (answerCut && outputCut) {
        answerCut = answer.tokenPiece(expected);
        outputCut = output.tokenPiece(got);
        if (!sameText(expected, got, options)) return false;
    }
    return answerCut == outputCut;
}

// Where two files stop being byte for byte the same, and what comes before that point: files that agree
// for 50 MiB are skipped at the speed of memcmp, and the comparator starts where they part.
struct SharedPrefix {
    qint64 length = 0;                             // bytes the files share from their start
    qint64 newlines = 0, lastNewline = -1;         // within the shared bytes
    qint64 lastWhitespace = -1, tokensStarted = 0; // likewise
};

SharedPrefix sharedPrefix(int answerFd, int outputFd) {
    SharedPrefix prefix;
    // Not zeroed, and small enough for the heap: a megabyte zeroed per comparison (an mmap, 256 page faults
    // and a munmap for each file) cost more than the run of a small test itself.
    constexpr qint64 kChunk = qint64(kBufferBytes);
    auto answer = std::make_unique_for_overwrite<char[]>(kChunk),
         output = std::make_unique_for_overwrite<char[]>(kChunk);
    bool inToken = false;
    for (;;) {
        const ssize_t gotAnswer = ::pread(answerFd, answer.get(), kChunk, prefix.length);
        const ssize_t gotOutput = ::pread(outputFd, output.get(), kChunk, prefix.length);
        if (gotAnswer <= 0 || gotOutput <= 0) return prefix;
        const qint64 both = std::min(gotAnswer, gotOutput);
        qint64 same = both;
        if (std::memcmp(answer.get(), output.get(), size_t(both)) != 0)
            for (same = 0; answer[size_t(same)] == output[size_t(same)]; ++same) {}
        for (qint64 i = 0; i < same; ++i) {
            const char byte = answer[size_t(i)];
            if (isSpace(byte)) {
                inToken = false;
                prefix.lastWhitespace = prefix.length + i;
                if (byte == '\n') {
                    ++prefix.newlines;
                    prefix.lastNewline = prefix.length + i;
                }
            } else if (!inToken) {
                inToken = true;
                ++prefix.tokensStarted;
            }
        }
        prefix.length += same;
        if (same < kChunk || gotAnswer != gotOutput) return prefix;
    }
}

Comparison compareTokens(Stream& answer, Stream& output, const ComparatorOptions& options, long firstIndex) {
    const bool numeric = options.absoluteTolerance || options.relativeTolerance;
    std::string answerSpace, answerToken, outputSpace, outputToken;
    size_t answerSpaceLength = 0, outputSpaceLength = 0;
    bool answerCut = false, outputCut = false;
    for (long index = firstIndex;; ++index) {
        bool moreAnswer = answer.token(answerSpace, answerSpaceLength, answerToken, answerCut);
        bool moreOutput = output.token(outputSpace, outputSpaceLength, outputToken, outputCut);
        if (options.spaceChangeSensitive && (answerSpace != outputSpace || answerSpaceLength != outputSpaceLength))
            return rejected(
                QStringLiteral("line %1: whitespace differs before token %2").arg(output.tokenLine()).arg(index),
                answer.tokenPlace(), output.tokenPlace());
        if (!moreAnswer && !moreOutput) return accepted();
        if (!moreOutput)
            return rejected(
                QStringLiteral("output ended early: expected %1 at token %2").arg(shown(answerToken)).arg(index),
                answer.tokenPlace(), output.tokenPlace());
        if (!moreAnswer)
            return rejected(QStringLiteral("line %1: unexpected output %2 after the answer ended")
                                .arg(output.tokenLine())
                                .arg(shown(outputToken)),
                            answer.tokenPlace(), output.tokenPlace());
        long double expected, got;
        if (numeric && !answerCut && parseFloat(answerToken, expected)) {
            if (outputCut || !parseFloat(outputToken, got))
                return rejected(QStringLiteral("line %1: expected the number %2, got %3")
                                    .arg(output.tokenLine())
                                    .arg(shown(answerToken), shown(outputToken)),
                                answer.tokenPlace(), output.tokenPlace());
            if (!floatsMatch(expected, got, options))
                return rejected(QStringLiteral("line %1: %2 is not within the tolerance of %3")
                                    .arg(output.tokenLine())
                                    .arg(shown(outputToken), shown(answerToken)),
                                answer.tokenPlace(), output.tokenPlace());
            continue;
        }
        if (!sameText(answerToken, outputToken, options) ||
            !restOfTokensMatch(answer, output, answerCut, outputCut, options))
            return rejected(QStringLiteral("line %1: expected %2, got %3")
                                .arg(output.tokenLine())
                                .arg(shown(answerToken), shown(outputToken)),
                            answer.tokenPlace(), output.tokenPlace());
    }
}

void trimRight(std::string& text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.pop_back();
}

Comparison compareLines(Stream& answer, Stream& output) {
    std::string expected, got, expectedRest, gotRest;
    bool expectedCut = false, gotCut = false;
    for (long line = answer.line();; ++line) {
        bool moreAnswer = answer.readLine(expected, expectedCut), moreOutput = output.readLine(got, gotCut);
        if (!expectedCut) trimRight(expected);
        if (!gotCut) trimRight(got);
        // Trailing empty lines do not count on either side.
        if (!moreAnswer && moreOutput && got.empty()) continue;
        if (!moreOutput && moreAnswer && expected.empty()) continue;
        if (!moreAnswer && !moreOutput) return accepted();
        if (!moreOutput)
            return rejected(QStringLiteral("output ended early: expected line %1 %2").arg(line).arg(shown(expected)),
                            answer.linePlace(), output.linePlace());
        if (!moreAnswer)
            return rejected(QStringLiteral("line %1: unexpected output %2").arg(line).arg(shown(got)),
                            answer.linePlace(), output.linePlace());
        const Place expectedAt = answer.linePlace(), outputAt = output.linePlace();
        bool same = expected == got;
        // A line longer than a piece: the rest piece by piece, trailing whitespace trimmed from the last.
        while (same && (expectedCut || gotCut)) {
            expectedRest.clear();
            gotRest.clear();
            if (expectedCut) expectedCut = answer.linePiece(expectedRest);
            if (gotCut) gotCut = output.linePiece(gotRest);
            if (!expectedCut) trimRight(expectedRest);
            if (!gotCut) trimRight(gotRest);
            same = expectedRest == gotRest;
        }
        while (expectedCut)
            expectedCut = answer.linePiece(expectedRest); // skip what is left of a differing line
        while (gotCut)
            gotCut = output.linePiece(gotRest);
        if (!same)
            return rejected(QStringLiteral("line %1: expected %2, got %3").arg(line).arg(shown(expected), shown(got)),
                            expectedAt, outputAt);
    }
}

Comparison compareExact(Stream& answer, Stream& output) {
    for (;;) {
        const Place expectedAt = answer.here(1), outputAt = output.here(1);
        const qint64 offset = expectedAt.offset;
        int expected = answer.get(), got = output.get();
        if (expected != got)
            return rejected(expected < 0 ? QStringLiteral("unexpected output after byte %1").arg(offset)
                            : got < 0    ? QStringLiteral("output ended early at byte %1").arg(offset)
                                         : QStringLiteral("byte %1 (line %2) differs").arg(offset).arg(output.line()),
                            {expectedAt.offset, expectedAt.line, expectedAt.column, expected < 0 ? 0 : 1},
                            {outputAt.offset, outputAt.line, outputAt.column, got < 0 ? 0 : 1});
        if (expected < 0) return accepted();
    }
}

} // namespace

namespace {

using Range = QPair<qsizetype, qsizetype>;

QList<Range> tokensOf(const QString& line) {
    QList<Range> tokens;
    for (qsizetype at = 0; at < line.size();) {
        while (at < line.size() && line[at].isSpace())
            ++at;
        const qsizetype start = at;
        while (at < line.size() && !line[at].isSpace())
            ++at;
        if (at > start) tokens.append({start, at - start});
    }
    return tokens;
}

bool sameToken(const QString& expected, const QString& got, const ComparatorOptions& options) {
    long double expectedNumber, gotNumber;
    if ((options.absoluteTolerance || options.relativeTolerance) && parseFloat(expected.toStdString(), expectedNumber))
        return parseFloat(got.toStdString(), gotNumber) && floatsMatch(expectedNumber, gotNumber, options);
    return expected.compare(got, options.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive) == 0;
}

} // namespace

LineDifferences differingTokens(const QString& expectedLine, const QString& outputLine,
                                const ComparatorOptions& options) {
    LineDifferences differences;
    if (options.mode != ComparatorOptions::Mode::Tokens) {
        qsizetype first = 0;
        while (first < expectedLine.size() && first < outputLine.size() && expectedLine[first] == outputLine[first])
            ++first;
        // Lines mode forgives trailing whitespace, as the comparison does.
        const bool forgiven = options.mode == ComparatorOptions::Mode::Lines &&
                              expectedLine.trimmed().size() == outputLine.trimmed().size() &&
                              expectedLine.sliced(first).trimmed().isEmpty() &&
                              outputLine.sliced(first).trimmed().isEmpty();
        if (forgiven) return differences;
        if (first < expectedLine.size()) differences.expected.append({first, expectedLine.size() - first});
        if (first < outputLine.size()) differences.output.append({first, outputLine.size() - first});
        return differences;
    }
    const QList<Range> expected = tokensOf(expectedLine), output = tokensOf(outputLine);
    for (qsizetype i = 0; i < std::max(expected.size(), output.size()); ++i) {
        const bool paired = i < expected.size() && i < output.size();
        if (paired && sameToken(expectedLine.sliced(expected[i].first, expected[i].second),
                                outputLine.sliced(output[i].first, output[i].second), options))
            continue;
        if (i < expected.size()) differences.expected.append(expected[i]);
        if (i < output.size()) differences.output.append(output[i]);
    }
    return differences;
}

QString describeComparator(const ComparatorOptions& options) {
    if (options.mode == ComparatorOptions::Mode::Exact) return QStringLiteral("byte for byte");
    if (options.mode == ComparatorOptions::Mode::Lines) return QStringLiteral("line by line, trailing spaces ignored");
    QStringList words{QStringLiteral("whitespace-separated tokens"),
                      options.caseSensitive ? QStringLiteral("case-sensitive") : QStringLiteral("case-insensitive")};
    if (options.spaceChangeSensitive) words << QStringLiteral("whitespace compared");
    if (options.absoluteTolerance) words << QStringLiteral("absolute tolerance %1").arg(*options.absoluteTolerance);
    if (options.relativeTolerance) words << QStringLiteral("relative tolerance %1").arg(*options.relativeTolerance);
    return words.join(QStringLiteral(", "));
}

Result<ComparatorOptions> ComparatorOptions::fromFlags(const QStringList& flags) {
    ComparatorOptions options;
    for (int i = 0; i < flags.size(); ++i) {
        const QString& flag = flags[i];
        auto tolerance = [&]() -> Result<double> {
            bool ok = false;
            double value = i + 1 < flags.size() ? flags[i + 1].toDouble(&ok) : 0;
            if (!ok || value < 0) return fail(flag.toStdString() + " needs a non-negative number after it");
            ++i;
            return value;
        };
        if (flag == "case_sensitive")
            options.caseSensitive = true;
        else if (flag == "space_change_sensitive")
            options.spaceChangeSensitive = true;
        else if (flag == "exact")
            options.mode = Mode::Exact;
        else if (flag == "lines")
            options.mode = Mode::Lines;
        else if (flag == "float_absolute_tolerance" || flag == "float_relative_tolerance" ||
                 flag == "float_tolerance") {
            auto value = tolerance();
            if (!value) return value.failure();
            if (flag != "float_relative_tolerance") options.absoluteTolerance = value.value();
            if (flag != "float_absolute_tolerance") options.relativeTolerance = value.value();
        } else {
            return fail("unknown default validator flag '" + flag.toStdString() + "'");
        }
    }
    return options;
}

Result<Comparison> compareOutputs(const QString& answerPath, const QString& outputPath,
                                  const ComparatorOptions& options) {
    auto answer = std::make_unique<Stream>(answerPath);
    auto output = std::make_unique<Stream>(outputPath);
    if (!answer->ok()) return fail("cannot read the answer " + answerPath.toStdString() + ": " + std::strerror(errno));
    if (!output->ok()) return fail("cannot read the output " + outputPath.toStdString() + ": " + std::strerror(errno));
    // Identical bytes are identical under every mode: the comparison begins at the token, line or byte
    // where the files part.
    const SharedPrefix prefix = sharedPrefix(answer->fd(), output->fd());
    qint64 restart = prefix.length;
    long firstToken = long(prefix.tokensStarted) + 1;
    if (options.mode == ComparatorOptions::Mode::Tokens) {
        restart = prefix.lastWhitespace + 1;
        if (restart < prefix.length) --firstToken; // the token begun at `restart` is compared again
    } else if (options.mode == ComparatorOptions::Mode::Lines) {
        restart = prefix.lastNewline + 1;
    }
    const long line = long(prefix.newlines) + 1;
    if (!answer->restartAt(restart, line, prefix.lastNewline + 1) ||
        !output->restartAt(restart, line, prefix.lastNewline + 1))
        return fail(std::string("cannot read the files again: ") + std::strerror(errno));
    switch (options.mode) {
    case ComparatorOptions::Mode::Exact: return compareExact(*answer, *output);
    case ComparatorOptions::Mode::Lines: return compareLines(*answer, *output);
    case ComparatorOptions::Mode::Tokens: return compareTokens(*answer, *output, options, firstToken);
    }
    return fail("unknown comparison mode");
}

} // namespace jd::judge
