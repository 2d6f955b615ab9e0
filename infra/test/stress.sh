#!/usr/bin/env bash
# npm run test:stress: the whole of `npm test`, RUNS times in a row (default 3), while stress-ng keeps
# every core busy. Nothing in the suites may depend on the machine's speed: each wait is for a
# condition with a generous limit, so a slow machine takes longer and passes all the same. Stops at
# the first failing run. Installs stress-ng from Debian when run as root; extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${RUNS:-3}"
cores="$(nproc)"

if ! command -v stress-ng >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
  else
    echo "stress-ng is missing: sudo apt-get install -y stress-ng" >&2
    exit 1
  fi
fi

# Bounded (45 min a run) as well as stopped on exit: a run killed outright (kill -9, a closed session)
# must not leave the cores loaded for whatever runs next.
stress-ng --cpu "$cores" --timeout "$((runs * 45))m" --quiet &
stress=$!
trap 'kill "$stress" 2>/dev/null || true' EXIT
echo "stress-ng --cpu $cores is keeping every core busy (pid $stress)"

for run in $(seq 1 "$runs"); do
  started=$(date +%s)
  echo "=== stress run $run of $runs"
  if ! npm test -- "$@"; then
    echo "=== stress run $run of $runs FAILED after $(($(date +%s) - started)) s" >&2
    exit 1
  fi
  echo "=== stress run $run of $runs passed in $(($(date +%s) - started)) s"
done
echo "=== $runs runs in a row passed under stress-ng --cpu $cores"
