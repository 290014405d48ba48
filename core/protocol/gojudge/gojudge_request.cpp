#include "gojudge_request.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace jd::gojudge {
namespace {

// Thrown inside this file only, from however deep the field is, and turned into a RequestError at the
// two entry points: the reader stays as flat as the JSON it reads.
struct Refused {
    int httpStatus;
    QString message;
};

[[noreturn]] void refuse(const QString& field, const QString& why, int status = 400) {
    throw Refused{status, field + ": " + why};
}

bool absent(const QJsonValue& value) { return value.isUndefined() || value.isNull(); }

QString text(const QJsonValue& value, const QString& field) {
    if (!value.isString()) refuse(field, QStringLiteral("expected a string"));
    return value.toString();
}

bool flag(const QJsonValue& value, const QString& field) {
    if (absent(value)) return false;
    if (!value.isBool()) refuse(field, QStringLiteral("expected true or false"));
    return value.toBool();
}

uint64_t count(const QJsonValue& value, const QString& field) {
    if (absent(value)) return 0;
    const double number = value.toDouble(-1);
    // Limits past 2^53 are not exact in JSON numbers anyway; 2^62 is beyond any real limit.
    if (!value.isDouble() || number < 0 || number != std::floor(number) || number > 4.6e18)
        refuse(field, QStringLiteral("expected a whole number, 0 or more"));
    return uint64_t(number);
}

QStringList texts(const QJsonValue& value, const QString& field) {
    if (absent(value)) return {};
    if (!value.isArray()) refuse(field, QStringLiteral("expected an array of strings"));
    QStringList list;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i)
        list << text(array[i], QStringLiteral("%1[%2]").arg(field).arg(i));
    return list;
}

// Node's Buffer as JSON.stringify writes it: {"type": "Buffer", "data": [bytes]}.
QByteArray bytes(const QJsonValue& value, const QString& field) {
    if (value.isString()) return value.toString().toUtf8();
    const QJsonObject object = value.toObject();
    if (value.isObject() && object["type"] == QStringLiteral("Buffer") && object["data"].isArray()) {
        QByteArray data;
        const QJsonArray array = object["data"].toArray();
        data.reserve(array.size());
        for (const QJsonValue& byte : array) {
            const int number = byte.toInt(-1);
            if (!byte.isDouble() || number < 0 || number > 255) refuse(field, QStringLiteral("expected bytes"));
            data.append(char(number));
        }
        return data;
    }
    refuse(field, QStringLiteral("expected a string or a Buffer"));
}

FileSpec fileSpec(const QJsonValue& value, const QString& field) {
    if (absent(value)) return PipeSlot{};
    if (!value.isObject()) refuse(field, QStringLiteral("expected a file object or null"));
    const QJsonObject object = value.toObject();
    if (!absent(object["src"])) return LocalFile{text(object["src"], field + ".src")};
    if (!absent(object["content"])) return MemoryFile{bytes(object["content"], field + ".content")};
    if (!absent(object["fileId"])) return PreparedFile{text(object["fileId"], field + ".fileId")};
    if (!absent(object["name"])) {
        Collector collector{text(object["name"], field + ".name"), 0, flag(object["pipe"], field + ".pipe")};
        collector.max = int64_t(count(object["max"], field + ".max"));
        return collector;
    }
    if (flag(object["streamIn"], field + ".streamIn")) return StreamIn{};
    if (flag(object["streamOut"], field + ".streamOut")) return StreamOut{};
    refuse(field, QStringLiteral("a file of no known type (src, content, fileId, name, streamIn or streamOut)"));
}

CopyInSpec copyInSpec(const QJsonValue& value, const QString& field) {
    if (!value.isObject()) refuse(field, QStringLiteral("expected a file object"));
    const QJsonObject object = value.toObject();
    if (!absent(object["src"])) return LocalFile{text(object["src"], field + ".src")};
    if (!absent(object["content"])) return MemoryFile{bytes(object["content"], field + ".content")};
    if (!absent(object["fileId"])) return PreparedFile{text(object["fileId"], field + ".fileId")};
    if (!absent(object["symlink"])) return Symlink{text(object["symlink"], field + ".symlink")};
    refuse(field, QStringLiteral("a file of no known type (src, content, fileId or symlink)"));
}

QList<CopyOut> copyOuts(const QJsonValue& value, const QString& field) {
    QList<CopyOut> list;
    for (QString name : texts(value, field)) {
        const bool optional = name.endsWith('?');
        if (optional) name.chop(1);
        if (name.isEmpty()) refuse(field, QStringLiteral("an empty file name"));
        list << CopyOut{name, optional};
    }
    return list;
}

