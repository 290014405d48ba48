#include "commands.h"
#include "common/units.h"
#include "interruption.h"
#include "run_spec_options.h"
#include "sandbox/meta_format.h"
#include "sandbox/runtime/mounts.h"
#include "sandbox/sandbox.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

#include <sys/stat.h>
#include <unistd.h>

#include <string_view>

using namespace jd;
using namespace jd::sandbox;
using namespace jd::cli;

namespace {

constexpr jd::cli::UsageError usageError{"run"};

} // namespace

int runCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Runs PROGRAM once in the sandbox and reports how it ended. Without --env the program gets only "
        "PATH=/usr/local/bin:/usr/bin:/bin. A PROGRAM given as a host path is made visible read-only.");
    parser.addHelpOption();
    parser.addOptions(runSpecOptions());
    parser.addOptions({
        {"meta", "Write the meta report to FILE, or - for standard output.", "FILE|-"},
        {"json", "Report as JSON instead of key:value lines."},
    });
    parser.addPositionalArgument("program", "The program and its arguments (after --).", "-- PROGRAM [ARGS...]");
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);

    auto setup = runSetupFrom(parser);
    if (!setup) return usageError(QString::fromStdString(setup.error()));
    RunSpec& spec = setup->spec;
    // Without files, both streams come through pipes that this command relays: a terminal or a pipe handed
    // to the program directly would escape the output limit, which only files enforce by themselves.
    if (!parser.isSet("stdout")) spec.stdoutSpec = StreamSpec::pipe();
    if (!parser.isSet("stderr")) spec.stderrSpec = StreamSpec::pipe();
    const SandboxOptions& options = setup->options;

    auto created = Sandbox::create(options);
    if (!created) {
        QTextStream(stderr) << "judgedesk-cli run: " << QString::fromStdString(created.error()) << '\n';
        return jd::cli::kUsageError;
    }
    std::shared_ptr<Sandbox> sandbox = created.value();
    if (auto readable = checkBindsForTheBoxUser(*sandbox, spec); !readable)
        return usageError(QString::fromStdString(readable.error()));
    auto started = sandbox->start(spec);
    RunResult result;
    if (!started) {
        result.status = RunStatus::InternalError;
        result.internalError = started.error();
    } else {
        Process& process = *started.value();
        // Ctrl-C ends the run as the sandbox ends any run: nothing of it is left.
        std::stop_callback killOnInterrupt(interruptionToken(), [&process] { process.kill(); });
        process.setErrorSink([](const char* data, size_t size) {
            if (::write(STDERR_FILENO, data, size) < 0) {} // a closed stderr loses the program's words, nothing else
        });
        if (spec.stdoutSpec.kind == StreamSpec::Kind::Pipe) {
            char buffer[64 * 1024];
            ssize_t got;
            while ((got = process.read(buffer, sizeof buffer)) > 0)
                if (::write(STDOUT_FILENO, buffer, static_cast<size_t>(got)) < 0) break;
        }
        result = process.wait();
    }

    bool json = parser.isSet("json");
    QString meta =
        json ? QString::fromUtf8(QJsonDocument(toJson(result)).toJson(QJsonDocument::Indented)) : metaLines(result);
    QString destination = parser.value("meta");
    if (destination.isEmpty() && json) destination = "-";
    if (destination == "-") {
        QTextStream(stdout) << meta;
    } else if (!destination.isEmpty()) {
        QFile file(destination);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return usageError("--meta " + destination + ": " + file.errorString());
        file.write(meta.toUtf8());
    } else if (result.status != RunStatus::Ok) {
        QTextStream(stderr) << QString::fromStdString(exitReason(result)) << '\n';
    }
    if (result.status == RunStatus::InternalError) return jd::cli::kUsageError;
    if (interrupted()) return kInterrupted;
    return result.status == RunStatus::Ok ? 0 : 1;
}
