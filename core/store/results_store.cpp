#include "results_store.h"

#include "common/file_digest.h"
#include "test_data_digests.h"
#include "unused_blobs.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

#include <fcntl.h>
#include <sys/stat.h>

#include <algorithm>

namespace jd::store {
namespace {

constexpr qint64 kLargestStoredOutput = 16ll << 20;
// How long a blob no row names yet is left alone: long enough for any judgement to be saved after its blobs.
constexpr std::chrono::seconds kBlobGrace{3600};

// Each entry moves the schema one version forward; applied in order, each in its own transaction.
const QList<QStringList> kMigrations = {
    {
        "CREATE TABLE judgements ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT, created TEXT NOT NULL, problem_dir TEXT NOT NULL,"
        " problem_name TEXT NOT NULL, submission TEXT NOT NULL, language TEXT NOT NULL, verdict TEXT NOT NULL,"
        " score REAL NOT NULL, time_limit REAL NOT NULL, compiler_output TEXT)",
        "CREATE INDEX judgements_by_problem ON judgements(problem_dir, created)",
        "CREATE TABLE tests ("
        " judgement_id INTEGER NOT NULL REFERENCES judgements(id) ON DELETE CASCADE, position INTEGER NOT NULL,"
        " name TEXT NOT NULL, verdict TEXT NOT NULL, time_ns INTEGER NOT NULL, memory INTEGER NOT NULL,"
        " score REAL, message TEXT, output_blob TEXT, transcript_blob TEXT, PRIMARY KEY (judgement_id, position))",
        "CREATE TABLE samples (judgement_id INTEGER NOT NULL REFERENCES judgements(id) ON DELETE CASCADE,"
        " position INTEGER NOT NULL, series BLOB NOT NULL, PRIMARY KEY (judgement_id, position))",
    },
    {
        // A judgement is written when it begins (running, with the process that runs it) and completed
        // when it ends; one whose process is gone shows as interrupted.
        "ALTER TABLE judgements ADD COLUMN state TEXT NOT NULL DEFAULT 'finished'",
        "ALTER TABLE judgements ADD COLUMN owner TEXT",
    },
    {
        // A contest board's cells, so that it comes back as it was left: the judgement of each
        // submission and the digest of the source it judged (a source changed since shows as changed).
        "CREATE TABLE contest_entries ("
        " contest_dir TEXT NOT NULL, contestant TEXT NOT NULL, problem_id TEXT NOT NULL,"
        " judgement_id INTEGER REFERENCES judgements(id) ON DELETE CASCADE, source_digest TEXT NOT NULL,"
        " score REAL NOT NULL, error TEXT, PRIMARY KEY (contest_dir, contestant, problem_id))",
    },
    {
        // When an interactor's rejection decided a test before the run ended (the program's CPU time then),
        // and what JudgeDesk knows of a rejection beyond the words of the package's system.
        "ALTER TABLE tests ADD COLUMN decided_ns INTEGER",
        "ALTER TABLE tests ADD COLUMN explanation TEXT",
    },
    {
        // What each test earned as its group scored it: History shows it without the problem at hand.
        "ALTER TABLE tests ADD COLUMN earned REAL",
    },
    {
        // What each test's data was (its input and answer, digested): comparing two judgements tells a changed
        // test from a changed solution. Each file's digest is kept by path and stat, read once per change.
        "ALTER TABLE tests ADD COLUMN data_digest TEXT",
        "CREATE TABLE file_digests (path TEXT PRIMARY KEY, state TEXT NOT NULL, digest TEXT NOT NULL)",
    },
    {
        // What the submission's files were: comparing two judgements tells whether the solution was edited
        // between them.
        "ALTER TABLE judgements ADD COLUMN source_digest TEXT",
    },
    {
        // A copy of each of the submission's files as it was judged (stored once by content, as outputs are):
        // History shows what was judged, whatever became of the file since.
        "CREATE TABLE judgement_sources ("
        " judgement_id INTEGER NOT NULL REFERENCES judgements(id) ON DELETE CASCADE, position INTEGER NOT NULL,"
        " path TEXT NOT NULL, blob TEXT NOT NULL, PRIMARY KEY (judgement_id, position))",
    },
};

// This process, in words that stay true only while it lives: the boot, the pid and when it started
// (a pid alone may be reused).
QString processToken(const QString& pid) {
    QFile bootFile("/proc/sys/kernel/random/boot_id"), statFile("/proc/" + pid + "/stat");
    if (!bootFile.open(QIODevice::ReadOnly) || !statFile.open(QIODevice::ReadOnly)) return {};
    const QByteArray stat = statFile.readAll();
    // Fields after the command name (which may hold spaces): state is field 3, starttime field 22.
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 20) return {};
    return QString::fromLatin1(bootFile.readAll().trimmed()) + "/" + pid + "/" + QString::fromLatin1(fields[19]);
}

// A null QString binds as SQL NULL, which a NOT NULL column refuses: an unknown value is kept as "".
QVariant text(const QString& value) { return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value); }

