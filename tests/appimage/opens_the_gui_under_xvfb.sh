# The desktop application opens from the image on this host: a start told to quit after its first paint
# ends well, and a window judging a solution is painted (a screenshot of it is saved).
. "$(dirname "$0")/common.sh"
start_xvfb
export TMPDIR=$scratch XDG_CONFIG_HOME=$scratch/config XDG_CACHE_HOME=$scratch/cache HOME=$scratch
DISPLAY=$display QT_QPA_PLATFORM=xcb timeout 60 "$image" --quit-after-first-paint ||
  fail "the window's first start did not end well"
# A judging as a coach starts one: the source highlighted, compiled by the host's compiler, the verdicts in.
problem=$repo/resources/examples/aplusb
DISPLAY=$display QT_QPA_PLATFORM=xcb "$image" "$problem" "$problem/submissions/accepted/sum.cpp" --judge \
  > "$scratch/gui.log" 2>&1 &
app=$!
cleanups+=("kill $app; wait $app")
mkdir -p "$SCREENSHOTS"
shot=$SCREENSHOTS/appimage-gui.png
for _ in $(seq 30); do
  sleep 1
  colours=$(screenshot "$shot")
  # Painted, and a moment more for the judging to end.
  [ "$colours" -gt 50 ] && [ "${painted_at:=$SECONDS}" -lt $((SECONDS - 4)) ] && break
done
kill -0 "$app" 2>/dev/null || { cat "$scratch/gui.log"; fail "the application ended"; }
[ "${colours:-0}" -gt 50 ] || fail "nothing was painted (a screenshot of ${colours:-0} colours)"
echo "screenshot: $shot ($colours colours)"
