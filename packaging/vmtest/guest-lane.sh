#!/bin/sh
# The cgroup v2 lane, inside the guest (run as root at boot by judgedesk-lane-boot): runs the sandbox's
# suites and real judgings as uid 1000 in a cgroup its own systemd delegated to it, first with user
# namespaces, then with them switched off (the degraded mode), and checks that nothing is left behind.
# Prints PASS/FAIL lines; the exit status is the number of failures.
set -u
repo=$1
build=$2
bin=$build/bin
examples=$repo/resources/examples
uid=1000
failures=0
user_cgroup=/sys/fs/cgroup/user.slice/user-$uid.slice/user@$uid.service

say() { printf '%s\n' "$*"; }
pass() { say "PASS $*"; }
fail() { say "FAIL $*"; failures=$((failures + 1)); }

# CMD as the ordinary user, started by that user's systemd in a transient service of its own with
# Delegate=yes: what 'systemd-run --user --scope -p Delegate=yes judgedesk' gives on a desktop.
# KillMode=process leaves whatever the sandbox failed to clean up where the leftover check finds it.
as_user() {
  runuser -u judge -- env XDG_RUNTIME_DIR=/run/user/$uid DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/$uid/bus \
    systemd-run --user --quiet --wait --pipe --collect -p Delegate=yes -p KillMode=process \
    --working-directory=/home/judge -E QT_QPA_PLATFORM=offscreen "$@"
}

# NAME EXPECTED-STATUS CMD...: one step, timed.
step() {
  name=$1 expected=$2
  shift 2
  say ""
  say "== $name"
  started=$(date +%s)
  "$@"
  status=$?
  took=$(($(date +%s) - started))
  if [ "$status" -eq "$expected" ]; then pass "$name (${took} s)"; else fail "$name: exit status $status, expected $expected (${took} s)"; fi
}

# The run cgroups (run-PID-COPY-N) and sandbox processes the user's units left behind.
leftovers() {
  found=$(find "$user_cgroup" -type d -regex '.*/run-[0-9]+-[0-9a-f]+-[0-9]+' 2>/dev/null)
  procs=$(ps -u "$uid" -o pid=,comm= | grep -E 'jd-zygote|jd-run-init|hostile-' || true)
  [ -z "$found$procs" ] && return 0
  say "left behind:"
  [ -n "$found" ] && say "$found"
  [ -n "$procs" ] && say "$procs"
  return 1
}

doctor_says() { # PATTERN...: the ordinary user's doctor report contains each
  report=$(as_user "$bin/judgedesk-cli" doctor)
  say "$report"
  for pattern; do
    printf '%s\n' "$report" | grep -q -- "$pattern" || { say "(the report does not say '$pattern')"; return 1; }
  done
}

suites() { # ISOLATION: the sandbox's own suites as the ordinary user with cgroup v2 accounting
  isolation=$1
  shift
  # Software emulation is some 50 times slower at switching processes: latency bounds (the 20 ms from a
  # CPU limit to the kill) are given four times the room (three was once overshot by 0.4 ms, one run in six);
  # measured amounts are held to the same 2 %.
  env="-E JUDGEDESK_TEST_ISOLATION=$isolation -E JUDGEDESK_TEST_ACCOUNTING=cgroup-v2 -E JUDGEDESK_TEST_SLOWDOWN=4"
  step "sandbox units ($isolation)" 0 as_user $env "$bin/test_sandbox_units"
  if [ "$isolation" = none ]; then
    # Without namespaces isolation is gone by design: only what the degraded mode still guarantees.
    step "hostile programs ($isolation, cgroup v2)" 0 as_user $env "$bin/test_hostile_programs" \
      $(cat "$build/lane/degraded-functions")
  else
    step "hostile programs ($isolation, cgroup v2)" 0 as_user $env "$bin/test_hostile_programs"
  fi
  step "measurement accuracy ($isolation, cgroup v2)" 0 as_user $env "$bin/test_measurement_accuracy"
  step "process streams ($isolation, cgroup v2)" 0 as_user $env "$bin/test_process_streams"
  # The seed interfaces, as a program using them gets the sandbox: whatever this user's machine offers.
  step "CommonBox C API ($isolation)" 0 as_user "$bin/test_commonbox"
  step "wait/status pipes ($isolation)" 0 as_user "$bin/test_wait_status_pipes"
  # serve as an ordinary user runs it: each /run started on the event loop and answered when its end is heard.
  step "go-judge server ($isolation)" 0 as_user $env "$bin/test_gojudge_server"
  # The sandbox manager's containers need namespaces of their own (a private network, /app's tmpfs).
  if [ "$isolation" != none ]; then
    step "the seed's Python sandbox manager ($isolation)" 0 as_user -E PYTHONPATH="$repo/python" \
      -E JUDGEDESK_CLI="$bin/judgedesk-cli" python3 "$repo/python/tests/test_sandbox_manager.py"
  fi
}

