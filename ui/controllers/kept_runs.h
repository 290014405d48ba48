#pragma once
// The runs the desktop keeps from one job to the next: the sandbox (started by the first job that needs one, kept
// for the life of the window), the pool its runs lease from (made again when the number of workers changes), and
// the go-judge servers the submissions' runs go to. The controller and each of its jobs hold it, so a job may
// outlive the controller that started it; everything in it is safe to use from any thread.
#include "common/result.h"
#include "diagnostics/doctor.h"
#include "judge/languages.h"
#include "judge/problem_judge.h"
#include "protocol/pools/pool_figures.h"
#include "session/judging_session.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace jd::ui {

class KeptRuns {
    Q_DECLARE_TR_FUNCTIONS(KeptRuns)
public:
    struct Started {
        std::shared_ptr<session::LocalRuns> local;
        QString error;
    };
    // The local runs for `jobs` workers. `sandboxStarted` hears, once, what the sandbox got here when this call is
    // the one that starts it (for the isolation banner), on the calling thread.
    Started start(int jobs, const std::function<void(const DoctorReport&)>& sandboxStarted);
    // A judging session of `problem` on `local`, its submissions' runs on the servers set when some are (with as
    // many workers as they have room for).
    Result<std::unique_ptr<session::JudgingSession>> openSession(problem::Problem problem,
                                                                 const judge::LanguageRegistry& languages,
                                                                 judge::JudgeOptions options,
                                                                 const std::shared_ptr<session::LocalRuns>& local);
    // The go-judge servers the submissions' runs go to from the next judging on (empty: this machine).
    void setExecutors(const QStringList& addresses, const QString& token);
    QStringList executors() const;
    // The figures of the warm pool; empty before the first job started it.
    std::vector<protocol::PoolStats> poolStats() const;

private:
    // The fleet of the servers set (through its plugin), without an executor when none is; an error when none of
    // them answers.
    Result<session::RemoteRuns> startFleet(std::shared_ptr<judge::Executor> here) const;

    mutable std::mutex mutex_;
    QStringList executors_;
    QString executorToken_;
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    std::shared_ptr<session::LocalRuns> local_; // one still in use lives on with the work holding it
};

} // namespace jd::ui
