#include "executor_options.h"

#include <QTextStream>

using namespace jd;

QList<QCommandLineOption> executorOptions() {
    return {
        {"executor",
         "Run the submissions on this go-judge server (go-judge, or judgedesk-cli serve) instead of here; "
         "repeat it for a fleet. Outputs are checked here.",
         "URL"},
        {"executor-token", "The bearer token the --executor servers ask for.", "TOKEN"},
        {"executor-runs", "Runs in flight on each --executor server (default: what its /config says, else 4).", "N"}};
}

Result<std::shared_ptr<gojudge::FleetExecutor>> startFleetFrom(const QCommandLineParser& parser,
                                                               std::shared_ptr<judge::Executor> here) {
    if (!parser.optionNames().contains("executor") || !parser.isSet("executor"))
        return std::shared_ptr<gojudge::FleetExecutor>();
    gojudge::FleetOptions options;
    for (const QString& address : parser.values("executor"))
        options.servers << gojudge::serverUrl(address);
    options.token = parser.value("executor-token");
    if (parser.isSet("executor-runs")) {
        bool ok = false;
        options.runsPerServer = parser.value("executor-runs").toInt(&ok);
        if (!ok || options.runsPerServer < 1) return fail("--executor-runs: expected a positive number");
    }
    auto fleet = gojudge::FleetExecutor::connect(options, std::move(here));
    if (!fleet) return fail("--executor: " + fleet.error());
    QTextStream err(stderr);
    err << "runs: on ";
    const auto figures = (*fleet)->figures();
    for (qsizetype i = 0; i < figures.size(); ++i) {
        const auto& member = figures[i];
        err << (i ? ", " : "") << member.url.toString();
        if (member.up)
            err << " (" << member.runsAtOnce << " at once)";
        else
            err << " (not answering, tried again while judging: " << member.lastFailure << ")";
    }
    err << "; outputs checked here; interactive pairs run here\n";
    return fleet;
}

void printFleetFigures(const gojudge::FleetExecutor& fleet) {
    QTextStream err(stderr);
    err << "runs per server:";
    for (const auto& member : fleet.figures()) {
        err << ' ' << member.url.toString() << ' ' << member.runs;
        if (member.retried) err << " (" << member.retried << " sent elsewhere when it was lost)";
        if (!member.up) err << " [down: " << member.lastFailure << ']';
        err << ';';
    }
    err << '\n';
}
