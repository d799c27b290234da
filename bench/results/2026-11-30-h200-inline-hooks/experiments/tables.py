#!/usr/bin/env python3
"""Medians per pair and configuration of a probe_alternate log.

  tables.py RAW BASE VARIANT...
prints, per "== app dataset" section, the median of each configuration and
its ratio to BASE (a section of mst has two lines per run: MSTF, MSTV).
"""
import collections
import re
import statistics
import sys

raw, base, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
times = collections.defaultdict(list)
section, seen = None, collections.Counter()
for line in open(raw):
    if line.startswith('== '):
        section = line[3:].strip()
        seen.clear()
        continue
    m = re.match(r'\s+(\S+)\s+([\d.]+) ms ok', line)
    if not m or section is None:
        continue
    label = m.group(1)
    names = ['MSTF', 'MSTV'] if section.startswith('mst ') else ['']
    name = names[seen[label] % len(names)]
    seen[label] += 1
    times[(section + (' ' + name if name else ''), label)].append(float(m.group(2)))
pairs = []
for (p, _) in times:
    if p not in pairs:
        pairs.append(p)
print('| pair | ' + ' | '.join([base] + variants) + ' | ' +
      ' | '.join(v + '/' + base for v in variants) + ' |')
print('|---' * (2 + 2 * len(variants)) + '|')
for p in pairs:
    if not times.get((p, base)):
        continue
    b = statistics.median(times[(p, base)])
    cells = ['%.4f' % b]
    ratios = []
    for v in variants:
        t = times.get((p, v))
        cells.append('%.4f' % statistics.median(t) if t else '-')
        ratios.append('%.3f' % (statistics.median(t) / b) if t else '-')
    print('| %s | %s | %s |' % (p, ' | '.join(cells), ' | '.join(ratios)))
