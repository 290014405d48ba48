#pragma once
// The sandbox manager seed's API for other processes (judgedesk-cli sandbox-manager; the Python package
// judgedesk_sandbox is its client): the pools served on a local socket that only this user may reach
// (the directory 0700, the socket 0600, and every peer's uid checked). One JSON object per line each
// way. A connection holds the sandboxes it acquired: a client that goes away without releasing them has
// them destroyed, never handed to the next user as they were.
//
//   {"op": "hello"}              -> {"ok": true, "pid": N, "languages": [...], "isolation", "throttles_cpu"}
//   {"op": "acquire", "language": "python"}           -> {"ok": true, "name": "ag-sbx-python-…-0001"}
//   {"op": "prepare_workdir", "name", "files": {path: base64}}     (and "inject_assets", "assets")
//   {"op": "run_command", "name", "command", "timeout", "workdir"} -> {"ok": true, "response": {...}}
//   {"op": "run_commands", "name", "commands": [...], "program_command", "timeout"}
//   {"op": "http", "name", "port", "request": base64, "timeout"}   -> {"ok": true, "response": base64}
//   {"op": "state", "name"}                           -> {"ok": true, "state": "IDLE"}
//   {"op": "release" | "destroy", "name"}             -> {"ok": true}
//   {"op": "stats"}                                   -> {"ok": true, "stats": {language: figures}}
//   {"op": "shutdown"}                                -> {"ok": true}, then every sandbox goes
//
// A failure is {"ok": false, "error": "...", "kind": "bottleneck" | "unknown" | "invalid" | "failed"}.
#include "sandbox/unique_fd.h"
#include "sandbox_pools.h"

#include <atomic>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace jd::protocol {

// Where a user's manager listens unless told: $XDG_RUNTIME_DIR/judgedesk/sandbox-manager.sock, else
// /tmp/judgedesk-<uid>/sandbox-manager.sock.
std::string defaultManagerSocket();

class ManagerServer {
public:
    // Listens at `socketPath` (its directory made owner-only); fails when another manager answers there.
    static Result<std::unique_ptr<ManagerServer>> listen(SandboxPools& pools, const std::string& socketPath);
    ~ManagerServer(); // every connection closed, its sandboxes destroyed; the socket file removed

    // Until a client asks for shutdown or stop() is called (from any thread or a signal's handler thread).
    void serve();
    void stop();
    const std::string& socketPath() const { return path_; }

private:
    ManagerServer(SandboxPools& pools, std::string path, sandbox::UniqueFd listener, sandbox::UniqueFd wake);
    void serveConnection(sandbox::UniqueFd connection);

    struct Connection {
        std::atomic<bool> done{false};
        std::jthread thread; // last: joined before `done` goes
    };

    SandboxPools& pools_;
    std::string path_;
    sandbox::UniqueFd listener_, wake_; // wake_: an eventfd that ends serve()
    std::mutex connectionsMutex_;
    std::list<Connection> connections_;
};

} // namespace jd::protocol
