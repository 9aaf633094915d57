# Sourced by .ci/run and .ci/approve once `npm ci` has run: finds the Chromium the tests will use
# with the project's one lookup (tests/support/chromium.ts: CHROME_PATH, Playwright's own, the
# system's), or installs Debian's when there is none, and prints which (and the visual baselines'
# when it is another).
find_chromium() { node --import tsx tests/support/chromium.ts "$@"; }

if ! chrome=$(find_chromium 2>/dev/null); then
  echo "::group::No Chromium found: installing Debian's chromium"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  chrome=$(find_chromium)
  echo "::endgroup::"
fi
echo "Chromium: $chrome ($("$chrome" --version 2>/dev/null || echo 'version unknown'))"
baselines=$(find_chromium --baselines)
if [ "$baselines" != "$chrome" ]; then
  echo "Chromium for the visual baselines: $baselines ($("$baselines" --version 2>/dev/null || echo 'version unknown'))"
fi
