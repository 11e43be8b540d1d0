#!/usr/bin/env python3
"""othello-where-lost.py — in which phase an Othello match against NTest is won or lost.

Reads the records of scripts/ntest-match.sh (DIR/records/*.ggf, DIR/logs/) and
answers three questions, one subcommand each:

  times DIR            each engine's thinking time a game, by empties
                       (buckets of 4), from the move times in the records
  perfect DIR E        the score Sente would have had with perfect play by
                       both sides from E empties on: writes DIR/at-E.obf (the
                       position of each game at E empties), solves it with
                       `sente solve --wld` (SENTE=path to the binary, default
                       ./sente; THREADS, default 2) and sets each game's
                       win/loss/draw there beside its result
  ntest-values DIR     NTest's own value of its moves (discs, its side) by
                       empties, averaged over the games, from the search
                       lines NTest writes to stderr (DIR/logs/NTest-*.log):
                       where the value rises, Sente lost ground by NTest's
                       judgement (a judge biased towards NTest)

The first use (docs/othello-notebook.md, 2026-12-08): 100 games at equal time
on set A, perfect play from 24 or 26 empties 41.5 % against 40.0 % played;
NTest's value rose from -0.30 to +0.43 discs between 48 and 36 empties.
"""
import collections, glob, os, re, subprocess, sys

DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def games(d):
    """Yields (file, (black, white) names, black's result, start board, side, moves)."""
    for fn in sorted(glob.glob(os.path.join(d, 'records', '*.ggf'))):
        s = open(fn).read()
        names = tuple(re.search(tag + r'\[([^\]]*)\]', s).group(1) for tag in ('PB', 'PW'))
        res = float(re.search(r'RE\[([^\]]*)\]', s).group(1))
        bo = re.search(r'BO\[8 ([^ ]*) ([*O])\]', s)
        moves = [(c, m.split('//')[0].upper(), float(m.split('//')[1]) if '//' in m else 0.0)
                 for c, m in re.findall(r'([BW])\[([^\]]*)\]', s[bo.end():])]
        yield fn, names, res, bo.group(1), bo.group(2), moves


def play(b, c, mv):
    """Plays mv (e.g. 'F5') for colour c ('*' or 'O') on the 8x8 list board b."""
    r, f = int(mv[1]) - 1, ord(mv[0]) - 65
    o = 'O' if c == '*' else '*'
    flips = []
    for dr, df in DIRS:
        rr, ff, line = r + dr, f + df, []
        while 0 <= rr < 8 and 0 <= ff < 8 and b[rr][ff] == o:
            line.append((rr, ff))
            rr, ff = rr + dr, ff + df
        if line and 0 <= rr < 8 and 0 <= ff < 8 and b[rr][ff] == c:
            flips += line
    if not flips:
        sys.exit('illegal move %s' % mv)
    b[r][f] = c
    for rr, ff in flips:
        b[rr][ff] = c


def times(d):
    tot = collections.defaultdict(lambda: collections.defaultdict(float))
    n = 0
    for _, names, _, board, _, moves in games(d):
        n += 1
        empties = board.count('-')
        for c, mv, t in moves:
            name = names[0] if c == 'B' else names[1]
            if mv != 'PA':
                tot[name][empties // 4 * 4] += t
                empties -= 1
    for name, by in sorted(tot.items()):
        print('%s: %.2f s a game' % (name, sum(by.values()) / n))
        print('  ' + ' '.join('%d:%.2f' % (k, by[k] / n) for k in sorted(by, reverse=True) if by[k] > 0))


def perfect(d, e):
    rows = []
    for fn, names, res, board, side, moves in games(d):
        b = [list(board[i * 8:i * 8 + 8]) for i in range(8)]
        at = None
        for c, mv, _ in moves:
            col = '*' if c == 'B' else 'O'
            if sum(r.count('-') for r in b) == e and at is None:
                at = (''.join(''.join(r) for r in b).replace('*', 'X'), col)
            if mv != 'PA':
                play(b, col, mv)
        if at:
            sente_black = names[0] == 'Sente'
            rows.append((at, res if sente_black else -res, (at[1] == '*') == sente_black))
    obf = os.path.join(d, 'at-%d.obf' % e)
    with open(obf, 'w') as f:
        for (bs, col), _, _ in rows:
            f.write('%s %s;\n' % (bs, 'X' if col == '*' else 'O'))
    out = subprocess.run([os.environ.get('SENTE', './sente'), 'solve', '--wld', '--threads',
                          os.environ.get('THREADS', '2'), '--hash', '256', obf],
                         capture_output=True, text=True).stdout
    vals = [int(l.split()[3]) for l in out.splitlines() if l.split() and l.split()[0].isdigit()]
    sign = lambda x: (x > 0) - (x < 0)
    tab = collections.Counter()
    for (_, res, to_move), v in zip(rows, vals):
        tab[(sign(v if to_move else -v), sign(res))] += 1
    n = len(vals)
    solved = sum((a + 1) / 2 * k for (a, _), k in tab.items())
    played = sum((b + 1) / 2 * k for (_, b), k in tab.items())
    print('%d games reach %d empties: perfect play from there %.1f %%, played %.1f %%' %
          (n, e, 100 * solved / n, 100 * played / n))
    for (a, b), k in sorted(tab.items()):
        print('  win/loss/draw there %+d, result %+d: %d' % (a, b, k))


def ntest_values(d):
    acc = collections.defaultdict(list)
    for fn in glob.glob(os.path.join(d, 'logs', 'NTest-*.log')):
        for line in open(fn, errors='replace'):
            m = re.search(r'\s(\d+) \((\d+) empty\)\t\w\d/(-?[\d.]+)', line)
            if m:  # a midgame search line (not a solve's "70%W" line)
                acc[int(m.group(2)) // 4 * 4].append(float(m.group(3)))
    for k in sorted(acc, reverse=True):
        print('%d-%d empties: %+.2f discs (%d moves)' % (k, k + 3, sum(acc[k]) / len(acc[k]), len(acc[k])))


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ('times', 'perfect', 'ntest-values'):
        sys.exit(__doc__)
    cmd, d = sys.argv[1], sys.argv[2]
    if cmd == 'times':
        times(d)
    elif cmd == 'perfect':
        perfect(d, int(sys.argv[3]))
    else:
        ntest_values(d)


if __name__ == '__main__':
    main()
