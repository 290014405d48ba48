#pragma once
// One line on the terminal that redraws itself as work is done; nothing when stderr is not a terminal
// (a log file gets no carriage returns). Safe to call from the judge's worker threads.
#include <QMutex>
#include <QString>

class ProgressBar {
public:
    void show(int done, int total, const QString& label = {});
    void clear();

private:
    QMutex mutex_;
    bool shown_ = false;
};
