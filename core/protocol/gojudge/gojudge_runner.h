#pragma once
// Runs a go-judge request on the sandbox: each cmd in a working directory of its own (seen as /w),
// filled from copyIn, its standard streams from files[] (inputs, collectors, or the pipes of the
// pipeMapping), its limits mapped onto the sandbox's; then the collectors and copyOut are read back
// without ever following a link the program made, and the cached ones kept in the file store.
#include "file_store.h"
#include "gojudge_request.h"
#include "gojudge_result.h"

#include <functional>
#include <memory>
#include <stop_token>
#include <variant>

namespace jd::sandbox {
class Sandbox;
class UniqueFd;
} // namespace jd::sandbox

namespace jd::gojudge {

class StartedRequest;

// What the server lets a request do.
struct RunnerOptions {
    uint64_t copyOutMax = 256ull << 20; // the largest file a copyOut brings back
    // Where copyOutDir may dump /w: below this directory only (a client naming any path on the server's disk
    // could overwrite that user's files); empty: copyOutDir is refused with a file error saying so.
    QString copyOutDirRoot;
};

class Runner {
public:
    Runner(std::shared_ptr<sandbox::Sandbox> sandbox, FileStore& files, RunnerOptions options = {});

    // The results in the order of the request's cmds; a RequestError (HTTP 500, as go-judge answers them)
    // for what is well-formed but cannot be done: an unknown fileId, a stdin file that is not there, a
    // stream file outside /stream, an fd beyond 2.
    std::variant<QList<RunResult>, RequestError> run(const Request& request, std::stop_token stop = {});

    // /stream: StreamIn and StreamOut files become pipes whose other ends go to `take` (the end to write
    // a cmd's fd 0 into, or to read its fd 1 or 2 from), before any cmd starts.
    using StreamEnds = std::function<void(int index, int fd, sandbox::UniqueFd end)>;
    std::variant<QList<RunResult>, RequestError> run(const Request& request, std::stop_token stop,
                                                     const StreamEnds& take);

    // run() up to the start: the request prepared and its cmds started, for a caller that waits for their end on
    // an event loop (StartedRequest::finishedFds) rather than on a thread; then StartedRequest::finish.
    std::variant<std::unique_ptr<StartedRequest>, RequestError> start(const Request& request,
                                                                      const StreamEnds& take = {});

private:
    std::shared_ptr<sandbox::Sandbox> sandbox_;
    FileStore& files_;
    RunnerOptions options_;
    bool passThroughToWork_; // programs reach /w by its real path, as another user than the server's
};

} // namespace jd::gojudge
