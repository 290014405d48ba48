#!/bin/sh
# Installed in the guest image as /usr/local/sbin/judgedesk-lane-boot. The host passes the repository
# and build paths on the kernel command line and shares the repository read-only (tag "repo", mounted
# at the same path so that the build's absolute paths hold) and an output directory (tag "out").
set -u
arg() { tr ' ' '\n' </proc/cmdline | sed -n "s/^judgedesk\.$1=//p"; }
repo=$(arg repo)
build=$(arg build)
mkdir -p "$repo" /lane-out
mount -t 9p -o trans=virtio,version=9p2000.L,msize=512000 out /lane-out || { poweroff -f; exit 1; }
if mount -t 9p -o trans=virtio,version=9p2000.L,msize=512000,cache=loose,ro repo "$repo"; then
  sh "$repo/packaging/vmtest/guest-lane.sh" "$repo" "$build" >/lane-out/log 2>&1
  echo $? >/lane-out/status
else
  echo "the guest could not mount the repository share" >/lane-out/log
  echo 1 >/lane-out/status
fi
sync
poweroff -f
