#!/usr/bin/env bash
# JudgeDesk's one entry point: builds, tests and runs the project, natively when the host has the
# dependencies, otherwise inside a cached Debian 13 root entered with bubblewrap.
#
#   packaging/dev.sh run | test | build | bench | fuzz [SECONDS [TARGET...]] | vmtest | tsan [CTEST ARGS] | corpora
#                    | appimage | shell | exec CMD... | cli ARGS...
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# CI and cron-like callers may not set HOME: take it from the password database then.
HOME=${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}
export HOME
cache=${XDG_CACHE_HOME:-$HOME/.cache}/judgedesk

# Everything the build, the tests and the language toolchains need inside the Debian 13 root.
root_packages=(
  g++ cmake ninja-build pkgconf git ca-certificates
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-charts-dev qt6-httpserver-dev qt6-websockets-dev
  libkf6syntaxhighlighting-dev libkf6archive-dev libkf6codecs-dev libseccomp-dev libyaml-cpp-dev libgl-dev
  # checktestdata's numbers, as checktestdata itself computes them (GMP's integers and binary floats).
  libgmp-dev
  qt6-svg-plugins xvfb xauth x11-apps imagemagick fonts-dejavu-core
  default-jdk-headless python3 nodejs
  # The other languages of DOMjudge's and Kattis's default sets that Debian carries at a reasonable size
  # (together about 1.3 GB installed), so that each language of resources/languages.yaml is tested for real.
  # Left out for their size: ghc (0.7 GB), kotlin (0.3 GB, and 1.3.31 only), swiftlang (2.5 GB).
  gawk perl ruby lua5.4 php-cli fp-compiler gfortran gnat rustc golang-go pypy3 ocaml-nox swi-prolog-nox
  r-base-core sbcl scala mono-mcs mono-runtime
  bubblewrap util-linux procps strace
  # Fuzzing (libFuzzer with ASan and UBSan) and the cgroup v2 lane's emulated guest.
  clang libclang-rt-dev qemu-system-x86 e2fsprogs
  # The AppImage: its runtime's static libraries, the squashfs tools, the Qt plugins and translations it
  # bundles, and the validators of its desktop entry and metainfo.
  libsquashfuse-dev libfuse3-dev libzstd-dev zlib1g-dev liblzma-dev liblz4-dev liblzo2-dev squashfs-tools
  qt6-wayland qt6-xdgdesktopportal-platformtheme fcitx5-frontend-qt6 qt6-translations-l10n
  desktop-file-utils appstream
  # The tsan lane's libQt6Core, built from the root's own qt6-base source (packaging/qt-tsan/): what Debian
  # builds Core with, and the tools to unpack and patch the source.
  libicu-dev libdouble-conversion-dev libglib2.0-dev libb2-dev patch xz-utils
  # Kattis's own verifyproblem (../shared/peers/problemtools), which the bench runs beside verify: its modules.
  python3-yaml python3-pydantic python3-colorlog python3-nh3 python3-plastex
  # and what its statement check runs (problem2html, problem2pdf): pandoc for Markdown, LuaLaTeX with the
  # packages its problemset.cls loads (its README's list for Debian).
  pandoc texlive-luatex texlive-latex-extra texlive-fonts-recommended texlive-plain-generic
  # The commands the sandbox manager seed's images give their users beyond the compilers (pip, npm, make).
  python3-pip npm make
)

