#pragma once
// An omegaUp libinteractive problem's two programs made buildable: interactive/<module>.idl read, and the glue
// generated (core/libinteractive) into a directory of JudgeDesk's cache, never into the package: Main's sources
// with its entry, and for each contestant language the glue compiled with the contestant's module.
#include "../common/result.h"

#include <QDir>
#include <QHash>
#include <QString>

namespace jd::problem {

struct LibinteractiveGlue {
    QString module;            // settings.json's interactive.ModuleName, else the .idl's name
    QString contestant;        // the interface the contestant implements
    QString idl;               // interactive/<module>.idl, absolute
    QString mainDirectory;     // Main.<ext>, Main_entry.<ext> and <module>.h: built as the interactor
    // "c", "cpp" -> a directory with <module>.h and the entry; "py" -> Main.py and the entry
    QHash<QString, QString> languageFiles;
};

// `root` is the repository; `moduleName` and `parentLanguage` are settings.json's interactive.ModuleName and
// ParentLang (either may be empty). An error names the file: the .idl with its line and column, or what is
// missing in interactive/.
Result<LibinteractiveGlue> prepareLibinteractiveGlue(const QDir& root, const QString& moduleName,
                                                     const QString& parentLanguage);

} // namespace jd::problem
