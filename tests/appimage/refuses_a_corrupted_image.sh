# A copy damaged in the middle of its squashfs, or in the digest it was built with, is refused with a
# message saying so; nothing runs.
. "$(dirname "$0")/common.sh"
export TMPDIR=$scratch XDG_CACHE_HOME=$scratch/cache
cp "$image" "$scratch/damaged.AppImage"
offset=$("$image" --appimage-offset)
size=$(stat -c %s "$image")
printf 'JudgeDesk was here' | dd of="$scratch/damaged.AppImage" bs=1 seek=$(((offset + size) / 2)) conv=notrunc 2>/dev/null
status=0
"$scratch/damaged.AppImage" cli --version > "$scratch/out.txt" 2>&1 || status=$?
cat "$scratch/out.txt"
[ "$status" -ne 0 ] || fail "the damaged image ran"
grep -q 'damaged' "$scratch/out.txt" || fail "the message does not say it is damaged"
"$scratch/damaged.AppImage" --appimage-verify > /dev/null 2>&1 && fail "--appimage-verify passed a damaged image"
"$image" --appimage-verify > "$scratch/verify.txt" || fail "--appimage-verify refused the intact image"
grep -q intact "$scratch/verify.txt" || fail "--appimage-verify did not say the intact image is intact"
# Its digest damaged as well: refused, never run unchecked.
cp "$image" "$scratch/undigested.AppImage"
digest_at=$(grep -abo -m1 'judgedesk-squashfs crc32=' "$image" | cut -d: -f1)
[ -n "$digest_at" ] || fail "no digest found in the image"
printf 'XX' | dd of="$scratch/undigested.AppImage" bs=1 seek="$digest_at" conv=notrunc 2>/dev/null
status=0
"$scratch/undigested.AppImage" cli --version > "$scratch/out.txt" 2>&1 || status=$?
cat "$scratch/out.txt"
[ "$status" -ne 0 ] || fail "the image with a damaged digest ran"
grep -q 'damaged' "$scratch/out.txt" || fail "the message does not say it is damaged"
