#pragma once
// Runs a checktestdata program over an input, as DOMjudge's checktestdata (5f981cd) runs it: the same
// reading of integers and floats, the same whitespace rules (strict, or loosened with -w), std::regex's
// POSIX-extended flavour with the longest match, the same variables and loops. The answer is theirs too:
// accepted (exit 0), rejected (exit 1, with the line and column of the input and the command that failed),
// or the program's own error (exit 2).
#include "syntax_tree.h"

#include <chrono>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

namespace jd::ctd {

struct CheckOptions {
    bool whitespaceOk = false; // -w
    std::stop_token stop;
    std::optional<std::chrono::steady_clock::time_point> deadline;
};

struct CheckResult {
    enum class Outcome { Accepted, Rejected, ProgramError, Stopped };
    Outcome outcome = Outcome::Accepted;
    std::string message; // what failed, in words
    // Rejected: where in the input (1-based; the column counts bytes), and the command that did not match.
    int inputLine = 0, inputColumn = 0;
    std::string command;
    Place commandPlace; // in the program
    // "line 3, character 7 of the input does not match INT(1,n) (program line 2): 0 is less than 1"
    std::string describe() const;
    int exitCode() const; // checktestdata's: 0, 1, 2 (and 2 for stopped)
};

CheckResult check(const Program& program, std::string_view input, const CheckOptions& options = {});

} // namespace jd::ctd
