#!/usr/bin/env bash
# gomocup-match.sh — Sente against a Gomocup engine (by default Rapfi with
# its classical evaluation) the way a Gomocup entrant is tried: through
# c-gomoku-cli, the Gomocup command-line manager, each opening played with
# both colours, max_memory set, no pondering. Prints c-gomoku-cli's result,
# then W/D/L with the score and its Elo interval, each side's thinking time
# and Sente's peak RSS.
#
# usage: scripts/gomocup-match.sh [options]
#   -e ENGINE   the opponent: rapfi (default), pentazen, aiwine (the peers of
#               ../shared/peers/build.sh), or the path of any pbrain engine
#               (it runs from its own folder)
#   -n GAMES    games (default 100; even: each opening twice)
#   -t MS       time per move in milliseconds (default 1000)
#   -G SECONDS  a game clock of SECONDS besides the time per move (Gomocup's
#               timeout_match, sent with time_left every turn; default 1000,
#               which never runs low)
#   -r RULE     Gomocup rule code: 0 freestyle (default), 1 standard, 4 renju
#   -s SIZE     board size (default 15)
#   -T N        Sente's threads, sent as INFO thread_num (default 1)
#   -R N        the opponent's threads (default 1)
#   -c N        games at once (default 1; one per core at most)
#   -m BYTES    max_memory (default 367001600)
#   -O FILE     openings (default scripts/openings/gomoku-balanced.txt: the
#               40 three-stone openings Rapfi's own evaluation finds nearest
#               even, scripts/balanceopenings; before cd145d9 the matches
#               used protocol/match/openings/gomoku.txt, balanced by Sente's
#               search, where Rapfi against itself won 67 of 80 as black)
#   -o DIR      output directory (default ./gomocup-DATE): the PGN and SGF
#               records, c-gomoku-cli's log, the summary
#   -N NODES    the opponent stops each move at NODES nodes (INFO max_node,
#               sent after START; Rapfi honours it): a weaker Rapfi, against
#               which a change to Sente shows in fewer games than against
#               the full one
#   -b BINARY   play this pbrain-sente binary instead of building the tree's
#
# The peers are built by ../shared/peers/build.sh (rapfi, pentazen, aiwine,
# c-gomoku-cli)
# into $SENTE_PEERS (default ~/.cache/sente-peers). The openings are the
# lines of -O's FILE, comments stripped. Sente is the current tree's
# pbrain-sente, built here (or -b's binary).
set -euo pipefail

games=100 tc=1000 gclock=1000 rule=0 size=15 sthreads=1 rthreads=1 conc=1 mem=367001600 out="" openings="" rnodes=0 bin="" peer=rapfi
while getopts "e:n:t:G:r:s:T:R:c:m:o:O:N:b:h" opt; do
	case $opt in
	e) peer=$OPTARG ;;
	n) games=$OPTARG ;;
	t) tc=$OPTARG ;;
	G) gclock=$OPTARG ;;
	r) rule=$OPTARG ;;
	s) size=$OPTARG ;;
	T) sthreads=$OPTARG ;;
	R) rthreads=$OPTARG ;;
	c) conc=$OPTARG ;;
	m) mem=$OPTARG ;;
	o) out=$OPTARG ;;
	O) openings=$OPTARG ;;
	N) rnodes=$OPTARG ;;
	b) bin=$(cd "$(dirname "$OPTARG")" && pwd)/$(basename "$OPTARG") ;;
	h | *)
		sed -n '2,40p' "$0" | sed 's/^# \{0,1\}//'
		exit 2
		;;
	esac
