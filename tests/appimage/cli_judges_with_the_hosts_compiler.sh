# `cli judge` compiles a C++ solution with the host's own g++ (which an inherited library path would
# break) and gets AC.
. "$(dirname "$0")/common.sh"
command -v g++ >/dev/null || skip "the host has no g++"
export TMPDIR=$scratch XDG_CACHE_HOME=$scratch/cache XDG_DATA_HOME=$scratch/data HOME=$scratch
problem=$repo/resources/examples/aplusb
"$image" cli judge "$problem" "$problem/submissions/accepted/sum.cpp" > "$scratch/judge.txt" 2>&1 ||
  { cat "$scratch/judge.txt"; fail "judge failed"; }
cat "$scratch/judge.txt"
grep -q '\bAC\b' "$scratch/judge.txt" || fail "no AC"