QString thisProcessToken() { return processToken(QString::number(QCoreApplication::applicationPid())); }

bool ownerIsAlive(const QString& owner) {
    const QString pid = owner.section('/', 1, 1);
    return !pid.isEmpty() && processToken(pid) == owner;
}

Error sqlError(const QString& what, const QSqlError& error) { return fail((what + ": " + error.text()).toStdString()); }

// What each test earned as its group scored it (the report's own list carries only what a checker said).
void collectTestScores(const judge::GroupOutcome& group, QHash<QString, double>& scores) {
    for (const judge::TestOutcome& test : group.tests)
        if (test.score) scores.insert(test.test, *test.score);
    for (const judge::GroupOutcome& child : group.groups)
        collectTestScores(child, scores);
}

// A row of `SELECT id, created, problem_dir, problem_name, submission, language, verdict, score, time_limit,
// compiler_output, state, source_digest FROM judgements`.
StoredJudgement judgementFromRow(const QSqlQuery& query) {
    StoredJudgement stored;
    stored.id = query.value(0).toLongLong();
    stored.created = QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs);
    stored.problemDirectory = query.value(2).toString();
    stored.problemName = query.value(3).toString();
    stored.submission = query.value(4).toString();
    stored.language = query.value(5).toString();
    stored.verdict = query.value(6).toString();
    stored.score = query.value(7).toDouble();
    stored.timeLimit = query.value(8).toDouble();
    stored.compilerOutput = query.value(9).toString();
    stored.state = query.value(10).toString();
    stored.sourceDigest = query.value(11).toString();
    return stored;
}

} // namespace

ResultsStore::ResultsStore(QString connection, QString blobDirectory)
    : connection_(std::move(connection))
    , blobs_(std::move(blobDirectory)) {}

ResultsStore::~ResultsStore() {
    QSqlDatabase::database(connection_, false).close();
    QSqlDatabase::removeDatabase(connection_);
}

QString ResultsStore::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + "/judgedesk/results.sqlite";
}