done

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
[ -n "$openings" ] || openings=$root/scripts/openings/gomoku-balanced.txt
openings=$(cd "$(dirname "$openings")" && pwd)/$(basename "$openings")
peers=${SENTE_PEERS:-$HOME/.cache/sente-peers}
cli=$peers/c-gomoku-cli/c-gomoku-cli
case $peer in
rapfi | pentazen | aiwine) peerbin=$peers/$peer/pbrain-$peer name=$peer ;;
*) peerbin=$(cd "$(dirname "$peer")" && pwd)/$(basename "$peer") name=$(basename "$peer" .exe) name=${name#pbrain-} ;;
esac
# c-gomoku-cli names the engines in its result line: a plain word
name=$(printf '%s' "${name^}" | tr -c 'A-Za-z0-9_\n' _)
for f in "$cli" "$peerbin"; do
	if [ ! -x "$f" ]; then
		echo "missing $f: run ../shared/peers/build.sh $peer c-gomoku-cli" >&2
		exit 2
	fi
done
[ -n "$out" ] || out="$PWD/gomocup-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out"
out=$(cd "$out" && pwd)

if [ -n "$bin" ]; then
	cp "$bin" "$out/pbrain-sente"
else
	echo "building pbrain-sente…"
	(cd "$root" && go build -o "$out/pbrain-sente" ./cmd/pbrain-sente)
fi
if [ "$rnodes" -gt 0 ]; then
	# The opponent gets its node limit with START, before the manager's INFO lines
	# (c-gomoku-cli sends none for nodes); the wrapper ends with the game
	cat >"$out/peer-nodes.sh" <<WRAP
#!/usr/bin/env bash
while IFS= read -r line; do
	printf '%s\n' "\$line"
	case \$line in
	START*) echo "INFO max_node $rnodes" ;;
	END*) break ;; # the engine exits; the loop must not wait for more input
	esac
done | "$peerbin" "\$@"
WRAP
	chmod +x "$out/peer-nodes.sh"
	peer_cmd=$out/peer-nodes.sh
else
	peer_cmd=$peerbin
fi
# Peers read their config and model from their own folder (Rapfi does): the wrapper
# starts the peer there, so that c-gomoku-cli itself runs in $out and writes its logs
# (one per concurrent game) there, apart from any other match's.
cat >"$out/peer.sh" <<WRAP
#!/usr/bin/env bash
cd "$(dirname "$peerbin")" || exit 1
exec "$peer_cmd" "\$@"
WRAP
chmod +x "$out/peer.sh"
# Sente's peak RSS is read from /proc by a wrapper that outlives it.
cat >"$out/sente-rss.sh" <<WRAP
#!/usr/bin/env bash
"$out/pbrain-sente" "\$@" <&0 &
pid=\$!
peak=0
trap 'kill \$pid 2>/dev/null' TERM INT
while kill -0 \$pid 2>/dev/null; do
	r=\$(awk '/VmHWM/ {print \$2}' /proc/\$pid/status 2>/dev/null || echo 0)
	[ -n "\$r" ] && [ "\$r" -gt "\$peak" ] && peak=\$r
	sleep 0.2
done
echo \$peak >>"$out/sente-peak-kib.txt"
wait \$pid
WRAP
chmod +x "$out/sente-rss.sh"
grep -v '^#' "$openings" | sed 's/ *#.*//' | grep -v '^ *$' >"$out/openings.txt"

turn=$(awk "BEGIN {printf \"%g\", $tc/1000}")
args=(-engine name=Sente cmd="$out/sente-rss.sh" thread="$sthreads"
	-engine name="$name" cmd="$out/peer.sh" thread="$rthreads"
	-each tc="$gclock"/"$turn" maxmemory="$mem" tolerance=1
	-rule "$rule" -boardsize "$size" -games "$games" -repeat -concurrency "$conc"
	-openings file="$out/openings.txt" type=offset order=sequential
	-pgn "$out/games.pgn" -sgf "$out/games.sgf" -log)
echo "c-gomoku-cli ${args[*]}" >"$out/command.txt"
(cd "$out" && nice -n 5 "$cli" "${args[@]}") 2>&1 | tee "$out/cli.txt"

python3 - "$out" "$name" "$tc" <<'PY'
import math, re, sys
out, peer, turn_ms = sys.argv[1], sys.argv[2], int(sys.argv[3])
text = open(out + "/cli.txt").read()
score_re = re.compile(r"Score of Sente vs " + re.escape(peer) + r": (\d+) - (\d+) - (\d+)")
m = score_re.findall(text)
if not m:
    print("no result line found in", out + "/cli.txt"); sys.exit(0)
