#!/usr/bin/env python3
"""othello-time-to-depth.py — how long an Othello engine takes to reach a depth in games.

Replays the games of match records (the GGF files that scripts/ntest-match.sh
writes into its records/ folder) through the NBoard protocol and asks the
engine for a fixed depth at every position whose empties are in a range,
timing each search from `go` to the engine's reply (after a `ping` has
settled `set game`). By default one engine process follows each game, so
that it keeps its tables from move to move as in a match; --fresh starts a
new process for every position instead. The total is what a depth costs in
game conditions; run it for Sente and for NTest on the same records to
compare (measured when it was written, 66488fb: depth 20 on 8 games of set A,
136 positions at 48-32 empties, NTest 63.0 s, Sente 118.9-131.2 s).

  scripts/othello-time-to-depth.py --records DIR/records [--games 8] [--depth 20] \\
      [--empties 32-48] [--engine sente|ntest|PATH] [--fresh] [--args "--threads 1"]

--engine sente runs `sente` from $PATH (or --engine PATH, a Sente binary or a
wrapper script, with --args passed before `nboard`; --no-book is always
given). ntest runs $SENTE_PEERS/ntest/build/ntest (default
~/.cache/sente-peers, built by ../shared/peers/build.sh ntest) from its
build folder. Pin the run to a core (taskset -c N) and keep the machine
otherwise idle: the figure is a wall-clock time. It prints the total and
the seconds by empties.
"""
import argparse, glob, os, re, shlex, subprocess, sys, time


def engine_cmd(args):
    if args.engine == 'ntest':
        peers = os.environ.get('SENTE_PEERS', os.path.expanduser('~/.cache/sente-peers'))
        build = os.path.join(peers, 'ntest', 'build')
        return [os.path.join(build, 'ntest'), 'x'], build
    exe = 'sente' if args.engine == 'sente' else args.engine
    return [exe, '--no-book'] + shlex.split(args.args) + ['nboard'], None


class Engine:
    """One NBoard engine process at a fixed depth."""

    def __init__(self, args):
        cmd, cwd = engine_cmd(args)
        self.p = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.ping = 0
        self.send('nboard 2\nset depth %d\n' % args.depth)

    def send(self, s):
        self.p.stdin.write(s)
        self.p.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit('engine exited')
            if line.startswith(prefix):
                return line

    def timed_go(self, game):
        self.ping += 1
        self.send('set game %s\nping %d\n' % (game, self.ping))
        self.wait_for('pong %d' % self.ping)
        t = time.time()
        self.send('go\n')
        self.wait_for('===')
        return time.time() - t

    def close(self):
        self.p.kill()
        self.p.wait()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--records', required=True, help='folder of GGF game records')
    ap.add_argument('--games', type=int, default=8, help='first N records (by name)')
    ap.add_argument('--depth', type=int, default=20)
    ap.add_argument('--empties', default='32-48', help='LO-HI: positions with these empties')
    ap.add_argument('--engine', default='sente', help='sente, ntest or a path')
    ap.add_argument('--args', default='--threads 1', help='arguments for a Sente engine')
    ap.add_argument('--fresh', action='store_true', help='a new process for every position')
    args = ap.parse_args()
    lo, hi = (int(x) for x in args.empties.split('-'))
    files = sorted(glob.glob(os.path.join(args.records, '*.ggf')))[:args.games]
    if not files:
        sys.exit('no GGF records in %s' % args.records)
    total, n, per = 0.0, 0, {}
    for f in files:
        g = open(f).read()
        bo = re.search(r'BO\[8 ([^\] ]*) ([*O])\]', g)
        if not bo:
            sys.exit('%s: no 8x8 board' % f)
        head = g[:g.index(']', g.index('BO[')) + 1]
        moves = re.findall(r'([BW])\[([A-Ha-h][1-8]|PA)', g)
        empties = bo.group(1).count('-')
        eng = None
        for i, (_, m) in enumerate(moves):
            if lo <= empties <= hi and m != 'PA':
                if eng is None or args.fresh:
                    if eng:
                        eng.close()
                    eng = Engine(args)
                game = head + ''.join('%s[%s]' % mm for mm in moves[:i]) + ';)'
                dt = eng.timed_go(game)
                total += dt
                n += 1
                per[empties] = per.get(empties, 0) + dt
            if m != 'PA':
                empties -= 1
        if eng:
            eng.close()
    print('%s: %d positions, depth %d, total %.2f s' % (args.engine, n, args.depth, total))
    print(' '.join('%d:%.1f' % (e, per[e]) for e in sorted(per, reverse=True)))


if __name__ == '__main__':
    main()
