#!/usr/bin/env python3
"""Runs the DP benchmark suite (on the GPU machine) and writes, into OUTDIR:

  results.csv     one row per (benchmark, dataset, variant, parameter point)
  datasets.csv    the generated datasets and their sizes
  meta.json       date, commit, device, build info, options, elapsed time
  summary.txt     the tables printed at the end
  *.png           speedup over DP per benchmark and variant (log scale, like
                  the paper's Fig. 9, and Fig. 12 for the road graph); time
                  against threshold per aggregation granularity (like Fig. 11)
                  once thresholding and aggregation exist

Usage: python3 bench/harness/run.py OUTDIR [--small] [--budget S] [--variants A,B]
       [--apps bfs,sssp] [--datasets kron,cnr] [--tune default|coordinate|grid] ...
Every run is a separate process with a time limit; its result is checked by
the binary against a CPU reference, and a failure, crash or timeout becomes a
row of the CSV without stopping the suite. Needs only the Python standard
library; matplotlib (when present) draws the plots.
"""

import argparse
import csv
import datetime
import json
import math
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import variants as V  # noqa: E402

COLUMNS = ['benchmark', 'dataset', 'group', 'variant', 'tag', 'params', 'build', 'impl', 'median_ms', 'min_ms',
           'max_ms', 'runs', 'warmup_only', 'child_launches', 'child_ran', 'launches_issued', 'launches_failed',
           'pending_limit', 'check', 'wall_s', 'env', 'extra', 'times_ms']
PAPER = {'over DP': 43.0, 'over No-DP': 8.7, 'over DP+A': 3.6}  # DP+T+C+A on a V100 (geomeans)


def fmt_t(s):
    return f'{int(s // 60)}m{int(s % 60):02d}s'


