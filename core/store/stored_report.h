#pragma once
// A judgement read back from the results database as the judge's own report, so that a page showing a
// fresh judgement shows a remembered one the same way (its outputs are the stored blobs).
#include "results_store.h"

namespace jd::store {

// Groups are not stored: the report's tests are, with their verdicts, times, memory, messages, outputs,
// transcripts and graphs.
judge::JudgeReport reportOf(const StoredJudgement& stored);

} // namespace jd::store
