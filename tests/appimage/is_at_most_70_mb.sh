# One file of at most 70 MB.
. "$(dirname "$0")/common.sh"
bytes=$(stat -c %s "$image")
echo "$image: $bytes bytes ($((bytes / 1048576)) MiB)"
[ "$bytes" -le $((70 * 1000 * 1000)) ] || fail "larger than 70 MB"
