#pragma once
// "test2" before "test10", the way people number files. QCollator's numeric mode would do it, but it
// compares code points in the C locale, which is what judging machines and CI often run in.
#include <QString>
#include <QStringList>

namespace jd {

bool naturalLess(const QString& a, const QString& b);
void sortNaturally(QStringList& list);

} // namespace jd
