#pragma once
// How a judged submission is named in lists of judgements (History, `judgedesk-cli history`): with its folder,
// which says whose it is (a contestant's) or what it should get (accepted/, wrong_answer/).
#include <QString>

namespace jd::store {

// "accepted/sum.cpp", "alice/max.cpp"; a folder named for the problem (LemonLime's source/bob/rev/rev.cpp) says
// neither, so the one above it is named too: "bob/rev/rev.cpp".
QString submissionLabel(const QString& path);

} // namespace jd::store
