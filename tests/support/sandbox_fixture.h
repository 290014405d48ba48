#pragma once
// Shared by the sandbox suites: which sandbox mode this run of the suite exercises (chosen by CTest
// through the environment), where the hostile programs are, and the check that a run left nothing
// behind.
#include "sandbox/sandbox.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace jd::test {

struct SandboxMode {
    sandbox::SandboxOptions options;
    QString name;
};

// JUDGEDESK_TEST_ISOLATION = privileged | user-namespace | none (default: strongest available),
// JUDGEDESK_TEST_ACCOUNTING = cgroup-v2 | cgroup-v1 | proc (default: best available).
SandboxMode modeFromEnvironment();
std::shared_ptr<sandbox::Sandbox> createSandbox(const SandboxMode& mode);
// Why whoever runs the suite cannot have `mode` (privileged isolation and cgroup v1 need root), for a QSKIP
// in initTestCase: which modes run is decided when the tests run, not when they are configured. Empty: it can.
QString modeUnavailable(const SandboxMode& mode);

// Writes a fixture file (making its directory) and returns its path; a test cannot go on without it.
QString writeTestFile(const QString& path, const QByteArray& contents);
// A file's contents, or "<missing>" when it cannot be read.
QByteArray readTestFile(const QString& path);

// Directory of the compiled hostile programs (JUDGEDESK_HOSTILE_DIR overrides the build-time path).
QString hostileDir();
inline constexpr char kHostileInside[] = "/hostile";

// A run of one hostile program, its directory bound read-only at /hostile, with generous limits.
sandbox::RunSpec hostileSpec(const QString& program, const QStringList& arguments = {});

// The sandbox's own processes under this one, as "jd-zygote PID" or "jd-run-init PID".
QStringList sandboxProcessesUnderUs();

// What a run must not leave behind: processes of the hostile programs, cgroups of this process, mounts
// of this namespace, sandbox roots in /tmp. Warm slots (runs prepared ahead) are the sandbox's own and
// may hold a cgroup each; a run that leaked its cgroups would add one more per test.
class Leftovers {
public:
    Leftovers(); // remembers the state before the run
    // What is left now that was not there before, in plain words, once `sandbox` retired its runs.
    QStringList check(sandbox::Sandbox& sandbox) const;

    // After the sandbox itself is gone: no cgroup of this process and no sandbox process under it.
    static QStringList afterShutdown();

private:
    int mounts_;
    QStringList tmpRoots_;
};

} // namespace jd::test
