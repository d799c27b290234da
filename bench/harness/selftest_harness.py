#!/usr/bin/env python3
"""Self-test of the benchmark harness without a GPU: variants.py's point
algebra, then run.py against the mock binary (mock_dpbench.py) with faults
injected: a failing check, a crash, a hang, lost aggregated work, parameters
the runtime refuses, the time budget, the environment mode (--no-batch),
merging CSVs (also the older format), the comparison with an earlier suite
(--previous, given or found among kept suites), issue 19's bar. Prints 'N passed, M failed'; exit
status 1 on any failure. Run by bench/selftest.sh; alone:
    python3 bench/harness/selftest_harness.py [--keep DIR]
"""
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import variants as V  # noqa: E402

RUN = os.path.join(HERE, 'run.py')
results = []


def check(name, cond, detail=''):
    results.append(bool(cond))
    print(f'{"ok  " if cond else "FAIL"} {name}' + (f': {detail}' if detail and not cond else ''))


def run(out, *args, env=None):
    e = dict(os.environ)
    for k in list(e):
        if k.startswith('MOCK_') or k.startswith('DPOPT_'):
            del e[k]
    e.update(env or {})
    p = subprocess.run([sys.executable, RUN, out, '--mock', '--data-dir', os.path.join(out, 'data')] + list(args),
                       capture_output=True, text=True, env=e, timeout=600)
    rows = []
    if os.path.exists(os.path.join(out, 'results.csv')):
        rows = list(csv.DictReader(open(os.path.join(out, 'results.csv'))))
    return p, rows


def merge(out, *args):
    """run.py --mock into out with args (CSVs merged: no runs): the process
    and the summary it wrote ('' where none)."""
    p = subprocess.run([sys.executable, RUN, out, '--mock'] + list(args), capture_output=True, text=True)
    summary = os.path.join(out, 'summary.txt')
    return p, open(summary).read() if os.path.exists(summary) else ''


def test_points():
    # canonical form, text round trip, one variant per point
    for v in V.VARIANTS:
        if not v.runtime:
            continue
        d = v.default_point()
        check(f'{v.name}: default point belongs to it', v.contains(d), V.format_point(d))
        for o, ps in V.OPT_PARAMS.items():
            for p in ps:
                if o in v.opts:
                    exp = V.PARAMS[p]['default']
                else:
                    exp = V.canon({})[p]
                if V._relevant(p, d):
                    check(f'{v.name}: {p} at its {"default" if o in v.opts else "off"} value', d[p] == exp,
                          f'{d[p]} != {exp}')
    grid = set()
    for vals in __import__('itertools').product(*(s['sweep'] for s in V.PARAMS.values())):
        grid.add(V.point_key(dict(zip(V.PARAMS, vals))))
    owners_ok = all(sum(v.contains(dict(zip(V.PARAMS, k))) for v in V.VARIANTS) == 1 for k in grid)
    check('every grid point belongs to exactly one variant', owners_ok)
    rt = all(V.point_key(V.parse_point(V.format_point(dict(zip(V.PARAMS, k))))) == k for k in grid)
    check('format_point / parse_point round trip', rt)
    check('old CSV params read as DP+T', V.variant_of(V.parse_point('threshold=128')).name == 'DP+T')
    check('factor 0 is no coarsening', V.canon({'cfactor': 0})['cfactor'] == 1)
    check('granularity numbers and words', V.canon({'granularity': 3})['granularity'] == 'multiblock')
    env = V.point_env(V.BY_NAME['DP+T+C+A'].default_point())
    check('point_env names every parameter not left at the compiled-in value',
          sorted(env) == sorted(s['env'] for p, s in V.PARAMS.items() if s['default'] != V.AUTO), env)
    check('threshold at the per-child default: DPOPT_THRESHOLD unset', 'DPOPT_THRESHOLD' not in env, env)
    check('group size at the run-time default: DPOPT_AGG_GROUP unset', 'DPOPT_AGG_GROUP' not in env, env)
    check('an explicit group size is set',
          V.point_env(dict(V.BY_NAME['DP+T+C+A'].default_point(), agg_group=32)).get('DPOPT_AGG_GROUP') == '32')
    check('auto threshold round trip, DP+T+C+A',
          V.variant_of(V.parse_point(V.format_point(V.BY_NAME['DP+T+C+A'].default_point()))).name == 'DP+T+C+A')
    check('DP+A step over granularity skips off',
          all(p['granularity'] != 'off' for p in V.step_points(V.BY_NAME['DP+A'], 'granularity',
                                                                V.BY_NAME['DP+A'].default_point())))


