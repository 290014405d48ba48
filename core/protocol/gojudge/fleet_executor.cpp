#include "fleet_executor.h"

#include "remote_execution.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <future>
#include <variant>

namespace jd::gojudge {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr int kDefaultRunsPerServer = 4;
constexpr milliseconds kCleanUpPatience{5'000};

sandbox::RunResult internal(const std::string& why) {
    sandbox::RunResult result;
    result.status = sandbox::RunStatus::InternalError;
    result.internalError = why;
    return result;
}

sandbox::RunResult forcedExit() {
    sandbox::RunResult result;
    result.status = sandbox::RunStatus::ForcedExit;
    return result;
}

// A file is uploaded again only when it changed: same path, size and modification time, same file.
QString cacheKey(const QString& path) {
    const QFileInfo info(path);
    return QStringLiteral("%1\n%2\n%3")
        .arg(info.absoluteFilePath())
        .arg(info.size())
        .arg(info.lastModified(QTimeZone::UTC).toMSecsSinceEpoch());
}

// How long a run may take before its server counts as stalled.
milliseconds patienceFor(const judge::Execution& execution, milliseconds grace) {
    using std::chrono::duration_cast;
    const auto& limits = execution.limits;
    const auto wall = limits.wallTime  ? *limits.wallTime
                      : limits.cpuTime ? *limits.cpuTime * 2 + std::chrono::seconds(1)
                                       : std::chrono::nanoseconds(std::chrono::minutes(10));
    return duration_cast<milliseconds>(wall) + grace;
}

// Why one attempt on a server did not give the run's result, and whether another attempt may.
struct Setback {
    std::string why;
    bool tryAgain = false;
};

} // namespace

struct FleetExecutor::Upload {
    std::shared_future<Result<QString>> id;
};

struct FleetExecutor::Member {
    std::unique_ptr<ServerConnection> connection;
    int runsAtOnce = kDefaultRunsPerServer;
    // Guarded by the executor's mutex.
    int inFlight = 0;
    int runs = 0;
    int retried = 0;
    // The files given to this server, guarded by filesMutex.
    std::mutex filesMutex;
    QHash<QString, Upload> files;
    uint64_t filesEpoch = 0;
    QStringList stale; // ids given before the server went away, deleted at the end all the same

