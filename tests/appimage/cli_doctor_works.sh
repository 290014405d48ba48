# `cli doctor` reports the sandbox this host allows.
. "$(dirname "$0")/common.sh"
export TMPDIR=$scratch
"$image" cli doctor > "$scratch/doctor.txt" 2>&1 || { cat "$scratch/doctor.txt"; fail "doctor failed"; }
cat "$scratch/doctor.txt"
grep -qi "isolation" "$scratch/doctor.txt" || fail "doctor said nothing of the isolation"
