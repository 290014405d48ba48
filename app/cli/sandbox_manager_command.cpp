// judgedesk-cli sandbox-manager: the sandbox manager seed's pools for other processes, on a local socket
// only this user may reach (protocol/pools/manager_server.h); what the Python package judgedesk_sandbox
// starts with initialize_sandbox_manager() or finds running. It logs the monitor's reports (load warnings
// at 70 % and 90 %) to standard error and shuts down on Ctrl-C, SIGTERM or a client's shutdown().
#include "commands.h"
#include "interruption.h"
#include "protocol/pools/manager_server.h"
#include "usage_error.h"

#include <QCommandLineParser>

#include <iostream>
#include <mutex>

using namespace jd;

namespace {
constexpr jd::cli::UsageError usageError{"sandbox-manager"};
} // namespace

int sandboxManagerCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Runs the sandbox manager seed's pools (python, java, node, cpp, c, each sandbox with the seed's container "
        "limits) for other processes on a socket only this user may reach, as judgedesk_sandbox (Python) uses "
        "them. The settings come from a sandbox_config.yml (general: pool_size, scale_limit, idle_timeout, "
        "running_timeout; optionally pools: of their own); without one, the seed's defaults.");
    parser.addHelpOption();
    parser.addOptions({
        {"config", "The pools' settings (the seed's sandbox_config.yml).", "FILE"},
        {"socket",
         QString("Where to listen (default %1).").arg(QString::fromStdString(protocol::defaultManagerSocket())),
         "PATH"},
    });
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (!parser.positionalArguments().isEmpty()) return usageError("unexpected arguments");

    auto config = parser.isSet("config") ? protocol::readPoolsConfig(parser.value("config"))
                                         : protocol::parsePoolsConfig("general: {}\n", "the seed's defaults");
    if (!config) return usageError(QString::fromStdString(config.error()));
    auto pools = protocol::SandboxPools::startWithOwnSandbox(*config);
    if (!pools) return usageError(QString::fromStdString(pools.error()));
    for (const std::string& limitation : pools.value()->sandboxReport().limitations)
        std::cerr << "sandbox-manager: note: " << limitation << std::endl;
    for (const std::string& note : pools.value()->commandNotes())
        std::cerr << "sandbox-manager: commands of " << note << std::endl;
    std::mutex logging;
    pools.value()->setReportSink([&](const std::string& line) {
        std::lock_guard lock(logging);
        std::cerr << "sandbox-manager: " << line << std::endl;
    });
    const std::string socket =
        parser.isSet("socket") ? parser.value("socket").toStdString() : protocol::defaultManagerSocket();
    auto server = protocol::ManagerServer::listen(*pools.value(), socket);
    if (!server) return usageError(QString::fromStdString(server.error()));
    std::stop_callback interrupt(cli::interruptionToken(), [&] { server.value()->stop(); });
    {
        std::lock_guard lock(logging);
        std::cerr << "sandbox-manager: listening on " << socket << " (process " << ::getpid() << ")" << std::endl;
    }
    server.value()->serve();
    server.value().reset(); // clients' sandboxes destroyed
    pools.value().reset();  // then every pool
    std::cerr << "sandbox-manager: shut down" << std::endl;
    return cli::interrupted() ? cli::kInterrupted : 0;
}
