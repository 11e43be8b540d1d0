#!/usr/bin/env bash
# soak.sh — a thousand fast games through the real managers and peers, to
# show that Sente loses none on time, plays no illegal or forbidden move,
# never crashes and answers no command with a protocol error, and to read
# its peak memory per setting. Two games at a time (one per core).
#
# usage: scripts/soak.sh [-o DIR] [-s SCALE] [SETTING...]
#   -o DIR    results (default ./soak); each setting in DIR/SETTING
#   -s SCALE  multiply every setting's games by SCALE (default 1; 0.1 for
#             a quick try)
#   SETTING   only these settings (default: all, in the order below)
#
# Resumable: a setting whose DIR/SETTING/summary.json exists is not played
# again (delete the folder to replay it). At the end, and whenever run,
# it prints the table: games, W/D/L for Sente (for self-play: the first
# engine), time losses, illegal or forbidden moves, crashes, protocol
# errors (ERROR/UNKNOWN replies), the longest reply against the turn limit
# and Sente's peak RSS. The settings:
#
#   Gomoku through c-gomoku-cli (scripts/gomocup-match.sh), against the
#   peers of ../shared/peers/build.sh: AIWine, PentaZen and Rapfi at 150 ms
#   a turn (freestyle 15x15; 20x20; standard; renju), and Rapfi on a
#   20 s game clock with 0.5 s a turn (Gomocup's timeout_match/time_left).
#   Gomoku self-play through `sente match`: caro, and boards 10 and 19.
#   Othello through `sente match`: NBoard against NTest at depth 4 with
#   Sente on a 3 s game clock; GTP self-play with byo-yomi (0.1 s a move)
#   and with an absolute 3 s clock.
#   Gomoku under a tight INFO max_memory (32 and 64 MiB; the settings
#   above send 350 MiB), against AIWine, Rapfi and PentaZen.
set -euo pipefail

out=soak scale=1
while getopts "o:s:h" opt; do
	case $opt in
	o) out=$OPTARG ;;
	s) scale=$OPTARG ;;
	h | *)
		sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
		exit 2
		;;
	esac
done
shift $((OPTIND - 1))

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
peers=${SENTE_PEERS:-$HOME/.cache/sente-peers}
mkdir -p "$out"
out=$(cd "$out" && pwd)
bin=$out/bin
mkdir -p "$bin"
if [ ! -x "$bin/sente" ]; then
	echo "building sente and pbrain-sente into $bin…"
	(cd "$root" && go build -o "$bin/sente" ./cmd/sente && go build -o "$bin/pbrain-sente" ./cmd/pbrain-sente)
fi

# name | games | kind | arguments
settings=(
	"g-aiwine-free15-150ms|100|gomocup|-e aiwine -t 150"
	"g-pentazen-free15-150ms|100|gomocup|-e pentazen -t 150"
	"g-rapfi-free15-150ms|100|gomocup|-e rapfi -t 150"
	"g-rapfi-free15-clock20s|60|gomocup|-e rapfi -t 500 -G 20"
	"g-aiwine-free20-150ms|60|gomocup|-e aiwine -s 20 -t 150"
	"g-pentazen-std15-150ms|60|gomocup|-e pentazen -r 1 -t 150"
	"g-rapfi-renju15-150ms|60|gomocup|-e rapfi -r 4 -t 150 -O $root/protocol/match/openings/gomoku.txt"
	"s-caro15-150ms|60|match|--game gomoku --rule caro --size 15 --tc 0.15"
	"s-free10-100ms|40|match|--game gomoku --size 10 --tc 0.1"
	"s-free19-150ms|40|match|--game gomoku --size 19 --tc 0.15"
	"o-ntest-nboard-clock3s|160|ntest|--tc-game 3"
	"o-gtp-byoyomi-100ms|80|gtp|--tc 0.1"
	"o-gtp-absolute-3s|80|gtp|--tc-game 3"
	"m-aiwine-free15-150ms-mem32|40|gomocup|-e aiwine -t 150 -m 33554432"
	"m-rapfi-free15-500ms-mem32|20|gomocup|-e rapfi -t 500 -m 33554432"
	"m-pentazen-free15-1s-mem64|20|gomocup|-e pentazen -t 1000 -m 67108864"
)

# rss FILE CMD…: CMD with its peak RSS (KiB) appended to FILE at exit
rss() { printf '/usr/bin/time -a -o %s -f %%M %s' "$1" "$2"; }

