# The running application's environment, which its compilers and checkers inherit, has no loader
# variable and nothing of Qt's or fontconfig's pointing into the image.
. "$(dirname "$0")/common.sh"
export TMPDIR=$scratch
port=$((20000 + RANDOM % 20000))
"$image" cli serve --listen "127.0.0.1:$port" > "$scratch/serve.log" 2>&1 &
app=$!
cleanups+=("kill $app; wait $app")
for _ in $(seq 100); do grep -q . "$scratch/serve.log" && break; sleep 0.1; done
environment=$(tr '\0' '\n' < "/proc/$app/environ")
[ "$(readlink "/proc/$app/exe")" != "$image" ] || fail "the image's runtime is still the process"
leaks=$(printf '%s\n' "$environment" | grep -E '^(LD_[A-Z_]*|QT_PLUGIN_PATH|QT_QPA_PLATFORM_PLUGIN_PATH|FONTCONFIG_[A-Z_]*|PYTHONHOME|PERLLIB|GCONV_PATH)=' || true)
[ -z "$leaks" ] || fail "the application's environment has: $leaks"
grep -q '^APPIMAGE=' <<< "$environment" || fail "APPIMAGE is not set"
echo "the application's environment is clean"
