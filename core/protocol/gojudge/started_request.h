#pragma once
// A go-judge request whose cmds are running: the sandbox's processes, the proxies relaying between their pipes,
// and what is needed to gather the results once they end. The runner makes one (Runner::start); whoever waits
// for the end (a thread, or an event loop watching finishedFds()) then calls finish().
#include "file_store.h"
#include "gojudge_request.h"
#include "gojudge_result.h"
#include "gojudge_runner.h"
#include "sandbox/process.h"
#include "sandbox/run_result.h"
#include "sandbox/run_spec.h"
#include "sandbox/unique_fd.h"
#include "stream_ends.h"
#include "work_directories.h"

#include <memory>
#include <optional>
#include <stop_token>
#include <thread>
#include <vector>

namespace jd::gojudge {

// One cmd made ready: its directory, its spec, the pipe ends it is to get, and what went wrong already.
struct PreparedCmd {
    WorkDirectory work;
    QString inputs; // files written for its standard input, outside /w
    sandbox::RunSpec spec;
    std::vector<sandbox::UniqueFd> ends;         // pipe ends handed to it, closed here once it started
    QList<std::pair<int, Collector>> collectors; // by fd
    std::optional<FileError> copyInError;
    std::unique_ptr<sandbox::Process> process; // while it runs
    sandbox::RunResult result;
};

class StartedRequest {
public:
    StartedRequest(Request request, std::vector<PreparedCmd> cmds, std::vector<std::unique_ptr<Proxy>> proxies,
                   FileStore& files, RunnerOptions options);
    ~StartedRequest(); // what still runs is ended: nothing of the request outlives it
    StartedRequest(const StartedRequest&) = delete;
    StartedRequest& operator=(const StartedRequest&) = delete;

    // Starts every cmd that could be prepared (piped ones must run together) and the proxies between them.
    void start(sandbox::Sandbox& sandbox);
    // Readable once the cmd they stand for has ended; one per running cmd.
    std::vector<int> finishedFds() const;
    // What finish() will read back from the working directories (the collectors, copyOut and copyOutCached); a
    // copyOutDir counts as unbounded.
    uint64_t bytesToReadBack() const;
    // Waits for every cmd (at once when each finishedFd is readable), then reads back what the request asked for:
    // the results in the order of its cmds. A stop ends what still runs.
    QList<RunResult> finish(std::stop_token stop = {});

private:
    RunResult resultOf(qsizetype index);

    Request request_;
    std::vector<PreparedCmd> cmds_;
    std::vector<std::unique_ptr<Proxy>> proxies_;
    std::vector<std::jthread> relays_; // one per proxy, until its writer ends
    FileStore& files_;
    RunnerOptions options_;
};

} // namespace jd::gojudge
