#!/usr/bin/env bash
# The IDE's test class, run the documented way (mvn -q test -Psolutions) on the fixture repository
# ide/src/test/resources/three-solutions, with one accepted, one wrong and one not-compiling
# solution: Maven must fail, and the surefire XML must say which test did what. Run after
# `mvn verify` (offline: verify fetched everything). The report is removed once read: CI's
# test-report tools must not take the fixture's failures for the project's.
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
ide_reports=ide/target/surefire-reports
ide_report=$ide_reports/TEST-dev.practicejudge.ide.YourSolutionsTest.xml
rm -f "$ide_reports"/*YourSolutionsTest.*
if mvn -B -ntp -o -q test -Psolutions -Dpracticejudge.root=ide/src/test/resources/three-solutions \
    >"$log" 2>&1; then
  echo "mvn test -Psolutions passed on a fixture with a wrong and a not-compiling solution" >&2
  exit 1
fi
if [ ! -f "$ide_report" ]; then
  cat "$log" >&2
  echo "mvn test -Psolutions wrote no $ide_report (the log is above)" >&2
  exit 1
fi
ide_failures=()
# The line of test case $1 and the line after it (its failure, if any). Read into a variable and
# searched there: a pipe into grep -q could end early and, under pipefail, fail for no reason.
ide_case() { grep -A1 -F "<testcase name=\"$1\" classname=\"dev.practicejudge.ide.YourSolutionsTest\"" "$ide_report" || true; }
has() { [[ $1 == *"$2"* ]]; }
# Each test is named with its problem's id, as the report shows no container.
for name in "n-queens-ii: 01-n1" "n-queens-ii: 02-n2" "n-queens-ii: 03-n3" "n-queens-ii: 04-n4" "n-queens-ii: 05-n5" \
    "reverse-linked-list: 03-empty" "reverse-linked-list: 04-one"; do
  first_line=$(ide_case "$name")
  first_line=${first_line%%$'\n'*}
  [[ -n $first_line && $first_line == *'/>' ]] || ide_failures+=("$name should pass")
done
for name in "reverse-linked-list: 01-five" "reverse-linked-list: 02-two"; do
  has "$(ide_case "$name")" 'type="org.opentest4j.AssertionFailedError"' \
    || ide_failures+=("$name should fail with an AssertionFailedError (a wrong answer)")
done
has "$(ide_case "reverse-linked-list: 01-five")" '==&gt; expected: &lt;[5,1,4,1,3]&gt; but was: &lt;[3]&gt;' \
  || ide_failures+=("01-five's failure should carry expected [5,1,4,1,3] and actual [3]")
for name in "subsets: 01-three" "subsets: 02-one" "subsets: 03-zero"; do
  has "$(ide_case "$name")" 'message="Solution.java does not compile:&#10;solutions/subsets/Solution.java:9:56: error' \
    || ide_failures+=("$name should fail with javac's error at solutions/subsets/Solution.java:9:56")
done
grep -q '<testsuite [^>]*tests="12"' "$ide_report" || ide_failures+=("the report should hold 12 tests")
if [ "${#ide_failures[@]}" -gt 0 ]; then
  printf 'YourSolutionsTest on ide/src/test/resources/three-solutions, %s:\n' "$ide_report" >&2
  printf '  %s\n' "${ide_failures[@]}" >&2
  exit 1
fi
rm -f "$ide_reports"/*YourSolutionsTest.*
echo "YourSolutionsTest on the fixture: 7 passed, 2 wrong answers, 3 compile errors, as expected"
