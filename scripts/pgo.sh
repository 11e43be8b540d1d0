#!/usr/bin/env bash
# scripts/pgo.sh — make a CPU profile for Go's profile-guided optimisation
# (PGO) from a representative run, to measure whether PGO pays.
#
# Sente is built without PGO: on 2026-11-29 (Intel Xeon, 2 cores, farm-bench
# medians of 8 paired runs) a build with this script's profile took 1.04
# of the plain build's time on `sente bench` and 1.06 on FFO #20-39, and
# the old profile (c82f2bc) 1.00: no gain beyond the noise. A build picks
# up cmd/sente/default.pgo by itself if one is put there.
#
# The profile must look like the engine's real work, so it merges the CPU
# profiles (`sente --cpuprofile FILE`) of: the bench (both games), the
# Othello solver on FFO #20-39, an NBoard and a GTP session through pipes,
# and short self-play matches through the protocols (Gomoku pbrain, Othello
# NBoard), each engine process profiled on its own. A build without PGO
# makes the profiles.
#
#   scripts/pgo.sh              # writes ./sente.pgo (about 3 minutes)
#   OUT=/tmp/x.pgo scripts/pgo.sh
#
# Then compare, e.g.:
#   go build -pgo=off -o /tmp/sente-nopgo ./cmd/sente && go build -pgo=sente.pgo -o /tmp/sente-pgo ./cmd/sente
#   farm-bench -n 5 --timeout 600 --vs '/tmp/sente-nopgo --threads 1 bench' -- /tmp/sente-pgo --threads 1 bench
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-sente.pgo}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=$work/sente
go build -pgo=off -o "$bin" ./cmd/sente
p=$work/prof
mkdir -p "$p"

echo "== bench"
"$bin" --cpuprofile "$p/bench.prof" bench >/dev/null

echo "== solve FFO #20-39"
"$bin" --cpuprofile "$p/solve.prof" solve --threads 1 engine/othello/testdata/fforum-20-39.obf >/dev/null

echo "== nboard session"
{
  printf 'nboard 2\nset depth 12\nset game (;GM[Othello]PC[x]PB[a]PW[b]RE[?]TI[5:00]TY[8r]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6];)\n'
  printf 'go\n'
  sleep 4
  printf 'hint 3\n'
  sleep 4
  printf 'ping 1\n'
} | "$bin" --cpuprofile "$p/nboard.prof" --threads 1 --no-book nboard >/dev/null

echo "== gtp session"
{
  printf 'boardsize 8\nclear_board\ntime_settings 0 1 1\n'
  for c in b w b w b w b w; do printf 'genmove %s\n' "$c"; done
  sleep 9
  printf 'quit\n'
} | "$bin" --cpuprofile "$p/gtp.prof" --threads 1 --no-book gtp >/dev/null

echo "== gomoku self-play (pbrain)"
"$bin" match --game gomoku --games 6 --tc 0.3 \
  --engine name=a cmd="$bin --cpuprofile $p/pb-a.prof --threads 1 --no-book pbrain" \
  --engine name=b cmd="$bin --cpuprofile $p/pb-b.prof --threads 1 --no-book pbrain" | tail -2
"$bin" match --game gomoku --rule renju --games 4 --tc 0.3 \
  --engine name=a cmd="$bin --cpuprofile $p/rj-a.prof --threads 1 --no-book pbrain" \
  --engine name=b cmd="$bin --cpuprofile $p/rj-b.prof --threads 1 --no-book pbrain" | tail -2

echo "== othello self-play (nboard)"
"$bin" match --game othello --games 4 --tc-game 8 \
  --engine name=a cmd="$bin --cpuprofile $p/nb-a.prof --threads 1 --no-book nboard" \
  --engine name=b cmd="$bin --cpuprofile $p/nb-b.prof --threads 1 --no-book nboard" | tail -2

go tool pprof -proto "$p"/*.prof >"$OUT" 2>/dev/null
echo "wrote $OUT ($(wc -c <"$OUT") bytes) from $(ls "$p" | wc -l) profiles"
