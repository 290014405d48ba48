#include "answer_archive.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <KArchiveDirectory>
#include <KArchiveFile>
#include <KZip>
#include <algorithm>
#include <memory>
#include <optional>

namespace jd::judge {
namespace {

constexpr char kAnswerSuffix[] = ".out";

// The file an entry answers as: omegaUp's <case>.out as it is, CMS's output_<codename>.txt as <codename>.out;
// empty for an entry that is neither.
QString answerName(const QString& entry) {
    static const QRegularExpression cms(QStringLiteral("^output_(.+)\\.txt$"));
    if (const auto match = cms.match(entry); match.hasMatch()) return match.captured(1) + kAnswerSuffix;
    if (entry.endsWith(kAnswerSuffix)) return entry;
    return {};
}

bool isZip(const QByteArray& bytes) { return bytes.startsWith("PK\x03\x04") || bytes.startsWith("PK\x05\x06"); }

// data:[<media type>][;base64],<data>; nullopt when `text` is no data: URL at all.
std::optional<Result<QByteArray>> decodeDataUrl(const QByteArray& text) {
    const QByteArray url = text.trimmed();
    if (!url.left(5).toLower().startsWith("data:")) return std::nullopt;
    const qsizetype comma = url.indexOf(',');
    if (comma < 0) return std::nullopt;
    const QByteArray header = url.mid(5, comma - 5).toLower();
    const QByteArray payload = url.mid(comma + 1);
    if (!header.endsWith(";base64")) return Result<QByteArray>(QByteArray::fromPercentEncoding(payload));
    auto decoded = QByteArray::fromBase64Encoding(payload, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) return Result<QByteArray>(fail("the data: URL's base64 does not decode"));
    return Result<QByteArray>(*decoded);
}

struct AnswerWriter {
    QString directory;
    qint64 maxBytes;
    qint64 written = 0;
    QStringList files;

    // `shown` is the entry's name as the submission gives it, `name` the answer file it becomes.
    Result<void> write(const QString& shown, const QString& name, QIODevice& input) {
        QFile output(directory + "/" + name);
        if (!output.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return fail(output.fileName().toStdString() + ": " + output.errorString().toStdString());
        QByteArray buffer(1 << 16, Qt::Uninitialized);
        for (;;) {
            const qint64 got = input.read(buffer.data(), buffer.size());
            if (got < 0) return fail(shown.toStdString() + ": the zip is damaged here");
            if (got == 0) break;
            // Counted as decompressed, not as the header claims: a zip bomb stops here.
            written += got;
            if (written > maxBytes)
                return fail("the answers unpack to more than " + std::to_string(maxBytes >> 20) + " MiB (at " +
                            shown.toStdString() + ")");
            if (output.write(buffer.constData(), got) != got)
                return fail(output.fileName().toStdString() + ": " + output.errorString().toStdString());
        }
        if (!files.contains(shown)) files << shown;
        return {};
    }

    // quark keeps an entry by its base name wherever it sits in the zip, and of two of one name the later
    // in the zip. A KArchiveDirectory lists its entries in no set order; their place in the zip gives it.
    Result<void> unpack(const KArchiveDirectory& root) {
        QList<const KArchiveFile*> answers;
        collect(root, answers);
        std::stable_sort(answers.begin(), answers.end(),
                         [](const KArchiveFile* a, const KArchiveFile* b) { return a->position() < b->position(); });
        for (const KArchiveFile* answer : answers) {
            std::unique_ptr<QIODevice> input(answer->createDevice());
            if (!input) return fail(answer->name().toStdString() + ": cannot be read from the zip");
            if (auto done = write(answer->name(), answerName(answer->name()), *input); !done) return done;
        }
        return {};
    }

    static void collect(const KArchiveDirectory& folder, QList<const KArchiveFile*>& answers) {
        for (const QString& name : folder.entries()) {
            const KArchiveEntry* entry = folder.entry(name);
            if (!entry->symLinkTarget().isEmpty()) continue;
            if (entry->isDirectory())
                collect(*static_cast<const KArchiveDirectory*>(entry), answers);
            else if (!answerName(name).isEmpty() && !name.contains('\\') && !name.contains(QChar(0)))
                answers << static_cast<const KArchiveFile*>(entry);
        }
    }
};

} // namespace

QString submittedAnswerName(const QString& test, bool cmsNames) {
    const QString name = test.section('/', -1);
    return cmsNames ? "output_" + name + ".txt" : name + kAnswerSuffix;
}

Result<UnpackedAnswers> unpackAnswers(const QByteArray& source, const QString& directory, qint64 maxBytes) {
    AnswerWriter writer{directory, maxBytes, 0, {}};
    UnpackedAnswers unpacked;
    QByteArray zipBytes;
    if (isZip(source)) {
        zipBytes = source;
    } else if (auto decoded = decodeDataUrl(source)) {
        if (!*decoded) return decoded->failure();
        zipBytes = decoded->value();
    } else {
        QBuffer whole;
        whole.setData(source);
        whole.open(QIODevice::ReadOnly);
        if (auto done = writer.write("Main.out", "Main.out", whole); !done) return done.failure();
        unpacked.files = writer.files;
        unpacked.note = "Neither a zip nor a data: URL: taken as the answer to a test named Main, as omegaUp takes it.";
        return unpacked;
    }
    QBuffer buffer(&zipBytes);
    KZip zip(&buffer);
    if (!zip.open(QIODevice::ReadOnly))
        return fail("the answers are not a zip that can be read" +
                    (zip.errorString().isEmpty() ? std::string() : ": " + zip.errorString().toStdString()));
    if (auto done = writer.unpack(*zip.directory()); !done) return done.failure();
    unpacked.files = writer.files;
    std::sort(unpacked.files.begin(), unpacked.files.end());
    unpacked.note = unpacked.files.isEmpty()
                        ? QStringLiteral("The zip holds no answer (no file named <test>.out or output_<test>.txt): "
                                         "every test is a run-time error.")
                        : QStringLiteral("%1 answer%2: %3")
                              .arg(unpacked.files.size())
                              .arg(unpacked.files.size() == 1 ? "" : "s")
                              .arg(unpacked.files.join(", "));
    return unpacked;
}

} // namespace jd::judge
