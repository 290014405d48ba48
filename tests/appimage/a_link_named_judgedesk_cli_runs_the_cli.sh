# Started through a link named judgedesk-cli, the image is the CLI.
. "$(dirname "$0")/common.sh"
export TMPDIR=$scratch
ln -s "$image" "$scratch/judgedesk-cli"
"$scratch/judgedesk-cli" --help > "$scratch/help.txt" 2>&1 || { cat "$scratch/help.txt"; fail "--help failed"; }
grep -q 'doctor' "$scratch/help.txt" || fail "the link did not run the CLI"
"$image" cli --help > "$scratch/cli-help.txt" 2>&1 || { cat "$scratch/cli-help.txt"; fail "cli --help failed"; }
grep -q 'doctor' "$scratch/cli-help.txt" || fail "'cli --help' did not run the CLI"
