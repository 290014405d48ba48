# The desktop application opens from the image on this host: a start told to quit after its first paint
# ends well, and a window judging a solution is painted (a screenshot of it is saved).
. "$(dirname "$0")/common.sh"
in_root sh -c 'command -v Xvfb && command -v xwd && command -v convert' >/dev/null ||
  skip "the build root has no Xvfb, xwd or imagemagick"
display=:$((90 + RANDOM % 100))
in_root Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cleanups+=("kill $xvfb")
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.2; done
[ -e "/tmp/.X11-unix/X${display#:}" ] || fail "Xvfb did not start"
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
  # xwd, not imagemagick's import, which takes minutes over a window with a GL context.
  in_root sh -c "xwd -display $display -root -silent | convert xwd:- png:$shot" 2>/dev/null || continue
  colours=$(in_root identify -format '%k' "$shot")
  # Painted, and a moment more for the judging to end.
  [ "$colours" -gt 50 ] && [ "${painted_at:=$SECONDS}" -lt $((SECONDS - 4)) ] && break
done
kill -0 "$app" 2>/dev/null || { cat "$scratch/gui.log"; fail "the application ended"; }
[ "${colours:-0}" -gt 50 ] || fail "nothing was painted (a screenshot of ${colours:-0} colours)"
echo "screenshot: $shot ($colours colours)"
