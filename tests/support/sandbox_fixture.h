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

// Directory of the compiled hostile programs (JUDGEDESK_HOSTILE_DIR overrides the build-time path).
QString hostileDir();
inline constexpr char kHostileInside[] = "/hostile";

// A run of one hostile program, its directory bound read-only at /hostile, with generous limits.
sandbox::RunSpec hostileSpec(const QString& program, const QStringList& arguments = {});

// What a run must not leave behind: processes of the hostile programs, cgroups of this process, mounts
// of this namespace, sandbox roots in /tmp.
class Leftovers {
public:
    Leftovers(); // remembers the state before the run
    QStringList check() const; // what is left now that was not there before, in plain words

private:
    int mounts_;
    QStringList tmpRoots_;
};

} // namespace jd::test
