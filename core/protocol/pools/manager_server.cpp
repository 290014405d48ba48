#include "manager_server.h"

#include "sandbox/runtime/syscalls.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cmath>
#include <map>

namespace jd::protocol {
namespace {

using namespace std::chrono_literals;
constexpr size_t kLongestLine = 512u << 20; // a request carrying a submission's files

std::string text(const QJsonValue& value) { return value.toString().toStdString(); }
QString qtext(const std::string& value) { return QString::fromStdString(value); }

QJsonObject failure(const std::string& message, const char* kind = "failed") {
    return {{"ok", false}, {"error", qtext(message)}, {"kind", kind}};
}

std::chrono::milliseconds seconds(const QJsonValue& value, double otherwise) {
    // Not a number, or not a finite one, is the default; the rest is held between a millisecond and a day.
    const double given = value.isDouble() && std::isfinite(value.toDouble()) ? value.toDouble() : otherwise;
    return std::chrono::milliseconds(int64_t(std::clamp(given, 0.001, 86'400.0) * 1000));
}

QJsonObject responseJson(const CommandResponse& response) {
    return {{"stdout", qtext(response.stdoutText)},
            {"stderr", qtext(response.stderrText)},
            {"exit_code", response.exitCode},
            {"execution_time", response.executionTime},
            {"category", qtext(categoryName(response.category))}};
}

// {path: base64} into path -> bytes; false on anything else.
bool filesFrom(const QJsonValue& value, std::map<std::string, std::string>& files) {
    if (!value.isObject()) return false;
    const QJsonObject object = value.toObject();
    for (auto entry = object.begin(); entry != object.end(); ++entry) {
        if (!entry.value().isString()) return false;
        const auto decoded = QByteArray::fromBase64Encoding(entry.value().toString().toLatin1(),
                                                            QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) return false;
        files[entry.key().toStdString()] = (*decoded).toStdString();
    }
    return true;
}

bool peerIsThisUser(int fd) {
    ucred peer{};
    socklen_t size = sizeof peer;
    return ::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &size) == 0 && peer.uid == ::geteuid();
}

bool sendLine(int fd, const QJsonObject& object) {
    QByteArray line = QJsonDocument(object).toJson(QJsonDocument::Compact);
    line.append('\n');
    return sandbox::sys::writeAll(fd, line.constData(), size_t(line.size()));
}

// Whether something answers at `path` (a manager already running).
bool answers(const std::string& path) {
    sandbox::UniqueFd probe(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::snprintf(address.sun_path, sizeof address.sun_path, "%s", path.c_str());
    return probe && ::connect(probe.get(), reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
}

} // namespace

std::string defaultManagerSocket() {
    if (const char* runtime = std::getenv("XDG_RUNTIME_DIR"); runtime && *runtime)
        return std::string(runtime) + "/judgedesk/sandbox-manager.sock";
    return "/tmp/judgedesk-" + std::to_string(::geteuid()) + "/sandbox-manager.sock";
}

ManagerServer::ManagerServer(SandboxPools& pools, std::string path, sandbox::UniqueFd listener, sandbox::UniqueFd wake)
    : pools_(pools)
    , path_(std::move(path))
    , listener_(std::move(listener))
    , wake_(std::move(wake)) {}

Result<std::unique_ptr<ManagerServer>> ManagerServer::listen(SandboxPools& pools, const std::string& socketPath) {
    sockaddr_un address{};
    if (socketPath.empty() || socketPath.size() >= sizeof address.sun_path)
        return fail("the socket path '" + socketPath + "' is empty or longer than " +
                    std::to_string(sizeof address.sun_path - 1) + " bytes");
    const std::string directory = socketPath.substr(0, socketPath.rfind('/'));
    if (!directory.empty()) {
        if (::mkdir(directory.c_str(), 0700) != 0 && errno != EEXIST)
            return fail("cannot create " + directory + ": " + sandbox::sys::errnoText());
        struct stat status {};
        if (::lstat(directory.c_str(), &status) != 0 || !S_ISDIR(status.st_mode) || status.st_uid != ::geteuid())
            return fail(directory + " is not a directory of this user's; the manager cannot listen in it");
        if ((status.st_mode & 077) != 0 && ::chmod(directory.c_str(), 0700) != 0)
            return fail("cannot make " + directory + " this user's alone: " + sandbox::sys::errnoText());
    }
    if (answers(socketPath)) return fail("a sandbox manager is already running at " + socketPath);
    ::unlink(socketPath.c_str()); // what a crashed manager left
    sandbox::UniqueFd listener(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
    if (!listener) return fail("socket: " + sandbox::sys::errnoText());
    address.sun_family = AF_UNIX;
    std::snprintf(address.sun_path, sizeof address.sun_path, "%s", socketPath.c_str());
    const mode_t before = ::umask(077);
    const int bound = ::bind(listener.get(), reinterpret_cast<sockaddr*>(&address), sizeof address);
    ::umask(before);
    if (bound != 0) return fail("cannot listen at " + socketPath + ": " + sandbox::sys::errnoText());
    if (::listen(listener.get(), 64) != 0) return fail("listen: " + sandbox::sys::errnoText());
    sandbox::UniqueFd wake(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK));
    if (!wake) return fail("eventfd: " + sandbox::sys::errnoText());
    return std::unique_ptr<ManagerServer>(new ManagerServer(pools, socketPath, std::move(listener), std::move(wake)));
}

ManagerServer::~ManagerServer() {
    stop();
    {
        std::lock_guard lock(connectionsMutex_);
        connections_.clear(); // joined: each destroys what its client still held
    }
    ::unlink(path_.c_str());
}

void ManagerServer::stop() {
    const uint64_t one = 1;
    (void)!::write(wake_.get(), &one, sizeof one); // stays readable: every poll below wakes
}

void ManagerServer::serve() {
    for (;;) {
        pollfd polled[2] = {{listener_.get(), POLLIN, 0}, {wake_.get(), POLLIN, 0}};
        if (::poll(polled, 2, -1) < 0 && errno != EINTR) return;
        if (polled[1].revents) return;
        if (!(polled[0].revents & POLLIN)) continue;
        sandbox::UniqueFd connection(::accept4(listener_.get(), nullptr, nullptr, SOCK_CLOEXEC));
        if (!connection || !peerIsThisUser(connection.get())) continue; // another user's: closed at once
        std::lock_guard lock(connectionsMutex_);
        // Finished connections' threads are joined as new ones come.
        std::erase_if(connections_, [](const Connection& served) { return served.done.load(); });
        Connection& served = connections_.emplace_back();
        served.thread = std::jthread([this, &served, fd = connection.release()] {
            serveConnection(sandbox::UniqueFd(fd));
            served.done = true;
        });
    }
}

void ManagerServer::serveConnection(sandbox::UniqueFd connection) {
    std::map<std::string, SandboxPools::Lease> leases;
    std::string buffer;
    auto leaseOf = [&](const QJsonObject& request) -> SandboxPools::Lease* {
        auto found = leases.find(text(request["name"]));
        return found == leases.end() ? nullptr : &found->second;
    };
    auto handle = [&](const QJsonObject& request, bool& shutdown) -> QJsonObject {
        const std::string op = text(request["op"]);
        if (op == "hello") {
            QJsonArray languages;
            for (const PoolStats& pool : pools_.stats())
                languages.append(qtext(pool.profile));
            const sandbox::SandboxReport& report = pools_.sandboxReport();
            return {{"ok", true},
                    {"pid", qint64(::getpid())},
                    {"languages", languages},
                    {"isolation", qtext(sandbox::isolationName(report.isolation))},
                    {"throttles_cpu", report.throttlesCpu}};
        }
        if (op == "stats") return {{"ok", true}, {"stats", poolStatsToJson(pools_.stats())}};
        if (op == "shutdown") {
            shutdown = true;
            return {{"ok", true}};
        }
        if (op == "acquire") {
            const std::string language = text(request["language"]);
            if (!pools_.hasPool(language)) return failure("no pool for the language '" + language + "'", "invalid");
            auto lease = pools_.acquire(language);
            if (!lease) return failure(lease.error(), "bottleneck");
            const std::string name = lease.value()->name();
            leases.emplace(name, std::move(lease.value()));
            return {{"ok", true}, {"name", qtext(name)}};
        }
        SandboxPools::Lease* lease = leaseOf(request);
        if (!lease) return failure("no sandbox '" + text(request["name"]) + "' is held here", "unknown");
        PooledSandbox& box = **lease;
        if (op == "release" || op == "destroy") {
            if (op == "destroy") lease->destroy();
            leases.erase(text(request["name"]));
            return {{"ok", true}};
        }
        if (op == "state") return {{"ok", true}, {"state", qtext(stateName(box.state()))}};
        if (op == "prepare_workdir" || op == "inject_assets") {
            std::map<std::string, std::string> files;
            if (!filesFrom(request[op == "prepare_workdir" ? "files" : "assets"], files))
                return failure("the files must be an object of paths to base64 contents", "invalid");
            auto written = op == "prepare_workdir" ? box.prepareWorkdir(files) : box.injectAssets(files);
            return written ? QJsonObject{{"ok", true}} : failure(written.error());
        }
        if (op == "run_command") {
            const std::string workdir = request["workdir"].isString() ? text(request["workdir"]) : "/app";
            return {{"ok", true},
                    {"response",
                     responseJson(box.runCommand(text(request["command"]), seconds(request["timeout"], 30), workdir))}};
        }
        if (op == "run_commands") {
            std::vector<std::string> lines;
            for (const QJsonValue& line : request["commands"].toArray())
                lines.push_back(text(line));
            return {{"ok", true},
                    {"response", responseJson(box.runCommands(lines, text(request["program_command"]),
                                                              seconds(request["timeout"], 30)))}};
        }
        if (op == "http") {
            const auto raw = QByteArray::fromBase64Encoding(request["request"].toString().toLatin1());
            if (!raw) return failure("the request must be base64", "invalid");
            auto answered =
                box.makeRequest(request["port"].toInt(), (*raw).toStdString(), seconds(request["timeout"], 5));
            if (!answered) return failure(answered.error());
            return {{"ok", true},
                    {"response", QString::fromLatin1(QByteArray::fromStdString(answered.value()).toBase64())}};
        }
        return failure("unknown request '" + op + "'", "invalid");
    };

    bool shutdown = false;
    while (!shutdown) {
        size_t newline;
        while ((newline = buffer.find('\n')) == std::string::npos) {
            if (buffer.size() > kLongestLine) {
                (void)sendLine(connection.get(), failure("a request longer than 512 MiB", "invalid"));
                return; // leases destroyed below, as for a client gone
            }
            pollfd polled[2] = {{connection.get(), POLLIN, 0}, {wake_.get(), POLLIN, 0}};
            if (::poll(polled, 2, -1) < 0 && errno != EINTR) break;
            if (polled[1].revents) break;
            char chunk[65536];
            const ssize_t got = ::recv(connection.get(), chunk, sizeof chunk, MSG_DONTWAIT);
            if (got == 0 || (got < 0 && errno != EAGAIN && errno != EINTR)) break;
            if (got > 0) buffer.append(chunk, size_t(got));
        }
        if (newline == std::string::npos) break;
        const QByteArray line = QByteArray::fromStdString(buffer.substr(0, newline));
        buffer.erase(0, newline + 1);
        QJsonParseError error{};
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        const QJsonObject answer = document.isObject()
                                       ? handle(document.object(), shutdown)
                                       : failure("not a JSON object: " + error.errorString().toStdString(), "invalid");
        if (!sendLine(connection.get(), answer)) break;
    }
    // A client gone without releasing: its sandboxes' state is unknown, they are not reused.
    for (auto& [name, lease] : leases)
        lease.destroy();
    leases.clear();
    if (shutdown) stop();
}

} // namespace jd::protocol
