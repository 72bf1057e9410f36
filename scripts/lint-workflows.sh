#!/usr/bin/env bash
# Validates every GitHub Actions workflow in .github/workflows/ against GitHub's workflow schema
# with action-validator (the npm build, which runs in Node without downloading anything else).
# Installs it into a temporary folder, so nothing is added to the repository. Needs node and npm.
# Usage: scripts/lint-workflows.sh [REPOSITORY...]   (exit 0: every workflow valid)
# With no argument, this repository's workflows; otherwise each given repository's (an
# assignment's template, say).
set -euo pipefail
repositories=()
for repository in "$@"; do
  repositories+=("$(cd "$repository" && pwd)")
done
cd "$(dirname "$0")/.."
[ "${#repositories[@]}" -gt 0 ] || repositories=("$PWD")

version=0.6.0
tools=$(mktemp -d)
trap 'rm -rf "$tools"' EXIT
npm install --prefix "$tools" --no-audit --no-fund --silent \
  "@action-validator/cli@$version" "@action-validator/core@$version" >/dev/null

status=0
for repository in "${repositories[@]}"; do
  for workflow in "$repository"/.github/workflows/*.yml "$repository"/.github/workflows/*.yaml; do
    [ -e "$workflow" ] || continue
    if "$tools/node_modules/.bin/action-validator" "$workflow"; then
      echo "valid: $workflow"
    else
      echo "INVALID: $workflow" >&2
      status=1
    fi
  done
done
exit "$status"
