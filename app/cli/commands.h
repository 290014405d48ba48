#pragma once
#include <QStringList>

// Exit statuses beyond 0 (all accepted / same) and 1 (something rejected / different): 2 is bad input,
// 3 a failure inside, 4 judged and reported but the results database could not keep it.
inline constexpr int kJudgedButNotStored = 4;

// Each command takes its own arguments (without the command name) and returns the process exit code.
int doctorCommand(const QStringList& arguments);
int runCommand(const QStringList& arguments);
int servePipesCommand(const QStringList& arguments);
int serveCommand(const QStringList& arguments);
int poolsCommand(const QStringList& arguments);
int sandboxManagerCommand(const QStringList& arguments);
int judgeCommand(const QStringList& arguments);
int verifyCommand(const QStringList& arguments);
int contestCommand(const QStringList& arguments);
int calibrateCommand(const QStringList& arguments);
int diffCommand(const QStringList& arguments);
int historyCommand(const QStringList& arguments);
int newCommand(const QStringList& arguments);
int exportCommand(const QStringList& arguments);
int validateCommand(const QStringList& arguments);
int generateCommand(const QStringList& arguments);
int stressCommand(const QStringList& arguments);