judgings() { # LABEL: a batch and an interactive judging through the CLI
  step "batch judging, accepted ($1)" 0 as_user "$bin/judgedesk-cli" judge "$examples/aplusb" \
    "$examples/aplusb/submissions/accepted/sum.cpp"
  step "batch judging, memory hog rejected ($1)" 1 as_user "$bin/judgedesk-cli" judge "$examples/aplusb" \
    "$examples/aplusb/submissions/memory_limit_exceeded/hog.cpp"
  step "interactive judging, accepted ($1)" 0 as_user "$bin/judgedesk-cli" judge "$examples/guess" \
    "$(ls "$examples"/guess/submissions/accepted/*.cpp | head -1)"
  # Rejected in its first millisecond, then spinning: stopped at the rejection and judged WA, not TLE.
  step "interactive judging, rejected while it spins ($1)" 0 as_user /bin/sh -c \
    "'$bin/judgedesk-cli' judge --no-store '$examples/guess' '$examples/guess/submissions/wrong_answer/guess_tle.cpp' \
     | grep -q 'Result: WA'"
}

say "kernel $(uname -r); cgroup2 controllers: $(cat /sys/fs/cgroup/cgroup.controllers)"
systemctl start user@$uid.service
say "user@$uid.service: $(systemctl show -p Delegate --value user@$uid.service) delegation," \
  "controllers $(cat "$user_cgroup/cgroup.subtree_control")"

step "doctor reports cgroup v2 delegated" 0 doctor_says "cgroup delegation: delegated" "accounting: cgroup v2"
# The README's way to start JudgeDesk on a desktop: a scope of the user's own, delegated.
step "a delegated scope of the user's own gets cgroup v2 too" 0 as_user /bin/sh -c \
  "systemd-run --user --scope --quiet -p Delegate=yes '$bin/judgedesk-cli' doctor | grep 'accounting: cgroup v2'"
suites user-namespace
judgings "user namespaces"
step "no cgroup or process left behind" 0 leftovers

# The degraded mode: an ordinary user without user namespaces (Ubuntu's AppArmor restriction, or a
# hardened kernel) still gets cgroup v2 limits and accounting.
if [ -e /proc/sys/kernel/unprivileged_userns_clone ]; then
  knob=kernel.unprivileged_userns_clone
else
  knob=user.max_user_namespaces
fi
sysctl -q -w "$knob=0"
step "doctor reports no user namespaces, cgroup v2 still delegated" 0 doctor_says "$knob=0" \
  "cgroup delegation: delegated" "accounting: cgroup v2" "isolation: none"
suites none
judgings "no user namespaces"
step "no cgroup or process left behind (degraded)" 0 leftovers
sysctl -q -w "$knob=1" 2>/dev/null || sysctl -q -w "$knob=15000"

say ""
say "$failures failure(s)"
exit "$failures"
