#include "test_data_digests.h"

#include "common/file_digest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sys/stat.h>
#include <time.h>

namespace jd::store {

TestDataDigests::TestDataDigests(QString connection)
    : connection_(std::move(connection)) {}

std::optional<QString> TestDataDigests::fileDigest(const QString& path, QSqlQuery& kept) {
    if (path.isEmpty()) return QString(); // no answer file: the same as every other missing answer
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISREG(status.st_mode)) return std::nullopt;
    auto nanoseconds = [](const timespec& time) { return qint64(time.tv_sec) * 1'000'000'000 + time.tv_nsec; };
    FileState file{QFileInfo(path).absoluteFilePath(),
                   QStringLiteral("%1/%2/%3/%4")
                       .arg(qint64(status.st_size))
                       .arg(quint64(status.st_ino))
                       .arg(nanoseconds(status.st_mtim))
                       .arg(nanoseconds(status.st_ctim)),
                   {}};
    kept.addBindValue(file.path);
    kept.addBindValue(file.state);
    // A kept digest that cannot be read is read again from the file.
    if (kept.exec() && kept.next()) return kept.value(0).toString();
    const auto digest = fileSha256(path);
    if (!digest) return std::nullopt;
    file.digest = QString::fromLatin1(digest->toHex());
    // File times are stamped from a coarse clock: a file changed just now may change again within the same
    // tick and stat the same, so its digest is kept only once its last change is well before this read.
    constexpr qint64 kClockTick = 100'000'000;
    if (nanoseconds(status.st_ctim) + kClockTick < nanoseconds(now)) read_ << file;
    return file.digest;
}

QHash<QString, QString> TestDataDigests::of(const QList<problem::TestCase>& tests) {
    read_.clear();
    // Prepared once for every file of every test.
    QSqlQuery kept(QSqlDatabase::database(connection_));
    kept.prepare("SELECT digest FROM file_digests WHERE path = ? AND state = ?");
    QHash<QString, QString> digests;
    for (const problem::TestCase& test : tests) {
        auto input = fileDigest(test.input, kept);
        auto answer = fileDigest(test.answer, kept);
        // A test whose files went away while it was judged has no digest: it compares as unknown.
        if (!input || !answer) continue;
        const QByteArray both = (*input + ':' + *answer).toLatin1();
        digests.insert(test.name, QString::fromLatin1(
                                      QCryptographicHash::hash(both, QCryptographicHash::Sha256).toHex().left(16)));
    }
    return digests;
}

Result<void> TestDataDigests::keep() {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("INSERT OR REPLACE INTO file_digests (path, state, digest) VALUES (?, ?, ?)");
    for (const FileState& file : std::as_const(read_)) {
        query.addBindValue(file.path);
        query.addBindValue(file.state);
        query.addBindValue(file.digest);
        if (!query.exec()) return fail(("keeping file digests: " + query.lastError().text()).toStdString());
    }
    read_.clear();
    return {};
}

} // namespace jd::store
