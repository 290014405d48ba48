#include "contest_record.h"

#include "common/file_digest.h"
#include "store/stored_report.h"

#include <QFileInfo>

namespace jd::contest {
namespace {

// The same folder whatever path it was opened by.
QString contestKey(const Contest& contest) {
    const QString canonical = QFileInfo(contest.directory).canonicalFilePath();
    return canonical.isEmpty() ? QFileInfo(contest.directory).absoluteFilePath() : canonical;
}

const ContestProblem* problemOf(const Contest& contest, const QString& id) {
    for (const ContestProblem& problem : contest.problems)
        if (problem.id == id) return &problem;
    return nullptr;
}

} // namespace

Result<void> recordContestEntry(store::ResultsStore& store, const Contest& contest, const ContestEntry& entry) {
    const ContestProblem* problem = problemOf(contest, entry.problemId);
    if (!problem) return fail("no problem " + entry.problemId.toStdString() + " in the contest");
    const QString digest = sourcesDigest({entry.source});
    if (digest.isEmpty()) return fail("cannot read " + entry.source.toStdString());
    store::StoredContestEntry stored{contestKey(contest), entry.contestant, entry.problemId, 0, digest,
                                     entry.score,         entry.error};
    if (entry.error.isEmpty()) {
        auto saved = store.save(problem->problem, {entry.source}, entry.report);
        if (!saved) return saved.failure();
        stored.judgementId = saved.value();
    }
    return store.saveContestEntry(stored);
}

Result<QList<RecalledEntry>> recallContestEntries(store::ResultsStore& store, const Contest& contest) {
    auto kept = store.contestEntries(contestKey(contest));
    if (!kept) return kept.failure();
    QList<RecalledEntry> recalled;
    for (const store::StoredContestEntry& stored : kept.value()) {
        const ContestProblem* problem = problemOf(contest, stored.problemId);
        if (!problem) continue;
        QString source;
        for (const Contestant& contestant : contest.contestants)
            if (contestant.name == stored.contestant) source = contestant.sources.value(stored.problemId);
        if (source.isEmpty()) continue;
        RecalledEntry one;
        one.entry.contestant = stored.contestant;
        one.entry.problemId = stored.problemId;
        one.entry.source = source;
        one.entry.score = stored.score;
        one.entry.error = stored.error;
        if (stored.judgementId) {
            auto judgement = store.judgement(stored.judgementId);
            if (!judgement) continue; // its judgement is gone: the cell is simply not judged
            one.entry.report = store::reportOf(judgement.value(), problem->problem);
        }
        one.sourceChanged = sourcesDigest({source}) != stored.sourceDigest;
        recalled << one;
    }
    return recalled;
}

} // namespace jd::contest
