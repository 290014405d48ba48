#!/usr/bin/env bash
# Builds libQt6Core with ThreadSanitizer from the build root's own qt6-base source package, inside the root
# (dev.sh runs it there): same version, same Debian patches, same features and install paths as the root's
# libQt6Core, so it loads in its place under every other Qt library of the root.
#
#   build-qtcore.sh VERSION WORK OUT
#
# Why: ThreadSanitizer sees only instrumented code. Qt hands work and results between threads (queued
# signals and posted events, QThreadPool, QFuture's result store, the reference counts of implicitly shared
# data) through locks and atomics inside libQt6Core, so against the distribution's library each of those
# hand-overs is reported as a race. Qt's own headers annotate its mutexes for TSan (qtsan_impl.h): built with
# -fsanitize=thread, the library states every hand-over itself.
set -euo pipefail

version=$1 work=$2 out=$3
arch=$(gcc -print-multiarch)

# The source comes from the mirrors the root was made from (its own sources list, as deb-src), into the
# work directory: the root itself is not changed.
mkdir -p "$work/apt/lists/partial" "$work/apt/cache/archives/partial"
shopt -s nullglob
cat /dev/null /etc/apt/sources.list /etc/apt/sources.list.d/*.list | sed -n 's/^deb /deb-src /p' >"$work/apt/sources.list"
[ -s "$work/apt/sources.list" ] || { echo "build-qtcore: the root has no apt sources to take qt6-base's source from" >&2; exit 1; }
apt_options=(-o Dir::Etc::SourceList="$work/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o Dir::State::Lists="$work/apt/lists" -o Dir::Cache="$work/apt/cache" -o Debug::NoLocking=1)
# Root's apt downloads as _apt, who cannot write into the work directory; anyone else downloads as themselves.
[ "$(id -u)" -eq 0 ] && apt_options+=(-o APT::Sandbox::User=root)
apt-get "${apt_options[@]}" -qq update
if ! (cd "$work" && apt-get "${apt_options[@]}" -qq source --download-only "qt6-base=$version"); then
  echo "build-qtcore: the mirrors no longer carry qt6-base $version, the root's Qt: the cached root is older than" >&2
  echo "them; remove it (~/.cache/judgedesk/root-trixie-*) and dev.sh makes a current one" >&2
  exit 1
fi

cd "$work"
tar -xf qt6-base_*.orig.tar.xz
src=$(find "$work" -maxdepth 1 -type d -name 'qtbase-everywhere-src-*' | head -n1)
tar -C "$src" -xf qt6-base_*.debian.tar.xz
while read -r patch; do
  [[ -z $patch || $patch == \#* ]] && continue
  patch -d "$src" -p1 -s <"$src/debian/patches/$patch"
done <"$src/debian/patches/series"

# Compiled as the tsan preset compiles JudgeDesk (-O1 -g1: line tables are all a report's stacks need), with
# Debian's own configuration for what Core is made of (debian/rules), the host's tools (moc, rcc, syncqt)
# instead of bootstrapped ones, and no module beyond Core and Concurrent.
cmake -S "$src" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
  -DFEATURE_sanitize_thread=ON -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR="/usr/lib/$arch/cmake" \
  -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DBUILD_WITH_PCH=ON \
  -DFEATURE_gui=OFF -DFEATURE_widgets=OFF -DFEATURE_network=OFF -DFEATURE_sql=OFF -DFEATURE_dbus=OFF \
  -DFEATURE_testlib=OFF -DFEATURE_xml=OFF -DFEATURE_printsupport=OFF -DFEATURE_opengl=OFF \
  -DCMAKE_INSTALL_PREFIX=/usr -DINSTALL_BINDIR=lib/qt6/bin -DINSTALL_LIBDIR="lib/$arch" \
  -DINSTALL_LIBEXECDIR=lib/qt6/libexec -DINSTALL_ARCHDATADIR="lib/$arch/qt6" -DINSTALL_DATADIR=share/qt6 \
  -DINSTALL_DOCDIR=share/qt6/doc -DINSTALL_SYSCONFDIR=/etc/xdg -DINSTALL_INCLUDEDIR="include/$arch/qt6" \
  -DINSTALL_TRANSLATIONSDIR=share/qt6/translations -DINSTALL_MKSPECSDIR="lib/$arch/qt6/mkspecs" \
  -DINSTALL_EXAMPLESDIR="lib/$arch/qt6/examples" \
  -DFEATURE_doubleconversion=ON -DFEATURE_glib=ON -DFEATURE_icu=ON -DFEATURE_mimetype_database=OFF \
  -DFEATURE_pcre2=ON -DFEATURE_system_pcre2=ON -DFEATURE_system_zlib=ON -DFEATURE_system_libb2=ON \
  -DFEATURE_reduce_relocations=OFF -DFEATURE_relocatable=OFF -DFEATURE_rpath=OFF >"$work/configure.log"

# A drop-in only if Core's public configuration is the root's to the letter.
if ! cmp -s "$work/build/src/corelib/qtcore-config.h" "/usr/include/$arch/qt6/QtCore/qtcore-config.h"; then
  echo "build-qtcore: this Core's configuration differs from the root's libQt6Core:" >&2
  diff "/usr/include/$arch/qt6/QtCore/qtcore-config.h" "$work/build/src/corelib/qtcore-config.h" >&2 || true
  exit 1
fi

ninja -C "$work/build" Core Concurrent
mkdir -p "$out/lib"
cp -a "$work/build/lib/$arch"/libQt6Core.so* "$work/build/lib/$arch"/libQt6Concurrent.so* "$out/lib/"