say() { printf 'dev.sh: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

host_is_enough() {
  [ -n "${JUDGEDESK_FORCE_ROOT:-}" ] && return 1
  command -v cmake >/dev/null && command -v ninja >/dev/null && command -v pkg-config >/dev/null || return 1
  pkg-config --atleast-version=6.5 Qt6Core 2>/dev/null || return 1
  pkg-config --exists libseccomp yaml-cpp 2>/dev/null || return 1
  for cfg in KF6SyntaxHighlighting KF6Archive KF6Codecs; do
    ls /usr/lib/*/cmake/$cfg/${cfg}Config.cmake /usr/lib*/cmake/$cfg/${cfg}Config.cmake >/dev/null 2>&1 || return 1
  done
}

install_host_tools() {
  local missing=()
  command -v mmdebstrap >/dev/null || missing+=(mmdebstrap)
  command -v bwrap >/dev/null || missing+=(bubblewrap)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    die "this host lacks ${missing[*]}; install them once (e.g. 'sudo apt-get install ${missing[*]}') and run again"
  fi
  say "installing ${missing[*]} on the host"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

root_dir() {
  local key
  key=$(printf '%s\n' "${root_packages[@]}" | sort | sha256sum | cut -c1-12)
  echo "$cache/root-trixie-$key"
}

ensure_root() {
  local root; root=$(root_dir)
  [ -f "$root/.complete" ] && return 0
  install_host_tools
  mkdir -p "$cache"
  local tmp; tmp=$(mktemp -d "$cache/.root.XXXXXX")
  local include; include=$(IFS=,; echo "${root_packages[*]}")
  say "creating the Debian 13 build root (a few minutes, once): $root"
  if [ "$(id -u)" -eq 0 ]; then
    mmdebstrap --quiet --variant=apt --include="$include" trixie "$tmp" \
      || { rm -rf "$tmp"; die "mmdebstrap failed"; }
  else
    # An ordinary user gets the root as a tarball from a user namespace and owns what it unpacks.
    mmdebstrap --quiet --mode=unshare --variant=apt --include="$include" trixie - \
      | tar -C "$tmp" -x --no-same-owner --exclude='./dev/*' \
      || { rm -rf "$tmp"; die "mmdebstrap --mode=unshare failed (are unprivileged user namespaces allowed?)"; }
  fi
  touch "$tmp/.complete"
  rm -rf "$root"
  mv "$tmp" "$root"
  # Roots keyed by an older package list are dead weight now.
  find "$cache" -maxdepth 1 -name 'root-trixie-*' ! -path "$root" -exec rm -rf {} +
}

# bwrap would create missing bind targets inside the root as 0700, hiding the tree from other users
# (the unprivileged tests run as one): make them traversable ourselves.
make_mount_points() {
  local root=$1 path dir part
  shift
  for path in "$@"; do
    dir=$root
    IFS=/ read -ra parts <<< "${path#/}"
    for part in "${parts[@]}"; do
      dir=$dir/$part
      [ -L "$dir" ] && break
      mkdir -p "$dir" && chmod a+rx "$dir"
    done
  done
}

# Runs "$@" in the build environment: directly on a capable host, else in the root via bubblewrap.
in_env() {
  # The seed's Python API (judgedesk_sandbox) imports from the source tree.
  if host_is_enough; then PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}" "$@"; return; fi
  ensure_root
  local root; root=$(root_dir)
  make_mount_points "$root" "$repo" "$PWD"
  local args=(--bind "$root" / --dev-bind /dev /dev --bind /tmp /tmp --bind "$HOME" "$HOME"
    --bind "$repo" "$repo" --chdir "$PWD" --die-with-parent
    --setenv PATH /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --setenv JUDGEDESK_DEV_ROOT "$root"
    --setenv PYTHONPATH "$repo/python")
  [ "$PWD" != "$repo" ] && args+=(--bind "$PWD" "$PWD")
  # The real-world corpora beside the checkout (../shared/corpora), read by tests and the corpora lane.
  local shared; shared=$(cd "$repo/.." && pwd)/shared
  if [ -d "$shared" ]; then make_mount_points "$root" "$shared"; args+=(--ro-bind "$shared" "$shared"); fi
  if [ "$(id -u)" -eq 0 ]; then
    # Root keeps its capabilities so the sandbox inside can use namespaces and the host's cgroups.
    # The host's own /proc, not a new one: bwrap covers parts of a fresh one, and the kernel then refuses
    # the sandbox's nested user namespaces a procfs of their own.
    args+=(--bind /proc /proc --bind /sys /sys --cap-add ALL)
  else
    args+=(--unshare-user --unshare-pid --proc /proc --ro-bind /sys /sys)
  fi
  bwrap "${args[@]}" -- "$@"
}

# shellcheck source=vmtest/host.sh
. "$repo/packaging/vmtest/host.sh"
# shellcheck source=fuzz.sh
. "$repo/packaging/fuzz.sh"
# shellcheck source=corpora.sh
. "$repo/packaging/corpora.sh"

build_dir() { if host_is_enough; then echo "$repo/build/native"; else echo "$repo/build/root"; fi; }

# Configured through CMakePresets.json: the default preset, or the one JUDGEDESK_PRESET names (CI's is `ci`,
# which makes warnings errors); JUDGEDESK_BUILD_TYPE still overrides the preset's build type.
build() {
  local dir; dir=$(build_dir)
  local type=()
  [ -n "${JUDGEDESK_BUILD_TYPE:-}" ] && type=(-DCMAKE_BUILD_TYPE="$JUDGEDESK_BUILD_TYPE")
  in_env cmake -S "$repo" -B "$dir" --preset "${JUDGEDESK_PRESET:-default}" "${type[@]}" >/dev/null
  in_env cmake --build "$dir"
}

# The tsan lane's libQt6Core (see packaging/qt-tsan/build-qtcore.sh), built once for each version of the
# root's Qt and cached beside the root; prints its directory.
qt_tsan_dir() {
  local version
  version=$(in_env dpkg-query -W -f='${Version}' libqt6core6t64 2>/dev/null) \
    || die "the tsan lane builds Qt Core from Debian's qt6-base source: run it in the build root (JUDGEDESK_FORCE_ROOT=1)"
  echo "$cache/qt-tsan-$version"
}

ensure_qt_tsan() {
  local dir; dir=$(qt_tsan_dir)
  if [ ! -f "$dir/.complete" ]; then
    mkdir -p "$cache"
    local work; work=$(mktemp -d "$cache/.qt-tsan.XXXXXX")
    say "building libQt6Core with ThreadSanitizer from the root's qt6-base source (once per Qt version): $dir"
    in_env bash "$repo/packaging/qt-tsan/build-qtcore.sh" "${dir##*/qt-tsan-}" "$work" "$work/out" >&2 \
      || { rm -rf "$work"; die "building the instrumented libQt6Core failed"; }
    touch "$work/out/.complete"
    rm -rf "$dir"
    mv "$work/out" "$dir"
    rm -rf "$work"
    find "$cache" -maxdepth 1 -name 'qt-tsan-*' ! -path "$dir" -exec rm -rf {} +
  fi
  echo "$dir"
}

# The sandbox, judge and ui suites under ThreadSanitizer: the tsan preset, in build/tsan, against the
# instrumented libQt6Core (without it every hand-over inside Qt would be reported as a race).
tsan() {
  local dir=$repo/build/tsan qt
  qt=$(ensure_qt_tsan)
  in_env cmake -S "$repo" -B "$dir" --preset tsan >/dev/null
  in_env cmake --build "$dir"
  (cd "$repo" && in_env env LD_LIBRARY_PATH="$qt/lib" ctest --preset tsan -j2 "$@")
}

appimage_dir=$repo/build/appimage

# Builds JudgeDesk-<version>-x86_64.AppImage into build/appimage (in the build root, whose libraries it
# bundles) and prints its path.
appimage() {
  build >&2
  in_env bash "$repo/packaging/appimage/build-appimage.sh" "$(build_dir)" "$appimage_dir" | tail -n1
}

# The AppImage's tests, on this host itself with its own CTest (outside the build root: what the image
# lacks would be found there).
appimage_tests() {
  local image; image=$(appimage)
  command -v ctest >/dev/null || die "the AppImage's tests run with the host's CTest, and this host has none"
  cmake -S "$repo/tests/appimage" -B "$appimage_dir/tests" -DAPPIMAGE="$image" -DREPO="$repo" \
    -DSCREENSHOTS="$appimage_dir/screenshots" >/dev/null
  ctest --test-dir "$appimage_dir/tests" --output-on-failure "$@"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
  build) build ;;
  test)
    build
    in_env env QT_QPA_PLATFORM=offscreen ctest --test-dir "$(build_dir)" --output-on-failure --no-tests=error -j2 "$@"
    # A run narrowed to some tests is someone iterating: fuzzing and the lane come with the whole suite.
    if [ $# -eq 0 ]; then
      appimage_tests
      fuzz 30
      vmtest_if_possible
    fi ;;
  appimage) appimage ;;
  appimage-test) appimage_tests "$@" ;;
  fuzz) fuzz "$@" ;;
  corpora) corpora ;;
  vmtest) vmtest ;;
  tsan) tsan "$@" ;;
  run)
    build
    dir=$(build_dir)
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
      in_env "$dir/bin/judgedesk" "$@"
    else
      say "no display (DISPLAY and WAYLAND_DISPLAY are unset): showing the sandbox report and a sample run instead"
      in_env "$dir/bin/judgedesk-cli" doctor
      echo
      say "a sandboxed run of 'echo' with a 1 s CPU limit:"
      in_env "$dir/bin/judgedesk-cli" run --time 1 --meta - -- /bin/echo "hello from the JudgeDesk sandbox"
    fi ;;
  bench)
    build
    in_env "$(build_dir)/bin/judgedesk-bench" "$@" ;;
  cli)
    build >/dev/null
    in_env "$(build_dir)/bin/judgedesk-cli" "$@" ;;
  shell) in_env bash -i ;;
  exec) [ $# -gt 0 ] || die "usage: dev.sh exec CMD [ARGS...]"; in_env "$@" ;;
  *) sed -n '2,7p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; [ -z "$cmd" ] || exit 2 ;;
esac
