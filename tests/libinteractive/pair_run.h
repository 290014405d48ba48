#pragma once
// Main and a contestant of the generated glue run as the judge joins them, for the glue's tests: with crossed
// pipes, what one writes on its standard output the other reads on its standard input; Main given its case and
// its output file through the environment, as the judge gives them.
#include <QFile>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace jd::test {

inline bool writeFile(const QString& path, const std::string& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text.data(), qint64(text.size())) == qint64(text.size());
}

struct PairRun {
    int mainStatus = -1, contestantStatus = -1; // exit statuses, or 128 + the signal
    QString output;                             // what Main wrote for the validator
};

inline int statusOf(pid_t pid) {
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// Main and the contestant (each a command: a binary, or an interpreter and its script) started with crossed
// pipes.
inline PairRun runPair(const QStringList& mainCommand, const QStringList& contestantCommand, const QString& input,
                       const QString& output) {
    int toContestant[2], toMain[2];
    if (pipe(toContestant) != 0 || pipe(toMain) != 0) qFatal("pipe");
    const QByteArray inputVariable = "LIBINTERACTIVE_INPUT=" + input.toUtf8();
    const QByteArray outputVariable = "LIBINTERACTIVE_OUTPUT=" + output.toUtf8();
    const QByteArray path = "PATH=/usr/bin:/bin";
    auto start = [&](const QStringList& command, int in, int out, bool isMain) {
        std::vector<QByteArray> words;
        for (const QString& word : command)
            words.push_back(word.toUtf8());
        std::vector<char*> arguments;
        for (QByteArray& word : words)
            arguments.push_back(word.data());
        arguments.push_back(nullptr);
        char* withFiles[] = {const_cast<char*>(inputVariable.constData()),
                             const_cast<char*>(outputVariable.constData()), const_cast<char*>(path.constData()),
                             nullptr};
        char* without[] = {const_cast<char*>(path.constData()), nullptr};
        const pid_t pid = fork();
        if (pid == 0) {
            dup2(in, 0);
            dup2(out, 1);
            for (int fd : {toContestant[0], toContestant[1], toMain[0], toMain[1]})
                close(fd);
            execve(arguments[0], arguments.data(), isMain ? withFiles : without);
            _exit(127);
        }
        return pid;
    };
    const pid_t contestant = start(contestantCommand, toContestant[0], toMain[1], false);
    const pid_t main = start(mainCommand, toMain[0], toContestant[1], true);
    for (int fd : {toContestant[0], toContestant[1], toMain[0], toMain[1]})
        close(fd);
    PairRun run;
    run.mainStatus = statusOf(main);
    run.contestantStatus = statusOf(contestant);
    QFile written(output);
    if (written.open(QIODevice::ReadOnly)) run.output = QString::fromUtf8(written.readAll());
    return run;
}

} // namespace jd::test
