#!/usr/bin/env python3
"""Ratings of the playing levels from the output of `tzaar match`, one file per match.

    python3 tools/level_ratings.py match-*.log

Fits one logistic (Bradley-Terry) model to the games each player A won in each file, anchored
at level:10 = 0, and prints the README's two tables: the ratings with a rough 95% bound (the
fit's normal approximation) and the matches one by one.
"""
import math, re, signal, sys

# Output piped into `head` ends quietly, as other command-line tools do.
signal.signal(signal.SIGPIPE, signal.SIG_DFL)
games = []  # (a, b, games A won, games, output, seed)
for f in sorted(sys.argv[1:]):
    try:
        t = open(f, errors='replace').read()
    except OSError as e:
        sys.exit('%s: %s' % (f, e.strerror))
    a = re.search(r'^A: (\S+)', t, re.M)
    b = re.search(r'^B: (\S+)', t, re.M)
    m = re.search(r'score\s+A [\d.]+% \((\d+) of (\d+)\)', t)
    if not (a and b and m):
        print('%s: not a finished `tzaar match` output, left out' % f, file=sys.stderr)
        continue
    a, b = a.group(1).split('(')[0], b.group(1).split('(')[0]
    games.append((a, b, int(m.group(1)), int(m.group(2)), t))
    seed = re.search(r'seed (\d+)', t)
    games[-1] = games[-1] + (seed.group(1) if seed else '?',)
names = sorted({g[0] for g in games} | {g[1] for g in games})
anchor = 'level:10'
if anchor not in names:
    sys.exit('usage: level_ratings.py MATCH.log...: no finished `tzaar match` output with level:10 given')
idx = {n: i for i, n in enumerate(names)}
r = [0.0] * len(names)
s = math.log(10) / 400
free = [n for n in names if n != anchor]
def solve(A, y):
    n = len(y); M = [row[:] + [y[i]] for i, row in enumerate(A)]
    for c in range(n):
        p = max(range(c, n), key=lambda i: abs(M[i][c])); M[c], M[p] = M[p], M[c]
        for i in range(n):
            if i != c:
                f = M[i][c] / M[c][c]
                for j in range(c, n + 1): M[i][j] -= f * M[c][j]
    return [M[i][n] / M[i][i] for i in range(n)]
def inv(A):
    n = len(A); cols = []
    for k in range(n):
        e = [0.0] * n; e[k] = 1.0; cols.append(solve(A, e))
    return [[cols[j][i] for j in range(n)] for i in range(n)]
for it in range(100):
    g = [0.0] * len(free); H = [[0.0] * len(free) for _ in free]
    fi = {n: i for i, n in enumerate(free)}
    for a, b, w, n, _, _ in games:
        p = 1 / (1 + math.exp(-s * (r[idx[a]] - r[idx[b]])))
        for x, sg in ((a, 1), (b, -1)):
            if x in fi: g[fi[x]] += sg * s * (w - n * p)
        v = n * p * (1 - p) * s * s
        for x, sx in ((a, 1), (b, -1)):
            for y, sy in ((a, 1), (b, -1)):
                if x in fi and y in fi: H[fi[x]][fi[y]] += sx * sy * v
    try:
        d = solve(H, g)
    except ZeroDivisionError:
        sys.exit('the matches given do not link every player to level:10')
    for n, i in fi.items(): r[idx[n]] += d[i]
    if max(abs(x) for x in d) < 1e-6: break
C = inv(H)
order = sorted(names, key=lambda n: -r[idx[n]])
print('| level | Elo (level 10 = 0) | ±95% |'); print('| --- | ---: | ---: |')
for n in order:
    ci = '' if n == anchor else '%.0f' % (1.96 * math.sqrt(C[fi[n]][fi[n]]))
    label = n.split(':')[1] if n.startswith('level:') else '`%s`' % n
    print('| %s | %.0f | %s |' % (label, r[idx[n]], ci))
print('\ntotal games', sum(g[3] for g in games))
print('| match (A - B) | seed | games | A won | Elo A - B (95% interval) |'); print('| --- | ---: | ---: | ---: | --- |')
for a, b, w, n, t, seed in sorted(games, key=lambda g: (-int(g[0].split(':')[1]) if ':' in g[0] else 0, g[1], g[5])):
    e = re.search(r'elo\s+A - B ([+-][\d.]+), 95% interval ([+-][\d.]+|-?inf) \.\. ([+-][\d.]+|\+?inf)', t)
    el = '%+.0f (%+.0f .. %+.0f)' % (float(e.group(1)), float(e.group(2)), float(e.group(3))) if e else t[t.find('elo'):].split('\n')[0]
    print('| %s - %s | %s | %d | %d | %s |' % (a, b, seed, n, w, el))
