#pragma once
// The kept files (outputs, transcripts, sources) that no judgement uses any more, removed once judgements are
// forgotten: blobs are shared by content, so a file goes only when nothing names it. A blob younger than the grace
// period is left, whatever the database says: another process may have written it for a judgement it has not
// saved yet (blobs are written before the rows that name them).
#include "../common/result.h"

#include <QSet>
#include <QString>

#include <chrono>

namespace jd::store {

struct BlobSweep {
    int removed = 0;
    qint64 bytes = 0;
};

// Removes the files under `blobDirectory` (its two-letter folders) whose names are not in `used` and that are older
// than `grace`; the folders left empty go too.
Result<BlobSweep> removeUnusedBlobs(const QString& blobDirectory, const QSet<QString>& used,
                                    std::chrono::seconds grace);

} // namespace jd::store