Result<std::unique_ptr<ResultsStore>> ResultsStore::open(const QString& path) {
    QFileInfo info(path);
    // SQLite would happily open a device and write its journal beside it (/dev/null-journal).
    if (info.exists() && !info.isFile())
        return fail(path.toStdString() + ": not a regular file; the results database must be a file or a new path");
    if (!QDir().mkpath(info.absolutePath())) return fail("cannot create " + info.absolutePath().toStdString());
    const QString connection = "judgedesk-store-" + QUuid::createUuid().toString(QUuid::WithoutBraces);
    std::unique_ptr<ResultsStore> store(new ResultsStore(connection, info.absolutePath() + "/blobs"));
    QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", connection);
    db.setDatabaseName(info.absoluteFilePath());
    db.setConnectOptions("QSQLITE_BUSY_TIMEOUT=5000");
    if (!db.open()) return sqlError("cannot open " + path, db.lastError());
    QSqlQuery query(db);
    for (const char* pragma : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON"})
        if (!query.exec(pragma)) return sqlError(pragma, query.lastError());
    if (!query.exec("PRAGMA user_version") || !query.next())
        return sqlError("reading the schema version", query.lastError());
    int version = query.value(0).toInt();
    if (version > kSchemaVersion)
        return fail(path.toStdString() + " was written by a newer JudgeDesk (schema " + std::to_string(version) + ")");
    for (; version < kSchemaVersion; ++version) {
        if (!db.transaction()) return sqlError("starting a migration", db.lastError());
        for (const QString& statement : kMigrations[version])
            if (!query.exec(statement)) {
                db.rollback();
                return sqlError("migrating to schema " + QString::number(version + 1), query.lastError());
            }
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1)) || !db.commit()) {
            db.rollback();
            return sqlError("finishing a migration", query.lastError());
        }
    }
    if (auto marked = store->markInterrupted(); !marked) return marked.failure();
    return store;
}

Result<void> ResultsStore::markInterrupted() {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    QSqlQuery query(db);
    if (!query.exec("SELECT id, owner FROM judgements WHERE state = 'running'"))
        return sqlError("looking for unfinished judgements", query.lastError());
    QList<qint64> gone;
    while (query.next())
        if (!ownerIsAlive(query.value(1).toString())) gone << query.value(0).toLongLong();
    for (qint64 id : gone) {
        query.prepare("UPDATE judgements SET state = 'interrupted', owner = NULL WHERE id = ?");
        query.addBindValue(id);
        if (!query.exec()) return sqlError("marking an interrupted judgement", query.lastError());
    }
    return {};
}

Result<ResultsStore::KeptSources> ResultsStore::keepSources(const QStringList& sources, const QStringList& recordedAs) {
    if (!recordedAs.isEmpty() && recordedAs.size() != sources.size())
        return fail("the sources judged and the paths they are recorded under do not match");
    KeptSources kept;
    QList<std::pair<QString, QByteArray>> digests;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        const QString& source = sources[i];
        auto blob = storeBlob(source);
        if (!blob) return blob.failure();
        kept.files << StoredSource{recordedAs.value(i, source), blob.value()};
        // The copy is named for its digest: the digest is of what was kept, even if the file changes meanwhile.
        digests.push_back(
            {QFileInfo(source).fileName(), QByteArray::fromHex(QFileInfo(blob.value()).fileName().toLatin1())});
    }
    const bool allKept = std::all_of(kept.files.begin(), kept.files.end(),
                                     [](const StoredSource& file) { return !file.blob.isEmpty(); });
    kept.digest = allKept ? sourcesDigest(digests) : sourcesDigest(sources);
    return kept;
}

Result<void> ResultsStore::insertSources(qint64 judgement, const QList<StoredSource>& sources) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("INSERT INTO judgement_sources (judgement_id, position, path, blob) VALUES (?, ?, ?, ?)");
    for (int i = 0; i < sources.size(); ++i) {
        for (const QVariant& value : {QVariant(judgement), QVariant(i), text(sources[i].path), text(sources[i].blob)})
            query.addBindValue(value);
        if (!query.exec()) return sqlError("keeping the source " + sources[i].path, query.lastError());
    }
    return {};
}

