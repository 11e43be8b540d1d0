#!/usr/bin/env python3
"""gomoku-moveloss.py — how good are an engine's moves, judged by Rapfi.

Takes the positions of match records (the SGF that scripts/gomocup-match.sh
writes) where Sente was to move, lets an engine choose a move in each (a
pbrain engine at a fixed time a move, driven with BOARD), and has Rapfi
(classical, one thread, 1 s) evaluate the position after that move. The
value, from the mover's side, is Rapfi's score (forced wins as
20000 - plies, clamped to +-3000 when compared). Two runs on the same
positions are compared move by move: where both engines chose the same
move the difference is zero, so a few hundred positions separate changes
that a 100-game match cannot (measured when it was written, 233c372: +-18 points on 552 positions,
where a match against Rapfi has +-5 %).

  run:      scripts/gomoku-moveloss.py run --sgf games.sgf --engine ./pbrain-sente \\
                --out base.jsonl [--turn 1000] [--plies 3-26] [--every 2] [--shard 0/2]
  compare:  scripts/gomoku-moveloss.py compare base.jsonl new.jsonl [more.jsonl ...]

Several shards run at once (one per core) and are concatenated; a killed
run resumes (positions already in --out are skipped). Judged moves are
cached across runs: every --cache file (default: the other *.jsonl files in
--out's folder) supplies values for moves already judged. Rapfi is taken
from $SENTE_PEERS/rapfi (default ~/.cache/sente-peers, built by
../shared/peers/build.sh rapfi). Freestyle 15x15 (the rule of the records
is passed on to both engines).
"""
import argparse, glob, json, os, queue, re, subprocess, sys, threading


def parse_sgf(path):
    games = []
    for g in open(path).read().split('(;')[1:]:
        pb = re.search(r'PB\[([^\]]*)\]', g).group(1)
        ru = re.search(r'RU\[(\d+)\]', g)
        mv = [(ord(a) - 97, ord(b) - 97) for a, b in re.findall(r';[BW]\[([a-z])([a-z])\]', g)]
        games.append(dict(pb=pb, moves=mv, rule=int(ru.group(1)) if ru else 0))
    return games


def five(moves):
    """Whether the last of moves made five (or more) in a row."""
    x, y = moves[-1]
    own = set(tuple(m) for k, m in enumerate(moves) if k % 2 == (len(moves) - 1) % 2)
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for s in (1, -1):
            k = 1
            while (x + s * k * dx, y + s * k * dy) in own:
                n += 1
                k += 1
        if n >= 5:
            return True
    return False


class Hang(Exception):
    pass


