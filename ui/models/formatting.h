#pragma once
// How measurements read in every table of the GUI: seconds to the millisecond, MiB to a tenth, scores
// without trailing zeros; in the C locale so that columns line up the same everywhere.
#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <chrono>
#include <cstdint>

namespace jd::ui {

inline QString formatSeconds(std::chrono::nanoseconds time) {
    return QLocale::c().toString(time.count() / 1e9, 'f', 3) + QStringLiteral(" s");
}

inline QString formatMebibytes(uint64_t bytes) {
    return QLocale::c().toString(bytes / 1048576.0, 'f', 1) + QStringLiteral(" MiB");
}

inline QString formatScore(double score) { return QLocale::c().toString(score, 'g', 6); }

// The core's errors are fragments ("an omegaUp problem cannot be …") meant to follow a file's name; a
// message box shows them as a sentence of their own.
inline QString asSentence(QString text) {
    text = text.trimmed();
    if (text.isEmpty()) return text;
    text[0] = text[0].toUpper();
    if (!text.endsWith('.') && !text.endsWith('!') && !text.endsWith('?')) text += '.';
    return text;
}

// The columns of every table of tests (a judging's, a stored judgement's), in this order.
enum class TestColumn { Test, Verdict, Time, Memory, Score, Message, Count };

inline QString testColumnTitle(int column) {
    static const char* const titles[] = {
        QT_TRANSLATE_NOOP("TestColumn", "Test"),  QT_TRANSLATE_NOOP("TestColumn", "Verdict"),
        QT_TRANSLATE_NOOP("TestColumn", "Time"),  QT_TRANSLATE_NOOP("TestColumn", "Memory"),
        QT_TRANSLATE_NOOP("TestColumn", "Score"), QT_TRANSLATE_NOOP("TestColumn", "Message")};
    if (column < 0 || column >= static_cast<int>(TestColumn::Count)) return {};
    return QCoreApplication::translate("TestColumn", titles[column]);
}

} // namespace jd::ui
