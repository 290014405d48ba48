#include "commands.h"
#include "diagnostics/doctor.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

int doctorCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Reports what this machine gives JudgeDesk's sandbox and which compilers "
                                     "and interpreters it found.");
    parser.addHelpOption();
    parser.addOption({"json", "Print the report as JSON."});
    parser.process(arguments);
    jd::DoctorReport report = jd::runDoctor();
    QTextStream out(stdout);
    if (parser.isSet("json"))
        out << QJsonDocument(jd::doctorJson(report)).toJson(QJsonDocument::Indented);
    else
        out << jd::doctorText(report);
    return report.sandbox ? 0 : 1;
}