def test_full(tmp):
    out = os.path.join(tmp, 'full')
    p, rows = run(out)
    check('full mock run exits 0', p.returncode == 0, p.stderr[-500:])
    names = {r['variant'] for r in rows}
    want = {'No-DP', 'DP', 'DP(nvcc)', 'DP+N', 'DP+T', 'DP+C', 'DP+A', 'DP+T+C', 'DP+T+A', 'DP+C+A', 'DP+T+C+A',
            'ASK', 'DP-MBR', 'DP-MBR(DPOpt)', 'DP-STREAM', 'DP-STREAM(DPOpt)', 'CUB',
            'DP-SER', 'DP+T(all)', 'DP+T(all,thread)', 'DP-WALK'}
    check('every variant measured', want <= names, want - names)
    own = [r for r in rows if V.BY_NAME[r['variant']].apps]
    check("an app's own implementations run on its apps only",
          own and all(r['benchmark'] in [b for a in V.BY_NAME[r['variant']].apps for b in V.APP_ROWS[a]]
                      for r in own), {(r['variant'], r['benchmark']) for r in own})
    mandel_own = {'ASK', 'DP-MBR', 'DP-MBR(DPOpt)'}
    qsort_own = {'DP-STREAM', 'DP-STREAM(DPOpt)', 'CUB'}
    ser_own = set(V.FLOOR)
    tree_own = {'DP-WALK'}
    check('DP-WALK measured on TH and TD, and only there',
          {r['benchmark'] for r in rows if r['variant'] == 'DP-WALK'} == {'TH', 'TD'})
    check('the overhead-floor variants measured on every app that has ser',
          all({r['variant'] for r in rows if r['benchmark'] == b} >= ser_own
              for a in V.SER_APPS for b in V.APP_ROWS[a]))
    serial = [r for r in rows if r['variant'] in ('DP+T(all)', 'DP+T(all,thread)')]
    check('DP+T(all) serializes every child, thresholding only',
          serial and all(json.loads(r['env']).get('DPOPT_THRESHOLD') == str(V.ALL_SERIAL)
                         and json.loads(r['env']).get('DPOPT_AGG') == '0' for r in serial))
    check('MANDEL measured by every variant',
          {r['variant'] for r in rows if r['benchmark'] == 'MANDEL'} >= want - qsort_own - ser_own - tree_own)
    check('QSORT measured by every variant',
          {r['variant'] for r in rows if r['benchmark'] == 'QSORT'} >= want - mandel_own - ser_own - tree_own)
    for vn in ('DP-MBR(DPOpt)', 'DP-STREAM(DPOpt)'):
        mbr = [r for r in rows if r['variant'] == vn]
        check(f'{vn} runs at the shipped defaults of DP+T+C+A',
              mbr and all(r['env'] == json.dumps(V.point_env(V.BY_NAME['DP+T+C+A'].default_point()), sort_keys=True)
                          for r in mbr), mbr and mbr[0]['env'])
    check('every check ok', all(r['check'] == 'ok' for r in rows),
          [r['check'] for r in rows if r['check'] != 'ok'][:3])
    for v in V.VARIANTS:
        if v.runtime and v.opts:
            d = V.format_point(v.default_point())
            check(f'{v.name} default point measured', any(r['variant'] == v.name and r['tag'] == 'default'
                                                          and r['params'] == d for r in rows))
    check('tuning points measured', sum(r['tag'] == 'sweep' for r in rows) > 100)
    check('fig11 grid measured', sum(r['tag'] == 'fig11' for r in rows) > 10)
    check('rows filed under the variant their parameters belong to',
          all(V.variant_of(V.parse_point(r['params'])).name == r['variant'] for r in rows
              if V.BY_NAME[r['variant']].runtime))
    dp = [r for r in rows if r['impl'] == 'dp' and r['median_ms']]
    check('child launches recorded', all(r['child_launches'] not in ('', None) for r in dp))
    check('agg stats recorded', all(r['agg_lost'] == '0' and r['stats'] for r in dp if r['build'] == 'dpopt'))
    text = open(os.path.join(out, 'summary.txt')).read()
    check('overhead floor table printed', 'geomean DP+T(all,thread) / DP-SER' in text)
    check('formulation floor table printed (TH, TD over DP-WALK)',
          'Formulation floor: time over DP-WALK' in text and 'geomean DP+T+C+A / DP-WALK: ' in text
          and '(4 benchmarks)' in text.split('Formulation floor')[1].split('==')[0])
    check('final table printed last', 'DP+T+C+A tuned' in text.split('== Checks')[-1] and 'paper (V100)' in text)
    check('final table over DP, No-DP and DP+A', all(k in text for k in ('over DP', 'over No-DP', 'over DP+A')))
    final = text.split('== Checks')[-1]
    check('final table over DP(nvcc) too, the user\'s real baseline',
          'over DP(nvcc)' in final and 'over DP(nvcc)' in text.split('== Checks')[0])
    nv = [r for r in rows if r['variant'] == 'DP(nvcc)']
    check('DP(nvcc) runs the dp implementation of the nvcc build with the baselines',
          nv and all(r['build'] == 'nvcc' and r['impl'] == 'dp' and r['tag'] == '' for r in nv),
          nv and (nv[0]['build'], nv[0]['impl'], nv[0]['tag']))
    check('MANDEL in its own group, out of the paper\'s means', 'recursive subdivision (MANDEL)' in text and
          all(r['group'] == 'subdiv' for r in rows if r['benchmark'] == 'MANDEL'))
    check('MANDEL speedup plot', os.path.exists(os.path.join(out, 'speedup_over_dp_mandel.png')) or
          'no plots' in p.stdout)
    check('QSORT in its own group, out of the paper\'s means', 'recursive quicksort (QSORT)' in text and
          all(r['group'] == 'sort' for r in rows if r['benchmark'] == 'QSORT'))
    check('QSORT speedup plot', os.path.exists(os.path.join(out, 'speedup_over_dp_qsort.png')) or
          'no plots' in p.stdout)
    rec = {'TH', 'TD', 'BFSREC'}
    check('TH, TD, BFSREC in their own group, out of the paper\'s means',
          'recursive trees and BFS' in text and {r['benchmark'] for r in rows if r['group'] == 'rec'} == rec)
    for b in sorted(rec):
        check(f'{b} measured by every common variant',
              {r['variant'] for r in rows if r['benchmark'] == b}
              >= want - mandel_own - qsort_own - ser_own - (tree_own if b == 'BFSREC' else set()))
    check('TH, TD, BFSREC speedup plot', os.path.exists(os.path.join(out, 'speedup_over_dp_rec.png')) or
          'no plots' in p.stdout)
    return out


