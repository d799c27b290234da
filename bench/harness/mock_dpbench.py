#!/usr/bin/env python3
"""A fake dpbench binary for testing run.py without a GPU (run.py --mock).
  mock_dpbench.py BUILD gen [--data-dir D] NAMES...
  mock_dpbench.py BUILD run APP DATASET --impl nodp|dp|ask|dpmbr|dpstream|cub [--reps N] [--warmup N]
                  [--max-seconds S] [--point P]... [--points P;P...]
It speaks the binary's protocol (bench/apps/main.cu): @@RESULT / @@ERROR
lines, @@POINT markers and point_index with --points (P as the harness's
variants.point_arg: DPOPT_THRESHOLD=..,DPOPT_COARSEN=..,DPOPT_AGG=..,
DPOPT_AGG_GROUP=..,DPOPT_AGG_THRESHOLD=..), else the DPOPT_* environment
variables (DPOPT_AGG also as a word: off|warp|block|multiblock|grid).

Times come from a model: No-DP and DP medians measured on the H100
(bench/results/2026-11-22-h100) and a made-up shape for the parameters
(thresholding serializes small children, aggregation cuts the launch cost
by granularity, coarsening a little), so that sweeps, pruning and plots
have something to work on. The run protocol of bench_cuda.h's measure()
(warm-up, reps, --max-seconds, warmup_only) is followed on modelled time.
MOCK_AGG_COST=k makes aggregated launches k times dearer (budget what-ifs).
MOCK_SCALE=s makes the mock sleep s x the modelled seconds (run.py --mock
reads the same variable and runs its clock s times slower, so budgets,
pruning and time limits behave as on the device, s times faster); default 0.
Faults, each "app:dataset[:text]" (text: a substring of the point, e.g.
"G=warp", "T=0,F=1,G=off"; absent: every run), comma-separated lists allowed:
  MOCK_FAIL   the check fails          MOCK_CRASH  the process dies there
  MOCK_HANG   it hangs there           MOCK_LOST   aggLost > 0 (aggregated work lost)
  MOCK_BADPARAM  the runtime refuses the point's parameters
"""
import json
import math
import os
import sys
import time
import zlib

ROWS = {'bfs': ['BFS'], 'sssp': ['SSSP'], 'mst': ['MSTF', 'MSTV'], 'tc': ['TC'], 'sp': ['SP'], 'bt': ['BT'],
        'mandel': ['MANDEL'], 'qsort': ['QSORT'], 'th': ['TH'], 'td': ['TD'], 'bfsrec': ['BFSREC']}
# An app's implementations besides nodp and dp, as the binary's kApps: (DP ones, others)
IMPLS = {'mandel': (['dpmbr'], ['ask']), 'qsort': (['dpstream'], ['cub']),
         **{a: ([], ['ser']) for a in ('bfs', 'sssp', 'mst', 'tc', 'sp', 'bt')},
         **{a: ([], ['walk']) for a in ('th', 'td')}}
