#include "verdict_style.h"

namespace jd::ui {

QColor verdictColor(judge::Verdict verdict) {
    using judge::Verdict;
    switch (verdict) {
    case Verdict::AC: return QColor(46, 160, 67, 90);
    case Verdict::WA:
    case Verdict::PE: return QColor(218, 54, 51, 90);
    case Verdict::TLE:
    case Verdict::ILE: return QColor(210, 153, 34, 100);
    case Verdict::MLE:
    case Verdict::OLE: return QColor(163, 113, 247, 90);
    case Verdict::RE:
    case Verdict::RF: return QColor(219, 109, 40, 100);
    case Verdict::CE: return QColor(110, 118, 129, 90);
    case Verdict::JE: return QColor(31, 111, 235, 90);
    case Verdict::NotRun: break;
    }
    return {};
}

} // namespace jd::ui
