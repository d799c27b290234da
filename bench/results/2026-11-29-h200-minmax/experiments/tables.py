#!/usr/bin/env python3
"""Medians per configuration from a probe's raw output (probe*-raw.txt).

    tables.py probe2-raw.txt [A B]   # with A B: also B/A per pair

Each `== app dataset` header starts a pair; every following line
`   LABEL  T ms ok ...` is one run of LABEL (probe_summary.py --agg). MST runs
print two lines (MSTF, then MSTV), reported as F.../V... . In probe1.sh the
No-DP run of a pair comes before its header (--nodp-first).
"""
import re
import statistics
import sys
from collections import OrderedDict


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    path, pair = args[0], args[1:3]
    nodp_first = '--nodp-first' in sys.argv
    pairs, sec, pending, second = OrderedDict(), None, [], False
    for line in open(path):
        if line.startswith('==='):
            second = True
            continue
        if line.startswith('=='):
            sec = line.strip('= \n') + (' (2)' if second and nodp_first else '')
            pairs[sec] = OrderedDict()
            for label, t in pending:
                pairs[sec].setdefault(label, []).append(t)
            pending = []
            continue
        m = re.match(r'\s+(\S+)\s+([\d.]+) ms (\S+)', line)
        if not m:
            continue
        label, t, check = m.group(1), float(m.group(2)), m.group(3)
        if check != 'ok':
            print('NOT OK:', line.strip())
        if nodp_first and not second and label == 'nodp':
            pending.append((label, t))
        elif sec:
            pairs[sec].setdefault(label, []).append(t)
    for sec, runs in pairs.items():
        med = {}
        for label, ts in runs.items():
            if sec.startswith('mst'):
                med[label] = (statistics.median(ts[0::2]), statistics.median(ts[1::2]))
            else:
                med[label] = (statistics.median(ts),)
        cells = ['%s=%s' % (l, '/'.join('%.4g' % x for x in v)) for l, v in med.items()]
        if len(pair) == 2 and all(p in med for p in pair):
            cells.append('%s/%s=%s' % (pair[1], pair[0], '/'.join(
                '%.3f' % (b / a) for a, b in zip(med[pair[0]], med[pair[1]]))))
        print(sec, '  '.join(cells))


main()