Cmd cmd(const QJsonValue& value, const QString& field) {
    if (!value.isObject()) refuse(field, QStringLiteral("expected an object"));
    const QJsonObject object = value.toObject();
    Cmd cmd;
    cmd.args = texts(object["args"], field + ".args");
    if (cmd.args.isEmpty()) refuse(field + ".args", QStringLiteral("expected the program and its arguments"));
    cmd.env = texts(object["env"], field + ".env");
    if (!absent(object["files"])) {
        if (!object["files"].isArray()) refuse(field + ".files", QStringLiteral("expected an array"));
        const QJsonArray files = object["files"].toArray();
        for (qsizetype i = 0; i < files.size(); ++i)
            cmd.files << fileSpec(files[i], QStringLiteral("%1.files[%2]").arg(field).arg(i));
    }
    cmd.tty = flag(object["tty"], field + ".tty");
    cmd.cpuLimit = count(object["cpuLimit"], field + ".cpuLimit");
    cmd.clockLimit = count(object["clockLimit"], field + ".clockLimit");
    if (const uint64_t real = count(object["realCpuLimit"], field + ".realCpuLimit")) cmd.clockLimit = real;
    if (!cmd.clockLimit) cmd.clockLimit = cmd.cpuLimit;
    cmd.memoryLimit = count(object["memoryLimit"], field + ".memoryLimit");
    cmd.stackLimit = count(object["stackLimit"], field + ".stackLimit");
    cmd.procLimit = count(object["procLimit"], field + ".procLimit");
    cmd.cpuRateLimit = count(object["cpuRateLimit"], field + ".cpuRateLimit");
    if (!absent(object["cpuSetLimit"])) cmd.cpuSetLimit = text(object["cpuSetLimit"], field + ".cpuSetLimit");
    cmd.dataSegmentLimit = flag(object["dataSegmentLimit"], field + ".dataSegmentLimit") ||
                           flag(object["strictMemoryLimit"], field + ".strictMemoryLimit");
    cmd.addressSpaceLimit = flag(object["addressSpaceLimit"], field + ".addressSpaceLimit");
    if (!absent(object["copyIn"])) {
        if (!object["copyIn"].isObject()) refuse(field + ".copyIn", QStringLiteral("expected an object"));
        const QJsonObject copyIn = object["copyIn"].toObject();
        for (auto file = copyIn.begin(); file != copyIn.end(); ++file) {
            if (file.key().isEmpty()) refuse(field + ".copyIn", QStringLiteral("an empty file name"));
            cmd.copyIn.insert(file.key(), copyInSpec(file.value(), field + ".copyIn[" + file.key() + "]"));
        }
    }
    cmd.copyOut = copyOuts(object["copyOut"], field + ".copyOut");
    cmd.copyOutCached = copyOuts(object["copyOutCached"], field + ".copyOutCached");
    if (!absent(object["copyOutDir"])) cmd.copyOutDir = text(object["copyOutDir"], field + ".copyOutDir");
    cmd.copyOutMax = count(object["copyOutMax"], field + ".copyOutMax");
    return cmd;
}

PipeEnd pipeEnd(const QJsonValue& value, const QString& field, qsizetype commands) {
    if (!value.isObject()) refuse(field, QStringLiteral("expected {index, fd}"));
    const QJsonObject object = value.toObject();
    const uint64_t index = count(object["index"], field + ".index");
    const uint64_t fd = count(object["fd"], field + ".fd");
    if (index >= uint64_t(commands)) refuse(field + ".index", QStringLiteral("no such cmd"), 500);
    return {int(index), int(std::min<uint64_t>(fd, 1 << 20))};
}

Request request(const QJsonObject& object) {
    Request request;
    if (!absent(object["requestId"])) request.requestId = text(object["requestId"], QStringLiteral("requestId"));
    const QJsonValue commands = object["cmd"];
    if (!absent(commands) && !commands.isArray()) refuse(QStringLiteral("cmd"), QStringLiteral("expected an array"));
    const QJsonArray array = commands.toArray();
    if (array.isEmpty()) throw Refused{400, QStringLiteral("no cmd provided")};
    for (qsizetype i = 0; i < array.size(); ++i)
        request.cmd << cmd(array[i], QStringLiteral("cmd[%1]").arg(i));
    const QJsonValue pipes = object["pipeMapping"];
    if (!absent(pipes)) {
        if (!pipes.isArray()) refuse(QStringLiteral("pipeMapping"), QStringLiteral("expected an array"));
        const QJsonArray mappings = pipes.toArray();
        for (qsizetype i = 0; i < mappings.size(); ++i) {
            const QString field = QStringLiteral("pipeMapping[%1]").arg(i);
            if (!mappings[i].isObject()) refuse(field, QStringLiteral("expected an object"));
            const QJsonObject mapping = mappings[i].toObject();
            PipeMap map;
            map.in = pipeEnd(mapping["in"], field + ".in", array.size());
            map.out = pipeEnd(mapping["out"], field + ".out", array.size());
            map.proxy = flag(mapping["proxy"], field + ".proxy");
            if (!absent(mapping["name"])) map.name = text(mapping["name"], field + ".name");
            map.max = count(mapping["max"], field + ".max");
            request.pipeMapping << map;
        }
    }
    return request;
}

} // namespace

std::variant<Request, RequestError> parseRequest(const QJsonObject& object) {
    try {
        return request(object);
    } catch (const Refused& refused) { return RequestError{refused.httpStatus, refused.message}; }
}

std::variant<Request, RequestError> parseRequest(const QByteArray& json) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return RequestError{400, QStringLiteral("not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset)};
    if (!document.isObject()) return RequestError{400, QStringLiteral("expected a JSON object")};
    return parseRequest(document.object());
}

} // namespace jd::gojudge