# (No-DP ms, DP ms, DP+T best ms, process setup s) on the H100, 2026-11-22
H100 = {
    ('BFS', 'cnr'): (0.741, 354.6, 1.456, 0.51), ('BFS', 'kron'): (0.526, 46.84, 0.698, 0.53),
    ('BFS', 'road'): (21.37, 801.5, 18.95, 0.44), ('BT', 't2048c64'): (0.0218, 12.15, 0.178, 0.85),
    ('BT', 't32c16'): (0.0225, 11.70, 0.0131, 0.37), ('MSTF', 'cnr'): (16.90, 2117.3, 7.17, 1.02),
    ('MSTF', 'kron'): (11.44, 309.2, 6.18, 0.92), ('MSTF', 'road'): (0.101, 2726.0, 0.196, 0.48),
    ('MSTV', 'cnr'): (2.73, 409.2, 1.93, 0.0), ('MSTV', 'kron'): (2.66, 52.04, 1.148, 0.0),
    ('MSTV', 'road'): (0.0584, 384.7, 0.114, 0.0), ('SP', 'rand3'): (2.985, 441.9, 3.17, 0.83),
    ('SP', 'sat5'): (6.72, 37.43, 7.17, 0.55), ('SSSP', 'cnr'): (47.69, 1655.8, 7.28, 0.77),
    ('SSSP', 'kron'): (24.10, 203.0, 4.39, 0.56), ('SSSP', 'road'): (29.37, 13227.5, 29.32, 0.43),
    ('TC', 'cnr'): (0.462, 355.9, 4.07, 0.6), ('TC', 'kron'): (1.597, 80.72, 11.21, 0.71),
    ('TC', 'road'): (0.0186, 222.6, 0.0433, 0.39),
    # MANDEL: not measured yet (guesses from the paper's A100 speedups)
    ('MANDEL', 'm2k'): (2.0, 3.0, 1.2, 0.3), ('MANDEL', 'm8k'): (30.0, 25.0, 10.0, 0.9),
    # QSORT: not measured yet (guesses: a block per range, ~1 M launches/s)
    ('QSORT', 'q1m'): (4.0, 6.0, 5.0, 0.4), ('QSORT', 'q4m'): (12.0, 15.0, 13.0, 0.8),
    ('QSORT', 'q16m'): (45.0, 50.0, 46.0, 2.5), ('QSORT', 'q4mdup'): (10.0, 12.0, 11.0, 0.7),
    # TH, TD, BFSREC: not measured yet (guesses: ~1.1 us a launch as BFS on
    # cnr; treea 1.03 M launches, treeb 307 K, kron ~55 K)
    ('TH', 'treea'): (1.5, 1200.0, 40.0, 3.0), ('TH', 'treeb'): (0.3, 350.0, 10.0, 0.8),
    ('TD', 'treea'): (1.5, 1250.0, 45.0, 3.0), ('TD', 'treeb'): (0.3, 360.0, 11.0, 0.8),
    ('BFSREC', 'kron'): (0.6, 60.0, 1.5, 0.5),
}
# MANDEL's and QSORT's other implementations, relative to No-DP (ASK, CUB)
# and DP (DP-MBR, DP-STREAM)
# and DP (DP-MBR, DP-STREAM); the hand-serialized DP version (ser) is near
# the flat program, and so are the trees' DP versions with free launches
# (walk)
OTHER_IMPL = {'ask': ('nodp', 0.3), 'dpmbr': ('dp', 1.4), 'cub': ('nodp', 0.05), 'dpstream': ('dp', 1.5),
              'ser': ('nodp', 1.5), 'walk': ('nodp', 2.0)}
GRAN = ['off', 'warp', 'block', 'multiblock', 'grid']
SCALE = float(os.environ.get('MOCK_SCALE', '0') or 0)


def sleep(s):
    if SCALE > 0 and s > 0:
        time.sleep(s * SCALE)


def parse_point(text):
    """{'T', 'F', 'G', 'B', 'AT'} from a --point argument or the environment."""
    src = dict(kv.split('=', 1) for kv in text.split(',') if kv) if text is not None else os.environ
    g = src.get('DPOPT_AGG', '0') or '0'
    g = GRAN[int(g)] if g.isdigit() else g
    if g not in GRAN:
        raise ValueError(f'bad DPOPT_AGG {g}')
    return dict(T=int(src.get('DPOPT_THRESHOLD', '0') or 0), F=max(1, int(src.get('DPOPT_COARSEN', '1') or 1)),
                G=g, B=int(src.get('DPOPT_AGG_GROUP', '8') or 8), AT=int(src.get('DPOPT_AGG_THRESHOLD', '1') or 1))


def label(p):
    return f"T={p['T']},F={p['F']},G={p['G']},B={p['B']}"


