# Shared by the AppImage's tests: the image under test, a scratch directory of the test's own, and
# the build root's tools (Xvfb, imagemagick, the validators) for what the host lacks.
set -euo pipefail
image=${APPIMAGE_UNDER_TEST:?APPIMAGE_UNDER_TEST is not set}
repo=${REPO:?REPO is not set}
[ -x "$image" ] || { echo "no AppImage at $image"; exit 1; }
scratch=$(mktemp -d /tmp/judgedesk-appimage-test.XXXXXX)
chmod 0755 "$scratch"
cleanups=()
# Stops what the test started, then checks that the image's mounts went with it (a mount left behind is
# a failure) before the scratch directory goes.
cleanup() {
  local status=$? step mounts
  for step in "${cleanups[@]}"; do eval "$step" >/dev/null 2>&1 || true; done
  for _ in $(seq 100); do grep -q " $scratch/" /proc/mounts || break; sleep 0.1; done
  mounts=$(grep " $scratch/" /proc/mounts | cut -d' ' -f2 || true)
  if [ -n "$mounts" ]; then
    echo "FAIL: still mounted after the application ended: $mounts" >&2
    for mount in $mounts; do umount -l "$mount" 2>/dev/null || fusermount3 -u -z "$mount" 2>/dev/null || true; done
    status=1
  fi
  rm -rf --one-file-system "$scratch"
  exit "$status"
}
trap cleanup EXIT

# The first start's way (FUSE, or a temporary copy), not the cached copy later starts take: the test
# of that copy turns it back on.
export JUDGEDESK_APPIMAGE_CACHE=off

fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIP: $*"; exit 77; }
# A tool of the Debian 13 build root, where the host has none: found through the caller's own home and
# cache, whatever the test gives the image.
caller_home=$HOME
caller_cache=${XDG_CACHE_HOME:-$HOME/.cache}
in_root() { HOME=$caller_home XDG_CACHE_HOME=$caller_cache TMPDIR=/tmp "$repo/packaging/dev.sh" exec "$@"; }
# The image's mounts and extracted copies this test's processes may leave (in its own TMPDIR).
leftovers() { find "$1" -mindepth 1 -maxdepth 1 \( -name '.mount_*' -o -name 'appimage_extracted_*' \) -print; }

# An X server of the test's own (the build root's Xvfb: the host may have none) on $display; skips the
# test where there is none to be had. Xvfb picks a free display itself and writes its number once it
# accepts connections (-displayfd): a display number picked here may be another test's, and the socket
# of a display appears before its server listens (a client then fails "could not connect to display").
start_xvfb() {
  in_root sh -c 'command -v Xvfb && command -v xwd && command -v convert' >/dev/null ||
    skip "the build root has no Xvfb, xwd or imagemagick"
  local announced=$scratch/xvfb-display
  # Started as dev.sh itself, not as a subshell running in_root: killing a subshell would leave dev.sh, its
  # bwrap and the X server running after the test.
  (HOME=$caller_home XDG_CACHE_HOME=$caller_cache TMPDIR=/tmp \
    exec "$repo/packaging/dev.sh" exec Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp \
    3>"$announced" >/dev/null 2>&1) &
  cleanups+=("kill $!")
  for _ in $(seq 300); do grep -q '^[0-9][0-9]*$' "$announced" && break; sleep 0.1; done
  grep -q '^[0-9][0-9]*$' "$announced" || fail "Xvfb did not start (it announced no display in 30 s)"
  display=:$(cat "$announced")
}

# Saves what $display shows as the PNG $1 (xwd: imagemagick's import takes minutes over a window with a
# GL context) and prints how many colours it has.
screenshot() {
  in_root sh -c "xwd -display $display -root -silent | convert xwd:- png:$1" 2>/dev/null || { echo 0; return; }
  in_root identify -format '%k' "$1"
}
