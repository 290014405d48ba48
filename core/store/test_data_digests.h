#pragma once
// What a test's data was when a solution was judged on it: a digest of its input and answer, so that two
// judgements compared later tell a changed test from a changed solution. Each file's digest is kept in the
// results database by path and what stat says of it (size, inode, modification and change times), so a
// test is read once per change of its files, not once per judgement.
#include "common/result.h"
#include "problem/problem.h"

#include <QHash>
#include <QList>
#include <QString>

class QSqlQuery;

#include <optional>

namespace jd::store {

class TestDataDigests {
public:
    explicit TestDataDigests(QString connection);

    // The digests of these tests' data by test name (a test whose files cannot be read gets none), taken
    // from the kept file digests where the files have not changed since, else from the files themselves.
    QHash<QString, QString> of(const QList<problem::TestCase>& tests);
    // Keeps the digests read from files by the last of(); called inside the transaction that uses them.
    Result<void> keep();

private:
    struct FileState {
        QString path;
        QString state; // size, inode, modification and change times (ns)
        QString digest;
    };
    // `kept`: the kept digests' lookup, prepared once.
    std::optional<QString> fileDigest(const QString& path, QSqlQuery& kept);

    QString connection_;
    QList<FileState> read_; // digested from files by the last of(), to keep
};

} // namespace jd::store
