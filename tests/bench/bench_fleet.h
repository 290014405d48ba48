#pragma once
// Judging through go-judge servers: one against two.
#include "sandbox/sandbox.h"

#include <QTextStream>

#include <memory>

// Prints fleet_two_over_one_throughput: a problem of `tests` tests whose solution waits 50 ms of wall
// time on each, judged through two `judgedesk-cli serve` processes against one (each running two at
// once); the ratio of the throughputs, two over one.
void fleetBenchmark(QTextStream& out, const std::shared_ptr<jd::sandbox::Sandbox>& sandbox, int tests);
