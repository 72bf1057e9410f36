#!/usr/bin/env bash
# Checks the judge's HTML report (./judgew test --html FILE) in a real browser:
#   (a) judges sample solutions in a temporary copy of problems/ and writes the report: N-Queens
#       with a missing board, N-Queens II accepted, Sudoku ignoring its boxes, so the page shows
#       a failure with chessboards and one with Sudoku grids;
#   (b) installs Debian's chromium when it is missing (with apt-get when run as root; otherwise
#       it says what to run);
#   (c) renders the report in headless Chromium and saves a PNG screenshot;
#   (d) fails when the page logs a console error, throws, or requests anything but itself:
#       Chromium's own log is searched for console messages, and scripts/html-report-check.mjs
#       watches the page through playwright-core (installed by npm into a temporary folder).
# Nothing is written to the repository but the screenshot (and judge/target, if ./judgew must
# build the judge); running it again redoes it all, so it is safe to run in CI.
#
# Usage: scripts/html-report-check.sh [SCREENSHOT.png]
#   SCREENSHOT.png  default judge/target/html-report/html-report.png (docs/images/html-report.png
#                   is this script's output at the default window size)
# Environment: CHROMIUM  the browser (default: chromium on the PATH)
#              WINDOW    the screenshot's width,height in pixels (default 1100,2150)
#              KEEP=1    keep the temporary folder (report, logs) and print where it is
# Exit status: 0 the page is clean, 1 it is not, 2 the check could not run.
set -euo pipefail
cd "$(dirname "$0")/.."

playwright_version=1.65.1
screenshot=${1:-judge/target/html-report/html-report.png}
window=${WINDOW:-1100,2150}

work=$(mktemp -d "${TMPDIR:-/tmp}/html-report-check.XXXXXX")
if [ "${KEEP:-}" = 1 ]; then
  echo "html-report-check: keeping $work"
else
  trap 'rm -rf "$work"' EXIT
fi
fail() { echo "html-report-check: $*" >&2; exit 2; }

# (a) The report, from a copy of the repository's problems with sample solutions in place.
mkdir -p "$work/repo"
cp -R problems "$work/repo/problems"
place() {
  mkdir -p "$work/repo/solutions/$1"
  cp "$2" "$work/repo/solutions/$1/Solution.java"
}
place n-queens judge/src/test/resources/fixtures/n-queens/MissingBoard.java
place n-queens-ii judge/src/test/resources/fixtures/n-queens-ii/Accepted.java
place sudoku-solver problems/sudoku-solver/submissions/wrong_answer/IgnoresBoxes.java
report="$work/report.html"
status=0
# The failures first, so the screenshot's first screen has both kinds of board.
./judgew --root "$work/repo" test n-queens sudoku-solver n-queens-ii --html "$report" >"$work/judge.log" 2>&1 || status=$?
# Two problems fail on purpose (exit 1); 2 would be a usage or judge error.
if [ "$status" -ne 1 ] || [ ! -s "$report" ]; then
  cat "$work/judge.log" >&2
  fail "the judge exited with $status (expected 1) or wrote no report"
fi
echo "html-report-check: report written ($(wc -c <"$report") bytes)"

# (b) Chromium, from Debian.
chromium=${CHROMIUM:-}
if [ -z "$chromium" ]; then
  chromium=$(command -v chromium || command -v chromium-browser || true)
fi
if [ -z "$chromium" ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "html-report-check: installing chromium with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # fonts-dejavu-core has the chess queen (U+265B) the boards are drawn with.
    apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
    chromium=$(command -v chromium) || fail "apt-get installed chromium, but it is not on the PATH"
  else
    fail "Chromium is missing. Install it, e.g. 'sudo apt-get update && sudo apt-get install -y chromium'," \
      "or set CHROMIUM to a Chromium or Chrome binary."
  fi
fi

# (c) The screenshot. Every flag that would reach the network is off; the page needs none.
mkdir -p "$(dirname "$screenshot")"
screenshot="$(cd "$(dirname "$screenshot")" && pwd -P)/$(basename "$screenshot")"
rm -f "$screenshot"
"$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
  --enable-logging=stderr --v=0 --user-data-dir="$work/profile" \
  --window-size="$window" --screenshot="$screenshot" "file://$report" \
  >"$work/chromium.log" 2>&1 || { cat "$work/chromium.log" >&2; fail "Chromium could not render the report"; }
[ -s "$screenshot" ] || { cat "$work/chromium.log" >&2; fail "Chromium saved no screenshot"; }
echo "html-report-check: screenshot $screenshot ($(wc -c <"$screenshot") bytes, window $window)"

# (d) Console errors: first Chromium's own log (the page has no script, so any console message,
# a Content-Security-Policy violation included, is a fault), then the page through Playwright.
errors=0
if grep -E 'CONSOLE|Uncaught|Refused to' "$work/chromium.log" >&2; then
  echo "html-report-check: Chromium logged the console messages above" >&2
  errors=1
fi
command -v npm >/dev/null 2>&1 && command -v node >/dev/null 2>&1 \
  || fail "node and npm are needed for the console check (e.g. 'apt-get install -y nodejs npm')"
npm install --prefix "$work/tools" --no-audit --no-fund --silent "playwright-core@$playwright_version" >/dev/null \
  || fail "npm could not install playwright-core@$playwright_version"
PLAYWRIGHT_CORE_DIR="$work/tools" CHROMIUM="$chromium" node scripts/html-report-check.mjs "$report" || {
  code=$?
  [ "$code" -eq 1 ] || exit "$code"
  errors=1
}
exit "$errors"
