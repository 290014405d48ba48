#pragma once
// Every judgement kept in SQLite (QtSql): the submission, the problem, each test's verdict, time,
// memory and checker message. Program outputs and interactive transcripts stay as files, stored once
// by content. WAL journaling and one transaction per judgement keep the database consistent even when
// JudgeDesk is killed mid-write; the schema is versioned and migrated forward on open.
#include "../common/result.h"
#include "judge/problem_judge.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace jd::store {

struct StoredTest {
    QString name;
    QString verdict;
    qint64 timeNanoseconds = 0;
    qint64 memoryBytes = 0;
    std::optional<double> score;  // what its checker or output validator said, as the judge's scoring reads it
    std::optional<double> earned; // what it earned of the problem, as its group scored it
    QString message;
    QString outputBlob;                       // path of the stored output, empty when none was kept
    QString transcriptBlob;                   // interactive runs
    std::optional<qint64> decidedNanoseconds; // TestOutcome::decidedAt
    QString explanation;
    judge::SampleSeries samples;
    QString dataDigest; // of the test's input and answer when it was judged; empty when unknown (older judgements)
};

// One of a submission's files as it was judged.
struct StoredSource {
    QString path; // where it was
    QString blob; // its copy kept in the blob directory; empty when none could be (a file too large to keep)
};

struct StoredJudgement {
    qint64 id = 0;
    QDateTime created;
    QString problemDirectory, problemName, submission, language, verdict;
    double score = 0;
    double timeLimit = 0;
    QString compilerOutput;
    QString state; // "finished"; "running" while its process judges it; "interrupted" when that process died
    QList<StoredTest> tests;
    // Of the submission's files as they were judged (common/file_digest.h); empty when unknown (judgements kept
    // before schema 7, or a file that could not be read).
    QString sourceDigest;
    QList<StoredSource> sources; // empty for judgements kept before schema 8
};

// A contest board's cell: the latest judgement of one contestant's submission for one problem.
struct StoredContestEntry {
    QString contestDirectory, contestant, problemId;
    qint64 judgementId = 0;
    QString sourceDigest; // of the source that was judged
    double score = 0;     // in contest points
    QString error;        // the judge could not judge it
};

class ResultsStore {
public:
    static constexpr int kSchemaVersion = 8;

    // Opens (creating or migrating) the database at `path`; blobs go to a directory beside it.
    static Result<std::unique_ptr<ResultsStore>> open(const QString& path);
    static QString defaultPath();
    ~ResultsStore();

    // Records that a judgement begins, so that a process killed while judging leaves it marked as
    // interrupted (on the next open) rather than nothing at all. save() with the id completes it;
    // discard() takes back one that was cancelled.
    // `sources` are the submission's files (the first names it); a copy of each and their digest are kept with
    // the judgement, taken as it begins. `recordedAs`, when given, are the paths they are recorded under instead:
    // a copy kept earlier and judged again is the submission it was a copy of, not a temporary file.
    Result<qint64> begin(const problem::Problem& problem, const QStringList& sources, const QString& language,
                         const QStringList& recordedAs = {});
    Result<void> discard(qint64 begun);
    Result<qint64> save(const problem::Problem& problem, const QStringList& sources, const judge::JudgeReport& report,
                        std::optional<qint64> begun = std::nullopt, const QStringList& recordedAs = {});
    Result<QList<StoredJudgement>> judgements(const QString& problemDirectory = {});
    // The same without their tests, sources and compiler output (judgement() reads those): one query, for lists
    // of thousands of judgements.
    Result<QList<StoredJudgement>> judgementSummaries(const QString& problemDirectory = {});
    Result<StoredJudgement> judgement(qint64 id);
    // Removes these judgements with their tests, kept sources and contest cells (one a live process is still
    // judging is left), then the kept files no judgement uses any more.
    struct Forgotten {
        int judgements = 0;
        int stillRunning = 0; // named, but being judged: left
        int files = 0;        // kept outputs, transcripts and sources removed
        qint64 bytes = 0;
        // Another database in the same folder shares the kept files: none was removed.
        bool sharedFiles = false;
    };
    Result<Forgotten> forget(const QList<qint64>& ids);
    // Replaces what was kept for the entry's cell.
    Result<void> saveContestEntry(const StoredContestEntry& entry);
    Result<QList<StoredContestEntry>> contestEntries(const QString& contestDirectory);
    Result<bool> integrityOk();
    int schemaVersion();

private:
    ResultsStore(QString connection, QString blobDirectory);
    // Judgements left running by a process that is no longer there become interrupted.
    Result<void> markInterrupted();
    // Copies a file into the content-addressed blob directory (written aside, renamed in place).
    Result<QString> storeBlob(const QString& file);
    struct KeptSources {
        QList<StoredSource> files;
        QString digest;
    };
    Result<KeptSources> keepSources(const QStringList& sources, const QStringList& recordedAs);
    Result<void> insertSources(qint64 judgement, const QList<StoredSource>& sources);

    QString connection_;
    QString blobs_;
};

} // namespace jd::store
