# The image holds one desktop entry, its icon and AppStream metainfo, and the validators accept them.
. "$(dirname "$0")/common.sh"
cd "$scratch"
"$image" --appimage-extract >/dev/null
root=$scratch/squashfs-root
desktop=$(find "$root" -maxdepth 1 -name '*.desktop')
[ "$(printf '%s\n' "$desktop" | wc -l)" -eq 1 ] && [ -n "$desktop" ] || fail "not exactly one .desktop at the top"
icon=$(sed -n 's/^Icon=//p' "$desktop")
[ -e "$root/$icon.svg" ] || [ -e "$root/$icon.png" ] || fail "no icon $icon at the top"
[ -e "$root/.DirIcon" ] || fail "no .DirIcon"
[ -x "$root/AppRun" ] || fail "no AppRun"
in_root desktop-file-validate "$desktop" || fail "desktop-file-validate refused $desktop"
# JudgeDesk has no web site yet: the missing homepage is said, not failed.
in_root appstreamcli validate --no-net --pedantic --override=url-homepage-missing=info \
  "$root"/usr/share/metainfo/*.metainfo.xml ||
  fail "appstreamcli refused the metainfo"
