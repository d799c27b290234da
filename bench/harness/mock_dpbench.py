#!/usr/bin/env python3
"""A fake dpbench binary for testing run.py without a GPU (run.py --mock).
  mock_dpbench.py BUILD gen [--data-dir D] NAMES...
  mock_dpbench.py BUILD run APP DATASET --impl nodp|dp ...
Times come from a made-up model of the parameters (so sweeps and plots have
shape); MOCK_FAIL=app:dataset makes that run fail its check, MOCK_CRASH and
MOCK_HANG likewise crash or hang. To exercise the optimized variants, give
the parameters env names: MOCK_ENV=1 patches variants.PARAMS (run.py does
that when --mock is combined with MOCK_ENV=1)."""
import json
import math
import os
import sys
import time

ROWS = {'bfs': ['BFS'], 'sssp': ['SSSP'], 'mst': ['MSTF', 'MSTV'], 'tc': ['TC'], 'sp': ['SP'], 'bt': ['BT']}


def main():
    build, cmd = sys.argv[1], sys.argv[2]
    args = sys.argv[3:]
    if cmd == 'gen':
        names = [a for i, a in enumerate(args) if not a.startswith('--') and (i == 0 or args[i - 1] != '--data-dir')]
        for n in names:
            print('@@DATASET ' + json.dumps({'dataset': n, 'kind': 'mock', 'vertices': 1000}))
        return 0
    app, ds = args[0], args[1]
    impl = args[args.index('--impl') + 1] if '--impl' in args else 'nodp'
    key = f'{app}:{ds.removesuffix("-s")}'
    if os.environ.get('MOCK_HANG') == key:
        time.sleep(3600)
    if os.environ.get('MOCK_CRASH') == key:
        print('Segmentation fault', file=sys.stderr)
        return 139
    base = 1.0 + (hash(key) % 100) / 10.0
    t = base
    if impl == 'dp':
        t = base * 20
        th = float(os.environ.get('DPOPT_THRESHOLD', '0') or 0)
        cf = float(os.environ.get('DPOPT_COARSEN_FACTOR', '1') or 1)
        g = os.environ.get('DPOPT_AGG_GRANULARITY', 'none')
        if th > 0:
            t *= 0.1 + abs(math.log2(th) - 6) / 8
        if cf > 1:
            t *= 0.95 - 0.02 * math.log2(cf)
        if g != 'none':
            t *= {'warp': 0.8, 'block': 0.3, 'grid': 0.25}.get(g.split(':')[0], 0.2)
    env = {k: v for k, v in os.environ.items() if k.startswith('DPOPT_')}
    for b in ROWS[app]:
        r = {'benchmark': b, 'dataset': ds, 'impl': impl, 'build': build, 'median_ms': t, 'min_ms': t * 0.98,
             'max_ms': t * 1.05, 'runs': 5, 'times_ms': [t] * 5, 'check': 'ok', 'env': env, 'extra': {}}
        if impl == 'dp':
            r['child_launches'] = r['child_ran'] = 1000
        if os.environ.get('MOCK_FAIL') == key:
            r['check'] = 'FAIL (final): levels: 3 of 1000 differ'
        print('@@RESULT ' + json.dumps(r))
    return 0


if __name__ == '__main__':
    sys.exit(main())
