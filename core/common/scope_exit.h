#pragma once
// Runs a clean-up when the scope ends, whichever way it ends, unless dismissed: what a function makes on the
// way and hands over only at its end (a slot, a directory) is undone on every early return without each
// return saying so.
#include <utility>

namespace jd {

template <class CleanUp> class [[nodiscard]] ScopeExit {
public:
    explicit ScopeExit(CleanUp cleanUp)
        : cleanUp_(std::move(cleanUp)) {}
    ~ScopeExit() {
        if (armed_) cleanUp_();
    }
    ScopeExit(const ScopeExit&) = delete;
    ScopeExit& operator=(const ScopeExit&) = delete;

    void dismiss() { armed_ = false; }

private:
    CleanUp cleanUp_;
    bool armed_ = true;
};

} // namespace jd
