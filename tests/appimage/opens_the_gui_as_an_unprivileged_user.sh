# As an ordinary user (nobody), the desktop application opens from the image too: its first paint ends
# well, and a window of it is painted (a screenshot is saved).
. "$(dirname "$0")/common.sh"
[ "$(id -u)" -eq 0 ] || skip "not root: cannot become another user"
start_xvfb
cp "$image" "$scratch/JudgeDesk.AppImage"
chmod -R a+rX "$scratch"
mkdir -m 0777 "$scratch/home"
as_nobody() {
  setpriv --reuid=65534 --regid=65534 --clear-groups \
    env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$scratch/home" TMPDIR="$scratch/home" DISPLAY="$display" \
    QT_QPA_PLATFORM=xcb JUDGEDESK_APPIMAGE_CACHE=on "$@"
}
as_nobody timeout 120 "$scratch/JudgeDesk.AppImage" --quit-after-first-paint > "$scratch/first.log" 2>&1 ||
  { cat "$scratch/first.log"; fail "the window's first start as nobody did not end well"; }
as_nobody "$scratch/JudgeDesk.AppImage" > "$scratch/gui.log" 2>&1 &
app=$!
cleanups+=("kill $app; wait $app")
mkdir -p "$SCREENSHOTS"
shot=$SCREENSHOTS/appimage-gui-nobody.png
for _ in $(seq 30); do
  sleep 1
  colours=$(screenshot "$shot")
  [ "$colours" -gt 50 ] && break
done
kill -0 "$app" 2>/dev/null || { cat "$scratch/gui.log"; fail "the application ended"; }
[ "${colours:-0}" -gt 50 ] || fail "nothing was painted (a screenshot of ${colours:-0} colours)"
echo "screenshot: $shot ($colours colours)"
