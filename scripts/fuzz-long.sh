#!/bin/sh
# Long fuzzing of every Fuzz target in the tree: each runs until it has
# made EXECS executions (default 10 million) or for MAXTIME (default 30m),
# whichever comes first, on WORKERS fuzzing processes (default 1, so that
# the other core stays free). Resumable: a target with a line in the
# results file is skipped, so an interrupted run continues where it was.
#
#   scripts/fuzz-long.sh                       # all targets, results in fuzz-long.tsv
#   OUT=/tmp/f.tsv EXECS=1000000 scripts/fuzz-long.sh
#   scripts/fuzz-long.sh ./protocol/gtp        # one package
#
# Each line of the results file: package, target, executions, seconds,
# status (ok, or FAIL with the log kept beside the file). A crasher is
# written by Go into the package's testdata/fuzz/TARGET/ directory: fix
# the bug and commit the input with the fix, so that `go test` replays it.
set -u
cd "$(dirname "$0")/.."
OUT=${OUT:-fuzz-long.tsv}
EXECS=${EXECS:-10000000}
MAXTIME=${MAXTIME:-30m}
WORKERS=${WORKERS:-1}
LOGDIR=$(dirname "$OUT")/fuzz-long-logs
mkdir -p "$LOGDIR"
touch "$OUT"
pkgs=${*:-$(go list ./...)}
for pkg in $pkgs; do
  for target in $(go test -list '^Fuzz' "$pkg" 2>/dev/null | grep '^Fuzz' || true); do
    if grep -q "^$pkg	$target	" "$OUT"; then
      continue
    fi
    log="$LOGDIR/$(echo "$pkg" | tr / _)_$target.log"
    start=$(date +%s)
    secs=$(echo "$MAXTIME" | sed 's/m$/*60/; s/s$//' | bc)
    # a 20 s trial gives the rate: targets fast enough to make EXECS
    # executions within MAXTIME are run by count, the others by time
    go test "$pkg" -run '^$' -fuzz "^${target}\$" -fuzztime 20s -parallel "$WORKERS" -timeout 0 >"$log" 2>&1
    trial=$(grep -o 'execs: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    trial=${trial:-0}
    if [ $((trial * secs / 20)) -ge "$EXECS" ]; then
      budget="${EXECS}x"
    else
      budget="${secs}s"
    fi
    # a bare "context deadline exceeded" when the time runs out with a
    # worker mid-input is Go's fuzz deadline race (golang/go#75804, see
    # check.sh), not a failure
    failed() {
      grep -q 'Failing input written\|panic:' "$log" ||
        { grep -q -- '--- FAIL' "$log" && ! grep -q 'context deadline exceeded' "$log"; }
    }
    if ! failed; then
      go test "$pkg" -run '^$' -fuzz "^${target}\$" -fuzztime "$budget" -parallel "$WORKERS" -timeout 0 >>"$log" 2>&1
    fi
    status=ok
    if failed; then
      status=FAIL
    fi
    end=$(date +%s)
    execs=$(grep -o 'execs: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    execs=$((trial + ${execs:-0}))
    printf '%s\t%s\t%s\t%s\t%s\n' "$pkg" "$target" "${execs:-0}" $((end - start)) "$status" >>"$OUT"
    printf '%s\t%s\t%s\t%s\t%s\n' "$pkg" "$target" "${execs:-0}" $((end - start)) "$status"
  done
done
echo "== results ($OUT)"
column -t "$OUT"
