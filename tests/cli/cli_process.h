#pragma once
// judgedesk-cli as the CLI suites start it: its exit code and what it printed. The suites define
// JUDGEDESK_CLI.
#include <QProcess>
#include <QString>
#include <QStringList>

struct Outcome {
    int exitCode = -1;
    QString out, err;
};

// With `runtimeDirectory`, as XDG_RUNTIME_DIR: where sandbox pools publish their figures.
inline Outcome cli(const QStringList& arguments, const QString& runtimeDirectory = {}) {
    QProcess process;
    if (!runtimeDirectory.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("XDG_RUNTIME_DIR", runtimeDirectory);
        process.setProcessEnvironment(environment);
    }
    process.start(QStringLiteral(JUDGEDESK_CLI), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) qFatal("judgedesk-cli hung");
    if (process.exitStatus() != QProcess::NormalExit) qFatal("judgedesk-cli crashed");
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}
