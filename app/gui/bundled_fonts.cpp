#include "bundled_fonts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontDatabase>

void useBundledFontsWhereTheHostHasNone() {
    const QDir fonts(QCoreApplication::applicationDirPath() + "/../share/judgedesk/fonts");
    if (!fonts.exists() || !QFontDatabase::families().isEmpty()) return;
    for (const QString& file : fonts.entryList({"*.ttf", "*.otf"}, QDir::Files))
        QFontDatabase::addApplicationFont(fonts.filePath(file));
}
