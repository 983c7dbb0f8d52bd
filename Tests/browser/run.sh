#!/usr/bin/env bash
# Runs the HTML report's browser test (Tests/browser/test_report.py) for CI and developers.
# Installs Chromium, chromedriver (Debian packages) and selenium (PyPI) when they are missing; the test is
# skipped, with a message saying why, only when they cannot be installed.
# Usage: Tests/browser/run.sh [path/to/flowviz]   (default .build/debug/flowviz, built when missing)
set -u
cd "$(dirname "$0")/../.."
FLOWVIZ="${1:-.build/debug/flowviz}"
if [ ! -x "$FLOWVIZ" ]; then
  swift build --product flowviz || exit 1
fi
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log="${TMPDIR:-/tmp}/flowviz-browser-apt.log"
    { apt-get install -y chromium chromium-driver || { apt-get update && apt-get install -y chromium chromium-driver; }; } \
      >"$log" 2>&1 || echo "flowviz browser test: could not install chromium (see $log)" >&2
  fi
fi
if ! python3 -c "import selenium" >/dev/null 2>&1; then
  python3 -m pip install --quiet selenium >&2 || echo "flowviz browser test: could not install selenium" >&2
fi
exec python3 Tests/browser/test_report.py --flowviz "$FLOWVIZ"
