#pragma once
// What `run` and `serve-pipes` share: the options that describe one sandboxed run (limits, CPUs,
// directories, environment, streams, isolation and accounting) and the RunSpec they make.
#include "common/result.h"
#include "sandbox/sandbox.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

struct RunSetup {
    jd::sandbox::RunSpec spec;
    jd::sandbox::SandboxOptions options;
};

QList<QCommandLineOption> runSpecOptions();
// The program (after --) and its run as the options describe it. Streams: --stdin/--stdout/--stderr
// files, else the command's own standard input and output and a discarded standard error.
jd::Result<RunSetup> runSetupFrom(const QCommandLineParser& parser);
// As root the program runs as an unprivileged uid: every directory it is shown must let it read (and,
// when writable, write), said plainly before anything runs.
jd::Result<void> checkBindsForTheBoxUser(const jd::sandbox::Sandbox& sandbox, const jd::sandbox::RunSpec& spec);