def fault(var, key, p):
    for spec in os.environ.get(var, '').split(','):
        if not spec:
            continue
        parts = spec.split(':', 2)
        if ':'.join(parts[:2]) == key and (len(parts) < 3 or parts[2] in label(p)):
            return True
    return False


def model_ms(b, ds, impl, build, p):
    nodp, dp, tbest, _ = H100.get((b, ds.removesuffix('-s')), (1.0, 50.0, 2.0, 0.5))
    if ds.endswith('-s'):
        nodp, dp, tbest = nodp / 20, dp / 20, tbest / 20
    if impl in OTHER_IMPL:
        base, f = OTHER_IMPL[impl]
        t, launched = model_ms(b, ds, base, build, p)
        return t * f, launched
    if impl == 'nodp':
        return nodp, 0.0
    if build in ('dp', 'nvcc'):
        return dp, 1.0
    if build == 'dpnorm':
        return dp * 1.07, 1.0
    # dpopt: the fraction of children launched after thresholding, the
    # serial work the parents take on, aggregation and coarsening
    T, F, G = p['T'], p['F'], p['G']
    launched = 1.0 if T == 0 else min(1.0, 0.5 * (8.0 / T) ** 1.2)
    serial = 0.0 if T == 0 else tbest * (0.6 + 0.3 * abs(math.log2(T / 512.0)) / 4 + 0.2 * (T / 2048.0))
    launch_cost = (dp - tbest) * launched
    if G != 'off':
        launch_cost *= {'warp': 0.15, 'block': 0.03, 'multiblock': 0.02 * (8.0 / p['B']) ** 0.2, 'grid': 0.015}[G]
        launch_cost *= float(os.environ.get('MOCK_AGG_COST', '1'))  # what-if: aggregation n times dearer
        launch_cost += 0.3 * tbest
    if F > 1:
        launch_cost *= 0.9 + 0.1 / F + 0.01 * math.log2(F)
    return max(nodp * 0.8, serial + launch_cost) * (1.0 + 0.02 * (zlib.crc32(label(p).encode()) % 7) / 7), launched


def measure(args, b, t_ms):
    """Modelled runs following bench_cuda.h measure(): returns (times, warmup_only)."""
    reps = int(args.get('--reps', 7))
    warmup = int(args.get('--warmup', 1))
    max_s = float(args.get('--max-seconds', 60))
    first = t_ms * 1.05 / 1000 + 0.002
    sleep(first + max(0, warmup - 1) * t_ms / 1000)
    if first > max_s:
        return [t_ms * 1.05], True
    times, el, k, n = [], 0.0, 0, max(1, reps)
    while k < n:
        x = t_ms * (1 + 0.01 * (k % 3))
        times.append(x)
        el += x / 1000 + 0.0005
        k += 1
        if el + el / k > max_s:
            break
        if k == n and n < 3 * max(1, reps) and el + el / k < 0.25:
            n += 1
    sleep(el)
    return times, False


