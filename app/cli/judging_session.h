#pragma once
// What the commands that judge share, read from their options the same way for all: the problem, the languages,
// --jobs, --dialect, --pools, --executor, --store; the judging session itself is core's (session/).
#include "judge/problem_judge.h"
#include "session/judging_session.h"
#include "store/results_store.h"

#include <QCommandLineParser>

#include <memory>

// The --jobs option both commands offer.
QCommandLineOption jobsOption();
// --dialect and the rules it sets, each overridable: --output-limit, --memory-limit-kind, --group-scores.
QList<QCommandLineOption> dialectOptions();

// --jobs (one per core by default), each job pinned to a CPU of its own.
jd::Result<jd::judge::JudgeOptions> judgeOptionsFrom(const QCommandLineParser& parser);

// --pools FILE and --pool NAME: the warm sandbox pools the runs lease their sandboxes from.
QList<QCommandLineOption> poolOptions();
// Where the runs go for `jobs` workers: the pool of --pools (a note on stderr says which), or one pool of a
// sandbox per job.
jd::Result<jd::session::RunPlace> runPlaceFrom(const QCommandLineParser& parser, int jobs);
// The local runs on that place.
jd::Result<std::shared_ptr<jd::session::LocalRuns>> startLocalRuns(const QCommandLineParser& parser, int jobs);

// --store FILE / --no-store: the results database judgements go to (null with --no-store).
QList<QCommandLineOption> storeOptions();
jd::Result<std::unique_ptr<jd::store::ResultsStore>> openResultsStoreFrom(const QCommandLineParser& parser);

// What the commands that run a problem's own programs share (validate, generate, stress): the problem,
// the languages, --jobs, and the local runs (an executor and a compiler on the pools).
struct ProblemRuns {
    jd::problem::Problem problem;
    jd::judge::LanguageRegistry languages;
    jd::judge::JudgeOptions options;
    std::shared_ptr<jd::session::LocalRuns> runs;
};
jd::Result<ProblemRuns> openProblemRuns(const QString& problemPath, const QCommandLineParser& parser);

// Reads the problem (judged by the rules of --dialect and its overrides when given), the languages and --jobs (cores -
// 1 by default, each job pinned to its own CPU when there are CPUs to spare), then opens a judging session on the
// runs of --pools and the servers of --executor.
jd::Result<std::unique_ptr<jd::session::JudgingSession>> openJudgingSession(const QString& problemPath,
                                                                            const QCommandLineParser& parser);
