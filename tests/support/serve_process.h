#pragma once
// A `judgedesk-cli serve` of the test's own on loopback, on the port given or one it found; ended with
// the object. The suites that use it define JUDGEDESK_CLI.
#include <QProcess>
#include <QUrl>

#include <csignal>

namespace jd::test {

class ServeProcess {
public:
    explicit ServeProcess(quint16 port = 0, int parallelism = 2, const QStringList& extra = {}) {
        process_.setProgram(QStringLiteral(JUDGEDESK_CLI));
        process_.setArguments(QStringList{"serve", "--listen", QStringLiteral("127.0.0.1:%1").arg(port),
                                          "--parallelism", QString::number(parallelism)} +
                              extra);
        process_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process_.start();
        QByteArray said;
        while (!said.contains('\n') && process_.waitForReadyRead(20'000))
            said += process_.readAllStandardOutput();
        const qsizetype at = said.indexOf("127.0.0.1:");
        if (at < 0) qFatal("judgedesk-cli serve did not start: %s", said.constData());
        port_ = quint16(said.mid(at + 10).split(' ').first().toUInt());
    }
    // Ended as a person would end it (SIGTERM), so that it tidies up what it made.
    ~ServeProcess() {
        resume();
        if (process_.state() != QProcess::Running) return;
        process_.terminate();
        if (!process_.waitForFinished(5000)) kill();
    }
    ServeProcess(const ServeProcess&) = delete;
    ServeProcess& operator=(const ServeProcess&) = delete;

    quint16 port() const { return port_; }
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(port_); }
    QUrl url() const { return QUrl("http://" + address()); }
    qint64 pid() const { return process_.processId(); }
    void kill() {
        process_.kill();
        process_.waitForFinished();
    }
    // SIGSTOP: the server stalls, its connections open and silent.
    void pause() const { ::kill(pid_t(process_.processId()), SIGSTOP); }
    void resume() const {
        if (process_.state() == QProcess::Running) ::kill(pid_t(process_.processId()), SIGCONT);
    }

private:
    QProcess process_;
    quint16 port_ = 0;
};

} // namespace jd::test
