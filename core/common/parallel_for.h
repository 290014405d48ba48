#pragma once
// Work spread over threads the simple way judging needs: each index taken once by whichever thread is
// free, the calling thread one of them, nothing new started once a stop is requested.
#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <stop_token>
#include <thread>
#include <vector>

namespace jd {

template <class Body> void parallelFor(qsizetype count, int jobs, std::stop_token stop, Body&& body) {
    std::atomic<qsizetype> next{0};
    auto work = [&] {
        for (qsizetype index = next++; index < count && !stop.stop_requested(); index = next++)
            body(index);
    };
    std::vector<std::jthread> workers;
    for (qsizetype worker = 1; worker < std::min<qsizetype>(std::max(1, jobs), count); ++worker)
        workers.emplace_back(work);
    work();
}

} // namespace jd
