#pragma once
// Submissions whose verdict rests on the judging machine of their system rather than on the problem: DOMjudge's
// own examples test its judgehost's installation (a file only its chroot holds, whether `ischroot` sees the
// chroot). Judged here they would get another verdict for a reason outside JudgeDesk, so `verify` skips them,
// saying why.
#include "submission_files.h"

#include <QString>

#include <optional>

namespace jd::judge {

// Why `submission` depends on DOMjudge's own machine, or nothing: a source reading an absolute path under /etc/
// that this machine lacks (DOMjudge's chroot has /etc/root-permission-test.txt), checking that TMPDIR is
// DOMjudge's /testcaseNNNNN/write_tmp, or asking `ischroot`.
std::optional<QString> dependsOnDomjudgeMachine(const SubmissionFiles& submission);

} // namespace jd::judge
