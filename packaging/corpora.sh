# The real-world lane (sourced by dev.sh): `verify` on every package of ../shared/corpora/ (real contests prepared
# by others, README.md there), a table of package, system, agreed/disagreed/skipped and seconds. It fails on a
# disagreement or on a package that cannot be judged; packages whose system is another open issue's are listed
# as pending with that issue, never counted as agreed.

corpora_dir() { echo "${JUDGEDESK_CORPORA:-$repo/../shared/corpora}"; }

# The problem folders of the lane, one per line: "<system>\t<path>".
corpora_packages() {
  local root; root=$(corpora_dir)
  local group dir
  for group in kth-challenge-2020 swedish-olympiad-2024 swedish-olympiad-2025 problemtools-examples \
    domjudge/example_problems domjudge/example_scoring_problems ofmi tps-example lemonlime; do
    [ -d "$root/$group" ] || continue
    # A contest folder may be a problem itself (KTH Challenge 2020's holds one at its top).
    [ -d "$root/$group/data" ] && printf '%s\t%s\n' "$group" "$root/$group"
    for dir in "$root/$group"/*/; do
      dir=${dir%/}
      case "$group" in
        domjudge/*) [ -f "$dir/domjudge-problem.ini" ] || [ -f "$dir/problem.yaml" ] || continue ;;
        ofmi) [ -f "$dir/settings.json" ] || continue ;;
        tps-example) [ -f "$dir/problem.json" ] || continue ;;
        lemonlime) ;;
        *) [ -d "$dir/data" ] || continue ;;
      esac
      printf '%s\t%s\n' "$group" "$dir"
    done
  done
}

# Packages of systems whose repositories are later issues' work: named, not judged.
corpora_pending() {
  case "$1" in
    tps-example) echo "TPS as contests keep it: issue 54" ;;
    lemonlime) echo "LemonLime contests: issue 55" ;;
  esac
}

# Packages their own system refuses too, with the words verify must refuse them with: a refusal is their
# agreement. OFMI's EGOI 2021 folders are placeholders ofmi-archive's problems.json leaves out.
corpora_refused() {
  case "$1" in
    ofmi/EGOI-2021-Moviento-Doble) echo "validator.lang: py: there is no validator.py" ;;
  esac
}

corpora() {
  build >&2
  local cli; cli="$(build_dir)/bin/judgedesk-cli"
  local root; root=$(corpora_dir)
  [ -d "$root" ] || die "no corpora at $root (set JUDGEDESK_CORPORA)"
  local logs="$repo/build/corpora"
  mkdir -p "$logs"
  local failures=0 agreed_total=0 disagreed_total=0 group dir pending started seconds line log status
  printf '%-52s %-28s %8s %10s %8s %8s\n' package system agreed disagreed skipped seconds
  while IFS=$'\t' read -r group dir; do
    local name=${dir#"$root"/}
    pending=$(corpora_pending "$group" "$dir")
    if [ -n "$pending" ]; then
      printf '%-52s %-28s %s\n' "$name" "$group" "pending ($pending)"
      continue
    fi
    log="$logs/$(echo "$name" | tr '/' '_').log"
    started=$SECONDS
    status=0
    in_env timeout 1200 "$cli" verify "$dir" >"$log" 2>&1 </dev/null || status=$?
    seconds=$((SECONDS - started))
    line=$(grep -E '^verify: [0-9]+ agreed' "$log" | tail -n1 || true)
    # A package that opens and names no solution (OFMI's EGOI 2021 placeholders) has nothing to disagree with.
    if [ -z "$line" ] && grep -q '^verify: the package has no submissions to verify' "$log" &&
      ! grep -qE '^  (INVALID|FAILED|ACCEPTED)' "$log"; then
      printf '%-52s %-28s %s\n' "$name" "$group" "nothing to verify: it names no solution"
      continue
    fi
    local refused; refused=$(corpora_refused "$name")
    if [ -n "$refused" ]; then
      if [ -z "$line" ] && grep -qF "$refused" "$log"; then
        printf '%-52s %-28s %s\n' "$name" "$group" "refused, as its own system refuses it: $refused"
      else
        printf '%-52s %-28s %s\n' "$name" "$group" "NOT REFUSED as its own system refuses it ($refused)"
        failures=$((failures + 1))
      fi
      continue
    fi
    if [ -z "$line" ]; then
      printf '%-52s %-28s %s\n' "$name" "$group" "NOT JUDGED (exit $status): $(tail -n1 "$log")"
      failures=$((failures + 1))
      continue
    fi
    local a d s
    a=$(sed -E 's/^verify: ([0-9]+) agreed.*/\1/' <<<"$line")
    d=$(sed -E 's/.* ([0-9]+) disagreed.*/\1/' <<<"$line")
    s=$(sed -E 's/.* ([0-9]+) skipped.*/\1/' <<<"$line")
    printf '%-52s %-28s %8s %10s %8s %8s\n' "$name" "$group" "$a" "$d" "$s" "$seconds"
    agreed_total=$((agreed_total + a))
    disagreed_total=$((disagreed_total + d))
    if [ "$status" -ne 0 ]; then
      failures=$((failures + 1))
      grep -E '^  (MISMATCH|INVALID|FAILED|ACCEPTED)' "$log" | head -n 20 | sed 's/^/    /'
    fi
  done < <(corpora_packages)
  say "corpora: $agreed_total agreed, $disagreed_total disagreed, $failures packages failing (logs in $logs)"
  [ "$failures" -eq 0 ]
}
