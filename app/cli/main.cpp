// judgedesk-cli: the command-line face of JudgeDesk. Each command lives in its own file.
#include "commands.h"
#include "interruption.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <exception>

namespace {

struct Command {
    const char* name;
    const char* summary;
    int (*run)(const QStringList&);
    bool stoppable; // Ctrl-C asks it to stop and clean up (see interruption.h) instead of killing it
};

constexpr Command kCommands[] = {
    {"doctor", "what this machine gives the sandbox: namespaces, cgroups, seccomp, toolchains", doctorCommand, false},
    {"run", "one sandboxed run with limits, isolate-like meta output", runCommand, true},
    {"serve", "this machine as a go-judge server: /run, /file, /version, /config over HTTP", serveCommand, true},
    {"serve-pipes", "one sandboxed run served over the wait/status named-pipe protocol", servePipesCommand, true},
    {"pools", "warm sandbox pools from a sandbox_config.yml, and their figures", poolsCommand, true},
    {"sandbox-manager", "the sandbox manager seed's pools for other processes (Python: judgedesk_sandbox)",
     sandboxManagerCommand, true},
    {"judge", "judge submissions against a problem package: a table of tests and the verdict", judgeCommand, true},
    {"verify", "check that every submission of a package gets the verdict its directory names", verifyCommand, true},
    {"validate", "run a package's input validators on every test's input: which are invalid, and why", validateCommand,
     true},
    {"generate", "make a package's generated tests again: generators, validators, answers from the main solution",
     generateCommand, true},
    {"stress", "run a solution against a reference on generated tests until they differ: the counterexample",
     stressCommand, true},
    {"calibrate", "derive a package's time limit from its accepted submissions (problemtools' rule)", calibrateCommand,
     true},
    {"contest", "judge a LemonLime / Cena contest folder whole and print the standings", contestCommand, true},
    {"new", "a new problem package from a template (batch, interactive, scoring, multi-pass)", newCommand, false},
    {"export",
     "write a problem as a Kattis package (2023-07, 2025-09 or legacy) or a DOMjudge zip, saying what changes",
     exportCommand, false},
    {"diff", "what an output got wrong against the expected answer: first difference and changed lines", diffCommand,
     false},
    {"history", "the judgements kept in the results database: a list, one with its tests and source, or two compared",
     historyCommand, false},
};

int usage(FILE* stream, int code) {
    QTextStream out(stream);
    out << "Usage: judgedesk-cli COMMAND [OPTIONS]\n\nCommands:\n";
    qsizetype widest = 0;
    for (const auto& command : kCommands)
        widest = std::max(widest, QLatin1StringView(command.name).size());
    for (const auto& command : kCommands)
        out << QStringLiteral("  %1  %2\n").arg(QLatin1StringView(command.name), -int(widest)).arg(command.summary);
    out << "\nRun 'judgedesk-cli COMMAND --help' for a command's options.\n";
    return code;
}

} // namespace

int main(int argc, char** argv) {
    // Qt's own event dispatcher rather than GLib's: nothing here integrates with GLib, and `serve` answers each
    // request in a few turns of the loop, each of which GLib's dispatcher makes dearer (about 0.05 ms a request).
    if (qEnvironmentVariableIsEmpty("QT_NO_GLIB")) qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("judgedesk-cli");
    QCoreApplication::setApplicationVersion(QStringLiteral(JUDGEDESK_VERSION));
    QStringList arguments = app.arguments();
    if (arguments.size() < 2) return usage(stderr, 2);
    const QString name = arguments.at(1);
    if (name == "--help" || name == "-h" || name == "help") return usage(stdout, 0);
    if (name == "--version") {
        QTextStream(stdout) << "judgedesk-cli " << JUDGEDESK_VERSION << '\n';
        return 0;
    }
    for (const auto& command : kCommands)
        if (name == QLatin1String(command.name)) {
            if (command.stoppable) jd::cli::installInterruptionHandler();
            QStringList rest = arguments.mid(2);
            rest.prepend(arguments.at(0) + ' ' + name);
            // Bad input is meant to come back as an error value; should an exception still get this far,
            // it is reported like one, never left to abort the process.
            try {
                return command.run(rest);
            } catch (const std::exception& error) {
                QTextStream(stderr) << "judgedesk-cli " << name << ": " << error.what() << '\n';
            } catch (...) { QTextStream(stderr) << "judgedesk-cli " << name << ": an unexpected failure\n"; }
            return 3;
        }
    QTextStream(stderr) << "judgedesk-cli: unknown command '" << name << "'\n\n";
    return usage(stderr, 2);
}
