#pragma once
// What this machine gives JudgeDesk: the host probe, the sandbox that runs will actually get, and the
// compilers and interpreters found. Shared by `judgedesk-cli doctor` and the GUI's report.
#include "sandbox/host_probe.h"
#include "sandbox/sandbox.h"

#include <QJsonObject>
#include <QList>
#include <QString>

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

DoctorReport runDoctor(const sandbox::SandboxOptions& options = {});
QList<DoctorLine> doctorLines(const DoctorReport& report);
QString doctorText(const DoctorReport& report);
QJsonObject doctorJson(const DoctorReport& report);

} // namespace jd
