# --appimage-extract-and-run (and APPIMAGE_EXTRACT_AND_RUN=1) runs the application from an extracted
# copy, passes its exit status on, and leaves no mount and no copy behind.
. "$(dirname "$0")/common.sh"
export TMPDIR=$scratch
[ -n "$("$image" --appimage-extract-and-run cli --version)" ] || fail "--appimage-extract-and-run printed nothing"
[ -z "$(leftovers "$scratch")" ] || fail "left behind: $(leftovers "$scratch")"
[ -n "$(APPIMAGE_EXTRACT_AND_RUN=1 "$image" cli --version)" ] || fail "APPIMAGE_EXTRACT_AND_RUN=1 printed nothing"
[ -z "$(leftovers "$scratch")" ] || fail "left behind: $(leftovers "$scratch")"
status=0
"$image" --appimage-extract-and-run cli no-such-command > /dev/null 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "a failing command's status was lost"
[ -z "$(leftovers "$scratch")" ] || fail "left behind: $(leftovers "$scratch")"
! grep -q "$scratch" /proc/mounts || fail "a mount is left"