    // The ids of every file given, the stale ones included; filesMutex held.
    QStringList givenIdsLocked() const {
        QStringList ids = stale;
        for (const Upload& upload : files)
            if (upload.id.wait_for(std::chrono::seconds(0)) == std::future_status::ready && upload.id.get())
                ids << upload.id.get().value();
        return ids;
    }
    QStringList givenIds() {
        std::lock_guard lock(filesMutex);
        return givenIdsLocked();
    }
    // What the server was given may be gone (it restarted): uploaded again when next needed, the old
    // ids still deleted at the end; filesMutex held.
    void forgetFilesLocked() {
        stale = givenIdsLocked();
        files.clear();
    }
    void forgetFiles() {
        std::lock_guard lock(filesMutex);
        forgetFilesLocked();
    }
};

FleetExecutor::FleetExecutor(FleetOptions options, std::shared_ptr<judge::Executor> here)
    : options_(std::move(options))
    , here_(std::move(here)) {}

Result<std::shared_ptr<FleetExecutor>> FleetExecutor::connect(const FleetOptions& options,
                                                              std::shared_ptr<judge::Executor> here) {
    if (options.servers.isEmpty()) return fail("no go-judge server given");
    std::shared_ptr<FleetExecutor> fleet(new FleetExecutor(options, std::move(here)));
    for (const QUrl& url : options.servers) {
        if (!url.isValid() || (url.scheme() != "http" && url.scheme() != "https"))
            return fail("'" + url.toString().toStdString() + "' is not a go-judge server's http:// address");
        auto member = std::make_unique<Member>();
        member->connection =
            std::make_unique<ServerConnection>(url, options.token, [raw = fleet.get()] { raw->changed(); });
        fleet->members_.push_back(std::move(member));
    }
    std::string failures;
    bool anyUp = false;
    for (auto& member : fleet->members_) {
        ServerConnection& connection = *member->connection;
        // Opening /ws first: a server that does not answer now is tried again every second from then on,
        // and joins the judging when it answers.
        auto opened = connection.connect(options.connectPatience);
        auto config = opened ? connection.config(options.connectPatience) : Result<QJsonObject>(opened.failure());
        if (!config) {
            failures += (failures.empty() ? "" : "; ") + config.error();
            member->runsAtOnce = options.runsPerServer > 0 ? options.runsPerServer : kDefaultRunsPerServer;
            continue;
        }
        anyUp = true;
        const QJsonObject runner = (*config)["runnerConfig"].toObject();
        const int advertised =
            runner.contains("parallelism") ? runner["parallelism"].toInt() : runner["Parallelism"].toInt();
        member->runsAtOnce = options.runsPerServer > 0 ? options.runsPerServer
                             : advertised > 0          ? advertised
                                                       : kDefaultRunsPerServer;
    }
    if (!anyUp) return fail("no go-judge server answers: " + failures);
    return fleet;
}

FleetExecutor::~FleetExecutor() {
    for (auto& member : members_) {
        const QStringList ids = member->givenIds();
        if (!ids.isEmpty() && member->connection->isUp()) (void)member->connection->removeNow(ids, kCleanUpPatience);
    }
    // The connections go before the members' other fields: their threads call changed() no more.
    for (auto& member : members_)
        member->connection.reset();
}

void FleetExecutor::changed() {
    std::lock_guard lock(mutex_);
    ++generation_;
    roomOrChange_.notify_all();
}

int FleetExecutor::capacity() const {
    std::lock_guard lock(mutex_);
    int total = 0;
    for (const auto& member : members_)
        total += member->runsAtOnce;
    return total;
}

QList<FleetMemberFigures> FleetExecutor::figures() const {
    std::lock_guard lock(mutex_);
    QList<FleetMemberFigures> all;
    for (const auto& member : members_) {
        const ServerConnection& connection = *member->connection;
        all << FleetMemberFigures{connection.url(),  member->runsAtOnce,
                                  connection.isUp(), member->runs,
                                  member->retried,   connection.isUp() ? QString() : connection.lastFailure()};
    }
    return all;
}

FleetExecutor::Member* FleetExecutor::lease(std::stop_token stop, std::string& why) {
    std::unique_lock lock(mutex_);
    auto noneUpSince = std::optional<Clock::time_point>();
    while (!stop.stop_requested()) {
        Member* emptiest = nullptr;
        bool anyUp = false;
        for (auto& member : members_) {
            if (!member->connection->isUp()) continue;
            anyUp = true;
            if (member->inFlight >= member->runsAtOnce) continue;
            if (!emptiest || member->inFlight * emptiest->runsAtOnce < emptiest->inFlight * member->runsAtOnce)
                emptiest = member.get();
        }
        if (emptiest) {
            ++emptiest->inFlight;
            return emptiest;
        }
        if (anyUp) {
            noneUpSince.reset();
        } else if (!noneUpSince) {
            noneUpSince = Clock::now();
        } else if (Clock::now() - *noneUpSince >= options_.giveUp) {
            why = "no go-judge server has answered for " + std::to_string(options_.giveUp.count() / 1000) + " s";
            for (const auto& member : members_)
                why += "; " + member->connection->lastFailure().toStdString();
            return nullptr;
        }
        const uint64_t seen = generation_;
        const auto until = noneUpSince ? *noneUpSince + options_.giveUp : Clock::now() + std::chrono::hours(1);
        roomOrChange_.wait_until(lock, stop, until, [&] { return generation_ != seen; });
    }
    return nullptr;
}

void FleetExecutor::release(Member* member) {
    std::lock_guard lock(mutex_);
    --member->inFlight;
    ++generation_;
    roomOrChange_.notify_all();
}

Result<QHash<QString, QString>> FleetExecutor::upload(Member& member, const QStringList& files,
                                                      const QSet<QString>& transient) {
    ServerConnection& connection = *member.connection;
    QHash<QString, QString> ids;
    for (const QString& file : files) {
        if (transient.contains(file)) {
            auto id = connection.upload(file, options_.stallGrace);
            if (!id) return Error{"uploading " + file.toStdString() + ": " + id.error()};
            ids.insert(file, *id);
            continue;
        }
        const QString key = cacheKey(file);
        std::promise<Result<QString>> promise;
        std::shared_future<Result<QString>> id;
        bool mine = false;
        {
            std::lock_guard lock(member.filesMutex);
            if (member.filesEpoch != connection.epoch()) {
                member.forgetFilesLocked(); // the server went away since
                member.filesEpoch = connection.epoch();
            }
            if (auto found = member.files.find(key); found != member.files.end()) {
                id = found->id;
            } else {
                id = promise.get_future().share();
                member.files.insert(key, Upload{id});
                mine = true;
            }
        }
        if (mine) {
            Result<QString> uploaded = connection.upload(file, options_.stallGrace);
            if (!uploaded) {
                std::lock_guard lock(member.filesMutex);
                member.files.remove(key);
            }
            promise.set_value(std::move(uploaded));
        }
        const Result<QString>& got = id.get();
        if (!got) return Error{"uploading " + file.toStdString() + ": " + got.error()};
        ids.insert(file, got.value());
    }
    return ids;
}

sandbox::RunResult FleetExecutor::execute(const judge::Execution& execution) {
    auto inputs = remoteInputsOf(execution);
    if (!inputs) return internal(inputs.error());
    std::stop_token stop;
    {
        std::lock_guard lock(mutex_);
        stop = stops_.get_token();
    }
    const milliseconds patience = patienceFor(execution, options_.stallGrace);

    // One attempt on one server: the run's result, or why there is none.
    auto attempt = [&](Member& member) -> std::variant<sandbox::RunResult, Setback> {
        ServerConnection& connection = *member.connection;
        auto ids = upload(member, inputs->hostFiles(), inputs->transient);
        if (!ids) return Setback{ids.error()};
        QStringList leftOnServer;
        for (const QString& file : inputs->transient)
            leftOnServer << ids->value(file);
        struct RemoveAtEnd {
            ServerConnection& connection;
            QStringList& ids;
            ~RemoveAtEnd() { connection.remove(ids); }
        } removeAtEnd{connection, leftOnServer};

        QJsonObject request{{"cmd", QJsonArray{remoteCmdOf(execution, *inputs, *ids)}}};
        auto answer = connection.run(request, patience, stop);
        if (!answer) return Setback{answer.error()};
        const QJsonArray results = (*answer)["results"].toArray();
        if (results.isEmpty()) {
            const QString error = (*answer)["error"].toString();
            // A server restarted without its file store no longer has what it was given.
            if (error.contains("not exist")) {
                member.forgetFiles();
                return Setback{error.toStdString(), true};
            }
            if (error.isEmpty()) return Setback{"the server answered the run without results or an error"};
            return Setback{"the server refused the run: " + error.toStdString()};
        }
        const QJsonObject result = results.first().toObject();
        sandbox::RunResult run = runResultOf(result, execution);
        const QJsonObject cached = result["fileIds"].toObject();
        for (const QJsonValue& id : cached)
            leftOnServer << id.toString();
        if (cached.contains(kRemoteOutput) && (execution.outputFd >= 0 || !execution.outputFile.isEmpty())) {
            auto size = connection.download(cached[kRemoteOutput].toString(), execution.outputFile, execution.outputFd,
                                            outputMaxOf(execution), options_.stallGrace);
            if (!size) return Setback{"bringing the output back: " + size.error()};
            run.outputBytes = uint64_t(*size);
            settleOutputSize(run, execution, *size);
        }
        if (!execution.errorFile.isEmpty()) {
            QFile errors(execution.errorFile);
            if (!errors.open(QIODevice::WriteOnly | QIODevice::Truncate))
                return Setback{"cannot write " + execution.errorFile.toStdString()};
            errors.write(result["files"][kRemoteError].toString().toUtf8());
        }
        for (const QString& name : execution.producedFiles)
            if (cached.contains(name)) {
                auto size = connection.download(cached[name].toString(), execution.writableDirectory + "/" + name, -1,
                                                outputMaxOf(execution), options_.stallGrace);
                if (!size) return Setback{"bringing " + name.toStdString() + " back: " + size.error()};
                settleOutputSize(run, execution, *size);
            }
        return run;
    };

    std::string why;
    const size_t attempts = 3 * members_.size() + 2;
    for (size_t tried = 0; tried < attempts; ++tried) {
        Member* member = lease(stop, why);
        if (!member) return stop.stop_requested() ? forcedExit() : internal(why);
        const uint64_t epoch = member->connection->epoch();
        auto outcome = attempt(*member);
        // Lost during the attempt, even when it is back already.
        const bool lost = !member->connection->isUp() || member->connection->epoch() != epoch;
        release(member);
        if (auto* run = std::get_if<sandbox::RunResult>(&outcome)) {
            std::lock_guard lock(mutex_);
            ++member->runs;
            return *run;
        }
        if (stop.stop_requested()) return forcedExit();
        const Setback& setback = std::get<Setback>(outcome);
        why = setback.why;
        if (lost) {
            std::lock_guard lock(mutex_);
            ++member->retried;
            continue;
        }
        if (!setback.tryAgain) return internal(why);
    }
    return internal("the run was lost with every server it went to; last: " + why);
}

judge::InteractiveResult FleetExecutor::executeInteractive(const judge::Execution& program,
                                                           const judge::Execution& interactor,
                                                           const judge::InteractiveOptions& options) {
    return here_->executeInteractive(program, interactor, options);
}

void FleetExecutor::cancel() {
    {
        std::lock_guard lock(mutex_);
        stops_.request_stop();
        ++generation_;
        roomOrChange_.notify_all();
    }
    here_->cancel();
}

void FleetExecutor::resume() {
    {
        std::lock_guard lock(mutex_);
        if (stops_.stop_requested()) stops_ = std::stop_source();
    }
    here_->resume();
}

} // namespace jd::gojudge