play() {
	local name=$1 games=$2 kind=$3 args=$4 dir=$out/$1
	games=$(awk "BEGIN {n = int($games * $scale / 2 + 0.5) * 2; print (n < 2 ? 2 : n)}")
	rm -rf "$dir"
	mkdir -p "$dir"
	echo "== $name: $games games"
	case $kind in
	gomocup)
		# shellcheck disable=SC2086
		"$root/scripts/gomocup-match.sh" -n "$games" -c 2 -b "$bin/pbrain-sente" -o "$dir" $args >"$dir/run.txt" 2>&1 || true
		tail -1 "$dir/run.txt"
		;;
	match | gtp | ntest)
		local a=() rsf=$dir/rss-kib.txt
		case $kind in
		match)
			a=(--engine name=Sente cmd="$(rss "$rsf" "$bin/pbrain-sente --threads 1")"
				--engine name=Sente2 cmd="$(rss "$rsf" "$bin/pbrain-sente --threads 1")") ;;
		gtp)
			a=(--game othello
				--engine name=Sente proto=gtp cmd="$(rss "$rsf" "$bin/sente gtp --threads 1")"
				--engine name=Sente2 proto=gtp cmd="$(rss "$rsf" "$bin/sente gtp --threads 1")") ;;
		ntest)
			local nt=$peers/ntest/build/ntest
			a=(--game othello
				--engine name=Sente cmd="$(rss "$rsf" "$bin/sente nboard --threads 1")"
				--engine name=NTest cmd="$nt x" dir="$(dirname "$nt")" depth=4 tc-game=600) ;;
		esac
		# shellcheck disable=SC2086
		"$bin/sente" match "${a[@]}" $args --games "$games" --concurrency 2 \
			--json "$dir/match.json" --records "$dir/records" --log-dir "$dir/logs" >"$dir/run.txt" 2>&1 || true
		tail -3 "$dir/run.txt"
		python3 - "$dir" <<'PY'
import json, sys, re, glob
d = sys.argv[1]
m = json.load(open(d + "/match.json"))
sente = [i for i, e in enumerate(m["engines"]) if e.startswith("Sente")]
res = m["games"]
time_losses = sum(1 for g in res if g.get("fault") in [m["engines"][i] for i in sente] and "time" in g["reason"])
illegal = sum(1 for g in res if g.get("fault") in [m["engines"][i] for i in sente] and "illegal" in g["reason"])
crashes = sum(1 for g in res if g.get("fault") in [m["engines"][i] for i in sente] and "time" not in g["reason"] and "illegal" not in g["reason"])
# protocol errors: Sente's error replies in the engine logs (stderr is
# logged; the replies themselves are judged by the match)
errors = 0
for path in glob.glob(d + "/logs/*"):
    if "Sente" in path:
        errors += sum(1 for line in open(path, errors="replace") if re.search(r"\b(ERROR|UNKNOWN)\b|^\? ", line))
try:
    peak = max(int(x) for x in open(d + "/rss-kib.txt").read().split()) / 1024
except (OSError, ValueError):
    peak = 0
limit = m["time_control"].split(";")[0].replace("Sente: ", "")
json.dump({"games": m["wins"] + m["losses"] + m["draws"], "wins": m["wins"], "draws": m["draws"],
           "losses": m["losses"], "time_losses": time_losses, "illegal": illegal, "crashes": crashes,
           "protocol_errors": errors, "max_move_s": max(m["max_move_seconds"][i] for i in sente),
           "limit": limit, "peak_rss_mib": round(peak)}, open(d + "/summary.json", "w"))
PY
		;;
	esac
}

for s in "${settings[@]}"; do
	IFS='|' read -r name games kind args <<<"$s"
	if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then
		continue
	fi
	if [ -f "$out/$name/summary.json" ]; then
		continue
	fi
	play "$name" "$games" "$kind" "$args"
done

python3 - "$out" "${settings[@]}" <<'PY'
import json, os, sys
out, settings = sys.argv[1], sys.argv[2:]
rows, tot = [], {}
print(f"{'setting':26} {'games':>5} {'W-D-L':>11} {'time':>4} {'ill.':>4} {'crash':>5} {'err':>4} {'max move':>14} {'RSS MiB':>7}")
for s in settings:
    name = s.split("|")[0]
    try:
        j = json.load(open(os.path.join(out, name, "summary.json")))
    except OSError:
        print(f"{name:26} (not played)")
        continue
    lim = j.get("limit") or f"{j.get('limit_s', 0):g} s"
    print(f"{name:26} {j['games']:5} {j['wins']:>3}-{j['draws']}-{j['losses']:<3}  {j['time_losses']:4} {j['illegal']:4} {j['crashes']:5} {j['protocol_errors']:4} {j['max_move_s']:6.3f}/{lim:>7} {j['peak_rss_mib']:7}")
    for k in ("games", "time_losses", "illegal", "crashes", "protocol_errors"):
        tot[k] = tot.get(k, 0) + j[k]
if tot:
    print(f"{'total':26} {tot['games']:5} {'':11} {tot['time_losses']:4} {tot['illegal']:4} {tot['crashes']:5} {tot['protocol_errors']:4}")
PY
