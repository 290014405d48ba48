#include "libinteractive_glue.h"

#include "../common/atomic_file.h"
#include "libinteractive/glue_c.h"
#include "libinteractive/glue_python.h"
#include "libinteractive/idl_parser.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace jd::problem {
namespace {

using namespace jd::libinteractive;

// Changed whenever the generated code changes, so that a cached directory is never of an older generator.
constexpr const char* kGlueVersion = "judgedesk-glue-2";

Result<QByteArray> readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": cannot be read");
    return file.readAll();
}

Result<void> writeGenerated(const QString& directory, const GeneratedFile& file) {
    return writeFileAtomically(directory + "/" + QString::fromStdString(file.name),
                               QByteArray::fromStdString(file.text));
}

} // namespace

Result<LibinteractiveGlue> prepareLibinteractiveGlue(const QDir& root, const QString& moduleName,
                                                     const QString& parentLanguage) {
    const QDir interactive(root.filePath("interactive"));
    const QStringList idls = interactive.entryList({"*.idl"}, QDir::Files, QDir::Name);
    if (idls.size() != 1)
        return fail(idls.isEmpty() ? "interactive/: holds no .idl (libinteractive's interface of Main and the "
                                     "contestant's module)"
                                   : "interactive/: holds several .idl files (" + idls.join(", ").toStdString() +
                                         "); libinteractive takes one");
    LibinteractiveGlue glue;
    glue.module = moduleName.isEmpty() ? QFileInfo(idls.first()).completeBaseName() : moduleName;
    static const QRegularExpression validModule(QStringLiteral("^[a-zA-Z_][0-9a-zA-Z]+$"));
    if (!validModule.match(glue.module).hasMatch() || glue.module.size() > 32)
        return fail("settings.json: interactive.ModuleName: " + glue.module.toStdString() +
                    ": expected a name of letters and digits, at most 32 (as omegaUp checks it)");
    const QString idlFile = "interactive/" + idls.first();
    glue.idl = root.absoluteFilePath(idlFile);
    auto idlText = readAll(root.filePath(idlFile));
    if (!idlText) return idlText.failure();
    auto idl = parseIdl(idlText->toStdString(), idlFile.toStdString());
    if (!idl) return idl.failure();
    if (idl->interfaces.size() != 2)
        return fail(idlFile.toStdString() + ": declares " + std::to_string(idl->interfaces.size() - 1) +
                    " contestant interfaces; JudgeDesk judges libinteractive problems of one");
    const Interface& contestant = idl->interfaces[1];
    glue.contestant = QString::fromStdString(contestant.name);

    // Main in its ParentLang: interactive/Main.<ext>, Main.distrib.<ext> being what contestants download.
    QStringList mains = interactive.entryList({"Main.*"}, QDir::Files, QDir::Name);
    mains.removeIf([](const QString& name) { return name.startsWith("Main.distrib."); });
    if (mains.size() != 1)
        return fail(mains.isEmpty() ? "interactive/: holds no Main.<ext> (the problemsetter's program)"
                                    : "interactive/: holds several Main programs (" + mains.join(", ").toStdString() +
                                          ")");
    const QString mainFile = mains.first();
    const QString mainExtension = QFileInfo(mainFile).suffix();
    if (mainExtension != "cpp" && mainExtension != "c")
        return fail("interactive/" + mainFile.toStdString() + ": Main in " + mainExtension.toStdString() +
                    " (ParentLang " + parentLanguage.toStdString() +
                    "); JudgeDesk generates Main's glue in C and C++ only");
    const CLanguage mainLanguage = mainExtension == "c" ? CLanguage::C : CLanguage::Cpp;
    auto mainText = readAll(interactive.filePath(mainFile));
    if (!mainText) return mainText.failure();

    QCryptographicHash digest(QCryptographicHash::Sha256);
    digest.addData(QByteArray(kGlueVersion));
    digest.addData(glue.module.toUtf8() + '\0' + *idlText + '\0' + *mainText);
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
                          "/judgedesk/libinteractive/" + QString::fromLatin1(digest.result().toHex().left(24));
    const std::string module = glue.module.toStdString();
    glue.mainDirectory = cache + "/main";
    glue.languageFiles.insert("c", cache + "/c");
    glue.languageFiles.insert("cpp", cache + "/cpp");
    glue.languageFiles.insert("py", cache + "/py");
    for (const QString& directory : {glue.mainDirectory, cache + "/c", cache + "/cpp", cache + "/py"})
        if (!QDir().mkpath(directory)) return fail("cannot create " + directory.toStdString());
    // Each file is written whole or not at all, so a cached directory is complete or is completed here.
    for (const auto& [directory, file] :
         {std::pair{glue.mainDirectory, cHeader(*idl, contestant, module, mainLanguage)},
          std::pair{glue.mainDirectory, cMainEntry(*idl, contestant, module, mainLanguage)},
          std::pair{cache + "/c", cHeader(*idl, contestant, module, CLanguage::C)},
          std::pair{cache + "/c", cContestantEntry(*idl, contestant, module, CLanguage::C)},
          std::pair{cache + "/cpp", cHeader(*idl, contestant, module, CLanguage::Cpp)},
          std::pair{cache + "/cpp", cContestantEntry(*idl, contestant, module, CLanguage::Cpp)},
          std::pair{cache + "/py", pythonMainModule(*idl, contestant, module)},
          std::pair{cache + "/py", pythonContestantEntry(*idl, contestant, module)}})
        if (auto written = writeGenerated(directory, file); !written) return written.failure();
    if (auto copied = writeFileAtomically(glue.mainDirectory + "/" + mainFile, *mainText); !copied)
        return copied.failure();
    return glue;
}

} // namespace jd::problem
