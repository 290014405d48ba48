#pragma once
// How a command says it was called wrongly: "judgedesk-cli COMMAND: what was wrong" on stderr, and the
// exit status for it. Each command keeps one: `constexpr UsageError usageError{"judge"};`.
#include <QString>
#include <QTextStream>

namespace jd::cli {

constexpr int kUsageError = 2;

class UsageError {
public:
    explicit constexpr UsageError(const char* command)
        : command_(command) {}
    int operator()(const QString& message) const {
        QTextStream(stderr) << "judgedesk-cli " << command_ << ": " << message << '\n';
        return kUsageError;
    }

private:
    const char* command_;
};

} // namespace jd::cli
