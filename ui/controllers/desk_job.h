#pragma once
// What a job of any page takes with it to its thread: all it needs and nothing of the runner that started it,
// which may be gone before it ends. Made on the UI thread by JudgingController::newJob.
#include "job_relay.h"
#include "judge/judge_options.h"
#include "judge/languages.h"
#include "kept_runs.h"
#include "session/sample_coalescer.h"

#include <memory>
#include <stop_token>

namespace jd::ui {

class JudgingController;

struct DeskJob {
    std::shared_ptr<KeptRuns> runs;
    judge::LanguageRegistry languages;
    judge::JudgeOptions options;                       // the workers, pinning and default limits set when it began
    std::shared_ptr<JobRelay<JudgingController>> desk; // for what every page hears: the sandbox started, ...
    std::stop_token stop;

    // The local runs for the job's workers, the sandbox started first if no job started it yet.
    KeptRuns::Started startRuns() const;
    // Said on the UI thread (the Store failed: ... line of the window).
    void storeFailed(const QString& message) const;
};

// A coalescer the jobs feeding it may hold past their runner: deleted on its own thread when the last lets go.
std::shared_ptr<session::SampleCoalescer> sharedCoalescer();

} // namespace jd::ui
