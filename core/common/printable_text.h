#pragma once
// Text that came from a package, a program or a checker (test names, output, feedback, file names) on
// its way to a terminal, a JUnit or HTML report: control characters would recolour or rewrite the
// terminal (ESC), break XML (NUL), or reorder what a reader sees (bidirectional overrides). They are
// shown as escapes instead; everything else passes unchanged.
#include <QString>

namespace jd {

enum class Newlines { Keep, Escape };

// C0 and C1 controls but tab (and newline with Newlines::Keep), DEL, and the bidirectional embedding,
// override and isolate characters become \xNN or \uNNNN.
QString printable(const QString& text, Newlines newlines = Newlines::Escape);

} // namespace jd
