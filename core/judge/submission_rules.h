#pragma once
// What a package's system refuses when a submission is made, before anything is compiled or judged there.
#include "problem/dialect.h"
#include "submission_files.h"

#include <QString>

#include <optional>

namespace jd::judge {

// DOMjudge turns a submission away at submit time (SubmissionService::submitSolution) when a file name
// does not match ^[a-zA-Z0-9_][a-zA-Z0-9+_.-]*$, two files share a name, or there are more than 100 files;
// it is never judged there. The reason in plain words, or nothing when the submission would be taken.
// Other systems take any file name.
std::optional<QString> refusedAtSubmission(const SubmissionFiles& submission, problem::Dialect dialect);

} // namespace jd::judge