def main():
    build, cmd = sys.argv[1], sys.argv[2]
    args = sys.argv[3:]
    if cmd == 'gen':
        names = [a for i, a in enumerate(args) if not a.startswith('--') and (i == 0 or args[i - 1] != '--data-dir')]
        for n in names:
            print('@@DATASET ' + json.dumps({'dataset': n, 'kind': 'mock', 'vertices': 1000}))
        return 0
    app, ds = args[0], args[1]
    opts, points = {}, []
    i = 2
    while i < len(args):
        if args[i] == '--point':
            points.append(args[i + 1])
        elif args[i] == '--points':
            points += args[i + 1].split(';')
        elif args[i].startswith('--') and i + 1 < len(args):
            opts[args[i]] = args[i + 1]
        else:
            i -= 1
        i += 2
    impl = opts.get('--impl', 'nodp')
    dp_impls, other = IMPLS.get(app, ([], []))
    is_dp = impl == 'dp' or impl in dp_impls
    if app not in ROWS or not (impl == 'nodp' or is_dp or impl in other):
        print('@@ERROR ' + json.dumps({'app': app, 'dataset': ds, 'impl': impl, 'error': 'unknown app or impl'}))
        return 2
    if is_dp and build == 'nodp':
        print('@@ERROR ' + json.dumps({'app': app, 'dataset': ds, 'impl': impl,
                                      'error': 'this binary was built without the DP versions'}))
        return 2
    key = f'{app}:{ds.removesuffix("-s")}'
    dsk = ds.removesuffix('-s')
    sleep(max(0.0, max(H100.get((b, dsk), (0, 0, 0, 0.5))[3] for b in ROWS[app]) - 0.3))
    for idx, text in enumerate(points or [None]):
        pi = idx if points else None
        if points:
            print('@@POINT ' + json.dumps({'index': idx}), flush=True)
        try:
            p = parse_point(text)
        except ValueError as e:
            print('@@ERROR ' + json.dumps({'app': app, 'dataset': ds, 'error': str(e), 'point_index': pi}))
            continue
        if points and (build != 'dpopt' or fault('MOCK_BADPARAM', key, p)):
            print('@@ERROR ' + json.dumps({'app': app, 'dataset': ds, 'point_index': pi,
                                          'error': 'dpoptSetParam(DPOPT_COARSEN=4): invalid argument'}), flush=True)
            continue
        if fault('MOCK_HANG', key, p):
            time.sleep(3600)
        if fault('MOCK_CRASH', key, p):
            print('Segmentation fault', file=sys.stderr)
            return 139
        sleep(0.03)  # parameters, checks
        env = {k: v for k, v in os.environ.items() if k.startswith('DPOPT_')}
        for b in ROWS[app]:
            t, launched = model_ms(b, ds, impl, build, p)
            times, wonly = measure(opts, b, t)
            times.sort()
            med = times[len(times) // 2] if len(times) % 2 else 0.5 * (times[len(times) // 2 - 1] + times[len(times) // 2])
            r = {'benchmark': b, 'dataset': ds, 'impl': impl, 'build': build, 'median_ms': med, 'min_ms': times[0],
                 'max_ms': times[-1], 'runs': len(times), 'times_ms': times, 'check': 'ok', 'env': env, 'extra': {},
                 'warmup_only': int(wonly)}
            if pi is not None:
                r['point_index'] = pi
            if is_dp:
                req = 1000 + zlib.crc32(key.encode()) % 1000
                r['launches_requested'] = r['child_ran'] = req
                r['child_launches'] = req
                if build in ('dpopt', 'dpnorm'):
                    issued = int(req * launched)
                    st = {'launches': issued, 'failedLaunches': 0, 'pendingLimitFailures': 0, 'lastError': 0}
                    if build == 'dpopt':
                        agg = p['G'] != 'off'
                        recs = issued if agg else 0
                        grids = max(1, recs // 64) if agg else 0
                        lost = 3 if fault('MOCK_LOST', key, p) else 0
                        st.update(aggSites=recs, aggRecords=recs, aggFallbacks=0, aggDirect=0, aggLaunches=grids,
                                  aggIndividual=0, aggSerialized=0, aggLost=lost)
                        r['agg_launches'], r['agg_lost'] = grids, lost
                        st['launches'] = grids if agg else issued  # aggregated grids count as launches
                        if lost:
                            r['check'] = f'FAIL: {lost} aggregated child launches lost (aggLost)'
                    r['launches_issued'], r['launches_failed'] = st['launches'], 0
                    r['child_launches'] = st['launches'] - st['failedLaunches']
                    r['stats'] = st
            if fault('MOCK_FAIL', key, p):
                r['check'] = 'FAIL (final): levels: 3 of 1000 differ'
            print('@@RESULT ' + json.dumps(r), flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
