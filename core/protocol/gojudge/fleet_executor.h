#pragma once
// The judge's executor on a fleet of go-judge servers (go-judge itself or `judgedesk-cli serve`): each
// run of the submission goes to a server with room for it, the program's and the test's files uploaded
// there once and named by their ids; the outputs come back to the host paths the judge gave, where they
// are checked as after a local run. A server that breaks or stalls is taken out and the run goes to
// another one (each run returns once, whatever happened on the way); a server that comes back is used
// again; the files left on the servers are deleted when the executor goes.
#include "fleet_options.h"
#include "judge/executor.h"
#include "server_connection.h"

#include <QList>
#include <QUrl>

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stop_token>

namespace jd::gojudge {

// One server's share of the judging.
struct FleetMemberFigures {
    QUrl url;
    int runsAtOnce = 0;
    bool up = false;
    int runs = 0;    // answered on it
    int retried = 0; // lost with it and sent elsewhere
    QString lastFailure;
};

class FleetExecutor final : public judge::Executor {
public:
    // Connects to every server (those not answering now are tried again while judging, if one answers).
    // `here` runs what cannot go to the fleet: the interactive pair (a go-judge pipeMapping relays the
    // conversation but cannot give its order, which the judge's transcript keeps).
    static Result<std::shared_ptr<FleetExecutor>> connect(const FleetOptions& options,
                                                          std::shared_ptr<judge::Executor> here);
    ~FleetExecutor() override;

    sandbox::RunResult execute(const judge::Execution& execution) override;
    judge::InteractiveResult executeInteractive(const judge::Execution& program, const judge::Execution& interactor,
                                                const judge::InteractiveOptions& options) override;
    void cancel() override;
    void resume() override;

    // Runs in flight across the fleet when every server is up: how many workers keep it busy.
    int capacity() const;
    QList<FleetMemberFigures> figures() const;

private:
    struct Member;
    struct Upload;
    FleetExecutor(FleetOptions options, std::shared_ptr<judge::Executor> here);

    // A server with room for one more run, the emptiest first; null when cancelled or none came up in time.
    Member* lease(std::stop_token stop, std::string& why);
    void release(Member* member);
    // The server's id for each of the host files, uploading those it lacks.
    Result<QHash<QString, QString>> upload(Member& member, const QStringList& files, const QSet<QString>& transient);
    void changed();

    FleetOptions options_;
    std::shared_ptr<judge::Executor> here_;
    std::vector<std::unique_ptr<Member>> members_;
    mutable std::mutex mutex_;
    std::condition_variable_any roomOrChange_;
    uint64_t generation_ = 0; // grows with every release and every server going down or up
    std::stop_source stops_;
};

} // namespace jd::gojudge
