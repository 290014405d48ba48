#pragma once
// The AppImage's start against the native build's: the same window started offscreen until its first
// paint, through the image's runtime, FUSE mount and bundled loader.
#include <QTextStream>

// Prints appimage_start_over_native (median of alternating rounds) when build/appimage holds an image.
void appImageBenchmark(QTextStream& out, int rounds);
