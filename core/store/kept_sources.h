#pragma once
// A judgement's sources as they were judged, put back on disk to be judged again: the coach's file may have been
// edited or removed since, and "judge it again with today's package" means the same source, not today's.
#include "results_store.h"

#include <QStringList>

namespace jd::store {

// Whether every one of the judgement's files has its copy kept (judgements before schema 8 have none, a file too
// large to keep has none).
bool hasCompleteCopy(const StoredJudgement& judgement);

// The digest of the judgement's files as they are now (common/file_digest.h), to hold against its sourceDigest: empty
// when one is gone or unreadable. Judgements kept before their sources were name only the submission.
QString digestOfFilesNow(const StoredJudgement& judgement);

// Writes the kept copies into `directory`, laid out as the files were below the folder they share (a multi-file
// submission keeps its sub-folders, a Java class its file name): the paths written, in the judgement's order. Fails,
// naming the file, when a copy is missing or cannot be written.
Result<QStringList> restoreKeptSources(const QList<StoredSource>& sources, const QString& directory);

} // namespace jd::store
