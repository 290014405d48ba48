#pragma once
// A judging page with a controller of its own: what the Judge page's specifications open problems on.
#include "controllers/judging_controller.h"
#include "widgets/judging_view.h"

#include <QSignalSpy>

#include <optional>

namespace jd::test {

// Keeps its judgements in `store`, not in the user's database.
struct JudgingPage {
    ui::JudgingController controller;
    ui::JudgingView view{&controller};

    explicit JudgingPage(const QString& store) {
        controller.setStorePath(store);
        view.resize(1200, 700);
    }
    bool open(const QString& problem) {
        QSignalSpy opened(&controller, &ui::JudgingController::problemOpened);
        view.openProblem(problem);
        return opened.wait(30000);
    }
    // Judges `sources` and waits for the report.
    std::optional<judge::JudgeReport> judge(const QStringList& sources) {
        QSignalSpy finished(&controller, &ui::JudgingController::judgingFinished);
        view.setSources(sources);
        view.startJudging();
        if (!finished.wait(120000)) return std::nullopt;
        return finished.first().first().value<judge::JudgeReport>();
    }
};

} // namespace jd::test
