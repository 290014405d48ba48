#pragma once
// What a package may ask for. A limit outside these bounds is a mistake or an attack (a time limit of
// 1e9 s keeps a sleeping submission for ever; a memory limit of 1e12 MiB is no limit at all), refused
// with the file and field before anything runs. Every reader checks against the same numbers.
namespace jd::problem::bounds {

inline constexpr double kLongestTimeLimit = 600;  // seconds
inline constexpr int kLargestMemoryMiB = 1 << 16; // 64 GiB
inline constexpr int kLargestOutputMiB = 1 << 16;
inline constexpr int kLargestCodeKiB = 1 << 20; // 1 GiB of source
inline constexpr double kLargestTimeMultiplier = 100;
inline constexpr int kMostValidationPasses = 100;
inline constexpr double kLargestScore = 1e9;

} // namespace jd::problem::bounds
