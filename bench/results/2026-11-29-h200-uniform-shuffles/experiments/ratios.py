#!/usr/bin/env python3
"""Medians per configuration and their ratio, from probe_alternate output
(probe*-raw.txt): ratios.py RAW A B  prints, per pair, median(A)/median(B).
MST runs print two rows each (MSTF, then MSTV), kept apart."""
import re, statistics, sys
raw, a, b = sys.argv[1], sys.argv[2], sys.argv[3]
pairs = {}; order = []; cur = None
for line in open(raw):
    m = re.match(r'== (\S+) (\S+)$', line.strip())
    if m:
        cur = m.group(1) + ' ' + m.group(2); seen = {}
        if cur not in pairs: pairs[cur] = {}; order.append(cur)
        continue
    m = re.match(r'\s+(\S+)\s+([0-9.]+) ms ok', line)
    if m and cur:
        lab, t = m.group(1), float(m.group(2))
        # two rows per mst run: MSTF then MSTV
        k = seen.get(lab, 0); seen[lab] = k + 1
        name = cur
        if cur.startswith('mst '):
            name = ('MSTF ' if k % 2 == 0 else 'MSTV ') + cur.split()[1]
            if name not in pairs: pairs[name] = {}; order.append(name)
        pairs[name].setdefault(lab, []).append(t)
print(f"{'pair':14s} {a:>9s} {b:>9s} {a+'/'+b:>8s}  runs")
for p in order:
    d = pairs[p]
    if a in d and b in d:
        ma, mb = statistics.median(d[a]), statistics.median(d[b])
        print(f"{p:14s} {ma:9.4f} {mb:9.4f} {ma/mb:8.3f}  {len(d[a])}+{len(d[b])}")
