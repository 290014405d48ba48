#pragma once
// Light and dark looks for the whole application, or the desktop's own: chosen in View ▸ Colours,
// remembered, applied to every window at once (the source editors follow with their highlighting).
#include <QPalette>
#include <QString>

namespace jd::ui {

enum class ColorTheme { System, Light, Dark };

QString colorThemeKey(ColorTheme theme); // "system", "light", "dark": how QSettings keeps it
ColorTheme savedColorTheme();
// Applies `theme` and remembers it. The system look is the style's own palette as the application started.
void applyColorTheme(ColorTheme theme);
QPalette darkPalette();
QPalette lightPalette();

} // namespace jd::ui
