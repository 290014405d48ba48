#pragma once
// How this machine judges, as the person set it in Settings and QSettings keeps it: workers, CPU
// pinning, the time and memory limits for packages that name none, the go-judge servers the
// submissions run on instead of here.
#include <QString>
#include <QStringList>

namespace jd::ui {

class JudgingController;

struct JudgingSettings {
    int workers = 0; // 0: one per core
    bool pinned = true;
    double defaultTimeLimit = 1.0; // seconds
    int defaultMemoryMiB = 0;      // 0: the package's system's own default (Kattis 2048 MiB, LemonLime 512)
    int compileMemoryMiB = 0;      // 0: the package's system's own compile limit (none for Kattis, DOMjudge 2048)
    QStringList executors;         // go-judge server addresses; empty: the submissions run here
    QString executorToken;

    static JudgingSettings load();
    void save() const;
    void applyTo(JudgingController& controller) const;
};

} // namespace jd::ui