Result<qint64> ResultsStore::begin(const problem::Problem& problem, const QStringList& sources, const QString& language,
                                   const QStringList& recordedAs) {
    // Taken as the judging begins: the files as they are compiled, not as they are after an edit meanwhile.
    auto kept = keepSources(sources, recordedAs);
    if (!kept) return kept.failure();
    QSqlDatabase db = QSqlDatabase::database(connection_);
    if (!db.transaction()) return sqlError("recording that a judgement begins", db.lastError());
    QSqlQuery query(db);
    query.prepare("INSERT INTO judgements (created, problem_dir, problem_name, submission, language, verdict, score,"
                  " time_limit, state, owner, source_digest) VALUES (?, ?, ?, ?, ?, '', 0, 0, 'running', ?, ?)");
    for (const QVariant& value :
         {QVariant(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)), QVariant(problem.directory),
          QVariant(problem.name), text(recordedAs.value(0, sources.value(0))), QVariant(language),
          QVariant(thisProcessToken()), text(kept->digest)})
        query.addBindValue(value);
    if (!query.exec()) {
        db.rollback();
        return sqlError("recording that a judgement begins", query.lastError());
    }
    const qint64 id = query.lastInsertId().toLongLong();
    if (auto inserted = insertSources(id, kept->files); !inserted) {
        db.rollback();
        return inserted.failure();
    }
    if (!db.commit()) return sqlError("recording that a judgement begins", db.lastError());
    return id;
}

Result<void> ResultsStore::discard(qint64 begun) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("DELETE FROM judgements WHERE id = ? AND state = 'running'");
    query.addBindValue(begun);
    if (!query.exec()) return sqlError("discarding judgement " + QString::number(begun), query.lastError());
    return {};
}

Result<ResultsStore::Forgotten> ResultsStore::forget(const QList<qint64>& ids) {
    Forgotten forgotten;
    QSqlDatabase db = QSqlDatabase::database(connection_);
    if (!db.transaction()) return sqlError("forgetting judgements", db.lastError());
    QSqlQuery query(db);
    query.prepare("DELETE FROM judgements WHERE id = ? AND state <> 'running'");
    QSqlQuery running(db);
    running.prepare("SELECT 1 FROM judgements WHERE id = ? AND state = 'running'");
    for (const qint64 id : ids) {
        query.addBindValue(id);
        if (!query.exec()) {
            db.rollback();
            return sqlError("forgetting judgement " + QString::number(id), query.lastError());
        }
        forgotten.judgements += query.numRowsAffected();
        running.addBindValue(id);
        if (running.exec() && running.next()) ++forgotten.stillRunning;
    }
    if (!db.commit()) return sqlError("forgetting judgements", db.lastError());

    // Another database beside this one keeps its files in the same folder, which this one cannot tell apart.
    const QFileInfo database(QSqlDatabase::database(connection_).databaseName());
    const QStringList beside = database.dir().entryList({"*.sqlite", "*.db", "*.sqlite3"}, QDir::Files);
    if (std::any_of(beside.begin(), beside.end(), [&](const QString& name) { return name != database.fileName(); })) {
        forgotten.sharedFiles = true;
        return forgotten;
    }
    // Blobs are named for their content: a file is used while any row names a file of its name.
    QSet<QString> used;
    if (!query.exec("SELECT output_blob FROM tests UNION SELECT transcript_blob FROM tests"
                    " UNION SELECT blob FROM judgement_sources"))
        return sqlError("listing the kept files in use", query.lastError());
    while (query.next())
        if (const QString blob = query.value(0).toString(); !blob.isEmpty()) used.insert(QFileInfo(blob).fileName());
    auto swept = removeUnusedBlobs(blobs_, used, kBlobGrace);
    if (!swept) return swept.failure();
    forgotten.files = swept->removed;
    forgotten.bytes = swept->bytes;
    return forgotten;
}

int ResultsStore::schemaVersion() {
    QSqlQuery query(QSqlDatabase::database(connection_));
    return query.exec("PRAGMA user_version") && query.next() ? query.value(0).toInt() : -1;
}

Result<bool> ResultsStore::integrityOk() {
    QSqlQuery query(QSqlDatabase::database(connection_));
    if (!query.exec("PRAGMA integrity_check") || !query.next()) return sqlError("integrity check", query.lastError());
    return query.value(0).toString() == "ok";
}

