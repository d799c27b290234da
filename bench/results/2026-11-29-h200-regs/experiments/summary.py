#!/usr/bin/env python3
"""Medians of probe7-raw.txt (the final comparison) as results.csv, and
results.png: the road graph's pairs over No-DP (flat), hand-serialized (ser),
a8d153e (base) and this change (counts4), and counts4 over base on the
paper datasets.

    summary.py probe7-raw.txt OUTDIR [BASE NEW]

BASE and NEW name the two configurations compared (default: base counts4,
as in probe7).
"""
import csv
import math
import re
import statistics
import sys
from collections import OrderedDict


def medians(path):
    pairs = OrderedDict()
    cur = None
    for line in open(path):
        m = re.match(r'== (\S+) (\S+)', line)
        if m:
            cur = pairs.setdefault((m.group(1), m.group(2)), OrderedDict())
            continue
        m = re.match(r'\s+(\S+)\s+([0-9.]+) ms ok', line)
        if m and cur is not None:
            cur.setdefault(m.group(1), []).append(float(m.group(2)))
    rows = []
    for (app, ds), runs in pairs.items():
        for label, ts in runs.items():
            # MST prints MSTF then MSTV for each run.
            parts = [('mstf', ts[0::2]), ('mstv', ts[1::2])] if app == 'mst' else [(app, ts)]
            for name, t in parts:
                rows.append((name, ds, label, statistics.median(t), len(t)))
    return rows


def main():
    raw, out = sys.argv[1], sys.argv[2]
    base, new = sys.argv[3:5] if len(sys.argv) > 4 else ('base', 'counts4')
    rows = medians(raw)
    with open(f'{out}/results.csv', 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(['app', 'dataset', 'config', 'median_ms', 'runs'])
        for r in rows:
            w.writerow([r[0], r[1], r[2], f'{r[3]:.5g}', r[4]])
    t = {(a, d, c): m for a, d, c, m, _ in rows}
    import matplotlib
    matplotlib.use('Agg')
    import matplotlib.pyplot as plt
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(14, 5))
    road = [a for a in ('bfs', 'sssp', 'mstf', 'mstv', 'tc') if (a, 'road', 'nodp') in t]
    for i, c in enumerate(('ser', base, new)):
        vals = [t[(a, 'road', 'nodp')] / t[(a, 'road', c)] for a in road]
        vals.append(math.exp(sum(map(math.log, vals)) / len(vals)))
        ax1.bar([x + 0.27 * i for x in range(len(vals))], vals, 0.27, label=c)
    ax1.axhline(0.8, color='k', ls='--', lw=0.8)
    ax1.set_xticks([x + 0.27 for x in range(len(road) + 1)], road + ['geomean'])
    ax1.set_ylabel('speed over No-DP (higher is better)')
    ax1.set_title('Road graph (H200, defaults)')
    ax1.legend()
    paper = [(a, d) for a, d, c in t if c == new and d != 'road' and (a, d, base) in t]
    vals = [t[(a, d, base)] / t[(a, d, new)] for a, d in paper]
    ax2.bar(range(len(vals)), vals)
    ax2.axhline(1.0, color='k', lw=0.8)
    ax2.set_xticks(range(len(vals)), [f'{a}\n{d}' for a, d in paper], fontsize=8)
    ax2.set_ylabel(f'{new} speed over {base}')
    ax2.set_title('Paper datasets')
    fig.tight_layout()
    fig.savefig(f'{out}/results.png', dpi=110)


if __name__ == '__main__':
    main()
