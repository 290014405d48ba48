#pragma once
// A contest's judgements kept in the results database, so that the board comes back as it was left and
// "judge what is unjudged or changed" knows, from one session to the next, what was judged and whether
// its source changed since (by content, not by date). Each judgement is also in the history.
#include "contest_judge.h"
#include "store/results_store.h"

namespace jd::contest {

struct RecalledEntry {
    ContestEntry entry;
    bool sourceChanged = false; // the source on disk is not the one that was judged
};

// Keeps `entry` and its judgement, replacing what was kept for its cell.
Result<void> recordContestEntry(store::ResultsStore& store, const Contest& contest, const ContestEntry& entry);
// What was kept for the submissions the folder still has (a contestant, problem or source gone is left out).
Result<QList<RecalledEntry>> recallContestEntries(store::ResultsStore& store, const Contest& contest);

} // namespace jd::contest
