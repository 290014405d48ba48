#pragma once
// With JUDGEDESK_SCREENSHOTS=DIR set, GUI tests save what they show there as PNGs to look at.
#include <QString>
#include <QWidget>

namespace jd::test {

inline void screenshot(QWidget& widget, const QString& name) {
    const QString dir = qEnvironmentVariable("JUDGEDESK_SCREENSHOTS");
    if (!dir.isEmpty()) widget.grab().save(dir + "/" + name + ".png");
}

} // namespace jd::test