class Pbrain:
    """A Gomocup engine asked for moves with BOARD; a reply that does not
    come within the turn and some seconds raises Hang."""

    def __init__(self, cmd, cwd, rule, turn):
        self.cmd, self.cwd, self.rule, self.turn = cmd, cwd, rule, turn
        self.start()

    def start(self):
        self.p = subprocess.Popen(self.cmd, cwd=self.cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.q = queue.Queue()
        threading.Thread(target=self.read, args=(self.p, self.q), daemon=True).start()
        self.send('START 15')
        while self.line() != 'OK':
            pass
        for s in ('INFO rule %d' % self.rule, 'INFO timeout_turn %d' % self.turn, 'INFO timeout_match 100000000',
                  'INFO thread_num 1', 'INFO max_memory 367001600'):
            self.send(s)

    def restart(self):
        self.p.kill()
        self.p.wait()
        self.start()

    @staticmethod
    def read(p, q):
        # each process's lines go to its own queue: the end of a killed
        # one must not reach its successor's
        for l in p.stdout:
            q.put(l)
        q.put('')

    def send(self, s):
        self.p.stdin.write(s + '\n')
        self.p.stdin.flush()

    def line(self):
        try:
            l = self.q.get(timeout=self.turn / 1000 + 8)
        except queue.Empty:
            raise Hang()
        if not l:
            raise Hang()
        return l.strip()

    def board(self, moves):
        """The engine's move and its last reported evaluation (Rapfi's
        MESSAGE lines) in the position after moves; own stones are those
        of the side to move."""
        self.send('BOARD')
        n = len(moves)
        for i, (x, y) in enumerate(moves):
            self.send('%d,%d,%d' % (x, y, 1 if i % 2 == n % 2 else 2))
        self.send('DONE')
        ev = None
        while True:
            l = self.line()
            if l.startswith('MESSAGE'):
                m = re.search(r'Eval ([^ |]+)', l)
                if m and 'Depth' in l:
                    ev = m.group(1)
                continue
            if re.fullmatch(r'\d+,\d+', l):
                x, y = map(int, l.split(','))
                return (x, y), ev


def evnum(e):
    if e.startswith('+M'):
        return 20000 - int(e[2:])
    if e.startswith('-M'):
        return -20000 + int(e[2:])
    return int(e)


def cmd_run(a):
    games = parse_sgf(a.sgf)
    lo, hi = map(int, a.plies.split('-'))
    pos = []
    for gi, g in enumerate(games):
        if gi % a.every:
            continue
        black = g['pb'] == 'Sente'
        for i in range(lo, min(hi + 1, len(g['moves']))):
            if (i % 2 == 0) == black:
                pos.append((gi, i))
    sh, nsh = map(int, a.shard.split('/'))
    pos = [p for k, p in enumerate(pos) if k % nsh == sh]
    cache = {}
    files = a.cache.split(',') if a.cache else glob.glob(os.path.join(os.path.dirname(os.path.abspath(a.out)), '*.jsonl'))
    for fn in files:
        for l in open(fn):
            d = json.loads(l)
            if d.get('after') is not None:
                cache[(d['g'], d['i'], tuple(d['move']))] = d['after']
    done = set()
    if os.path.exists(a.out):
        for l in open(a.out):
            d = json.loads(l)
            done.add((d['g'], d['i']))
    peers = os.environ.get('SENTE_PEERS', os.path.expanduser('~/.cache/sente-peers'))
    rule = games[0]['rule'] if games else 0
    eng = Pbrain(a.engine.split(), None, rule, a.turn)
    judge = Pbrain(['./pbrain-rapfi'], os.path.join(peers, 'rapfi'), rule, 1000)
    with open(a.out, 'a') as f:
        for gi, i in pos:
            if (gi, i) in done:
                continue
            mv = games[gi]['moves'][:i]
            try:
                m, _ = eng.board(mv)
            except Hang:
                print('engine gave no move: game %d ply %d' % (gi, i), file=sys.stderr)
                eng.restart()
                continue
            key = (gi, i, m)
            if key in cache:
                after = cache[key]
            elif five(mv + [m]):
                after = 20000
            else:
                try:
                    _, ev = judge.board(mv + [m])
                    after = -evnum(ev) if ev else None
                except Hang:
                    # Rapfi does not always answer a board it wins at once
                    judge.restart()
                    occ = set(mv + [m])
                    wins = any(five(mv + [m, (x, y)]) for x in range(15) for y in range(15) if (x, y) not in occ)
                    after = -20000 if wins else None
            cache[key] = after
            f.write(json.dumps(dict(g=gi, i=i, move=m, played=games[gi]['moves'][i], after=after)) + '\n')
            f.flush()


def load(paths):
    r = {}
    for p in paths.split(','):
        for l in open(p):
            d = json.loads(l)
            if d['after'] is not None:
                r[(d['g'], d['i'])] = d
    return r


def cmd_compare(a):
    cl = lambda v: max(-3000, min(3000, v))
    base = load(a.files[0])
    print('%s: %d positions, mean value %.0f, %d into a forced loss' % (
        a.files[0], len(base), sum(cl(d['after']) for d in base.values()) / max(1, len(base)),
        sum(1 for d in base.values() if cl(d['after']) <= -3000)))
    for fn in a.files[1:]:
        other = load(fn)
        ks = sorted(set(base) & set(other))
        if len(ks) < 2:
            continue
        diff = [cl(other[k]['after']) - cl(base[k]['after']) for k in ks]
        m = sum(diff) / len(diff)
        se = (sum((x - m) ** 2 for x in diff) / (len(diff) - 1) / len(diff)) ** .5
        differ = sum(1 for k in ks if tuple(base[k]['move']) != tuple(other[k]['move']))
        print('%s: %d positions, %d moves differ, gain %+.0f +- %.0f points a move (better %d, worse %d by over 100)' % (
            fn, len(ks), differ, m, se, sum(1 for x in diff if x > 100), sum(1 for x in diff if x < -100)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    r = sub.add_parser('run')
    r.add_argument('--sgf', required=True)
    r.add_argument('--engine', required=True, help='pbrain command line')
    r.add_argument('--out', required=True)
    r.add_argument('--turn', type=int, default=1000, help='engine time a move, ms')
    r.add_argument('--plies', default='3-26', help='plies of the games whose positions are used')
    r.add_argument('--every', type=int, default=2, help='use every n-th game')
    r.add_argument('--shard', default='0/1')
    r.add_argument('--cache', default='', help='comma-separated result files with judged moves')
    c = sub.add_parser('compare')
    c.add_argument('files', nargs='+', help='result files (comma-joined shards); the first is the baseline')
    a = ap.parse_args()
    cmd_run(a) if a.cmd == 'run' else cmd_compare(a)


if __name__ == '__main__':
    main()
