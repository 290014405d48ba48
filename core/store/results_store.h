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

namespace jd::store {

struct StoredTest {
    QString name;
    QString verdict;
    qint64 timeNanoseconds = 0;
    qint64 memoryBytes = 0;
    std::optional<double> score;
    QString message;
    QString outputBlob;     // path of the stored output, empty when none was kept
    QString transcriptBlob; // interactive runs
    judge::SampleSeries samples;
};

struct StoredJudgement {
    qint64 id = 0;
    QDateTime created;
    QString problemDirectory, problemName, submission, language, verdict;
    double score = 0;
    double timeLimit = 0;
    QString compilerOutput;
    QList<StoredTest> tests;
};

class ResultsStore {
public:
    static constexpr int kSchemaVersion = 1;

    // Opens (creating or migrating) the database at `path`; blobs go to a directory beside it.
    static Result<std::unique_ptr<ResultsStore>> open(const QString& path);
    static QString defaultPath();
    ~ResultsStore();

    Result<qint64> save(const problem::Problem& problem, const QString& submission, const judge::JudgeReport& report);
    Result<QList<StoredJudgement>> judgements(const QString& problemDirectory = {});
    Result<StoredJudgement> judgement(qint64 id);
    Result<bool> integrityOk();
    int schemaVersion();

private:
    ResultsStore(QString connection, QString blobDirectory);
    // Copies a file into the content-addressed blob directory (written aside, renamed in place).
    Result<QString> storeBlob(const QString& file);

    QString connection_;
    QString blobs_;
};

} // namespace jd::store
