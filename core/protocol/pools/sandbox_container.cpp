#include "sandbox_container.h"

#include "agent/agent_frames.h"
#include "image_commands.h"
#include "sandbox/runtime/syscalls.h"

#include <poll.h>
#include <sys/auxv.h>
#include <sys/socket.h>
#include <unistd.h>

#include <filesystem>

namespace jd::protocol {
namespace {

using namespace std::chrono_literals;
constexpr char kAgentInside[] = "/run/judgedesk-agent";
constexpr size_t kLargestAnswer = 64u << 20;
// A command's answer may come this much after its own timeout (the agent drains and reports).
constexpr auto kAnswerGrace = 10s;

} // namespace

std::string findSandboxAgent() {
    if (const char* configured = std::getenv("JUDGEDESK_SANDBOX_AGENT"); configured && *configured) return configured;
    std::error_code error;
    auto self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) {
        const char* started = reinterpret_cast<const char*>(::getauxval(AT_EXECFN));
        if (!started) return {};
        self = std::filesystem::absolute(started, error);
    }
    for (auto candidate : {self.parent_path() / "judgedesk-sandbox-agent",
                           self.parent_path().parent_path() / "libexec" / "judgedesk" / "judgedesk-sandbox-agent"})
        if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    return {};
}

SandboxContainer::SandboxContainer(std::unique_ptr<sandbox::Process> process, sandbox::UniqueFd channel,
                                   ContainerLimits limits)
    : process_(std::move(process))
    , channel_(std::move(channel))
    , limits_(limits) {}

Result<std::unique_ptr<SandboxContainer>> SandboxContainer::start(std::shared_ptr<sandbox::Sandbox> sandbox,
                                                                  const std::string& mountPoint,
                                                                  const ContainerLimits& limits,
                                                                  const std::string& imageCommands) {
    const std::string agent = findSandboxAgent();
    if (agent.empty())
        return fail("judgedesk-sandbox-agent is not installed beside JudgeDesk (nor named by JUDGEDESK_SANDBOX_AGENT)");
    auto [ours, theirs] = sandbox::sys::makeSocketPair(SOCK_STREAM | SOCK_CLOEXEC);
    if (!ours) return fail("socketpair: " + sandbox::sys::errnoText());

    sandbox::RunSpec spec;
    spec.argv = {kAgentInside};
    const std::string path = "/usr/local/bin:/usr/bin:/bin";
    spec.environment = {"PATH=" + (imageCommands.empty() ? path : std::string(kImageCommandsInside) + ":" + path),
                        "HOME=/app", "LANG=C.UTF-8"};
    spec.workingDirectory = "/";
    spec.binds = {{agent, kAgentInside, false}, {mountPoint, "/app", true, limits.appSize}};
    if (!imageCommands.empty()) spec.binds.push_back({imageCommands, kImageCommandsInside, false});
    spec.tmpSize = limits.tmpSize;
    spec.ownNetwork = true;
    spec.syscalls.allowNetworkSockets = true; // its own loopback, nothing else
    spec.limits.memory = limits.memory;
    spec.limits.processes = limits.processes;
    spec.limits.output = limits.fileSize; // RLIMIT_FSIZE: the channel is a socket, which it does not count
    spec.limits.cpuRate = limits.cpuRate;
    spec.stdinSpec = sandbox::StreamSpec::fromFd(theirs.get());
    spec.stdoutSpec = sandbox::StreamSpec::fromFd(theirs.get());
    auto process = sandbox->start(spec);
    if (!process) return Error{"cannot start the sandbox: " + process.error()};
    theirs.reset();
    std::unique_ptr<SandboxContainer> container(
        new SandboxContainer(std::move(process.value()), std::move(ours), limits));
    // Started under emulation or a loaded machine, the first answer may take a while.
    if (auto answered = container->call({"ping"}, 30s); !answered) return answered.failure();
    return container;
}

SandboxContainer::~SandboxContainer() {
    stop("stopped");
    (void)process_->wait();
}

void SandboxContainer::stop(const std::string& reason) {
    {
        std::lock_guard lock(state_);
        if (stoppedBecause_.empty()) stoppedBecause_ = reason;
    }
    process_->kill();
}

bool SandboxContainer::stopped() const {
    std::lock_guard lock(state_);
    return !stoppedBecause_.empty();
}

bool SandboxContainer::outOfMemory() const {
    std::lock_guard lock(state_);
    return outOfMemory_;
}

std::string SandboxContainer::endReason() const {
    std::lock_guard lock(state_);
    return stoppedBecause_;
}

