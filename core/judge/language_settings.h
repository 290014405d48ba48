#pragma once
// A person's own compile and run commands for a language, kept in the user's languages file (which
// overrides the built-in table by id): only those two values are written, the rest of the file (other
// languages, comments) stays as it was, and a file that would not load is never written.
#include "../common/result.h"

#include <QString>
#include <QStringList>

namespace jd::judge {

Result<void> saveLanguageCommands(const QString& userFile, const QString& id, const QStringList& compile,
                                  const QStringList& run);
// The language as the built-in table has it again: its entry leaves the user's file.
Result<void> resetLanguage(const QString& userFile, const QString& id);

} // namespace jd::judge
