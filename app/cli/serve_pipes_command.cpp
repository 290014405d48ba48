// judgedesk-cli serve-pipes: one sandboxed run served over the wait/status named-pipe protocol.
#include "commands.h"
#include "interruption.h"
#include "protocol/pipes/wait_status_server.h"
#include "run_spec_options.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace jd;
using namespace jd::sandbox;

namespace {

constexpr jd::cli::UsageError usageError{"serve-pipes"};

} // namespace

int servePipesCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Runs PROGRAM in the sandbox and serves the wait/status protocol on two named pipes: write 1 "
        "(continue) or 0 (terminate) into the wait pipe with open/write/close, then read the status pipe to its "
        "end: CPU time in microseconds, memory in use in bytes, and the process's status in words. 0 is the "
        "last call: the program gets about 50 ms to end by itself, then it is killed, and serve-pipes exits, "
        "removing the pipes it created. The program's standard input and output are --stdin/--stdout (files "
        "or named pipes) or serve-pipes' own.");
    parser.addHelpOption();
    parser.addOptions(runSpecOptions());
    parser.addOptions({
        {"wait-pipe", "The wait pipe (created when missing).", "PATH"},
        {"status-pipe", "The status pipe (created when missing).", "PATH"},
    });
    parser.addPositionalArgument("program", "The program and its arguments (after --).", "-- PROGRAM [ARGS...]");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (!parser.isSet("wait-pipe") || !parser.isSet("status-pipe"))
        return usageError("--wait-pipe PATH and --status-pipe PATH are both needed");
    if (parser.value("wait-pipe") == parser.value("status-pipe"))
        return usageError("the wait pipe and the status pipe must be two different paths");

    auto setup = runSetupFrom(parser);
    if (!setup) return usageError(QString::fromStdString(setup.error()));
    auto waitPipe = protocol::NamedPipe::openOrCreate(parser.value("wait-pipe").toStdString());
    if (!waitPipe) return usageError("--wait-pipe: " + QString::fromStdString(waitPipe.error()));
    auto statusPipe = protocol::NamedPipe::openOrCreate(parser.value("status-pipe").toStdString());
    if (!statusPipe) return usageError("--status-pipe: " + QString::fromStdString(statusPipe.error()));

    auto created = Sandbox::create(setup->options);
    if (!created) return usageError(QString::fromStdString(created.error()));
    std::shared_ptr<Sandbox> sandbox = created.value();
    if (auto readable = checkBindsForTheBoxUser(*sandbox, setup->spec); !readable)
        return usageError(QString::fromStdString(readable.error()));
    auto started = sandbox->start(setup->spec);
    if (!started) return usageError("the program cannot start: " + QString::fromStdString(started.error()));

    const RunResult result =
        protocol::serveWaitStatus(*started.value(), waitPipe.value(), statusPipe.value(), cli::interruptionToken());
    if (cli::interrupted()) return cli::kInterrupted;
    return result.status == RunStatus::InternalError ? jd::cli::kUsageError : 0;
}