Result<QString> ResultsStore::storeBlob(const QString& file) {
    QFile source(file);
    if (!source.exists() || source.size() > kLargestStoredOutput || !source.open(QIODevice::ReadOnly)) return QString();
    // Read once, digested and written from the same bytes: a file changing meanwhile cannot leave a blob whose
    // content is not what its name says.
    const QByteArray content = source.read(kLargestStoredOutput + 1);
    if (content.size() > kLargestStoredOutput) return QString();
    const QString name = QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
    const QString target = blobs_ + "/" + name.left(2) + "/" + name;
    if (QFile::exists(target)) {
        // Used again: as young as a new blob, so that forgetting judgements meanwhile does not take it away.
        ::utimensat(AT_FDCWD, QFile::encodeName(target).constData(), nullptr, 0);
        return target;
    }
    if (!QDir().mkpath(QFileInfo(target).path()))
        return fail("cannot create " + QFileInfo(target).path().toStdString());
    QSaveFile copy(target); // written to a temporary file and renamed: never half a blob
    if (!copy.open(QIODevice::WriteOnly) || copy.write(content) != content.size() || !copy.commit())
        return fail("cannot write " + target.toStdString());
    return target;
}

Result<qint64> ResultsStore::save(const problem::Problem& problem, const QStringList& sources,
                                  const judge::JudgeReport& report, std::optional<qint64> begun,
                                  const QStringList& recordedAs) {
    // Blobs first: a crash after them leaves an unreferenced file, never a row pointing at nothing.
    KeptSources kept;
    if (!begun) {
        auto keeping = keepSources(sources, recordedAs);
        if (!keeping) return keeping.failure();
        kept = std::move(keeping.value());
    }
    QList<std::pair<QString, QString>> blobs;
    for (const auto& test : report.tests) {
        auto output = storeBlob(test.outputFile);
        auto transcript = storeBlob(test.transcriptFile);
        if (!output) return output.failure();
        if (!transcript) return transcript.failure();
        blobs.push_back({output.value(), transcript.value()});
    }
    QHash<QString, problem::TestCase> testCases;
    for (const problem::TestCase& test : problem.allTests())
        testCases.insert(test.name, test);
    QList<problem::TestCase> judged;
    for (const auto& test : report.tests)
        if (testCases.contains(test.test)) judged << testCases.value(test.test);
    TestDataDigests dataDigests(connection_);
    const QHash<QString, QString> data = dataDigests.of(judged);
    QSqlDatabase db = QSqlDatabase::database(connection_);
    if (!db.transaction()) return sqlError("starting to save", db.lastError());
    if (auto kept = dataDigests.keep(); !kept) {
        db.rollback();
        return kept.failure();
    }
    QSqlQuery query(db);
    if (begun) {
        query.prepare("UPDATE judgements SET language = ?, verdict = ?, score = ?, time_limit = ?, compiler_output = ?,"
                      " state = 'finished', owner = NULL WHERE id = ?");
        for (const QVariant& value :
             {text(report.language), QVariant(judge::verdictCode(report.verdict)), QVariant(report.score),
              QVariant(report.timeLimit), QVariant(report.compile.compilerOutput), QVariant(*begun)})
            query.addBindValue(value);
    } else {
        query.prepare("INSERT INTO judgements (created, problem_dir, problem_name, submission, language, verdict,"
                      " score, time_limit, compiler_output, source_digest) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const QVariant& value :
             {QVariant(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)), text(problem.directory),
              text(problem.name), text(recordedAs.value(0, sources.value(0))), text(report.language),
              QVariant(judge::verdictCode(report.verdict)), QVariant(report.score), QVariant(report.timeLimit),
              QVariant(report.compile.compilerOutput), text(kept.digest)})
            query.addBindValue(value);
    }
    if (!query.exec() || (begun && query.numRowsAffected() != 1)) {
        db.rollback();
        return query.lastError().isValid()
                   ? sqlError("saving the judgement", query.lastError())
                   : fail("saving the judgement: judgement " + std::to_string(*begun) + " was not begun here");
    }
    const qint64 id = begun ? *begun : query.lastInsertId().toLongLong();
    if (!begun)
        if (auto inserted = insertSources(id, kept.files); !inserted) {
            db.rollback();
            return inserted.failure();
        }
    QHash<QString, double> scores;
    collectTestScores(report.root, scores);
    query.prepare("INSERT INTO tests (judgement_id, position, name, verdict, time_ns, memory, score, message,"
                  " output_blob, transcript_blob, decided_ns, explanation, earned, data_digest) VALUES (?, ?, ?, ?, ?,"
                  " ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (int i = 0; i < report.tests.size(); ++i) {
        const auto& test = report.tests[i];
        const QVariant earned = scores.contains(test.test) ? QVariant(scores.value(test.test)) : QVariant();
        for (const QVariant& value :
             {QVariant(id), QVariant(i), QVariant(test.test), QVariant(judge::verdictCode(test.verdict)),
              QVariant(qint64(test.time.count())), QVariant(qint64(test.memory)),
              test.score ? QVariant(*test.score) : QVariant(), QVariant(test.message), QVariant(blobs[i].first),
              QVariant(blobs[i].second), test.decidedAt ? QVariant(qint64(test.decidedAt->count())) : QVariant(),
              test.explanation.isEmpty() ? QVariant() : QVariant(test.explanation), earned,
              data.contains(test.test) ? QVariant(data.value(test.test)) : QVariant()})
            query.addBindValue(value);
        if (!query.exec()) {
            db.rollback();
            return sqlError("saving test " + test.test, query.lastError());
        }
    }
    QSqlQuery samples(db);
    samples.prepare("INSERT INTO samples (judgement_id, position, series) VALUES (?, ?, ?)");
    for (int i = 0; i < report.tests.size(); ++i) {
        if (report.tests[i].samples.isEmpty()) continue;
        samples.addBindValue(id);
        samples.addBindValue(i);
        samples.addBindValue(report.tests[i].samples.serialize());
        if (!samples.exec()) {
            db.rollback();
            return sqlError("saving the samples of test " + report.tests[i].test, samples.lastError());
        }
    }
    if (!db.commit()) return sqlError("committing the judgement", db.lastError());
    return id;
}

