#pragma once
// Reference submissions whose expected failure rests on JudgeDesk's own sandbox: a C or C++ source that
// calls what the sandbox ends a run for (ptrace, mount, unshare, ...; seccomp_policy.cpp). Kattis's
// verifyproblem runs submissions as plain processes under rlimits alone (problemtools/run/limit.py), so
// there such a submission runs on and may well be accepted. An export names these before the coach uploads.
#include <QString>
#include <QStringList>

namespace jd::exporting {

// The refused calls the source names as calls ("ptrace(", "syscall(SYS_unshare"), in the order of the
// sandbox's table; empty for a source that is not C or C++, or names none.
QStringList refusedCallsIn(const QString& sourcePath);

} // namespace jd::exporting
