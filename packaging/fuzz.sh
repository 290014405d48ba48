# Fuzzing (sourced by dev.sh): builds the libFuzzer targets of tests/fuzz with clang, ASan and UBSan in
# build/fuzz and runs each for a bounded time from its seeds (and the corpus earlier runs grew).

fuzz_dir() { echo "$repo/build/fuzz"; }

# fuzz [SECONDS-PER-TARGET] [TARGET...]
fuzz() {
  local seconds=${1:-30}
  [ $# -gt 0 ] && shift
  local dir; dir=$(fuzz_dir)
  in_env env CC=clang CXX=clang++ cmake -S "$repo" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DJUDGEDESK_FUZZ=ON >/dev/null
  in_env cmake --build "$dir" --target judgedesk-fuzzers
  local targets=("$@") failed=() name
  if [ ${#targets[@]} -eq 0 ]; then
    for name in "$dir"/bin/fuzz_*; do targets+=("${name##*/fuzz_}"); done
  fi
  mkdir -p "$dir/crashes"
  for name in "${targets[@]}"; do
    mkdir -p "$dir/corpus/$name"
    say "fuzzing $name for ${seconds} s"
    # The first directory receives what the run finds; the seeds are only read.
    if ! in_env env ASAN_OPTIONS=detect_leaks=0 "$dir/bin/fuzz_$name" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$dir/crashes/$name-" \
      "$dir/corpus/$name" "$dir/fuzz-seeds/$name" >"$dir/$name.log" 2>&1; then
      failed+=("$name")
      tail -n 40 "$dir/$name.log" >&2
    fi
    grep -E '^stat::number_of_executed_units' "$dir/$name.log" | sed "s/^/  $name: /" >&2 || true
  done
  [ ${#failed[@]} -eq 0 ] && return 0
  say "fuzzing found failures in: ${failed[*]} (the inputs are in $dir/crashes/; once fixed, each goes to"
  say "tests/fuzz/regressions/TARGET/, which the ordinary test suite replays)"
  return 1
}
