#pragma once
// Writes edits of a Kattis package back to disk, the way the editor needs: every file is replaced
// atomically (see common/atomic_file.h) and YAML keys JudgeDesk does not model are kept with their
// values. problem.yaml is edited in place (only the values that change; comments, anchors and layout
// stay byte for byte); group settings files are rewritten whole and lose their comments.
#include "../common/result.h"
#include "problem.h"

#include <QByteArray>

namespace jd::problem {

// problem.yaml: name, limits.time_limit (a .timelimit file for legacy packages that use one),
// limits.memory, limits.output, validator_flags.
Result<void> writeProblemSettings(const Problem& problem);

// The group's testdata.yaml (legacy) or test_group.yaml (2025-09). `inherited` is what the group
// would get without a file of its own; settings equal to it are not written into a new file.
Result<void> writeGroupSettings(const Problem& problem, const TestGroup& group, const GroupSettings& inherited);

// A test's name below data/: letters, digits, '_', '-', '.', levels joined by '/', nothing leading up.
bool isValidTestName(const QString& name);

// Creates or replaces data/<name>.in and .ans; `name` is a path below data/ such as "secret/05".
Result<TestCase> writeTestCase(const Problem& problem, const QString& name, const QByteArray& input,
                               const QByteArray& answer);

// Removes a test's files (.in, .ans and the sample extras beside them).
Result<void> removeTestCase(const Problem& problem, const QString& name);

} // namespace jd::problem