Result<void> ResultsStore::saveContestEntry(const StoredContestEntry& entry) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    // One row per cell: the latest judgement replaces the one before (which stays in the history).
    query.prepare("INSERT OR REPLACE INTO contest_entries (contest_dir, contestant, problem_id, judgement_id,"
                  " source_digest, score, error) VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (const QVariant& value :
         {QVariant(entry.contestDirectory), QVariant(entry.contestant), QVariant(entry.problemId),
          entry.judgementId ? QVariant(entry.judgementId) : QVariant(), QVariant(entry.sourceDigest),
          QVariant(entry.score), entry.error.isEmpty() ? QVariant() : QVariant(entry.error)})
        query.addBindValue(value);
    if (!query.exec()) return sqlError("saving the contest entry of " + entry.contestant, query.lastError());
    return {};
}

Result<QList<StoredContestEntry>> ResultsStore::contestEntries(const QString& contestDirectory) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("SELECT contestant, problem_id, judgement_id, source_digest, score, error FROM contest_entries"
                  " WHERE contest_dir = ? ORDER BY contestant, problem_id");
    query.addBindValue(contestDirectory);
    if (!query.exec()) return sqlError("reading the contest entries", query.lastError());
    QList<StoredContestEntry> entries;
    while (query.next()) {
        StoredContestEntry entry;
        entry.contestDirectory = contestDirectory;
        entry.contestant = query.value(0).toString();
        entry.problemId = query.value(1).toString();
        entry.judgementId = query.value(2).toLongLong();
        entry.sourceDigest = query.value(3).toString();
        entry.score = query.value(4).toDouble();
        entry.error = query.value(5).toString();
        entries << entry;
    }
    return entries;
}

