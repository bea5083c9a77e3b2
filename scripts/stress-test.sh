#!/usr/bin/env bash
# Runs the whole suite (`npm test`) several times from a fresh clone while two processes burn CPU beside
# it, and prints pass/fail per run: the proof that the suite does not flake on a busy machine.
#
#   bash scripts/stress-test.sh [runs]      # runs defaults to 3
#
# Every run tests a new clone of the committed HEAD (uncommitted edits are not tested); the first
# `npm test` of a clone installs its packages. Each run's output is kept in the printed log folder, and a
# failed run's test-results/ (Playwright traces, Vitest failure screenshots) next to it.
# Exits non-zero when any run failed.
set -uo pipefail

runs="${1:-3}"
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: bash scripts/stress-test.sh [runs]   (runs: a positive whole number, default 3)" >&2
  exit 2
fi

repository="$(cd "$(dirname "$0")/.." && pwd)"
workspace="$(mktemp -d "${TMPDIR:-/tmp}/stress-test.XXXXXX")"
logs="$workspace/logs"
mkdir -p "$logs"

burners=()
test_group=""
stop_all() {
  # The running `npm test` has a process group of its own (setsid below): stop all of it, then the burners.
  if [ -n "$test_group" ]; then
    kill -- -"$test_group" 2>/dev/null
    test_group=""
  fi
  for pid in "${burners[@]}"; do
    kill "$pid" 2>/dev/null
  done
  burners=()
}
trap stop_all EXIT
trap 'exit 130' INT TERM

# Two busy loops, one per core of the machines this suite targets; each is a process of its own so
# the script can stop exactly these two.
for _ in 1 2; do
  node -e 'for (;;) {}' &
  burners+=("$!")
done
echo "CPU burners running: ${burners[*]}"

commit="$(git -C "$repository" rev-parse HEAD)"
echo "testing commit ${commit:0:7}; logs in $logs"

failed=0
for run in $(seq 1 "$runs"); do
  # A new clone every run: no node_modules, no Vite dependency caches, no screenshot or PGlite leftovers
  # from the previous run, which is where a fresh checkout used to flake.
  clone="$workspace/clone-$run"
  git clone --quiet --no-hardlinks "$repository" "$clone" && git -C "$clone" checkout --quiet "$commit" || exit 1
  started=$(date +%s)
  (cd "$clone" && exec setsid npm test) >"$logs/run-$run.log" 2>&1 &
  test_group=$!
  if wait "$test_group"; then
    outcome=pass
  else
    # Name the step of scripts/test.sh that failed (lint, type check, tests, …).
    outcome="FAIL at '$(grep -a '^.*== ' "$logs/run-$run.log" | tail -n 1 | sed -E 's/\x1b\[[0-9;]*m//g; s/^.*== //')'"
    failed=$((failed + 1))
  fi
  test_group=""
  seconds=$(($(date +%s) - started))
  summary=$(sed -E 's/\x1b\[[0-9;]*m//g' "$logs/run-$run.log" | grep -aE '^\s*Tests\s' | tail -n 1 | sed -E 's/^\s+//')
  echo "run $run/$runs: $outcome in ${seconds}s ${summary:+($summary)}  log: $logs/run-$run.log"
  # A flake is diagnosed from its trace: keep what the failed run recorded before the clone goes.
  if [ "$outcome" != pass ] && [ -d "$clone/test-results" ]; then
    mv "$clone/test-results" "$logs/run-$run-test-results"
    echo "  its test results: $logs/run-$run-test-results"
  fi
  rm -rf "$clone"
done

stop_all
echo "$((runs - failed)) of $runs runs passed"
[ "$failed" -eq 0 ]
