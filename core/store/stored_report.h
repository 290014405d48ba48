#pragma once
// A judgement read back from the results database as the judge's own report, so that a page showing a
// fresh judgement shows a remembered one the same way (its outputs are the stored blobs).
#include "results_store.h"

namespace jd::store {

// Groups are not stored: the report's tests are, with their verdicts, times, memory, messages, outputs,
// transcripts and graphs.
judge::JudgeReport reportOf(const StoredJudgement& stored);
// The same with its groups' verdicts and scores, and each test's share, as `problem` scores them by its system's
// rules: a judgement opened again shows what it showed when it was made.
judge::JudgeReport reportOf(const StoredJudgement& stored, const problem::Problem& problem);

} // namespace jd::store
