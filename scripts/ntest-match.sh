#!/usr/bin/env bash
# ntest-match.sh — Sente against NTest (an NBoard Othello engine with trained
# coefficients) through `sente match`, each opening played with both
# colours, one thread each. Prints the match's report: W/D/L, the Elo
# difference with its 95% interval, the disc difference, and each engine's
# thinking time; and writes the GGF records and a JSON summary.
#
# usage: scripts/ntest-match.sh [options]
#   -n GAMES    games (default 100; even: each opening twice)
#   -d DEPTH    both engines at this fixed depth (each on a 600 s game clock
#               that only catches a hang)
#   -g SECONDS  Sente on a game clock of SECONDS (default 30) against NTest
#               at a fixed depth (-D); the default mode
#   -t SECONDS  Sente at SECONDS a move instead of a game clock (against
#               NTest at the depth -D); NBoard knows only game clocks, so
#               Sente gets a fresh clock of 3·SECONDS every move and thinks
#               well under SECONDS on average (a few moves run over it,
#               within the match's tolerance)
#   -D DEPTH    NTest's depth against Sente's clock (default 20)
#   -c N        games at once (default 1; one per core at most)
#   -O FILE     openings (default scripts/openings/othello-50.txt)
#   -S ARGS     extra arguments for `sente nboard` (e.g. "--no-book")
#   -o DIR      output directory (default ./ntest-DATE)
#   -R REV      Sente built from the git revision REV (scripts/build-sente.sh)
#               instead of the current tree: the "before" of a before-and-after; the
#               match itself is still run by the current tree's `sente match`
#
# NTest is built by ../shared/peers/build.sh ntest into $SENTE_PEERS
# (default ~/.cache/sente-peers) and runs from its build folder, where it
# finds its coefficients. Its stdout lines that NBoard does not define are
# ignored by `sente match` (noted in the engine logs under DIR/logs).
# NTest overruns game clocks, so it always plays at a fixed depth; its own
# clock (600 s) only bounds a hang. Sente is the current tree (or REV), built
# here; it inherits the environment (SENTE_PROBCUT=T: its Multi-ProbCut confidence).
set -euo pipefail

games=100 depth="" clock=30 movetime="" ndepth=20 conc=1 openings="" sargs="" out="" rev=""
while getopts "n:d:g:t:D:c:O:S:o:R:h" opt; do
	case $opt in
	n) games=$OPTARG ;;
	d) depth=$OPTARG ;;
	g) clock=$OPTARG ;;
	t) movetime=$OPTARG ;;
	D) ndepth=$OPTARG ;;
	c) conc=$OPTARG ;;
	O) openings=$OPTARG ;;
	S) sargs=$OPTARG ;;
	o) out=$OPTARG ;;
	R) rev=$OPTARG ;;
	h | *)
		sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
		exit 2
		;;
	esac
done

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
peers=${SENTE_PEERS:-$HOME/.cache/sente-peers}
ntest=$peers/ntest/build/ntest
if [ ! -x "$ntest" ]; then
	echo "missing $ntest: run ../shared/peers/build.sh ntest" >&2
	exit 2
fi
[ -n "$openings" ] || openings=$root/scripts/openings/othello-50.txt
[ -n "$out" ] || out="$PWD/ntest-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out"
out=$(cd "$out" && pwd)

echo "building sente…"
(cd "$root" && go build -o "$out/sente" ./cmd/sente)
engine=$out/sente
if [ -n "$rev" ]; then
	echo "building sente at $rev…"
	"$root/scripts/build-sente.sh" "$out/rev" "$rev"
	engine=$out/rev/sente
fi

sente=(name=Sente cmd="$engine nboard --threads 1 $sargs")
ntestd=$ndepth
if [ -n "$depth" ]; then
	sente+=(depth="$depth" tc-game=600)
	ntestd=$depth
elif [ -n "$movetime" ]; then
	sente+=(tc="$movetime")
else
	sente+=(tc-game="$clock")
fi
args=(--game othello
	--engine "${sente[@]}"
	--engine name=NTest cmd="$ntest x" dir="$(dirname "$ntest")" depth="$ntestd" tc-game=600
	--games "$games" --concurrency "$conc" --openings "$openings"
	--records "$out/records" --json "$out/summary.json" --log-dir "$out/logs")
printf '%q ' sente match "${args[@]}" >"$out/command.txt"
echo >>"$out/command.txt"
"$out/sente" match "${args[@]}" 2>&1 | tee "$out/match.txt"
