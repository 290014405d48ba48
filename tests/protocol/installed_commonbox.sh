#!/bin/sh
# Installs the build into a scratch prefix and builds a C program against it through pkg-config alone,
# as a user of the installed library would, then runs it: an echo round trip through the sandbox.
set -eu
build=$1 helper=$2 cc=$3
prefix=$(mktemp -d /tmp/commonbox-prefix-XXXXXX)
trap 'rm -rf "$prefix"' EXIT INT TERM
cmake --install "$build" --prefix "$prefix" --component Unspecified >/dev/null
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig:$prefix/lib64/pkgconfig:$(ls -d "$prefix"/lib/*/pkgconfig 2>/dev/null | tr '\n' ':')"
cat >"$prefix/echo.c" <<'PROGRAM'
#include <commonbox.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char** argv) {
    commonbox_process_t process = commonbox_create_process_from_executable(argv[1]);
    if (!process) return 3;
    commonbox_write(process, "echo\nfrom the installed library\n", 32);
    char output[64] = {0};
    int got, kept = 0;
    /* Read back before force_exit: its 50 ms of grace are not for a start-up on a loaded machine. */
    while (kept < 27 && (got = commonbox_read(process, output + kept, sizeof output - 1 - kept)) > 0) kept += got;
    commonbox_force_exit(process);
    while ((got = commonbox_read(process, output + kept, sizeof output - 1 - kept)) > 0) kept += got;
    printf("%s%s\n", output, commonbox_get_exit_reason(process));
    commonbox_close(process);
    return strcmp(output, "from the installed library\n") == 0 ? 0 : 1;
}
PROGRAM
"$cc" -o "$prefix/echo" "$prefix/echo.c" $(pkg-config --cflags --libs commonbox)
libdir=$(pkg-config --variable=libdir commonbox)
LD_LIBRARY_PATH="$libdir" "$prefix/echo" "$helper"
