# Sourced by .ci/run and .ci/approve: finds a Chromium, or installs Debian's, and prints which.
find_chromium() {
  if [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; then echo "$CHROME_PATH"; return 0; fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  ls "$HOME"/.cache/ms-playwright/chromium-*/chrome-linux/chrome 2>/dev/null | head -n 1 | grep . && return 0
  return 1
}

if ! chrome=$(find_chromium); then
  echo "::group::No Chromium found: installing Debian's chromium"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  chrome=$(find_chromium)
  echo "::endgroup::"
fi
echo "Chromium: $chrome ($("$chrome" --version 2>/dev/null || echo 'version unknown'))"

