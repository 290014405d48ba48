#!/bin/sh
# Runs a test suite the way an ordinary user would: as root, it first copies the suite, the zygote (and the
# pools' sandbox agent) and the hostile programs to a private world-readable directory (the build tree may sit in a home directory
# nobody else can enter) and drops to uid/gid 65534 with setpriv. As an ordinary user it just runs it.
set -eu
suite=$1
shift
bin=$(dirname "$suite")
if [ "$(id -u)" -ne 0 ]; then
  exec "$suite" "$@"
fi
copy=$(mktemp -d /tmp/judgedesk-unprivileged-XXXXXX)
trap 'rm -rf "$copy"' EXIT INT TERM
cp "$suite" "$bin/judgedesk-zygote" "$copy/"
# The pools' sandboxes keep their agent beside the suite too, where there is one.
[ -e "$bin/judgedesk-sandbox-agent" ] && cp "$bin/judgedesk-sandbox-agent" "$copy/"
cp -r "$bin/hostile" "$copy/hostile"
chmod -R a+rX "$copy"
cd "$copy"
JUDGEDESK_HOSTILE_DIR="$copy/hostile" JUDGEDESK_ZYGOTE="$copy/judgedesk-zygote" HOME="$copy" \
  setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all -- "$copy/$(basename "$suite")" "$@"