def test_faults(tmp):
    out = os.path.join(tmp, 'faults')
    env = {'MOCK_FAIL': 'bfs:kron:G=warp', 'MOCK_CRASH': 'sssp:kron:T=32,F=1,G=off',
           'MOCK_LOST': 'tc:road:G=block', 'MOCK_BADPARAM': 'bt:t32c16:F=4', 'MOCK_HANG': 'sp:sat5:G=grid',
           'MOCK_SCALE': '0.05'}
    p, rows = run(out, '--prune-floor', '1', '--budget', '4000', '--apps', 'bfs,sssp,tc,bt,sp',
                  '--datasets', 'kron,road,t32c16,sat5', env=env)
    check('faults: exit status 1', p.returncode == 1)
    sel = lambda b, ds, pred: [r for r in rows if r['benchmark'] == b and r['dataset'] == ds and pred(r)]  # noqa
    f = sel('BFS', 'kron', lambda r: 'granularity=warp' in r['params'])
    check('failing check recorded', f and all(r['check'].startswith('FAIL') for r in f))
    c = sel('SSSP', 'kron', lambda r: r['params'].startswith('threshold=32;cfactor=1;granularity=off'))
    check('crash recorded', c and c[0]['check'].startswith('CRASH'), c and c[0]['check'])
    later = sel('SSSP', 'kron', lambda r: r['tag'] == 'sweep' and r['check'] == 'ok')
    check('points after a crash still measured (new process)', len(later) > 5)
    lost = sel('TC', 'road', lambda r: 'granularity=block' in r['params'])
    check('aggLost fails the check', lost and all('aggLost' in r['check'] for r in lost), lost and lost[0]['check'])
    bad = sel('BT', 't32c16', lambda r: 'cfactor=4' in r['params'])
    check('refused parameters give ERROR rows', bad and all(r['check'].startswith('ERROR') for r in bad))
    hang = sel('SP', 'sat5', lambda r: 'granularity=grid' in r['params'])
    check('hanging sweep point stopped (PRUNED)', hang and all(r['check'].startswith('PRUNED') for r in hang),
          hang and hang[0]['check'])
    ok_after = sel('SP', 'sat5', lambda r: r['check'] == 'ok' and r['tag'] in ('sweep', 'fig11'))
    check('sweep goes on after a stopped point', len(ok_after) > 5)
    text = open(os.path.join(out, 'summary.txt')).read()
    check('summary lists the failures', 'not ok' in text and 'aggLost' in text)


