#!/usr/bin/env bash
# Builds JudgeDesk-<version>-x86_64.AppImage from an installed build, offline: the AppDir (the install
# tree, the library closure of every binary and plugin down to the C library and its loader, the Qt
# plugins a desktop needs, qt.conf, fonts, the desktop entry, icon and AppStream metainfo), squashed and
# joined to JudgeDesk's own type-2 runtime.
#
#   build-appimage.sh BUILD_DIR OUTPUT_DIR
#
# Runs where the build was made (the Debian 13 root of packaging/dev.sh), whose libraries it bundles.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${1:?usage: build-appimage.sh BUILD_DIR OUTPUT_DIR}
output=${2:?usage: build-appimage.sh BUILD_DIR OUTPUT_DIR}
say() { printf 'build-appimage: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

for tool in mksquashfs ldd python3 gcc pkg-config; do
  command -v "$tool" >/dev/null || die "$tool is missing (the build root's package list has it)"
done
multiarch=$(gcc -print-multiarch)
qt_plugins=$(pkg-config --variable=libdir Qt6Core 2>/dev/null || echo /usr/lib/$multiarch)/qt6/plugins
[ -d "$qt_plugins" ] || qt_plugins=/usr/lib/$multiarch/qt6/plugins
version=$(sed -n 's/^project(JudgeDesk VERSION \([0-9.]*\).*/\1/p' "$repo/CMakeLists.txt")
[ -n "$version" ] || die "cannot read the version from CMakeLists.txt"

work=$(mktemp -d "${TMPDIR:-/tmp}/judgedesk-appimage.XXXXXX")
trap 'rm -rf "$work"' EXIT
appdir=$work/AppDir
usr=$appdir/usr

say "installing the build into the AppDir"
cmake --install "$build" --prefix "$usr" --strip >/dev/null
# What C programs would link against the CommonBox library with is no use inside the image.
rm -rf "$usr/include" "$usr/lib/$multiarch/pkgconfig" "$usr/lib/pkgconfig"
if [ -d "$usr/lib/$multiarch" ]; then
  mv "$usr/lib/$multiarch"/* "$usr/lib/"
  rmdir "$usr/lib/$multiarch"
fi

say "adding the Qt plugins"
plugin_sets=(
  platforms/libqxcb.so platforms/libqoffscreen.so platforms/libqminimal.so
  platforms/libqwayland-egl.so platforms/libqwayland-generic.so
  xcbglintegrations wayland-decoration-client wayland-graphics-integration-client wayland-shell-integration
  imageformats iconengines platforminputcontexts platformthemes/libqxdgdesktopportal.so
  sqldrivers/libqsqlite.so tls/libqopensslbackend.so tls/libqcertonlybackend.so
)
for entry in "${plugin_sets[@]}"; do
  [ -e "$qt_plugins/$entry" ] || die "the Qt plugin $entry is missing from $qt_plugins"
  mkdir -p "$usr/plugins/$(dirname "$entry")"
  cp -a "$qt_plugins/$entry" "$usr/plugins/$(dirname "$entry")/"
done

cat > "$usr/bin/qt.conf" <<'EOF'
[Paths]
Prefix = ..
Libraries = lib
LibraryExecutables = libexec
Plugins = plugins
Translations = translations
Data = share
EOF

# Qt's own translations for the languages JudgeDesk speaks.
mkdir -p "$usr/translations"
for ts in "$repo"/resources/translations/judgedesk_*.ts; do
  language=${ts##*_}
  language=${language%.ts}
  for qm in /usr/share/qt6/translations/qtbase_"$language".qm; do
    [ -e "$qm" ] && cp "$qm" "$usr/translations/"
  done
done

say "bundling the libraries every binary and plugin needs, the C library and its loader included"
elves() {
  find "$usr" -type f \( -name '*.so*' -o -perm -u+x \) -print0 |
    while IFS= read -r -d '' file; do
      [ "$(head -c4 "$file" | od -An -c | tr -d ' ')" = '177ELF' ] && printf '%s\n' "$file"
    done
}
declare -A bundled=()
loader=
pass=0
while :; do
  pass=$((pass + 1))
  added=0
  while IFS= read -r elf; do
    # A static executable (the zygote) has nothing to resolve.
    ldd "$elf" 2>/dev/null | grep -q 'not a dynamic executable' && continue
    while read -r name path; do
      [ -n "$path" ] || continue
      [ "$path" = "not" ] && die "$elf needs $name, which this system lacks"
      case $name in
        linux-vdso.so.*) continue ;;
        */ld-linux-x86-64.so.2 | ld-linux-x86-64.so.2) loader=$path; continue ;;
      esac
      [ -n "${bundled[$name]:-}" ] && continue
      [ -e "$usr/lib/$name" ] && { bundled[$name]=1; continue; }
      cp -L "$path" "$usr/lib/$name"
      chmod 0644 "$usr/lib/$name"
      bundled[$name]=1
      added=$((added + 1))
    done < <(ldd "$elf" 2>/dev/null | sed -n 's/^\s*\(\S*\) => \(\S*\).*/\1 \2/p; s/^\s*\(\/\S*ld-linux\S*\) .*/\1 \1/p')
  done < <(elves)
  [ "$added" -eq 0 ] && break
  [ "$pass" -lt 10 ] || die "the library closure did not settle"
done
[ -n "$loader" ] || die "no loader found among the binaries' needs"
cp -L "$loader" "$usr/bin/ld-linux-x86-64.so.2"
chmod 0755 "$usr/bin/ld-linux-x86-64.so.2"
strip --strip-unneeded "$usr"/lib/*.so* "$usr"/plugins/*/*.so 2>/dev/null || true

say "adding fonts, the desktop entry, the icon and the metainfo"
mkdir -p "$usr/share/judgedesk/fonts"
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
   /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf /usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf \
   "$usr/share/judgedesk/fonts/"
desktop=io.github.judgedesk.JudgeDesk.desktop
cp "$usr/share/applications/$desktop" "$appdir/$desktop"
cp "$usr/share/icons/hicolor/scalable/apps/judgedesk.svg" "$appdir/judgedesk.svg"
ln -s judgedesk.svg "$appdir/.DirIcon"
install -m 0755 "$here/AppRun" "$appdir/AppRun"

say "building the runtime"
# shellcheck disable=SC2046
gcc -std=gnu11 -O2 -Wall -Wextra -Werror -static -DJUDGEDESK_VERSION="\"$version\"" \
  $(pkg-config --cflags fuse3) -o "$work/runtime" "$here/runtime.c" \
  -lsquashfuse_ll -lsquashfuse -lfuse3 -lzstd -lz -llzma -llz4 -llzo2 -lpthread -ldl 2> "$work/runtime.log" ||
  { cat "$work/runtime.log" >&2; die "the runtime does not build"; }
strip "$work/runtime"

say "squashing the AppDir"
mksquashfs "$appdir" "$work/image.squashfs" -root-owned -noappend -comp zstd -Xcompression-level 19 \
  -quiet -no-progress >/dev/null
mkdir -p "$output"
image=$output/JudgeDesk-$version-x86_64.AppImage
python3 "$here/seal.py" "$work/runtime" "$work/image.squashfs" "$image"
say "$image: $(du -m "$image" | cut -f1) MB"
printf '%s\n' "$image"
