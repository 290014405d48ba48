#include "cold_start.h"

#include <QElapsedTimer>
#include <QProcess>

double coldStart(const QString& binary, const QString& configHome, const QProcessEnvironment& extra) {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("QT_QPA_PLATFORM", "offscreen");
    environment.insert("XDG_CONFIG_HOME", configHome); // a first start, whatever the user's settings
    environment.insert(extra);
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer clock;
    clock.start();
    process.start(binary, {"--quit-after-first-paint"});
    double painted = -1;
    while (painted < 0 && process.waitForReadyRead(60000))
        if (process.readAllStandardOutput().contains("painted")) painted = clock.nsecsElapsed() / 1e6;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return -1;
    return painted;
}