def runs_seconds(stdout):
    """The runs' time from the harness's last line, "== done in T (runs R): ...",
    in (mock) seconds, and the line; the plots after the runs (matplotlib, where
    it is installed) do not count against the budget."""
    el = [l for l in stdout.splitlines() if l.startswith('== done in')]
    m = el and re.search(r'\(runs (\d+)m(\d+)s\)', el[0])
    return (int(m.group(1)) * 60 + int(m.group(2)) if m else 1e9), el


def test_budget(tmp):
    out = os.path.join(tmp, 'budget')
    p, rows = run(out, '--budget', '60', '--grace', '20', '--apps', 'bfs,bt,sp', env={'MOCK_SCALE': '0.1'})
    skipped = [r for r in rows if r['check'].startswith('SKIPPED')]
    check('budget: later baselines/defaults SKIPPED', len(skipped) > 0)
    check('budget: exit status 0 (skips are no failures)', p.returncode == 0, p.stdout[-300:])
    secs, el = runs_seconds(p.stdout)
    check('budget: stops within budget + grace', secs <= 80, el)
    check('budget: phase 1 complete', all(r['check'] == 'ok' for r in rows if r['variant'] in ('No-DP', 'DP')))


def test_hard_stop(tmp):
    out = os.path.join(tmp, 'hard')
    p, rows = run(out, '--apps', 'bfs', '--budget', '30', '--grace', '10', env={'MOCK_SCALE': '0.1',
                                                                               'MOCK_HANG': 'bfs:kron'})
    secs, el = runs_seconds(p.stdout)
    check('hard stop: a hanging baseline is stopped at budget + grace', secs <= 45, el)
    check('hard stop: recorded as SKIPPED, exit 0', p.returncode == 0 and rows and
          all(r['check'].startswith('SKIPPED') for r in rows), p.stdout[-300:])


def test_env_mode(tmp):
    out = os.path.join(tmp, 'env')
    p, rows = run(out, '--apps', 'bt', '--no-batch', '--tune', 'default', '--no-fig11')
    check('--no-batch: exit 0', p.returncode == 0, p.stderr[-300:])
    import json
    def env_of(variant):
        d = [r for r in rows if r['variant'] == variant]
        return json.loads(d[0]['env']) if d else None
    # At the shipped defaults the parameters are the plugin's per-child
    # ones (no variable); the optimizations a variant leaves out are off.
    full, agg = env_of('DP+T+C+A'), env_of('DP+A')
    check('--no-batch: DPOPT_* environment per point',
          full is not None and agg is not None and
          not {'DPOPT_THRESHOLD', 'DPOPT_COARSEN', 'DPOPT_AGG'} & set(full) and
          agg.get('DPOPT_THRESHOLD') == '0' and agg.get('DPOPT_COARSEN') == '1' and
          'DPOPT_AGG' not in agg,
          (full, agg))


