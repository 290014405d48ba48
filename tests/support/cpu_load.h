#pragma once
// A busy thread on every core for as long as it lives: what a test of anything with pipes, signals, clocks
// or several processes runs beside it, to show that its verdict does not depend on scheduling.
#include <atomic>
#include <thread>
#include <vector>

namespace jd::test {

class CpuLoad {
public:
    CpuLoad() {
        for (unsigned i = 0; i < std::max(2u, std::thread::hardware_concurrency()); ++i)
            threads_.emplace_back([this] {
                // The relaxed load keeps the loop from being optimised away; the loop is the load.
                while (!stop_.load(std::memory_order_relaxed)) {}
            });
    }
    ~CpuLoad() {
        stop_ = true;
        for (auto& thread : threads_)
            thread.join();
    }
    CpuLoad(const CpuLoad&) = delete;
    CpuLoad& operator=(const CpuLoad&) = delete;

private:
    std::atomic<bool> stop_{false};
    std::vector<std::thread> threads_;
};

} // namespace jd::test
