#pragma once
// Prints verify_over_problemtools_worst (goal: at most 0.5): over real packages (the corpora's KTH Challenge
// 2020 problems), the largest ratio of the wall time of `judgedesk-cli verify` to that of Kattis's own
// verifyproblem (../shared/peers/problemtools, run from its source) on the same package, both judging the
// submissions only, counted where both give every submission the verdict its folder names.
#include <QTextStream>

void problemtoolsBenchmark(QTextStream& out, int rounds);
