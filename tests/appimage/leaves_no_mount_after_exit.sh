# Once the application has ended, its FUSE mount and mount point are gone.
. "$(dirname "$0")/common.sh"
[ -w /dev/fuse ] || skip "no FUSE here (/dev/fuse)"
export TMPDIR=$scratch
"$image" cli --version > "$scratch/version.txt" 2>&1 || { cat "$scratch/version.txt"; fail "cli --version failed"; }
grep -q 'running from an extracted copy' "$scratch/version.txt" && skip "FUSE did not mount here"
for _ in $(seq 50); do
  grep -q "$scratch/.mount_" /proc/mounts || [ -n "$(leftovers "$scratch")" ] || break
  sleep 0.1
done
! grep -q "$scratch/.mount_" /proc/mounts || fail "still mounted: $(grep "$scratch" /proc/mounts)"
[ -z "$(leftovers "$scratch")" ] || fail "left behind: $(leftovers "$scratch")"
