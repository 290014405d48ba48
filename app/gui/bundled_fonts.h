#pragma once
// The fonts an AppImage carries (share/judgedesk/fonts beside bin/), for the host that has none: a
// server or a minimal container without fontconfig's configuration or any font would otherwise show
// boxes. Where the host has fonts they are left alone, and nothing is read.
void useBundledFontsWhereTheHostHasNone();
