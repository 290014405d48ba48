// judgedesk-cli serve: this machine as a go-judge server (see core/protocol/gojudge/gojudge_server.h).
#include "commands.h"
#include "interruption.h"
#include "protocol/gojudge/gojudge_server.h"
#include "sandbox/sandbox.h"
#include "session/judging_session.h"
#include "usage_error.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QTextStream>
#include <QThread>

#include <stop_token>

using namespace jd;

namespace {

constexpr jd::cli::UsageError usageError{"serve"};

} // namespace

int serveCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Serves go-judge's API (POST /run, /file, /file/ID, /version, /config) on HTTP, so that a go-judge "
        "client (Hydro's judge, HOJ, a fleet of JudgeDesk judges) runs its programs in this machine's sandbox. "
        "It listens on loopback unless told otherwise; with --auth-token every request but /version and /config "
        "must carry 'Authorization: Bearer TOKEN'. Ctrl-C stops it.");
    parser.addHelpOption();
    parser.addOptions({
        {"listen", "Where to listen (default 127.0.0.1:5050; port 0 takes a free one).", "HOST:PORT", "127.0.0.1:5050"},
        {"auth-token", "The bearer token every request must carry.", "TOKEN"},
        {"file-store", "Keep the cached files in DIR, across restarts (default: a private directory).", "DIR"},
        {"parallelism", "How many runs at once (default: the cores).", "N"},
        {"copy-out-dir-root", "Let a cmd's copyOutDir dump its /w below DIR (refused otherwise).", "DIR"},
    });
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);

    gojudge::ServerOptions options;
    const QString listen = parser.value("listen");
    const qsizetype colon = listen.lastIndexOf(':');
    bool portOk = false;
    const uint port = colon < 0 ? 0 : listen.mid(colon + 1).toUInt(&portOk);
    QString host = colon < 0 ? QString() : listen.left(colon);
    if (host.startsWith('[') && host.endsWith(']')) host = host.mid(1, host.size() - 2);
    if (!portOk || port > 65535 || !options.address.setAddress(host))
        return usageError("--listen " + listen + ": expected HOST:PORT, an address and a port (127.0.0.1:5050)");
    options.port = quint16(port);
    options.authToken = parser.value("auth-token");
    if (parser.isSet("copy-out-dir-root")) {
        const QString root = parser.value("copy-out-dir-root");
        if (!QDir().mkpath(root)) return usageError("--copy-out-dir-root: cannot create " + root);
        options.runner.copyOutDirRoot = QDir(root).canonicalPath();
    }
    if (parser.isSet("parallelism")) {
        bool ok = false;
        options.parallelism = parser.value("parallelism").toInt(&ok);
        if (!ok || options.parallelism < 1 || options.parallelism > 256)
            return usageError("--parallelism " + parser.value("parallelism") + ": expected from 1 to 256");
    }
    const int parallelism = options.parallelism > 0 ? options.parallelism : std::max(1, QThread::idealThreadCount());

    // The sandbox a judging session starts for as many jobs: a request's cmds (an interactive pair) take a slot each.
    auto sandbox = session::startSandbox(parallelism);
    if (!sandbox) return usageError(QString::fromStdString(sandbox.error()));
    auto files = gojudge::FileStore::open(parser.value("file-store"), {});
    if (!files) return usageError("--file-store: " + QString::fromStdString(files.error()));
    gojudge::Server server(sandbox.value(), *files.value(), options);
    if (auto listening = server.listen(); !listening) return usageError(QString::fromStdString(listening.error()));

    QTextStream out(stdout);
    const bool loopback = options.address.isLoopback();
    out << "Serving go-judge's API on http://"
        << (options.address.protocol() == QAbstractSocket::IPv6Protocol ? "[" + options.address.toString() + "]"
                                                                        : options.address.toString())
        << ":" << server.port() << " (" << parallelism << " runs at once, "
        << QString::fromStdString(sandbox.value()->report().isolationDescription) << ")\n";
    if (!loopback && options.authToken.isEmpty())
        out << "Warning: listening beyond this machine without --auth-token: anyone who reaches it runs programs "
               "here.\n";
    out.flush();
    std::stop_callback stop(cli::interruptionToken(), [] {
        QMetaObject::invokeMethod(QCoreApplication::instance(), &QCoreApplication::quit, Qt::QueuedConnection);
    });
    QCoreApplication::exec();
    return cli::interrupted() ? cli::kInterrupted : 0;
}
