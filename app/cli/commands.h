#pragma once
#include <QStringList>

// Each command takes its own arguments (without the command name) and returns the process exit code.
int doctorCommand(const QStringList& arguments);
int runCommand(const QStringList& arguments);
int judgeCommand(const QStringList& arguments);
int verifyCommand(const QStringList& arguments);
int contestCommand(const QStringList& arguments);
int calibrateCommand(const QStringList& arguments);
int diffCommand(const QStringList& arguments);