Result<std::vector<std::string>> SandboxContainer::call(const std::vector<std::string>& request,
                                                        std::chrono::milliseconds answerWithin) {
    std::lock_guard one(calls_);
    if (stopped()) return fail("the sandbox was stopped: " + endReason());
    std::string frame = agent::encodeFrame(request);
    const auto deadline = std::chrono::steady_clock::now() + answerWithin;

    // The container's end, in words, once its channel has closed.
    auto ended = [this]() -> Error {
        const sandbox::RunResult& result = process_->wait();
        std::string reason;
        switch (result.status) {
        case sandbox::RunStatus::MemoryLimit:
            reason = "the sandbox ran out of memory (" + std::to_string(limits_.memory >> 20) + " MiB in all)";
            {
                std::lock_guard lock(state_);
                outOfMemory_ = true;
            }
            break;
        case sandbox::RunStatus::InternalError: reason = "the sandbox failed: " + result.internalError; break;
        default: reason = "the sandbox ended: " + sandbox::exitReason(result);
        }
        {
            std::lock_guard lock(state_);
            if (stoppedBecause_.empty()) stoppedBecause_ = reason;
            reason = stoppedBecause_;
        }
        return Error{reason};
    };
    auto transfer = [&](bool sending, char* data, size_t size) -> Result<void> {
        while (size > 0) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left <= 0ms) {
                stop("the sandbox did not answer within " +
                     std::to_string(std::chrono::duration_cast<std::chrono::seconds>(answerWithin).count()) + " s");
                return fail(endReason());
            }
            pollfd polled{channel_.get(), short(sending ? POLLOUT : POLLIN), 0};
            if (::poll(&polled, 1, int(std::min<int64_t>(left.count(), 1000))) <= 0) continue;
            const ssize_t moved = sending ? ::send(channel_.get(), data, size, MSG_NOSIGNAL | MSG_DONTWAIT)
                                          : ::recv(channel_.get(), data, size, MSG_DONTWAIT);
            if (moved > 0) {
                data += moved;
                size -= size_t(moved);
            } else if (moved == 0 || (errno != EAGAIN && errno != EINTR)) {
                return ended();
            }
        }
        return {};
    };
    if (auto sent = transfer(true, frame.data(), frame.size()); !sent) return sent.failure();
    char sizeBytes[4];
    if (auto got = transfer(false, sizeBytes, 4); !got) return got.failure();
    const uint32_t size = agent::readU32(sizeBytes);
    if (size > kLargestAnswer) {
        stop("the sandbox's agent answered nonsense");
        return fail(endReason());
    }
    std::string answer(size, '\0');
    if (auto got = transfer(false, answer.data(), size); !got) return got.failure();
    std::vector<std::string> fields;
    if (!agent::decodeFields(answer, fields)) {
        stop("the sandbox's agent answered nonsense");
        return fail(endReason());
    }
    if (fields[0] == "error") return fail(fields.size() > 1 ? fields[1] : std::string("the sandbox's agent failed"));
    return fields;
}

Result<ContainerRun> SandboxContainer::run(const std::string& command, const std::string& workdir,
                                           const std::string& input, std::chrono::milliseconds timeout) {
    auto answer = call({"run", command, workdir, input, std::to_string(timeout.count())}, timeout + kAnswerGrace);
    if (!answer) return answer.failure();
    const auto& fields = answer.value();
    if (fields.size() != 7) return fail("the sandbox's agent gave an incomplete answer");
    ContainerRun run;
    run.exitCode = std::stoi(fields[1]);
    run.signal = std::stoi(fields[2]);
    run.wall = std::chrono::milliseconds(std::stoll(fields[3]));
    run.timedOut = fields[4] == "1";
    run.stdoutText = fields[5];
    run.stderrText = fields[6];
    return run;
}

Result<void> SandboxContainer::write(const std::string& directory, const std::map<std::string, std::string>& files) {
    std::vector<std::string> request{"write", directory};
    for (const auto& [path, contents] : files) {
        request.push_back(path);
        request.push_back(contents);
    }
    auto answer = call(request, 60s);
    if (!answer) return answer.failure();
    return {};
}

Result<std::string> SandboxContainer::http(int port, const std::string& request, std::chrono::milliseconds timeout) {
    auto answer =
        call({"http", std::to_string(port), std::to_string(timeout.count()), request}, timeout + kAnswerGrace);
    if (!answer) return answer.failure();
    if (answer->size() != 2) return fail("the sandbox's agent gave an incomplete answer");
    return std::move(answer.value()[1]);
}

} // namespace jd::protocol