class Suite:
    def __init__(self, a):
        self.a = a
        self.out = a.outdir
        os.makedirs(self.out, exist_ok=True)
        self.t0 = time.time()
        self.rows = []
        self.njobs = 0
        self.skipped = 0
        self.csvf = open(os.path.join(self.out, 'results.csv'), 'w', newline='')
        self.csvw = csv.DictWriter(self.csvf, fieldnames=COLUMNS, extrasaction='ignore')
        self.csvw.writeheader()
        self.done_points = {}  # (variant, app, dataset, params) -> rows
        self.log = open(os.path.join(self.out, 'run.log'), 'w')

    # ------------------------------------------------------------ helpers --
    def say(self, msg):
        print(msg, flush=True)
        self.log.write(msg + '\n')
        self.log.flush()

    def elapsed(self):
        return time.time() - self.t0

    def over_budget(self):
        return self.elapsed() > self.a.budget

    def binary(self, build):
        if self.a.mock:
            return [sys.executable, os.path.join(HERE, 'mock_dpbench.py'), build]
        return [os.path.join(self.a.bin_dir, 'dpbench-' + build)]

    def have_build(self, build):
        return self.a.mock or os.path.exists(self.binary(build)[0])

    def dataset_name(self, ds):
        return ds + '-s' if self.a.small else ds

    # ----------------------------------------------------------- datasets --
    def generate(self):
        builds = [b for b in V.BUILDS if self.have_build(b)]
        if not builds:
            sys.exit(f'no binaries in {self.a.bin_dir}: run bench/build.sh first')
        names = sorted({self.dataset_name(ds) for _, ds, _ in self.benchmarks()})
        self.say(f'== generating {len(names)} datasets into {self.a.data_dir}')
        t = time.time()
        p = subprocess.run(self.binary(builds[0]) + ['gen', '--data-dir', self.a.data_dir] + names,
                           capture_output=True, text=True)
        info = [json.loads(l[10:]) for l in p.stdout.splitlines() if l.startswith('@@DATASET ')]
        if p.returncode != 0:
            self.say('dataset generation failed:\n' + p.stderr[-2000:])
        keys = []
        for d in info:
            keys += [k for k in d if k not in keys]
        with open(os.path.join(self.out, 'datasets.csv'), 'w', newline='') as f:
            w = csv.DictWriter(f, fieldnames=keys)
            w.writeheader()
            w.writerows(info)
        for d in info:
            self.say('   ' + ', '.join(f'{k}={v}' for k, v in d.items() if k != 'kind'))
        self.say(f'   ({time.time() - t:.1f}s)')
        self.datasets = info

    def benchmarks(self):
        out = []
        for app, ds, grp in V.BENCHMARKS:
            if self.a.apps and app not in self.a.apps:
                continue
            if self.a.datasets and ds not in self.a.datasets:
                continue
            out.append((app, ds, grp))
        return out

    # --------------------------------------------------------------- runs --
    def run_point(self, variant, app, ds, grp, point, tag):
        key = (variant.name, app, ds, V.format_point(point))
        if key in self.done_points:
            return self.done_points[key]
        label = f'{ds:9s} {variant.name:10s} {V.format_point(point):30s}'
        base = dict(dataset=ds, group=grp, variant=variant.name, tag=tag, params=V.format_point(point),
                    build=variant.build, impl=variant.impl)
        env_add = variant.point_env(point)
        base['env'] = json.dumps(env_add, sort_keys=True)
        if self.over_budget():
            self.skipped += 1
            if tag not in ('', 'default'):
                return None  # sweep points past the budget are only counted
            rows = [dict(base, benchmark=b, check='SKIPPED (time budget)') for b in V.APP_ROWS[app]]
            self.record(rows, key)
            return rows
        self.njobs += 1
        reps = self.a.reps if tag in ('', 'default') else self.a.sweep_reps
        cmd = self.binary(variant.build) + ['run', app, self.dataset_name(ds), '--impl', variant.impl,
                                            '--reps', str(reps), '--warmup', str(self.a.warmup),
                                            '--max-seconds', str(self.a.max_seconds), '--data-dir', self.a.data_dir]
        env = dict(os.environ)
        env.update(env_add)
        t = time.time()
        rows = []
        try:
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=self.a.timeout)
            wall = time.time() - t
            for line in p.stdout.splitlines():
                if line.startswith('@@RESULT '):
                    r = json.loads(line[9:])
                    row = dict(base)
                    for k in ('benchmark', 'median_ms', 'min_ms', 'max_ms', 'runs', 'warmup_only', 'child_launches',
                              'child_ran', 'launches_issued', 'launches_failed', 'pending_limit', 'check'):
                        row[k] = r.get(k, '')
                    row['times_ms'] = ' '.join(f'{x:.4g}' for x in r.get('times_ms', []))
                    row['extra'] = json.dumps(r.get('extra', {}), sort_keys=True)
                    row['wall_s'] = f'{wall:.2f}'
                    rows.append(row)
            if not rows:
                err = ''
                for line in p.stdout.splitlines():
                    if line.startswith('@@ERROR '):
                        err = json.loads(line[8:]).get('error', '')
                tail = (p.stderr.strip().splitlines() or [''])[-1][:300]
                why = f'ERROR: {err}' if err else f'CRASH (exit {p.returncode}): {tail}'
                rows = [dict(base, benchmark=b, check=why, wall_s=f'{wall:.2f}') for b in V.APP_ROWS[app]]
            elif p.returncode != 0:
                for r in rows:
                    if r['check'] == 'ok':
                        r['check'] = f'FAIL: exit status {p.returncode}'
        except subprocess.TimeoutExpired:
            wall = time.time() - t
            rows = [dict(base, benchmark=b, check=f'TIMEOUT (>{self.a.timeout}s)', wall_s=f'{wall:.2f}')
                    for b in V.APP_ROWS[app]]
        self.record(rows, key)
        for r in rows:
            ms = r.get('median_ms')
            ms_s = f'{float(ms):10.3f} ms' if ms not in (None, '') else '         - ms'
            launches = f' launches={r["child_launches"]}' if r.get('child_launches') not in (None, '') else ''
            self.say(f'[{self.njobs:3d} {fmt_t(self.elapsed())}] {r["benchmark"]:5s} {label} {ms_s} '
                     f'{r["check"][:90]} ({r.get("runs", 0) or 0} runs, {r.get("wall_s", "?")}s){launches}')
        return rows

    def load_csv(self, paths):
        """Re-reads results.csv files (e.g. of several device calls) instead
        of running; later files override earlier ones for the same point."""
        app_of = {b: app for app, bs in V.APP_ROWS.items() for b in bs}
        for path in paths:
            with open(path, newline='') as f:
                for r in csv.DictReader(f):
                    app = app_of.get(r['benchmark'])
                    if app is None:
                        continue
                    key = (r['variant'], app, r['dataset'], r['params'])
                    rows = self.done_points.setdefault(key, [None] * len(V.APP_ROWS[app]))
                    rows[V.APP_ROWS[app].index(r['benchmark'])] = r
        for key, rows in self.done_points.items():
            rows[:] = [r for r in rows if r is not None]
            for r in rows:
                self.rows.append(r)
                self.csvw.writerow(r)
        self.csvf.flush()
        self.say(f'== loaded {len(self.rows)} rows from {len(paths)} file(s)')

    def record(self, rows, key):
        self.done_points[key] = rows
        for r in rows:
            self.rows.append(r)
            self.csvw.writerow(r)
        self.csvf.flush()

    @staticmethod
    def ok_ms(rows):
        """Sum of the medians of a point's rows (MST: MSTF + MSTV), or None."""
        if not rows or any(r.get('check') != 'ok' or r.get('median_ms') in (None, '') for r in rows):
            return None
        return sum(float(r['median_ms']) for r in rows)

    def tune(self, variant, benches):
        """Coordinate descent from the default point, breadth-first over the
        benchmarks (so that a budget cut leaves every benchmark partly tuned):
        for each parameter in turn, try its sweep values (nearest the default
        first) on every benchmark, keeping each benchmark's best point."""
        best = {}
        for app, ds, grp in benches:
            pt = variant.default_point()
            best[(app, ds)] = (self.ok_ms(self.run_point(variant, app, ds, grp, pt, 'default')), pt)
        for p in variant.params:
            for val in V.sweep_order(p):
                for app, ds, grp in benches:
                    ms0, pt0 = best[(app, ds)]
                    cand = dict(pt0, **{p: val})
                    ms = self.ok_ms(self.run_point(variant, app, ds, grp, cand, 'sweep'))
                    if ms is not None and (ms0 is None or ms < ms0):
                        best[(app, ds)] = (ms, cand)

    def run_all(self):
        vs = self.selected_variants()
        self.say('== variants: ' + ', '.join(v.name for v in vs))
        info = self.build_info()
        waiting = [v.name for v in V.VARIANTS if v.enabled and not v.available(info)]
        if waiting:
            self.say('   not available (no environment variable in variants.PARAMS, or the plugin applied the '
                     'optimization nowhere in the build): ' + ', '.join(waiting))
        benches = self.benchmarks()
        plain = [v for v in vs if not v.params]
        opt = [v for v in vs if v.params]
        self.say(f'== phase 1: baselines ({len(plain)} variants x {len(benches)} benchmarks)')
        for app, ds, grp in benches:
            for v in plain:
                self.run_point(v, app, ds, grp, {}, '')
        if opt:
            self.say('== phase 2: optimized variants at their default parameters')
            for app, ds, grp in benches:
                for v in opt:
                    self.run_point(v, app, ds, grp, v.default_point(), 'default')
        if opt and self.a.tune in ('coordinate', 'grid'):
            self.say(f'== phase 3: tuning ({self.a.tune})')
            # DP+T+C+A first, then DP+A (the aggregation-only baseline), then the rest
            order = {V.FULL: 0, V.AGGBASE: 1}
            for v in sorted(opt, key=lambda v: (order.get(v.name, 2), -len(v.params))):
                if self.a.tune == 'grid':
                    for pt in V.sweep_points(v, 'grid'):
                        for app, ds, grp in benches:
                            self.run_point(v, app, ds, grp, pt, 'sweep')
                else:
                    self.tune(v, benches)
        full = next((v for v in opt if v.name == V.FULL), None)
        if full and self.a.fig11:
            self.say('== phase 4: threshold x granularity grid for the Fig. 11 plot')
            for app, ds, grp in benches:
                if V.FIG11_DATASET.get(app) != ds:
                    continue
                cf = self.best_point(full.name, app, ds).get('cfactor', V.PARAMS['cfactor']['default'])
                for g in V.PARAMS['granularity']['sweep']:
                    for t in V.PARAMS['threshold']['sweep']:
                        self.run_point(full, app, ds, grp, {'threshold': t, 'cfactor': cf, 'granularity': g}, 'fig11')

    def build_info(self):
        if self.a.mock:
            return None
        bi = os.path.join(os.path.dirname(self.a.bin_dir), 'BUILD_INFO.json')
        return json.load(open(bi)) if os.path.exists(bi) else None

    def selected_variants(self):
        names = self.a.variants
        info = self.build_info()
        out = []
        for v in V.VARIANTS:
            if not self.have_build(v.build):
                continue
            if names == ['all']:
                ok = v.available(info)
            elif names:
                ok = v.name in names and v.available(info)
            else:
                ok = v.enabled and v.available(info)
            if ok:
                out.append(v)
        return out

    # ------------------------------------------------------------ results --
    def point_rows(self, variant, app, ds):
        pts = {}
        for (vn, a, d, params), rows in self.done_points.items():
            if vn == variant and a == app and d == ds:
                pts[params] = rows
        return pts

    def best_point(self, variant, app, ds):
        best, bp = None, {}
        for params, rows in self.point_rows(variant, app, ds).items():
            ms = self.ok_ms(rows)
            if ms is not None and (best is None or ms < best):
                best = ms
                bp = dict(kv.split('=', 1) for kv in params.split(';')) if params else {}
        return bp

    def times(self):
        """{(benchmark, dataset): {column: ms}}; a tuned variant gives two
        columns: 'V' (best point) and 'V@default'."""
        table = {}
        for app, ds, grp in self.benchmarks():
            for v in V.VARIANTS:
                pts = self.point_rows(v.name, app, ds)
                if not pts:
                    continue
                for i, b in enumerate(V.APP_ROWS[app]):
                    cell = table.setdefault((b, ds, grp), {})
                    best = None
                    for params, rows in pts.items():
                        r = rows[i] if i < len(rows) else None
                        if r and r.get('check') == 'ok' and r.get('median_ms') not in ('', None):
                            ms = float(r['median_ms'])
                            if best is None or ms < best:
                                best = ms
                            if v.params and params == V.format_point(v.default_point()):
                                cell[v.name + '@default'] = ms
                    if best is not None:
                        cell[v.name] = best
                    elif v.name not in cell:
                        bad = [r for rows in pts.values() for r in rows[i:i + 1]]
                        cell[v.name] = (bad[0]['check'] if bad else 'missing')
        return table

    def summary(self):
        table = self.times()
        cols = []
        for v in V.VARIANTS:
            for c in (v.name, v.name + '@default'):
                if any(c in cell for cell in table.values()) and c not in cols:
                    cols.append(c)
        lines = []
        w = max([10] + [len(c) for c in cols]) + 1
        lines.append('== Median time (ms) and speedup over DP [x]; a tuned variant shows its best point, '
                     'V@default its shipped defaults')
        tcols = [c for c in cols if not c.endswith('@default') or c == V.FULL + '@default']
        lines.append(f'{"benchmark":10s}{"dataset":10s}' + ''.join(f'{c:>{w + 9}s}' for c in tcols))
        for (b, ds, grp), cell in sorted(table.items(), key=lambda kv: (kv[0][2] != 'main', kv[0][0], kv[0][1])):
            dp = cell.get(V.DPBASE)
            s = f'{b:10s}{ds:10s}'
            for c in tcols:
                x = cell.get(c)
                if isinstance(x, float):
                    sp = f'[{dp / x:6.2f}x]' if isinstance(dp, float) and x > 0 else ' ' * 9
                    s += f'{x:>{w}.3f}{sp}'
                elif x is None:
                    s += f'{"-":>{w}s}' + ' ' * 9
                else:
                    s += f'{x.split(" ")[0][:w - 1]:>{w}s}' + ' ' * 9
            lines.append(s)
        lines.append('')
        for grp, title in (('main', "paper's datasets (Fig. 9)"), ('low', 'road graph (Fig. 12)')):
            cells = [c for (b, ds, g), c in table.items() if g == grp]
            if not cells:
                continue
            lines.append(f'== Geometric mean speedups, {title}: variant time vs. baseline time, over the benchmarks '
                         'where both passed (n)')
            bases = [V.DPBASE, V.BASELINE, V.AGGBASE]
            lines.append(f'{"variant":22s}' + ''.join(f'{"over " + bname:>20s}' for bname in bases))
            for c in cols:
                s = f'{c:22s}'
                for bname in bases:
                    ratios = [cell[bname] / cell[c] for cell in cells
                              if isinstance(cell.get(bname), float) and isinstance(cell.get(c), float) and cell[c] > 0]
                    if ratios and c != bname:
                        gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
                        s += f'{gm:>14.2f}x ({len(ratios):2d})'
                    else:
                        s += f'{"-":>20s}'
                lines.append(s)
            lines.append('')
        bad = [r for r in self.rows if r.get('check') != 'ok']
        lines.append(f'== Checks: {len(self.rows) - len(bad)} ok, {len(bad)} not ok')
        for r in bad[:40]:
            lines.append(f'   {r["benchmark"]:5s} {r["dataset"]:9s} {r["variant"]:10s} {r["params"]:30s} {r["check"][:150]}')
        lines.append(f'The bar (paper, V100): DP+T+C+A {PAPER["over DP"]}x over DP, {PAPER["over No-DP"]}x over No-DP, '
                     f'{PAPER["over DP+A"]}x over DP+A; default parameters within 80% of tuned.')
        return '\n'.join(lines), table, cols

    def plots(self, table, cols):
        try:
            import matplotlib
            matplotlib.use('Agg')
            import matplotlib.pyplot as plt
        except Exception as e:  # noqa: BLE001
            self.say(f'(no plots: matplotlib unavailable: {e})')
            return
        bars = [c for c in cols if c != V.DPBASE and (not c.endswith('@default') or c == V.FULL + '@default')]
        for grp, fname, title in (('main', 'speedup_over_dp.png', 'Speedup over DP (like Fig. 9)'),
                                  ('low', 'speedup_over_dp_road.png', 'Road graph: speedup over DP (like Fig. 12)')):
            keys = sorted([k for k in table if k[2] == grp], key=lambda k: (k[0], k[1]))
            if not keys or not bars:
                continue
            labels = [f'{b}\n{ds}' for b, ds, _ in keys] + ['geomean']
            fig, ax = plt.subplots(figsize=(min(24, max(8, 0.12 * len(labels) * (len(bars) + 1))), 5))
            width = 0.8 / len(bars)
            for i, c in enumerate(bars):
                vals, logs = [], []
                for k in keys:
                    cell = table[k]
                    dp, x = cell.get(V.DPBASE), cell.get(c)
                    if isinstance(dp, float) and isinstance(x, float) and x > 0:
                        vals.append(dp / x)
                        logs.append(math.log(dp / x))
                    else:
                        vals.append(float('nan'))
                vals.append(math.exp(sum(logs) / len(logs)) if logs else float('nan'))
                xs = [j + (i - (len(bars) - 1) / 2) * width for j in range(len(labels))]
                ax.bar(xs, vals, width, label=c)
            ax.set_yscale('log')
            ax.axhline(1.0, color='black', linewidth=0.8)
            ax.set_xticks(range(len(labels)))
            ax.set_xticklabels(labels, fontsize=8)
            ax.set_ylabel('speedup over DP (log scale)')
            ax.set_title(title)
            ax.legend(fontsize=7, ncol=min(6, len(bars)))
            ax.grid(axis='y', which='both', alpha=0.3)
            fig.tight_layout()
            fig.savefig(os.path.join(self.out, fname), dpi=130)
            plt.close(fig)
            self.say(f'   wrote {fname}')
        # Fig. 11: time against threshold, a line per granularity, at one
        # coarsening factor (that of the best point); the 'fig11' grid rows
        # when they exist, else whatever the tuning ran.
        app_of = {b: app for app, bs in V.APP_ROWS.items() for b in bs}
        cand = {}
        # (Until DP+T+C+A exists, DP+T's threshold sweep gives one line.)
        for r in self.rows:
            if r.get('check') != 'ok' or not r.get('params') or r.get('variant') not in (V.FULL, 'DP+T'):
                continue
            if r.get('tag') != 'fig11' and V.FIG11_DATASET.get(app_of.get(r['benchmark'])) != r['dataset']:
                continue
            p = dict(kv.split('=', 1) for kv in r['params'].split(';'))
            if r['variant'] == 'DP+T':
                p['granularity'] = 'none (DP+T)'
            if 'threshold' in p and 'granularity' in p:
                cand.setdefault((r['benchmark'], r['dataset']), []).append((p, r))
        series = {}
        for key, prs in cand.items():
            if any(r['variant'] == V.FULL for _, r in prs):
                prs = [(p, r) for p, r in prs if r['variant'] == V.FULL]
            if any(r.get('tag') == 'fig11' for _, r in prs):
                prs = [(p, r) for p, r in prs if r.get('tag') == 'fig11']
            best_p = min(prs, key=lambda pr: float(pr[1]['median_ms']))[0]
            pts = {}
            for p, r in prs:
                if p.get('cfactor') != best_p.get('cfactor'):
                    continue
                k2 = (p['granularity'], float(p['threshold']))
                pts[k2] = min(pts.get(k2, float('inf')), float(r['median_ms']))
            for (g, t), ms in pts.items():
                series.setdefault(key, {}).setdefault(g, []).append((t, ms))
        series = {k: v for k, v in series.items() if max(len(s) for s in v.values()) >= 3}
        if series:
            keys = sorted(series)
            n = len(keys)
            nc = min(4, n)
            nr = (n + nc - 1) // nc
            fig, axs = plt.subplots(nr, nc, figsize=(3.4 * nc, 3.0 * nr), squeeze=False)
            for ax in axs.flat[n:]:
                ax.axis('off')
            for ax, k in zip(axs.flat, keys):
                for g, pts in sorted(series[k].items()):
                    pts.sort()
                    ax.plot([p[0] for p in pts], [p[1] for p in pts], marker='o', markersize=3, label=g)
                ax.set_xscale('log', base=2)
                ax.set_title(f'{k[0]} {k[1]}', fontsize=9)
                ax.set_xlabel('threshold')
                ax.set_ylabel('time (ms)')
                ax.legend(fontsize=6)
            fig.tight_layout()
            fig.savefig(os.path.join(self.out, 'time_vs_threshold.png'), dpi=130)
            plt.close(fig)
            self.say('   wrote time_vs_threshold.png')

    def meta(self):
        info = {}
        bi = os.path.join(os.path.dirname(self.a.bin_dir), 'BUILD_INFO.json')
        if os.path.exists(bi):
            info = json.load(open(bi))
        dev = ''
        if shutil.which('nvidia-smi'):
            p = subprocess.run(['nvidia-smi', '--query-gpu=name,driver_version,memory.total,clocks.max.sm',
                                '--format=csv,noheader'], capture_output=True, text=True)
            dev = p.stdout.strip()
        return dict(date=datetime.datetime.now(datetime.timezone.utc).isoformat(timespec='seconds'),
                    commit=info.get('commit', 'unknown'), device=dev or ('mock' if self.a.mock else 'unknown'),
                    host=os.uname().nodename, options=vars(self.a), build=info,
                    elapsed_s=round(self.elapsed(), 1), jobs=self.njobs)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('outdir')
    ap.add_argument('--bin-dir', default=os.path.join(ROOT, '.carry', 'bench', 'bin'))
    ap.add_argument('--data-dir', default=os.environ.get('BENCH_DATA_DIR', '/tmp/dpbench-data'))
    ap.add_argument('--budget', type=float, default=420,
                    help='seconds of runs; later baseline runs are recorded as SKIPPED, later sweep points counted')
    ap.add_argument('--timeout', type=float, default=90, help='seconds per process (then: TIMEOUT row)')
    ap.add_argument('--reps', type=int, default=5)
    ap.add_argument('--warmup', type=int, default=1)
    ap.add_argument('--sweep-reps', type=int, default=3, help='timed runs per tuning point')
    ap.add_argument('--max-seconds', type=float, default=15, help='per process: no more timed runs after this')
    ap.add_argument('--variants', default='', help="comma-separated names, or 'all' (default: the enabled ones)")
    ap.add_argument('--apps', default='')
    ap.add_argument('--datasets', default='')
    ap.add_argument('--small', action='store_true', help='the small datasets (a functional check in ~1 minute)')
    ap.add_argument('--tune', default='coordinate', choices=['default', 'coordinate', 'grid'])
    ap.add_argument('--no-fig11', dest='fig11', action='store_false')
    ap.add_argument('--from-csv', nargs='+', default=[], metavar='CSV',
                    help='no runs: merge these results.csv files and redo the tables and plots')
    ap.add_argument('--mock', action='store_true', help='fake binaries (tests the harness without a GPU)')
    a = ap.parse_args()
    a.variants = [s for s in a.variants.split(',') if s]
    a.apps = [s for s in a.apps.split(',') if s]
    a.datasets = [s for s in a.datasets.split(',') if s]
    if a.mock and os.environ.get('MOCK_ENV'):  # harness test of the optimized variants
        for p, e in (('threshold', 'DPOPT_THRESHOLD'), ('cfactor', 'DPOPT_COARSEN_FACTOR'),
                     ('granularity', 'DPOPT_AGG_GRANULARITY')):
            V.PARAMS[p]['env'] = e
    s = Suite(a)
    s.say(f'== DP benchmark suite -> {a.outdir}')
    m = s.meta()
    s.say(f'   commit {m["commit"]}, device {m["device"]}')
    if a.from_csv:
        s.load_csv(a.from_csv)
    else:
        s.generate()
        try:
            s.run_all()
        except KeyboardInterrupt:
            s.say('interrupted: writing what exists')
    text, table, cols = s.summary()
    s.plots(table, cols)
    m = s.meta()
    m['datasets'] = getattr(s, 'datasets', [])
    json.dump(m, open(os.path.join(a.outdir, 'meta.json'), 'w'), indent=1, default=str)
    open(os.path.join(a.outdir, 'summary.txt'), 'w').write(text + '\n')
    s.csvf.close()
    s.say(f'== done in {fmt_t(s.elapsed())}: {s.njobs} runs, {s.skipped} skipped for the time budget, '
          f'results in {a.outdir}\n')
    s.say(text)
    bad = sum(1 for r in s.rows if r.get('check') != 'ok' and not r['check'].startswith('SKIPPED'))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