w, l, d = map(int, m[-1])
n = w + l + d
s = (w + d / 2) / n
var = (w * (1 - s) ** 2 + l * s ** 2 + d * (0.5 - s) ** 2) / n
se = math.sqrt(var / n)
def elo(p):
    p = min(max(p, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / p - 1)
lo, hi = s - 1.96 * se, s + 1.96 * se
summary = f"Sente vs {peer}: W {w} D {d} L {l} ({n} games), score {100*s:.1f}% [{100*lo:.1f}, {100*hi:.1f}], Elo {elo(s):+.0f} [{elo(lo):+.0f}, {elo(hi):+.0f}]"
# faults, by the side that made them. The reason's colour is not enough:
# when an engine fails START (Rapfi answers some START lines with ERROR),
# c-gomoku-cli prints "Black win by time forfeit" whoever failed. The
# manager's own score says who lost: the "Score of" line after the game.
faults = {"time": {}, "illegal": {}, "forbidden": {}, "crash": {}}
prev, pending = (0, 0, 0), []
for line in text.splitlines():
    g = re.search(r"Finished game \d+ \(\S+ vs \S+\): \S+ \{([^}]*)\}", line)
    if g:
        low = g.group(1).lower()
        kind = ("time" if "time" in low else "illegal" if "illegal" in low else
                "forbidden" if "forbidden" in low else "crash" if "crash" in low else None)
        pending.append(kind)
        continue
    sc = score_re.search(line)
    if sc:
        cur = tuple(map(int, sc.groups()))
        kind = pending.pop(0) if pending else None
        if kind is not None:
            loser = "Sente" if cur[1] > prev[1] else peer if cur[0] > prev[0] else None
            if loser:
                faults[kind][loser] = faults[kind].get(loser, 0) + 1
        prev = cur
summary += ", time losses: Sente %d, %s %d" % (faults["time"].get("Sente", 0), peer, faults["time"].get(peer, 0))
summary += ", Sente illegal %d, forbidden %d, crashes %d" % (faults["illegal"].get("Sente", 0), faults["forbidden"].get("Sente", 0), faults["crash"].get("Sente", 0))
# thinking time per move, from the manager's logs: from the command that
# asks for a move (TURN, BEGIN, DONE after a BOARD) to the engine's move
import glob
think = {"Sente": [], peer: []}
errors = []  # Sente's ERROR/UNKNOWN replies: protocol errors
for path in glob.glob(out + "/c-gomoku-cli.*.log"):
    asked = {}
    for line in open(path, errors="replace"):
        m = re.match(r"(\d+): (Sente|" + re.escape(peer) + r") (<-|->) (.*)", line.strip())
        if not m:
            continue
        t, who, way, what = int(m.group(1)), m.group(2), m.group(3), m.group(4)
        if way == "<-" and (what.startswith("TURN") or what in ("BEGIN", "DONE")):
            asked[who] = t
        elif way == "->" and re.fullmatch(r"\d+,\d+", what) and who in asked:
            think[who].append(t - asked.pop(who))
        elif way == "->" and who == "Sente" and re.match(r"(ERROR|UNKNOWN)\b", what):
            errors.append(what)
for who in ("Sente", peer):
    ts = think[who]
    if ts:
        summary += f", {who} {sum(ts)/len(ts)/1000:.3f} s/move (max {max(ts)/1000:.3f}, {len(ts)} moves)"
summary += f", Sente protocol errors {len(errors)}, turn limit {turn_ms/1000:g} s"
peak = 0
try:
    peaks = [int(x) for x in open(out + "/sente-peak-kib.txt").read().split()]
    peak = max(peaks) / 1024
    summary += f", Sente peak RSS {peak:.0f} MiB over {len(peaks)} processes"
except (OSError, ValueError):
    pass
print(summary)
open(out + "/summary.txt", "w").write(summary + "\n")
# the same for scripts (scripts/soak.sh reads it)
import json
json.dump({"games": n, "wins": w, "draws": d, "losses": l,
           "time_losses": faults["time"].get("Sente", 0),
           "illegal": faults["illegal"].get("Sente", 0) + faults["forbidden"].get("Sente", 0),
           "crashes": faults["crash"].get("Sente", 0), "protocol_errors": len(errors),
           "max_move_s": max(think["Sente"], default=0) / 1000, "limit_s": turn_ms / 1000,
           "peak_rss_mib": round(peak)}, open(out + "/summary.json", "w"))
PY
