#pragma once
// --executor URL (repeatable), --executor-token and --executor-runs: the go-judge servers the
// submission's runs go to instead of this machine's sandbox (the checker still runs here).
#include "common/result.h"
#include "judge/executor.h"
#include "protocol/gojudge/fleet_executor.h"

#include <QCommandLineParser>

#include <memory>

QList<QCommandLineOption> executorOptions();

// The fleet of --executor, or null when none was given; says on stderr where the runs go.
jd::Result<std::shared_ptr<jd::gojudge::FleetExecutor>> startFleetFrom(const QCommandLineParser& parser,
                                                                       std::shared_ptr<jd::judge::Executor> here);

// After the judging: how the runs spread over the servers, on stderr.
void printFleetFigures(const jd::gojudge::FleetExecutor& fleet);
