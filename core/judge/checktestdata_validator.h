#pragma once
// An input validator written in checktestdata (input_validators/*.ctd, as KTH Challenge, NCPC, NWERC and
// problemtools' own examples have them), run by JudgeDesk's interpreter (checktestdata/) in this process
// wherever input validators run: the program reads nothing but the input, so it needs no sandbox, and its
// answer is checktestdata's own (accepted, rejected with the line and column, or the program's error).
#include "checktestdata/syntax_tree.h"
#include "common/result.h"
#include "input_validation.h"

#include <QString>

#include <chrono>
#include <memory>
#include <stop_token>

namespace jd::judge {

bool isChecktestdataProgram(const QString& path); // a file named *.ctd

// The program parsed; an error names the file, line and column ("gaggle.ctd:3:5: expected ...").
Result<std::shared_ptr<const ctd::Program>> loadChecktestdataProgram(const QString& path);

// `validator` is the file name shown; the run stops after `timeLimit` or at `stop` (the validator failed then).
InputCheck runChecktestdata(const ctd::Program& program, const QString& validator, const problem::TestCase& test,
                            std::chrono::milliseconds timeLimit, std::stop_token stop = {});

} // namespace jd::judge
