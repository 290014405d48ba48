# The cgroup v2 lane, host side (sourced by dev.sh): builds a Debian 13 guest once (cached by the hash
# of everything that goes into it), boots it under QEMU's software emulation with the repository shared
# read-only, and reports what guest-lane.sh found inside. KVM is not usable on these hosts.

# What the guest needs: a kernel and systemd with logind sessions (for user@1000.service's delegated
# cgroup), the runtime libraries of the lane's binaries, and the compilers of the judgings it runs.
guest_packages=(
  linux-image-amd64 systemd-sysv dbus dbus-user-session libpam-systemd passwd kmod util-linux procps
  libqt6core6t64 libqt6sql6 libqt6sql6-sqlite libqt6test6 libqt6httpserver6 libqt6websockets6 libkf6archive6 libkf6codecs6
  libseccomp2 libyaml-cpp0.8 libgmpxx4ldbl
  g++ python3
)
vmtest_dir=$repo/packaging/vmtest
# Enough for two rounds of suites and judgings under emulation; a hung guest fails the lane.
vmtest_budget=${JUDGEDESK_VMTEST_BUDGET:-900}

guest_dir() {
  local key
  key=$( { printf '%s\n' "${guest_packages[@]}" | sort; cat "$vmtest_dir/customize-guest.sh" \
    "$vmtest_dir/lane-boot.sh" "$vmtest_dir/judgedesk-lane.service"; } | sha256sum | cut -c1-12)
  echo "$cache/guest-trixie-$key"
}

ensure_guest() {
  local guest; guest=$(guest_dir)
  [ -f "$guest/.complete" ] && return 0
  # mkfs.ext4 -d copies owners and modes from the tree, so the tree must be made by root.
  [ "$(id -u)" -eq 0 ] || die "building the lane's guest image needs root once: run 'sudo packaging/dev.sh vmtest'"
  install_host_tools
  mkdir -p "$cache"
  local tmp; tmp=$(mktemp -d "$cache/.guest.XXXXXX")
  local include; include=$(IFS=,; echo "${guest_packages[*]}")
  say "creating the cgroup v2 lane's Debian 13 guest (a few minutes, once): $guest"
  mmdebstrap --quiet --variant=apt --include="$include" \
    --customize-hook="sh '$vmtest_dir/customize-guest.sh' \"\$1\"" trixie "$tmp/tree" \
    || { rm -rf "$tmp"; die "mmdebstrap failed for the guest"; }
  cp "$(ls "$tmp"/tree/boot/vmlinuz-* | tail -1)" "$tmp/vmlinuz"
  cp "$(ls "$tmp"/tree/boot/initrd.img-* | tail -1)" "$tmp/initrd.img"
  local mkfs=(in_env mkfs.ext4)
  command -v mkfs.ext4 >/dev/null && mkfs=(mkfs.ext4)
  "${mkfs[@]}" -q -L judgedesk-guest -d "$tmp/tree" "$tmp/disk.img" 4G \
    || { rm -rf "$tmp"; die "mkfs.ext4 failed for the guest image"; }
  rm -rf "$tmp/tree"
  touch "$tmp/.complete"
  rm -rf "$guest"
  mv "$tmp" "$guest"
  find "$cache" -maxdepth 1 -name 'guest-trixie-*' ! -path "$guest" -exec rm -rf {} +
}

vmtest() {
  build
  ensure_guest
  local guest build_path out status
  guest=$(guest_dir)
  build_path=$(build_dir)
  out=$(mktemp -d /tmp/judgedesk-vmtest-XXXXXX)
  chmod 0777 "$out"
  : >"$out/log"
  say "booting the guest (QEMU, software emulation; at most ${vmtest_budget} s)"
  tail -n +1 -F "$out/log" 2>/dev/null &
  local follower=$!
  # The disk is opened as a snapshot: the cached image is never changed by a run.
  in_env timeout --kill-after=10 "$vmtest_budget" qemu-system-x86_64 \
    -accel tcg -cpu max -m 2G -smp 2 -display none -monitor none -no-reboot \
    -serial "file:$out/console.log" \
    -kernel "$guest/vmlinuz" -initrd "$guest/initrd.img" \
    -append "console=ttyS0 root=/dev/vda rw quiet panic=-1 judgedesk.repo=$repo judgedesk.build=$build_path" \
    -drive "file=$guest/disk.img,format=raw,if=virtio,snapshot=on" \
    -virtfs "local,path=$repo,mount_tag=repo,security_model=none,readonly=on" \
    -virtfs "local,path=$out,mount_tag=out,security_model=none" \
    || true
  sleep 1
  kill "$follower" 2>/dev/null || true
  status=$(cat "$out/status" 2>/dev/null || true)
  if [ -z "$status" ]; then
    say "the lane did not finish (no verdict from the guest); the end of its console:"
    tail -n 40 "$out/console.log" >&2 || true
    rm -rf "$out"
    return 1
  fi
  rm -rf "$out"
  [ "$status" = 0 ] || { say "the cgroup v2 lane failed"; return 1; }
  say "the cgroup v2 lane passed"
}

# The lane as part of the whole test command: run when this host can run it, else said plainly.
# JUDGEDESK_REQUIRE_VMTEST=1 (CI) turns a lane that cannot start into a failure.
vmtest_if_possible() {
  local why=""
  if [ ! -f "$(guest_dir)/.complete" ] && [ "$(id -u)" -ne 0 ]; then
    why="building its guest image needs root once ('sudo packaging/dev.sh vmtest')"
  fi
  if [ -n "$why" ]; then
    [ -n "${JUDGEDESK_REQUIRE_VMTEST:-}" ] && die "the cgroup v2 lane cannot start: $why"
    say "SKIPPED the cgroup v2 lane: $why"
    return 0
  fi
  vmtest
}
