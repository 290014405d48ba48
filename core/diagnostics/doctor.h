#pragma once
// What this machine gives JudgeDesk: the host probe, the sandbox that runs will actually get, and the
// compilers and interpreters found. Shared by `judgedesk-cli doctor` and the GUI's report.
#include "sandbox/host_probe.h"
#include "sandbox/sandbox.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace jd {

struct ToolchainInfo {
    QString language;
    QString command;
    QString path;    // empty: not installed
    QString version; // first line of its version output
};

struct DoctorReport {
    sandbox::HostProbe host;
    std::optional<sandbox::SandboxReport> sandbox;
    QString sandboxError;
    QList<ToolchainInfo> toolchains;
};

struct DoctorLine {
    QString section;
    QString item;
    QString value;
    bool ok = true;
};

// When isolation or accounting is weaker than the sandbox can give, what is missing and what to do about
// it, in a sentence or two each (for a banner); empty when nothing is.
struct IsolationAdvice {
    bool degraded = false;
    QString summary;   // "Programs run without namespaces: a submission could read your files."
    QStringList steps; // what to do, most useful first
};
IsolationAdvice isolationAdvice(const DoctorReport& report);

DoctorReport runDoctor(const sandbox::SandboxOptions& options = {});
QList<DoctorLine> doctorLines(const DoctorReport& report);
QString doctorText(const DoctorReport& report);
QJsonObject doctorJson(const DoctorReport& report);

} // namespace jd
