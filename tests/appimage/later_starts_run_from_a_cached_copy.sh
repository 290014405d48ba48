# Once a start from the FUSE mount has ended, the image is copied into the user's cache, and the next
# start runs from that copy (no mount); --appimage-uncache removes it.
. "$(dirname "$0")/common.sh"
export TMPDIR=$scratch XDG_CACHE_HOME=$scratch/cache JUDGEDESK_APPIMAGE_CACHE=on
copies=$scratch/cache/judgedesk/appimage
"$image" cli --version > /dev/null 2>&1 || fail "the first start failed"
for _ in $(seq 300); do
  [ -n "$(find "$copies" -mindepth 2 -maxdepth 2 -name AppRun -not -path '*/.partial-*' 2>/dev/null)" ] && break
  sleep 0.1
done
copy=$(dirname "$(find "$copies" -mindepth 2 -maxdepth 2 -name AppRun -not -path '*/.partial-*')")
[ -d "$copy" ] || fail "no copy in $copies after the first start"
[ -z "$(find "$copies" -maxdepth 1 -name '.partial-*')" ] || fail "a half-made copy is left"
port=$((20000 + RANDOM % 20000))
"$image" cli serve --listen "127.0.0.1:$port" > "$scratch/serve.log" 2>&1 &
app=$!
cleanups+=("kill $app; wait $app")
for _ in $(seq 100); do grep -q . "$scratch/serve.log" && break; sleep 0.1; done
case $(readlink "/proc/$app/exe") in
  "$copy"/*) echo "the second start runs from $copy" ;;
  *) fail "the second start runs from $(readlink "/proc/$app/exe"), not from the copy" ;;
esac
! grep -q " $scratch/" /proc/mounts || fail "the second start mounted the image"
kill "$app"; wait "$app" || true
"$image" --appimage-uncache > /dev/null || fail "--appimage-uncache failed"
[ ! -e "$copy" ] || fail "--appimage-uncache left $copy"
