# The image is an ELF with the type-2 magic at offset 8, its squashfs where --appimage-offset says.
. "$(dirname "$0")/common.sh"
[ "$(head -c4 "$image" | od -An -tx1 | tr -d ' ')" = 7f454c46 ] || fail "not an ELF file"
[ "$(dd if="$image" bs=1 skip=8 count=3 2>/dev/null | od -An -tx1 | tr -d ' ')" = 414902 ] ||
  fail "no AI\\x02 at offset 8"
offset=$("$image" --appimage-offset)
[ "$(dd if="$image" bs=1 skip="$offset" count=4 2>/dev/null)" = hsqs ] || fail "no squashfs at offset $offset"
[ -n "$("$image" --appimage-version)" ] || fail "--appimage-version printed no version"
"$image" --appimage-help > "$scratch/help.txt" || fail "--appimage-help failed"
grep -q -- --appimage-extract-and-run "$scratch/help.txt" || fail "--appimage-help lacks the options"
echo "type 2, squashfs at $offset"
