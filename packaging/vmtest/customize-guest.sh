#!/bin/sh
# Turns a fresh Debian 13 tree into the lane's guest (run by mmdebstrap as a customize hook, as root):
# an ordinary user whose systemd starts at boot with its cgroup delegated, the lane's boot unit, and
# nothing else that would compete for the emulated CPUs.
set -eu
tree=$1
here=$(dirname "$0")
chroot "$tree" useradd --create-home --uid 1000 --user-group --shell /bin/bash judge
# Lingering starts user@1000.service (Delegate=yes) at boot, as a login would.
mkdir -p "$tree/var/lib/systemd/linger"
touch "$tree/var/lib/systemd/linger/judge"
install -m 0755 "$here/lane-boot.sh" "$tree/usr/local/sbin/judgedesk-lane-boot"
install -m 0644 "$here/judgedesk-lane.service" "$tree/etc/systemd/system/judgedesk-lane.service"
mkdir -p "$tree/etc/systemd/system/multi-user.target.wants"
ln -sf ../judgedesk-lane.service "$tree/etc/systemd/system/multi-user.target.wants/judgedesk-lane.service"
for unit in apt-daily.timer apt-daily-upgrade.timer dpkg-db-backup.timer e2scrub_all.timer fstrim.timer \
  e2scrub_reap.service systemd-tmpfiles-clean.timer getty@tty1.service serial-getty@ttyS0.service \
  console-getty.service; do
  ln -sf /dev/null "$tree/etc/systemd/system/$unit"
done
echo judgedesk-guest >"$tree/etc/hostname"
printf '9p\n9pnet_virtio\n' >"$tree/etc/modules-load.d/judgedesk-9p.conf"
# The boot needs the virtio disk's and 9p's modules before the root is mounted.
printf 'virtio_blk\nvirtio_pci\next4\n9p\n9pnet_virtio\n' >>"$tree/etc/initramfs-tools/modules"
chroot "$tree" update-initramfs -u -k all >/dev/null
