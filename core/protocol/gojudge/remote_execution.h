#pragma once
// The judge's executions as go-judge cmds and go-judge's results as the sandbox's: what lets a go-judge
// server (go-judge itself or another JudgeDesk) run the judge's programs and get the verdicts a local run
// gets. A cmd's world is its working directory /w: the program's directory is copied to /w/program (the
// words naming /program follow it), and an execution's own working directory becomes /w itself.
#include "common/result.h"
#include "judge/executor.h"

#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QString>

namespace jd::gojudge {

inline constexpr char kRemoteProgramDirectory[] = "/w/program";
inline constexpr char kRemoteOutput[] = "stdout";
inline constexpr char kRemoteError[] = "stderr";

// The host files an execution needs on the server, each uploaded there and named by its fileId.
struct RemoteInputs {
    QString input;                 // standard input; empty: none
    QMap<QString, QString> copyIn; // name in /w -> host file
    QSet<QString> transient;       // host files of this run alone (its working directory's), not worth keeping
    QStringList hostFiles() const; // every host file above, once
};
Result<RemoteInputs> remoteInputsOf(const judge::Execution& execution);

// A word of the command or the environment as the server sees it: "/program/main" is "/w/program/main".
QString remoteWord(const QString& word);

// The request's one cmd; `fileIds` gives each host file of `inputs` its id on the server. The standard
// output comes back cached (its bytes exactly, whatever they are), the standard error as text, the
// produced files cached when they exist.
QJsonObject remoteCmdOf(const judge::Execution& execution, const RemoteInputs& inputs,
                        const QHash<QString, QString>& fileIds);

// How the run ended in the sandbox's terms, from go-judge's result of the cmd.
sandbox::RunResult runResultOf(const QJsonObject& result, const judge::Execution& execution);

// The most bytes a collected output or produced file may have: the output limit, else go-judge's own
// copy-out bound. A download stops one byte past it, so that a server sending more is seen to.
qint64 outputMaxOf(const judge::Execution& execution);

// The run once its standard output or a produced file came back with `bytes` bytes: past the bound is
// the output limit (or, under truncation, fine), whatever the server said.
void settleOutputSize(sandbox::RunResult& run, const judge::Execution& execution, qint64 bytes);

} // namespace jd::gojudge
