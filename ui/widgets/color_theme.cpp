#include "color_theme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace jd::ui {
namespace {

const QString kSettingsKey = QStringLiteral("view/colors");

// What the desktop gave before any theme was applied, to go back to.
struct SystemLook {
    QPalette palette;
    QString style;
};

SystemLook& systemLook() {
    static SystemLook look{QApplication::palette(), QApplication::style()->name()};
    return look;
}

} // namespace

QString colorThemeKey(ColorTheme theme) {
    switch (theme) {
    case ColorTheme::System: return QStringLiteral("system");
    case ColorTheme::Light: return QStringLiteral("light");
    case ColorTheme::Dark: return QStringLiteral("dark");
    }
    return {};
}

ColorTheme savedColorTheme() {
    const QString key = QSettings().value(kSettingsKey).toString();
    for (ColorTheme theme : {ColorTheme::Light, ColorTheme::Dark})
        if (key == colorThemeKey(theme)) return theme;
    return ColorTheme::System;
}

QPalette darkPalette() {
    QPalette palette;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xdf, 0xe1, 0xe5), accent(0x3d, 0x8e, 0xd8);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2c));
    palette.setColor(QPalette::ToolTipBase, window);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8d, 0x93));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x36, 0x38, 0x3c));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, Qt::white);
    palette.setColor(QPalette::Link, accent.lighter(130));
    palette.setColor(QPalette::Highlight, accent);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, QColor(0x77, 0x7a, 0x80));
    return palette;
}

QPalette lightPalette() {
    QPalette palette;
    const QColor window(0xef, 0xf0, 0xf1), text(0x23, 0x26, 0x29), accent(0x2a, 0x7a, 0xc8);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::AlternateBase, QColor(0xf6, 0xf7, 0xf8));
    palette.setColor(QPalette::ToolTipBase, Qt::white);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0xfc, 0xfc, 0xfc));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Highlight, accent);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, QColor(0xa0, 0xa4, 0xa8));
    return palette;
}

void applyColorTheme(ColorTheme theme) {
    const SystemLook& system = systemLook(); // taken before the first change
    QSettings().setValue(kSettingsKey, colorThemeKey(theme));
    if (theme == ColorTheme::System) {
        QApplication::setStyle(QStyleFactory::create(system.style));
        QApplication::setPalette(system.palette);
        return;
    }
    // Fusion draws with the palette alone, so the colours are the same on every desktop.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == ColorTheme::Dark ? darkPalette() : lightPalette());
}

} // namespace jd::ui
