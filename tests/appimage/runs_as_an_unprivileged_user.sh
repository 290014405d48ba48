# As an ordinary user (nobody): doctor works and a C++ solution is judged AC, through FUSE when this
# host lets users mount it, else from a copy made once in the user's cache.
. "$(dirname "$0")/common.sh"
command -v g++ >/dev/null || skip "the host has no g++"
[ "$(id -u)" -eq 0 ] || skip "not root: cannot become another user"
cp "$image" "$scratch/JudgeDesk.AppImage"
cp -r "$repo/resources/examples/aplusb" "$scratch/aplusb"
chmod -R a+rX "$scratch"
mkdir -m 0777 "$scratch/home"
as_nobody() {
  setpriv --reuid=65534 --regid=65534 --clear-groups \
    env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$scratch/home" TMPDIR="$scratch/home" JUDGEDESK_APPIMAGE_CACHE=on "$@"
}
as_nobody "$scratch/JudgeDesk.AppImage" cli doctor > "$scratch/doctor.txt" 2>&1 ||
  { cat "$scratch/doctor.txt"; fail "doctor failed as nobody"; }
as_nobody "$scratch/JudgeDesk.AppImage" cli judge "$scratch/aplusb" "$scratch/aplusb/submissions/accepted/sum.cpp" \
  > "$scratch/judge.txt" 2>&1 || { cat "$scratch/judge.txt"; fail "judge failed as nobody"; }
cat "$scratch/judge.txt"
grep -q '\bAC\b' "$scratch/judge.txt" || fail "no AC as nobody"
[ -z "$(leftovers "$scratch/home")" ] || fail "left behind: $(leftovers "$scratch/home")"