Result<QList<StoredJudgement>> ResultsStore::judgements(const QString& problemDirectory) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("SELECT id FROM judgements WHERE ? = '' OR problem_dir = ? ORDER BY id");
    // A null QString would bind as SQL NULL, which equals nothing: "every problem" is the empty text.
    const QString problem = problemDirectory.isNull() ? QStringLiteral("") : problemDirectory;
    query.addBindValue(problem);
    query.addBindValue(problem);
    if (!query.exec()) return sqlError("listing judgements", query.lastError());
    QList<qint64> ids;
    while (query.next())
        ids << query.value(0).toLongLong();
    QList<StoredJudgement> result;
    for (qint64 id : ids) {
        auto one = judgement(id);
        if (!one) return one.failure();
        result << one.value();
    }
    return result;
}

Result<QList<StoredJudgement>> ResultsStore::judgementSummaries(const QString& problemDirectory) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.setForwardOnly(true);
    // The compiler's output can be long and no list shows it: left out with the tests and sources.
    query.prepare("SELECT id, created, problem_dir, problem_name, submission, language, verdict, score, time_limit,"
                  " '', state, source_digest FROM judgements WHERE ? = '' OR problem_dir = ? ORDER BY id");
    const QString problem = problemDirectory.isNull() ? QStringLiteral("") : problemDirectory;
    query.addBindValue(problem);
    query.addBindValue(problem);
    if (!query.exec()) return sqlError("listing judgements", query.lastError());
    QList<StoredJudgement> result;
    while (query.next())
        result << judgementFromRow(query);
    return result;
}

Result<StoredJudgement> ResultsStore::judgement(qint64 id) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare("SELECT id, created, problem_dir, problem_name, submission, language, verdict, score, time_limit,"
                  " compiler_output, state, source_digest FROM judgements WHERE id = ?");
    query.addBindValue(id);
    if (!query.exec()) return sqlError("reading judgement " + QString::number(id), query.lastError());
    if (!query.next()) return fail("no judgement " + std::to_string(id));
    StoredJudgement stored = judgementFromRow(query);
    query.prepare("SELECT path, blob FROM judgement_sources WHERE judgement_id = ? ORDER BY position");
    query.addBindValue(id);
    if (!query.exec()) return sqlError("reading the sources of judgement " + QString::number(id), query.lastError());
    while (query.next())
        stored.sources << StoredSource{query.value(0).toString(), query.value(1).toString()};
    query.prepare("SELECT name, verdict, time_ns, memory, score, message, output_blob, transcript_blob,"
                  " decided_ns, explanation, earned, data_digest FROM tests WHERE judgement_id = ? ORDER BY position");
    query.addBindValue(id);
    if (!query.exec()) return sqlError("reading the tests of judgement " + QString::number(id), query.lastError());
    while (query.next()) {
        StoredTest test;
        test.name = query.value(0).toString();
        test.verdict = query.value(1).toString();
        test.timeNanoseconds = query.value(2).toLongLong();
        test.memoryBytes = query.value(3).toLongLong();
        if (!query.value(4).isNull()) test.score = query.value(4).toDouble();
        test.message = query.value(5).toString();
        test.outputBlob = query.value(6).toString();
        test.transcriptBlob = query.value(7).toString();
        if (!query.value(8).isNull()) test.decidedNanoseconds = query.value(8).toLongLong();
        test.explanation = query.value(9).toString();
        if (!query.value(10).isNull()) test.earned = query.value(10).toDouble();
        test.dataDigest = query.value(11).toString();
        stored.tests << test;
    }
    query.prepare("SELECT position, series FROM samples WHERE judgement_id = ?");
    query.addBindValue(id);
    if (!query.exec()) return sqlError("reading the samples of judgement " + QString::number(id), query.lastError());
    while (query.next()) {
        const int position = query.value(0).toInt();
        auto series = judge::SampleSeries::deserialize(query.value(1).toByteArray());
        // A damaged series costs its graph, not the judgement.
        if (series && position >= 0 && position < stored.tests.size()) stored.tests[position].samples = *series;
    }
    return stored;
}

} // namespace jd::store