def test_merge(tmp, full):
    out = os.path.join(tmp, 'merge')
    p, text = merge(out, '--from-csv', os.path.join(full, 'results.csv'))
    check('--from-csv: exit 0', p.returncode == 0, p.stderr[-300:])
    a = open(os.path.join(full, 'summary.txt')).read().split('== Checks')[-1]
    b = text.split('== Checks')[-1]
    check('--from-csv: same final table', a == b)
    old = os.path.join(os.path.dirname(os.path.dirname(HERE)), 'bench', 'results', '2026-11-22-h100', 'results.csv')
    if os.path.exists(old):
        out2 = os.path.join(tmp, 'merge-old')
        p, text = merge(out2, '--from-csv', old)
        check('--from-csv of the older format', p.returncode == 0 and 'DP+T ' in text, p.stderr[-300:])


def write_scaled(path, rows, scale):
    """rows as a results CSV at path, each passing row's median_ms times
    scale(row, (benchmark, dataset))."""
    with open(path, 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        for r in rows:
            r = dict(r)
            if r['check'] == 'ok' and r['median_ms']:
                r['median_ms'] = str(float(r['median_ms']) * scale(r, (r['benchmark'], r['dataset'])))
            w.writerow(r)


def test_previous(tmp, full):
    # An earlier suite in which one pair's DP+T+C+A (defaults) ran twice as
    # fast (it got slower since), another whose No-DP ran twice as fast
    # too (the machine drifted: not flagged), and a third whose No-DP alone
    # ran twice as slow (a noisy baseline: DP+T+C+A is unchanged, not
    # flagged).
    rows = list(csv.DictReader(open(os.path.join(full, 'results.csv'))))
    pairs = sorted({(r['benchmark'], r['dataset']) for r in rows
                    if r['variant'] == V.FULL and r.get('tag') == 'default' and r['check'] == 'ok'})
    check('--previous: the mock suite has three pairs to compare', len(pairs) >= 3, pairs)
    if len(pairs) < 3:
        return
    slower, drifted, noisy = pairs[0], pairs[1], pairs[2]
    def previous_scale(r, pair):
        full_default = r['variant'] == V.FULL and r.get('tag') == 'default'
        if (pair == slower and full_default) or (pair == drifted and (full_default or r['variant'] == V.BASELINE)):
            return 0.5
        return 2 if pair == noisy and r['variant'] == V.BASELINE else 1

    prev = os.path.join(tmp, 'previous.csv')
    write_scaled(prev, rows, previous_scale)
    out = os.path.join(tmp, 'previous')
    p, text = merge(out, '--from-csv', os.path.join(full, 'results.csv'), '--previous', prev)
    check('--previous: exit 0', p.returncode == 0, p.stderr[-300:])
    check('--previous: the pair that got slower is named, the drifted and the noisy ones not',
          f'1 pair(s) slower than in the previous suite: {slower[0]} {slower[1]}' in text, text[-600:])
    # --previous auto: the newest kept suite of this GPU model (the mock's),
    # not a newer one of another model, nor the outdir's own.
    kept = os.path.join(tmp, 'kept')
    for name, device, date, csv_src in (('a-mock-old', 'mock', '2026-01-01T00:00:00+00:00', prev),
                                        ('b-mock-new', 'mock', '2026-01-02T00:00:00+00:00', prev),
                                        ('c-other-gpu', 'NVIDIA H100 80GB HBM3, 580.1, 81559 MiB, 1980 MHz',
                                         '2026-01-03T00:00:00+00:00', prev)):
        os.makedirs(os.path.join(kept, name, 'suite'))
        shutil.copy(csv_src, os.path.join(kept, name, 'suite', 'results.csv'))
        json.dump({'device': device, 'date': date}, open(os.path.join(kept, name, 'suite', 'meta.json'), 'w'))
    own = os.path.join(kept, 'd-mock-own', 'suite')
    os.makedirs(own)
    shutil.copy(os.path.join(full, 'results.csv'), os.path.join(own, 'results.csv'))
    json.dump({'device': 'mock', 'date': '2026-01-04T00:00:00+00:00'}, open(os.path.join(own, 'meta.json'), 'w'))
    p, text = merge(own, '--from-csv', os.path.join(full, 'results.csv'), '--kept', kept)
    check('--previous auto: the newest kept suite of the same GPU model, not the outdir\'s own',
          p.returncode == 0 and os.path.join('b-mock-new', 'suite', 'results.csv') in text and
          f'1 pair(s) slower than in the previous suite: {slower[0]} {slower[1]}' in text, p.stderr[-300:] + text[-300:])
    # A kept suite's results merged elsewhere (its summary regenerated on a
    # machine without its GPU): compared with the newest other kept suite of
    # its own GPU model, as its meta.json names it, not with itself.
    h100 = os.path.join(kept, 'e-h100-merged', 'suite')
    os.makedirs(h100)
    shutil.copy(os.path.join(full, 'results.csv'), os.path.join(h100, 'results.csv'))
    json.dump({'device': 'NVIDIA H100 80GB HBM3, 580.1, 81559 MiB, 1980 MHz', 'date': '2026-01-05T00:00:00+00:00'},
              open(os.path.join(h100, 'meta.json'), 'w'))
    p, text = merge(os.path.join(tmp, 'merged-h100'), '--from-csv', os.path.join(h100, 'results.csv'),
                    '--kept', kept)
    check('--previous auto with --from-csv: the merged suite\'s GPU model (its meta.json), not itself',
          p.returncode == 0 and os.path.join('c-other-gpu', 'suite', 'results.csv') in text and
          'device NVIDIA H100' in p.stdout, p.stdout[-300:] + text[-300:])
    p, text = merge(os.path.join(tmp, 'previous-none'), '--from-csv', os.path.join(full, 'results.csv'),
                    '--kept', kept, '--previous', 'none')
    check('--previous none: no comparison', p.returncode == 0 and 'Against the previous suite' not in text,
          p.stderr[-300:])
    # The outdir's own results.csv would be truncated before it is read.
    p, _ = merge(full, '--from-csv', os.path.join(full, 'results.csv'))
    check('--from-csv of the outdir\'s own results.csv refused, the file kept',
          p.returncode != 0 and 'give another outdir' in p.stderr and
          len(list(csv.DictReader(open(os.path.join(full, 'results.csv'))))) == len(rows), p.stderr[-300:])


def test_bar(tmp, full):
    # Issue 19's bar: one pair's DP+T+C+A at half No-DP's speed is listed,
    # the others, at twice its speed, are not.
    rows = list(csv.DictReader(open(os.path.join(full, 'results.csv'))))
    base = {(r['benchmark'], r['dataset']): float(r['median_ms']) for r in rows
            if r['variant'] == V.BASELINE and r['check'] == 'ok' and r['median_ms']}
    pairs = sorted({(r['benchmark'], r['dataset']) for r in rows if r['variant'] == V.FULL} & set(base))
    check('bar: the mock suite has two pairs with No-DP', len(pairs) >= 2, pairs)
    if len(pairs) < 2:
        return
    slow = pairs[0]
    doctored = os.path.join(tmp, 'bar.csv')
    write_scaled(doctored, rows, lambda r, pair: (
        (2 if pair == slow else 0.5) * base[pair] / float(r['median_ms'])
        if r['variant'] == V.FULL and pair in base else 1))
    out = os.path.join(tmp, 'bar')
    p, text = merge(out, '--from-csv', doctored, '--previous', 'none')
    section = text[text.find("issue 19's bar"):]
    section = section[:section.find('pair(s) below the bar')]
    check("bar: the pair at half No-DP's speed is listed, the others not",
          p.returncode == 0 and re.search(rf'^{slow[0]}\s+{slow[1]}\s+0\.50x\s+0\.50x$', section, re.M) is not None and
          all(f'{b:10s}{ds:10s}' not in section for b, ds in pairs[1:]) and '1 pair(s) below the bar' in text,
          p.stderr[-300:] + section[:600])


def main():
    keep = sys.argv[sys.argv.index('--keep') + 1] if '--keep' in sys.argv else None
    tmp = keep or tempfile.mkdtemp(prefix='dpbench-harness-')
    os.makedirs(tmp, exist_ok=True)
    try:
        test_points()
        full = test_full(tmp)
        test_faults(tmp)
        test_budget(tmp)
        test_hard_stop(tmp)
        test_env_mode(tmp)
        test_merge(tmp, full)
        test_previous(tmp, full)
        test_bar(tmp, full)
    finally:
        if not keep:
            shutil.rmtree(tmp, ignore_errors=True)
    print(f'harness: {sum(results)} passed, {len(results) - sum(results)} failed')
    return 0 if all(results) else 1


if __name__ == '__main__':
    sys.exit(main())
