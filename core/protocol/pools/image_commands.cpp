#include "image_commands.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

#include <map>
#include <optional>

namespace jd::protocol {
namespace {

// A command of an image and the names this machine may have its program under, its own first.
struct ImageCommand {
    const char* name;
    std::vector<const char*> namesHere;
};

// From the images the seed's Dockerfiles start from: python (python, python3, pip, pip3), node (node, npm,
// npx), a JDK (java, javac, jar) and gcc (gcc, g++, cc, c++, make).
const std::map<std::string, std::vector<ImageCommand>>& imageCommands() {
    static const std::map<std::string, std::vector<ImageCommand>> commands = {
        {"python",
         {{"python", {"python", "python3"}},
          {"python3", {"python3"}},
          {"pip", {"pip", "pip3"}},
          {"pip3", {"pip3"}}}},
        {"node", {{"node", {"node", "nodejs"}}, {"npm", {"npm"}}, {"npx", {"npx"}}}},
        {"java", {{"java", {"java"}}, {"javac", {"javac"}}, {"jar", {"jar"}}}},
        {"cpp", {{"gcc", {"gcc"}}, {"g++", {"g++"}}, {"cc", {"cc", "gcc"}}, {"c++", {"c++", "g++"}}, {"make", {"make"}}}},
        {"c", {{"gcc", {"gcc"}}, {"cc", {"cc", "gcc"}}, {"make", {"make"}}}},
    };
    return commands;
}

std::optional<QString> findOn(const QStringList& searchPath, const QString& name) {
    for (const QString& directory : searchPath) {
        const QFileInfo candidate(directory + "/" + name);
        if (candidate.isFile() && candidate.isExecutable()) return candidate.absoluteFilePath();
    }
    return std::nullopt;
}

} // namespace

std::vector<std::string> imageCommandNames(const std::string& profile) {
    std::vector<std::string> names;
    if (auto found = imageCommands().find(profile); found != imageCommands().end())
        for (const ImageCommand& command : found->second)
            names.emplace_back(command.name);
    return names;
}

Result<ImageCommands> linkImageCommands(const std::string& profile, const std::string& directory,
                                        const std::string& searchPath) {
    ImageCommands result;
    const auto found = imageCommands().find(profile);
    if (found == imageCommands().end()) return result;
    const QString linkDirectory = QString::fromStdString(directory);
    if (!QDir().mkpath(linkDirectory)) return fail("cannot create " + directory);
    const QStringList path = QString::fromStdString(searchPath).split(':', Qt::SkipEmptyParts);
    for (const ImageCommand& command : found->second) {
        const QString name = QString::fromLatin1(command.name);
        if (findOn(path, name)) continue; // the machine has it under the image's name
        std::optional<QString> program;
        for (const char* other : command.namesHere)
            if ((program = findOn(path, QString::fromLatin1(other)))) break;
        if (!program) {
            result.missing.emplace_back(command.name);
            continue;
        }
        // The link names the program by the path the sandbox shows it at (the host's own /usr).
        const QString link = linkDirectory + "/" + name;
        QFile::remove(link);
        if (!QFile::link(*program, link)) return fail("cannot link " + link.toStdString());
        result.linked.push_back(std::string(command.name) + " -> " + program->toStdString());
    }
    return result;
}

} // namespace jd::protocol
