#!/usr/bin/env bash
# match-revisions.sh — accept a change on evidence: build the current tree
# and an older git revision of Sente, and play them against each other with
# `sente match` and an SPRT.
#
# usage: scripts/match-revisions.sh [options] REV [-- extra sente match options]
#   -g GAME     othello (default) or gomoku
#   -n GAMES    maximum number of games (default 400; the SPRT may stop earlier)
#   -t SECONDS  time per move (default 0.1)
#   -c N        concurrency (default 1)
#   -T N        search threads of each engine that has --threads (default 1;
#               revisions before --threads search on one thread)
#   -e E0,E1    SPRT elo0,elo1 (default 0,10); alpha = beta = 0.05
#   -r RULE     gomoku rule (default freestyle), -s SIZE board size (default 15)
#   -o DIR      output directory for records, logs and summary.json
#               (default: ./match-REV-DATE)
#
# The older revision is checked out with `git worktree add` into a temporary
# directory, which is removed afterwards. The current tree is built as it
# is, uncommitted changes included. The engines are `sente nboard`
# (Othello) and `pbrain-sente` (Gomoku; `sente pbrain` if the older revision
# has no cmd/pbrain-sente). The match itself is run by the current tree's
# `sente match`, under `nice -n 10`.
#
# Example: scripts/match-revisions.sh -g gomoku -n 200 -t 0.2 HEAD~1
set -euo pipefail

game=othello games=400 tc=0.1 conc=1 threads=1 elo=0,10 rule=freestyle size=15 out=""
while getopts "g:n:t:c:T:e:r:s:o:h" opt; do
	case $opt in
	g) game=$OPTARG ;;
	n) games=$OPTARG ;;
	t) tc=$OPTARG ;;
	c) conc=$OPTARG ;;
	T) threads=$OPTARG ;;
	e) elo=$OPTARG ;;
	r) rule=$OPTARG ;;
	s) size=$OPTARG ;;
	o) out=$OPTARG ;;
	h | *)
		sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'
		exit 2
		;;
	esac
done
shift $((OPTIND - 1))
if [ $# -lt 1 ]; then
	echo "usage: $0 [options] REV [-- extra sente match options]" >&2
	exit 2
fi
rev=$1
shift
[ "${1:-}" = "--" ] && shift

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
commit=$(git -C "$root" rev-parse --verify "$rev^{commit}")
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sente-match.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

if [ -z "$out" ]; then
	out="$PWD/match-$(echo "$rev" | tr -c 'A-Za-z0-9._-' '_')-$(date +%Y%m%d-%H%M%S)"
fi
mkdir -p "$out"

echo "building the current tree ($root)…"
"$root/scripts/build-sente.sh" -g "$tmp/new"
echo "building $rev ($commit)…"
"$root/scripts/build-sente.sh" -g "$tmp/oldbin" "$commit"

engine_cmd() { # engine_cmd BINDIR: the engine, on $threads threads when it has --threads
	local cmd
	if [ "$game" = gomoku ]; then
		if [ -x "$1/pbrain-sente" ]; then cmd="$1/pbrain-sente"; else cmd="$1/sente pbrain"; fi
	else
		cmd="$1/sente nboard"
	fi
	if $cmd --help 2>&1 </dev/null | grep -q -- '-threads'; then
		cmd="$cmd --threads $threads"
	fi
	echo "$cmd"
}

e0=${elo%,*} e1=${elo#*,}
args=(--game "$game" --games "$games" --concurrency "$conc" --tc "$tc"
	--engine name=new cmd="$(engine_cmd "$tmp/new")"
	--engine name=old cmd="$(engine_cmd "$tmp/oldbin")"
	--sprt elo0="$e0" elo1="$e1" alpha=0.05 beta=0.05
	--records "$out/records" --json "$out/summary.json" --log-dir "$out/logs")
if [ "$game" = gomoku ]; then
	args+=(--rule "$rule" --size "$size")
fi
echo "sente match ${args[*]} $*" >"$out/command.txt"
nice -n 10 "$tmp/new/sente" match "${args[@]}" "$@" | tee "$out/match.log"
echo "results in $out"
