#pragma once
// Which tests do the work of rejecting the wrong submissions: for each submission expected to be
// rejected, the tests that reject it, the test that alone does (one to keep at all costs), and the tests
// that reject none (candidates to strengthen or drop).
#include "verification.h"

#include <QHash>

namespace jd::judge {

struct TestStrength {
    QStringList wrongSubmissions;           // judged, and expected to be rejected
    QHash<QString, QStringList> rejectedBy; // wrong submission → the tests that reject it
    QHash<QString, QStringList> rejects;    // test → the wrong submissions it rejects
    QHash<QString, QString> onlyRejectedBy; // wrong submission → the one test that rejects it
    QStringList rejectingNothing;           // tests that reject no wrong submission
    QStringList neverRejected;              // wrong submissions that every test accepts
    // Wrong submissions judged only up to the test that decided their verdict (early_stop.h): what the later
    // tests would do to them is not known, so none of them counts for onlyRejectedBy or rejectingNothing.
    QStringList stoppedEarly;
};

TestStrength testStrength(const problem::Problem& problem, const Verification& verification);

} // namespace jd::judge
