# A truncated copy (an interrupted download) is refused with a message saying so; nothing runs.
. "$(dirname "$0")/common.sh"
export TMPDIR=$scratch XDG_CACHE_HOME=$scratch/cache
size=$(stat -c %s "$image")
head -c $((size / 2)) "$image" > "$scratch/truncated.AppImage"
chmod +x "$scratch/truncated.AppImage"
status=0
"$scratch/truncated.AppImage" cli --version > "$scratch/out.txt" 2>&1 || status=$?
cat "$scratch/out.txt"
[ "$status" -ne 0 ] || fail "the truncated image ran"
grep -q 'truncated' "$scratch/out.txt" || fail "the message does not say it is truncated"
[ -z "$(leftovers "$scratch")" ] || fail "left behind: $(leftovers "$scratch")"
