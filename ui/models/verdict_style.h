#pragma once
// How verdicts look wherever the GUI shows them: one colour per kind of outcome, readable on light and
// dark themes (the text stays the theme's; only the cell's background is tinted).
#include "judge/verdict.h"

#include <QColor>

namespace jd::ui {

QColor verdictColor(judge::Verdict verdict);

} // namespace jd::ui
