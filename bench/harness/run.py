#!/usr/bin/env python3
"""Runs the DP benchmark suite (on the GPU machine) and writes, into OUTDIR:

  results.csv     one row per (benchmark, dataset, variant, parameter point)
  datasets.csv    the generated datasets and their sizes
  meta.json       date, commit, device, build info, options, elapsed time
  summary.txt     the tables printed at the end (the issue-6 table last)
  *.png           speedup over DP per benchmark and variant (log scale, like
                  the paper's Fig. 9, and Fig. 12 for the road graph); time
                  against threshold per aggregation granularity (like Fig. 11)

Usage: python3 bench/harness/run.py OUTDIR [--small] [--budget S] [--variants A,B]
       [--apps bfs,sssp] [--datasets kron,cnr] [--tune default|coordinate|grid] ...

One DPOpt build serves every optimized variant (DP+T ... DP+T+C+A): a
variant is a set of run-time parameter points (variants.PARAMS). The points
of one benchmark are measured in one process (the binary's --points: the
dataset is loaded once, each point set through the runtime's host API), or
one process per point with the DPOPT_* environment (--no-batch).

Phases, each breadth-first over the benchmarks: 1. No-DP and DP; 2. every
optimized variant at its shipped defaults; 3. the run-time tuning sweep
(variants.TUNE_STAGES: threshold, granularity, factor, the threshold x
granularity grid of Fig. 11, refinements, the other baselines (DP+N), and
last the slow points: no thresholding, no aggregation: DP's cost at every
point). --budget S: no phase starts a run
after S seconds (baselines and defaults past it become SKIPPED rows, sweep
points are only counted); nothing runs past S + --grace. A sweep point that
runs longer than --prune-factor times the best point found so far (plus
--prune-floor seconds) is stopped and recorded as PRUNED.

Every run is checked by the binary against a CPU reference (and, in DPOpt
builds, that no launch failed and no aggregated work was lost, aggLost == 0);
a failure, crash or timeout becomes a row of the CSV without stopping the
suite. Needs only the Python standard library; matplotlib (when present)
draws the plots.
"""

import argparse
import csv
import datetime
import json
import math
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import variants as V  # noqa: E402

COLUMNS = ['benchmark', 'dataset', 'group', 'variant', 'tag', 'params', 'build', 'impl', 'median_ms', 'min_ms',
           'max_ms', 'runs', 'warmup_only', 'child_launches', 'launches_requested', 'child_ran', 'launches_issued',
           'launches_failed', 'agg_launches', 'agg_lost', 'pending_limit', 'check', 'wall_s', 'env', 'stats',
           'extra', 'times_ms']
RESULT_KEYS = ('benchmark', 'median_ms', 'min_ms', 'max_ms', 'runs', 'warmup_only', 'child_launches',
               'launches_requested', 'child_ran', 'launches_issued', 'launches_failed', 'agg_launches', 'agg_lost',
               'pending_limit', 'check')
PAPER = {'over DP': 43.0, 'over No-DP': 8.7, 'over DP+A': 3.6}  # DP+T+C+A on a V100 (geomeans)
DEFAULT_BAR = 0.9  # default parameters within 90% of the tuned best (issue 19)


def fmt_t(s):
    return f'{int(s // 60)}m{int(s % 60):02d}s'


def is_ok(r):
    return r is not None and r.get('check') == 'ok' and r.get('median_ms') not in (None, '')


# --previous: a pair of DP+T+C+A at its defaults is flagged when its time over
# the earlier suite's is more than this over No-DP's (the machine's drift
# between the runs) where No-DP got slower, and more than this alone where
# No-DP got faster: a short No-DP run is noisy (MSTF on the road graph, 0.1
# ms, ran 0.83x the time of the suite before, DP+T+C+A the same), and the
# flag is for DPOpt's own slowdowns. Runs of one build on one machine vary
# by up to 7% (bench/results/2026-11-30-h200-block-cost); TH and TD were
# 1.45x slower for a day and a half before anyone compared two suites
# (bench/results/2026-11-30-h200-claim-counts).
PREVIOUS_SLOWER = 1.15

# Issue 19's bar: no pair of DP+T+C+A below this fraction of No-DP's speed.
BAR_OVER_BASELINE = 0.8


def previous_times(path):
    """{(benchmark, dataset): {'base': No-DP ms, 'full': DP+T+C+A at its
    defaults ms}} of an earlier suite's results.csv, from the points that
    passed their check."""
    prev = {}
    with open(path, newline='') as f:
        for r in csv.DictReader(f):
            if not is_ok(r):
                continue
            cell = prev.setdefault((r['benchmark'], r['dataset']), {})
            if r['variant'] == V.BASELINE:
                cell['base'] = float(r['median_ms'])
            elif r['variant'] == V.FULL and r.get('tag') == 'default':
                cell['full'] = float(r['median_ms'])
    return prev


def gpu_model(device):
    """The GPU's name in a device description (nvidia-smi's, up to the first
    comma)."""
    return str(device).split(',')[0].strip()


def newest_kept_suite(kept_dir, device, own):
    """The results.csv of the newest suite kept under kept_dir
    (<folder>/suite/, by its meta.json's date) that ran on the GPU model of
    device, other than those in own (this run's results.csv and the ones it
    merges, absolute); or None. Suites of another GPU model are not
    comparable pair by pair."""
    model = gpu_model(device)
    best = None
    for name in sorted(os.listdir(kept_dir)) if os.path.isdir(kept_dir) else []:
        suite = os.path.join(kept_dir, name, 'suite')
        csv_path, meta_path = os.path.join(suite, 'results.csv'), os.path.join(suite, 'meta.json')
        if not (os.path.isfile(csv_path) and os.path.isfile(meta_path)) or os.path.abspath(csv_path) in own:
            continue
        try:
            meta = json.load(open(meta_path))
        except (OSError, ValueError):
            continue
        if gpu_model(meta.get('device', '')) != model:
            continue
        key = str(meta.get('date', ''))
        if best is None or key > best[0]:
            best = (key, csv_path)
    return best[1] if best else None


def merged_device(paths):
    """The GPU the results.csv files in paths ran on, as the meta.json beside
    the first that has one says; '' if none does. A summary regenerated
    elsewhere (--from-csv, on a machine without that GPU) then compares with
    the right kept suite."""
    for path in paths:
        try:
            return str(json.load(open(os.path.join(os.path.dirname(path), 'meta.json'))).get('device', ''))
        except (OSError, ValueError):
            continue
    return ''


def not_failure(check):
    return check == 'ok' or check.startswith('SKIPPED') or check.startswith('PRUNED')


class Item:
    """One measurement to make: a variant at a parameter point."""

    def __init__(self, variant, point, tag):
        self.variant, self.point, self.tag = variant, point, tag

    @property
    def sweep(self):
        return self.tag not in ('', 'default')


class Suite:
    def __init__(self, a):
        self.a = a
        self.out = a.outdir
        os.makedirs(self.out, exist_ok=True)
        # In mock mode with MOCK_SCALE=s the mock sleeps s x its modelled
        # seconds and this clock runs s times slower: budgets and limits
        # behave as on the device.
        self.scale = float(os.environ.get('MOCK_SCALE', '0') or 0) if a.mock else 0
        self.scale = self.scale if self.scale > 0 else 1.0
        self.t0 = time.time()
        self.rows = []
        self.njobs = 0       # processes started
        self.npoints = 0     # points measured
        self.skipped = 0
        self.pruned = 0
        self.csvf = open(os.path.join(self.out, 'results.csv'), 'w', newline='')
        self.csvw = csv.DictWriter(self.csvf, fieldnames=COLUMNS, extrasaction='ignore')
        self.csvw.writeheader()
        self.done = {}  # key (see key()) -> rows
        self.log = open(os.path.join(self.out, 'run.log'), 'w')

    # ------------------------------------------------------------ helpers --
    def say(self, msg):
        print(msg, flush=True)
        self.log.write(msg + '\n')
        self.log.flush()

    def elapsed(self):
        return (time.time() - self.t0) / self.scale

    def over_budget(self):
        return self.elapsed() > self.a.budget

    def hard_left(self):
        return self.a.budget + self.a.grace - self.elapsed()

    def binary(self, build):
        if self.a.mock:
            return [sys.executable, os.path.join(HERE, 'mock_dpbench.py'), build]
        return [os.path.join(self.a.bin_dir, 'dpbench-' + build)]

    def have_build(self, build):
        return self.a.mock or os.path.exists(self.binary(build)[0])

    def dataset_name(self, ds):
        return ds + '-s' if self.a.small else ds

    @staticmethod
    def key(variant, app, ds, point):
        """Runtime variants share one key space: a point is run once."""
        return ('dpopt' if variant.runtime else variant.name, app, ds, V.point_key(point))

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
    def base_row(self, item, app, ds, grp):
        v = item.variant
        return dict(dataset=ds, group=grp, variant=v.name, tag=item.tag, params=V.format_point(item.point),
                    build=v.build, impl=v.impl,
                    env=json.dumps(V.point_env(item.point) if v.runtime else v.env, sort_keys=True))

    def fail_rows(self, item, app, ds, grp, check, wall=None, extra=None):
        return [dict(self.base_row(item, app, ds, grp), benchmark=b, check=check,
                     wall_s='' if wall is None else f'{wall:.2f}', extra=json.dumps(extra or {}))
                for b in V.APP_ROWS[app]]

    def cap(self, item, app, ds):
        """Time limit (s) of one point: --timeout, and for sweep points
        --prune-floor + --prune-factor x the best DPOpt point's time so far
        (warm-up and timed runs)."""
        lim = self.a.timeout
        if item.sweep and self.a.prune_factor > 0:
            best = self.best_ms(app, ds)
            if best is not None:
                runs = self.a.warmup + self.a.sweep_reps
                lim = min(lim, self.a.prune_floor + self.a.prune_factor * best / 1000.0 * runs)
        return max(0.5, lim)

    def best_ms(self, app, ds):
        best = None
        for (kind, a, d, _), rows in self.done.items():
            if kind == 'dpopt' and a == app and d == ds:
                ms = self.ok_ms(rows)
                if ms is not None and (best is None or ms < best):
                    best = ms
        return best

    def run_items(self, app, ds, grp, items):
        """Runs the items not run yet, one process per (build, impl) group
        (all points in it with --points), or one per item (--no-batch, and
        the baselines)."""
        todo, seen = [], set()
        for it in items:
            if not it.variant.applies(app):
                continue
            k = self.key(it.variant, app, ds, it.point)
            if k in self.done or k in seen:
                continue
            seen.add(k)
            todo.append(it)
        groups = {}
        for it in todo:
            batch = it.variant.runtime and not self.a.no_batch
            gk = (it.variant.build, it.variant.impl, batch) if batch else (id(it),)
            groups.setdefault(gk, []).append(it)
        for its in groups.values():
            self.exec_batch(app, ds, grp, its, batch=its[0].variant.runtime and not self.a.no_batch)

    def skip(self, items, app, ds, grp):
        for it in items:
            self.skipped += 1
            if not it.sweep:
                self.record(self.fail_rows(it, app, ds, grp, 'SKIPPED (time budget)'), it, app, ds)

    def exec_batch(self, app, ds, grp, items, batch):
        pending = list(items)
        while pending:
            if self.over_budget() or self.hard_left() <= 1:
                self.skip(pending, app, ds, grp)
                return
            pending = self.exec_process(app, ds, grp, pending, batch)

    def exec_process(self, app, ds, grp, items, batch):
        """One process for `items` (all of one build and impl). Returns the
        items still to run (after a crash, a stopped point or a budget cut)."""
        v = items[0].variant
        reps = self.a.sweep_reps if items[0].sweep else self.a.reps
        maxs = self.a.sweep_max_seconds if items[0].sweep else (
            self.a.default_max_seconds if items[0].tag == 'default' else self.a.max_seconds)
        cmd = self.binary(v.build) + ['run', app, self.dataset_name(ds), '--impl', v.impl, '--reps', str(reps),
                                      '--warmup', str(self.a.warmup), '--max-seconds', str(maxs),
                                      '--data-dir', self.a.data_dir]
        env = dict(os.environ)
        for var in [s['env'] for s in V.PARAMS.values()]:
            env.pop(var, None)
        if batch:
            cmd += ['--points', ';'.join(V.point_arg(it.point) for it in items)]
        else:
            assert len(items) == 1
            env.update(V.point_env(items[0].point) if v.runtime else v.env)
        self.njobs += 1
        errf = tempfile.TemporaryFile(mode='w+')
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=errf, text=True)
        q = queue.Queue()

        def reader():
            for line in proc.stdout:
                q.put(line)
            q.put(None)
        threading.Thread(target=reader, daemon=True).start()

        results = {i: [] for i in range(len(items))}
        errors = {}
        cur = None if batch else 0
        t_proc = self.elapsed()
        t_point = t_proc
        finished = set()
        stopped = None  # (index, why)
        eof = False

        def finish(i):
            if i is None or i in finished:
                return
            finished.add(i)
            wall = self.elapsed() - (t_point if batch else t_proc)
            self.finish_point(items[i], app, ds, grp, results[i], errors.get(i), wall)

        hard_end = self.a.budget + self.a.grace
        while not eof:
            if cur is None:
                deadline = t_proc + self.a.timeout  # setup: load, reference, upload
            else:
                setup = 0 if batch else min(self.a.timeout, 5.0)
                deadline = t_point + self.cap(items[cur], app, ds) + setup
            deadline = min(deadline, hard_end)
            try:
                line = q.get(timeout=max(0.01, (deadline - self.elapsed()) * self.scale))
            except queue.Empty:
                if self.elapsed() >= deadline:
                    stopped = (cur, 'limit')
                    break
                continue
            if line is None:
                eof = True
                break
            if line.startswith('@@'):
                try:
                    msg = json.loads(line[line.index(' ') + 1:])
                except ValueError:
                    continue
            if line.startswith('@@POINT '):
                idx = msg.get('index', 0)
                finish(cur)
                if cur is not None and (self.over_budget() or self.hard_left() <= 1):
                    stopped = (None, 'budget')
                    break
                cur, t_point = idx, self.elapsed()
            elif line.startswith('@@RESULT ') or line.startswith('@@ERROR '):
                r = msg
                i = r.get('point_index', cur if cur is not None else 0)
                if i is None or i not in results:
                    i = 0
                if line.startswith('@@RESULT '):
                    results[i].append(r)
                else:
                    errors[i] = r.get('error', 'error')
        if not eof:
            proc.kill()
        rc = proc.wait()
        errf.seek(0)
        tail = (errf.read().strip().splitlines() or [''])[-1][:300]
        errf.close()
        if stopped and stopped[1] == 'limit':
            i = stopped[0]
            lim = self.elapsed() - (t_point if i is not None else t_proc)
            if i is None and self.hard_left() <= 0.5:
                self.skip(items, app, ds, grp)
                return []
            if i is None:  # setup did not finish
                for it in items:
                    self.record(self.fail_rows(it, app, ds, grp, f'TIMEOUT (setup > {lim:.0f}s)', lim), it, app, ds)
                    self.log_rows(self.done[self.key(it.variant, app, ds, it.point)], it)
                return []
            it = items[i]
            if results[i] and len(results[i]) >= len(V.APP_ROWS[app]):
                finish(i)
            elif self.hard_left() <= 0.5:  # the end of budget + grace, not the point's own limit
                finished.add(i)
                self.skip([it], app, ds, grp)
                self.skip(items[i + 1:], app, ds, grp)
                return []
            elif it.sweep:
                self.pruned += 1
                best = self.best_ms(app, ds)
                why = (f'PRUNED (stopped after {lim:.1f}s; best point so far {best:.3g} ms)' if best is not None
                       else f'PRUNED (stopped after {lim:.1f}s)')
                finished.add(i)
                self.record(self.fail_rows(it, app, ds, grp, why, lim, {'stopped_after_s': round(lim, 2)}),
                            it, app, ds)
                self.log_rows(self.done[self.key(it.variant, app, ds, it.point)], it)
            else:
                finished.add(i)
                self.record(self.fail_rows(it, app, ds, grp, f'TIMEOUT (>{lim:.0f}s)', lim), it, app, ds)
                self.log_rows(self.done[self.key(it.variant, app, ds, it.point)], it)
            return [items[j] for j in range(i + 1, len(items))]
        if stopped and stopped[1] == 'budget':
            rest = [items[j] for j in range(len(items)) if j not in finished]
            self.skip(rest, app, ds, grp)
            return []
        # the process ended
        if cur is None:
            if batch:  # died before its first point: setup failed (every retry would too)
                why = f'ERROR: {errors[0]}' if 0 in errors else f'CRASH (exit {rc}): {tail}'
                for it in items:
                    self.record(self.fail_rows(it, app, ds, grp, why, self.elapsed() - t_proc), it, app, ds)
                    self.log_rows(self.done[self.key(it.variant, app, ds, it.point)], it)
                return []
            cur = 0
        if not results[cur] and cur not in errors:
            errors[cur] = None
        if rc != 0 and cur not in errors:
            for r in results[cur]:
                if r.get('check') == 'ok':
                    r['check'] = f'FAIL: exit status {rc}'
        if rc != 0 and errors.get(cur) is None and not results[cur]:
            errors[cur] = ('CRASH', f'CRASH (exit {rc}): {tail}')
        finish(cur)
        return [items[j] for j in range(cur + 1, len(items)) if j not in finished]

    def finish_point(self, item, app, ds, grp, results, error, wall):
        self.npoints += 1
        if isinstance(error, tuple):
            rows = self.fail_rows(item, app, ds, grp, error[1], wall)
        elif error is not None or not results:
            rows = self.fail_rows(item, app, ds, grp, f'ERROR: {error}' if error else 'CRASH (no result)', wall)
        else:
            rows = []
            for r in results:
                row = self.base_row(item, app, ds, grp)
                for k in RESULT_KEYS:
                    row[k] = r.get(k, '')
                row['times_ms'] = ' '.join(f'{x:.4g}' for x in r.get('times_ms', []))
                row['extra'] = json.dumps(r.get('extra', {}), sort_keys=True)
                row['stats'] = json.dumps(r['stats'], sort_keys=True) if 'stats' in r else ''
                row['wall_s'] = f'{wall:.2f}'
                # aggregated work lost fails the check here too
                if row['check'] == 'ok' and str(row.get('agg_lost') or 0) not in ('0', ''):
                    row['check'] = f'FAIL: {row["agg_lost"]} aggregated child launches lost (aggLost)'
                rows.append(row)
            have = [r['benchmark'] for r in rows]
            for b in V.APP_ROWS[app]:
                if b not in have:
                    rows.append(dict(self.base_row(item, app, ds, grp), benchmark=b, check='CRASH (row missing)'))
        self.record(rows, item, app, ds)
        self.log_rows(rows, item)

    def log_rows(self, rows, item):
        for r in rows:
            ms = r.get('median_ms')
            ms_s = f'{float(ms):10.3f} ms' if ms not in (None, '') else '         - ms'
            launches = f' launches={r["child_launches"]}' if r.get('child_launches') not in (None, '') else ''
            self.say(f'[{self.npoints:4d} {fmt_t(self.elapsed())}] {r["benchmark"]:5s} {r["dataset"]:9s} '
                     f'{r["variant"]:9s} {r["params"]:58s} {ms_s} {r["check"][:80]} '
                     f'({r.get("runs", 0) or 0} runs, {r.get("wall_s", "?")}s){launches}')

    def record(self, rows, item, app, ds):
        self.done[self.key(item.variant, app, ds, item.point)] = rows
        for r in rows:
            self.rows.append(r)
            self.csvw.writerow(r)
        self.csvf.flush()

    def load_csv(self, paths):
        """Re-reads results.csv files (e.g. of several device calls) instead
        of running; later files override earlier ones for the same point.
        Rows of the DPOpt build are filed under the variant their parameters
        belong to (older files: 'threshold=128' is DP+T)."""
        app_of = {b: app for app, bs in V.APP_ROWS.items() for b in bs}
        for path in paths:
            with open(path, newline='') as f:
                for r in csv.DictReader(f):
                    app = app_of.get(r['benchmark'])
                    if app is None:
                        continue
                    if 'launches_requested' not in r:  # older files: the parent-side count
                        r['launches_requested'] = r.get('child_launches', '')
                    if r.get('build') == 'dpopt' and r.get('params'):
                        pt = V.parse_point(r['params'])
                        v = V.variant_of(pt)
                        r['variant'], r['params'] = v.name, V.format_point(pt)
                    else:
                        v = V.BY_NAME.get(r['variant'])
                        if v is None:
                            continue
                        pt = {}
                    k = self.key(v, app, r['dataset'], pt)
                    rows = self.done.setdefault(k, [None] * len(V.APP_ROWS[app]))
                    rows[V.APP_ROWS[app].index(r['benchmark'])] = r
        for k, rows in self.done.items():
            rows[:] = [r for r in rows if r is not None]
            for r in rows:
                self.rows.append(r)
                self.csvw.writerow(r)
        self.csvf.flush()
        self.say(f'== loaded {len(self.rows)} rows from {len(paths)} file(s)')

    @staticmethod
    def ok_ms(rows):
        """Sum of the medians of a point's rows (MST: MSTF + MSTV), or None."""
        if not rows or not all(is_ok(r) for r in rows):
            return None
        return sum(float(r['median_ms']) for r in rows)

    def best_point(self, vname, app, ds):
        """(ms, point) of the best point of a runtime variant so far, or None."""
        best = None
        for (kind, a, d, pk), rows in self.done.items():
            if kind != 'dpopt' or a != app or d != ds or not rows or rows[0].get('variant') != vname:
                continue
            ms = self.ok_ms(rows)
            if ms is not None and (best is None or ms < best[0]):
                best = (ms, V.parse_point(rows[0]['params']))
        return best

    # ------------------------------------------------------------- phases --
    def run_all(self):
        vs = self.selected_variants()
        names = {v.name for v in vs}
        self.say('== variants: ' + ', '.join(v.name for v in vs))
        info = self.build_info()
        waiting = [v.name for v in V.VARIANTS if v.enabled and self.have_build(v.build) and not v.available(info)]
        if waiting:
            self.say('   not available (the plugin applied the optimization nowhere in the build, see '
                     'BUILD_INFO.json): ' + ', '.join(waiting))
        benches = self.benchmarks()
        # an app's own implementations (ASK, DP-MBR: one app, cheap) run with the baselines,
        # the overhead floor's (every app of the suite) with the other baselines
        first = [v for v in vs if not v.runtime and (v.name in (V.BASELINE, V.DPBASE, V.NVCCBASE) or
                                                     v.apps and v.name not in V.FLOOR)]
        later = [v for v in vs if not v.runtime and v not in first]
        opt = [v for v in vs if v.runtime]

        def plain(phase, variants):
            if variants:
                self.say(f'== {phase}: {", ".join(v.name for v in variants)}')
                for app, ds, grp in benches:
                    self.run_items(app, ds, grp, [Item(v, {}, '') for v in variants])

        plain('phase 1: baselines', first)
        if opt:
            self.say('== phase 2: optimized variants at their shipped defaults: ' +
                     ', '.join(f'{v.name} [{V.format_point(v.default_point())}]' for v in opt))
            for app, ds, grp in benches:
                self.run_items(app, ds, grp, [Item(v, v.default_point(), 'default') for v in opt])
        if opt and self.a.tune == 'grid':
            self.say('== phase 3: tuning (grid)')
            order = {V.FULL: 0, V.AGGBASE: 1}
            for v in sorted(opt, key=lambda v: (order.get(v.name, 2), -len(v.params))):
                for app, ds, grp in benches:
                    self.run_items(app, ds, grp, [Item(v, pt, 'sweep') for pt in V.sweep_points(v, 'grid')])
        if opt and self.a.tune == 'coordinate':
            for stage in V.TUNE_STAGES:
                if stage == 'fig11':
                    if self.a.fig11:
                        self.fig11_grid(benches, names)
                    continue
                if stage == 'baselines':
                    plain('phase 3: tuning stage "baselines": the other baselines', later)
                    later = []
                    continue
                sname, steps = stage
                steps = [s for s in steps if s[0] in names]
                if not steps:
                    continue
                self.say(f'== phase 3: tuning stage "{sname}": ' +
                         '; '.join(f'{vn} over {p} from the best of {b}' for vn, p, b in steps))
                for app, ds, grp in benches:
                    items = []
                    for vn, param, base in steps:
                        v = V.BY_NAME[vn]
                        bp = self.best_point(base, app, ds) or self.best_point(vn, app, ds)
                        pt0 = bp[1] if bp else v.default_point()
                        items += [Item(v, pt, 'sweep') for pt in V.step_points(v, param, pt0)]
                    self.run_items(app, ds, grp, items)
        elif opt and self.a.fig11:
            self.fig11_grid(benches, names)
        plain('phase 4: other baselines', later)

    def fig11_grid(self, benches, names):
        """Threshold x granularity at the best coarsening factor of DP+T+C+A,
        on one dataset per benchmark."""
        if V.FULL not in names:
            return
        self.say('== phase 3: tuning stage "fig11": threshold x granularity grid at the best factor of '
                 f'{V.FULL} ({", ".join(f"{a} {d}" for a, d in V.FIG11_DATASET.items())})')
        for app, ds, grp in benches:
            if V.FIG11_DATASET.get(app) != ds:
                continue
            bp = self.best_point(V.FULL, app, ds)
            full = bp[1] if bp else V.BY_NAME[V.FULL].default_point()
            items = []
            for g in V.PARAMS['granularity']['sweep']:
                for t in V.PARAMS['threshold']['sweep']:
                    pt = V.canon(dict(full, granularity=g, threshold=t))
                    v = V.variant_of(pt)
                    if v.name in names:
                        items.append(Item(v, pt, 'fig11'))
            self.run_items(app, ds, grp, items)

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
    def times(self):
        """{(benchmark, dataset, group): {column: ms or why}}; a runtime
        variant gives 'V' (its best point) and 'V@default'; 'V#params' holds
        the best point's parameters."""
        table = {}
        grp_of = {(a, d): g for a, d, g in V.BENCHMARKS}
        for (kind, app, ds, pk), rows in self.done.items():
            if self.a.apps and app not in self.a.apps or self.a.datasets and ds not in self.a.datasets:
                continue
            grp = grp_of.get((app, ds), 'main')
            for i, b in enumerate(V.APP_ROWS[app]):
                r = next((x for x in rows if x.get('benchmark') == b), None)
                if r is None:
                    continue
                cell = table.setdefault((b, ds, grp), {})
                vn = r['variant']
                v = V.BY_NAME.get(vn)
                if is_ok(r):
                    ms = float(r['median_ms'])
                    if not isinstance(cell.get(vn), float) or ms < cell[vn]:
                        cell[vn] = ms
                        cell[vn + '#params'] = r.get('params', '')
                    if v is not None and v.runtime and pk == V.point_key(v.default_point()):
                        cell[vn + '@default'] = ms
                elif vn not in cell:
                    cell[vn] = r.get('check', 'missing')
                if v is not None and v.runtime and pk == V.point_key(v.default_point()) and not is_ok(r):
                    cell.setdefault(vn + '@default', r.get('check', 'missing'))
        return table

    def columns(self, table):
        cols = []
        for v in V.VARIANTS:
            for c in (v.name, v.name + '@default'):
                if any(c in cell for cell in table.values()) and c not in cols:
                    cols.append(c)
        return cols

    @staticmethod
    def geomean(table_cells, num, den):
        """Geometric mean over benchmarks of cell[num] / cell[den] (time
        ratios; speedup of den over num), where both are times; and n."""
        ratios = [c[num] / c[den] for c in table_cells
                  if isinstance(c.get(num), float) and isinstance(c.get(den), float) and c[den] > 0]
        if not ratios:
            return None, 0
        return math.exp(sum(math.log(r) for r in ratios) / len(ratios)), len(ratios)

    def summary(self):
        table = self.times()
        cols = self.columns(table)
        lines = []
        order = sorted(table.items(), key=lambda kv: (kv[0][2] != 'main', kv[0][0], kv[0][1]))
        all_cols = cols
        # per benchmark: every variant at its best, DP+T+C+A also at its defaults
        # (the geometric means below show every variant's defaults)
        cols = [c for c in cols if not c.endswith('@default') or c == V.FULL + '@default']
        short = {c: c.replace('@default', '@d') for c in cols}
        w = max([9] + [len(short[c]) for c in cols]) + 1
        lines.append('== Median time (ms): a tuned variant shows its best point, V@d its shipped defaults '
                     '(see variants.PARAMS)')
        lines.append(f'{"benchmark":10s}{"dataset":10s}' + ''.join(f'{short[c]:>{w}s}' for c in cols))
        for (b, ds, grp), cell in order:
            s = f'{b:10s}{ds:10s}'
            for c in cols:
                x = cell.get(c)
                if isinstance(x, float):
                    s += f'{x:>{w}.4g}'
                else:
                    s += f'{(x or "-").split(" ")[0][:w - 1]:>{w}s}'
            lines.append(s)
        lines.append('')
        lines.append('== Speedup over DP [x]')
        lines.append(f'{"benchmark":10s}{"dataset":10s}' + ''.join(f'{short[c]:>{w}s}' for c in cols))
        for (b, ds, grp), cell in order:
            dp = cell.get(V.DPBASE)
            s = f'{b:10s}{ds:10s}'
            for c in cols:
                x = cell.get(c)
                s += f'{dp / x:>{w}.3g}' if isinstance(x, float) and isinstance(dp, float) and x > 0 else f'{"-":>{w}s}'
            lines.append(s)
        lines.append('')
        lines += self.overhead_floor_lines(order, all_cols)
        shown = [vn for vn in (V.FULL, V.AGGBASE) if any(vn + '#params' in c for c in table.values())]
        for vn in shown:
            lines.append(f'== Best parameters of {vn} (and its time over the default point\'s)')
            for (b, ds, grp), cell in order:
                x, d = cell.get(vn), cell.get(vn + '@default')
                rel = f'{x / d:6.2f}' if isinstance(x, float) and isinstance(d, float) and d > 0 else '     -'
                lines.append(f'{b:10s}{ds:10s}{rel}  {cell.get(vn + "#params", "-")}')
            lines.append('')
        bases = [V.DPBASE, V.BASELINE, V.AGGBASE] + [c for c in (V.NVCCBASE,) if c in all_cols]
        for grp, title in V.GROUPS:
            cells = [c for (b, ds, g), c in table.items() if g == grp]
            if not cells:
                continue
            lines.append(f'== Geometric mean speedups, {title}: baseline time / variant time over the '
                         'benchmarks where both passed (n); default/tuned: tuned time / default time')
            lines.append(f'{"variant":20s}' + ''.join(f'{"over " + bname:>17s}' for bname in bases) +
                         f'{"default/tuned":>17s}')
            for c in all_cols:
                s = f'{c:20s}'
                for bname in bases:
                    gm, n = self.geomean(cells, bname, c) if c != bname else (None, 0)
                    s += f'{gm:>11.2f}x ({n:2d})' if gm else f'{"-":>17s}'
                if c + '@default' in all_cols:
                    gm, n = self.geomean(cells, c, c + '@default')
                    s += f'{gm:>12.2f} ({n:2d})' if gm else f'{"-":>17s}'
                lines.append(s)
            lines.append('')
        lines += self.bar_lines(order)
        lines += self.previous_lines(order)
        bad = [r for r in self.rows if not not_failure(r.get('check', ''))]
        nskip = sum(1 for r in self.rows if r.get('check', '').startswith('SKIPPED'))
        npr = sum(1 for r in self.rows if r.get('check', '').startswith('PRUNED'))
        lines.append(f'== Checks: {sum(1 for r in self.rows if r.get("check") == "ok")} ok, {len(bad)} not ok, '
                     f'{npr} pruned sweep points (too slow), {nskip} skipped (time budget)')
        for r in bad[:40]:
            lines.append(f'   {r["benchmark"]:5s} {r["dataset"]:9s} {r["variant"]:9s} {r["params"]:45s} '
                         f'{r["check"][:150]}')
        lines.append('')
        lines += self.fallback_lines()
        lines += self.final_table(table)
        return '\n'.join(lines), table, all_cols

    @staticmethod
    def bar_lines(order):
        """Issue 19's bar: the pairs where DP+T+C+A, tuned or at its
        defaults, runs below BAR_OVER_BASELINE of No-DP's speed, slowest
        first."""
        below = []
        for (b, ds, grp), cell in order:
            base = cell.get(V.BASELINE)
            if not isinstance(base, float):
                continue
            ratios = [base / t if isinstance(t, float) and t > 0 else None
                      for t in (cell.get(V.FULL), cell.get(V.FULL + '@default'))]
            known = [r for r in ratios if r is not None]
            if known and min(known) < BAR_OVER_BASELINE:
                below.append((min(known), b, ds, ratios))
        if not below:
            return []
        lines = [f'== Pairs below {BAR_OVER_BASELINE}x of {V.BASELINE} (issue 19\'s bar): {V.BASELINE} time / '
                 f'{V.FULL} time, tuned and at its defaults',
                 f'{"benchmark":10s}{"dataset":10s}{"tuned":>8s}{"defaults":>10s}']
        for _, b, ds, ratios in sorted(below):
            lines.append(f'{b:10s}{ds:10s}' + ''.join(f'{r:>{w}.2f}x' if r is not None else f'{"-":>{w + 1}s}'
                                                     for r, w in zip(ratios, (7, 9))))
        lines.append(f'{len(below)} pair(s) below the bar')
        lines.append('')
        return lines

    def previous_lines(self, order):
        """With --previous: each pair's DP+T+C+A at its defaults against the
        earlier suite, No-DP's ratio beside it, and the pairs that got
        slower (see PREVIOUS_SLOWER)."""
        if not self.a.previous:
            return []
        prev = previous_times(self.a.previous)
        lines = [f'== Against the previous suite ({self.a.previous}): {V.FULL} at its defaults, this run\'s '
                 f'time over that one\'s, and {V.BASELINE}\'s (the drift between the runs); "slower": the first '
                 f'over the second (over 1 where that is below 1) above {PREVIOUS_SLOWER:.2f}',
                 f'{"benchmark":10s}{"dataset":10s}{"then ms":>10s}{"now ms":>10s}{"ratio":>8s}'
                 f'{V.BASELINE + " ratio":>13s}']
        slower = []
        for (b, ds, grp), cell in order:
            then = prev.get((b, ds), {})
            now_full, then_full = cell.get(V.FULL + '@default'), then.get('full')
            if not isinstance(now_full, float) or then_full is None or then_full <= 0:
                continue
            ratio = now_full / then_full
            now_base, then_base = cell.get(V.BASELINE), then.get('base')
            drift = now_base / then_base if isinstance(now_base, float) and then_base else None
            flag = ratio / max(drift or 1.0, 1.0) > PREVIOUS_SLOWER
            if flag:
                slower.append(f'{b} {ds}')
            lines.append(f'{b:10s}{ds:10s}{then_full:>10.4g}{now_full:>10.4g}{ratio:>8.2f}' +
                         (f'{drift:>13.2f}' if drift else f'{"-":>13s}') + ('  slower' if flag else ''))
        lines.append(f'{len(slower)} pair(s) slower than in the previous suite' +
                     (': ' + ', '.join(slower) if slower else ''))
        lines.append('')
        return lines

    @staticmethod
    def overhead_floor_lines(order, cols):
        """Issue 19's overhead floor: the DPOpt build with every child
        serialized against the DP program serialized by hand (DP-SER), and
        the flat program for scale; TH's and TD's DPOpt build against their
        DP version's work with every launch free (DP-WALK)."""
        return (Suite.floor_lines(order, cols, V.SERBASE, V.FLOOR[1:] + (V.BASELINE,),
                                  'Overhead floor', 'DP serialized by hand') +
                Suite.floor_lines(order, cols, V.WALKBASE, (V.FULL, V.FULL + '@default', V.BASELINE),
                                  'Formulation floor', 'the DP version with every launch free'))

    @staticmethod
    def floor_lines(order, cols, base, others, title, what):
        """Each pair's time of the variants `others` over variant `base`'s,
        and their geomeans."""
        others = [c for c in others if c in cols]
        if base not in cols or not others:
            return []
        lines = [f'== {title}: time over {base} ({what}; 1.00 = as fast)',
                 f'{"benchmark":10s}{"dataset":10s}{base + " ms":>12s}' +
                 ''.join(f'{c.replace("@default", "@d"):>18s}' for c in others)]
        for (b, ds, grp), cell in order:
            floor = cell.get(base)
            if not isinstance(floor, float):
                continue
            s = f'{b:10s}{ds:10s}{floor:>12.4g}'
            for c in others:
                x = cell.get(c)
                s += f'{x / floor:>18.3f}' if isinstance(x, float) and floor > 0 else f'{"-":>18s}'
            lines.append(s)
        for c in others:
            gm, n = Suite.geomean([cell for _, cell in order], c, base)
            if gm:
                lines.append(f'geomean {c} / {base}: {gm:.3f} ({n} benchmarks)')
        lines.append('')
        return lines

    def fallback_lines(self):
        """The rows at shipped defaults whose launches fell back to direct
        launches because the runtime's pool had no room: where a larger
        DPOPT_POOL_SIZE would change the timing (and, past the pending-launch
        limit, the result)."""
        hits = []
        for r in self.rows:
            if r.get('tag') != 'default' or not r.get('stats'):
                continue
            try:
                st = json.loads(r['stats'])
            except ValueError:
                continue
            fb, sites = st.get('aggFallbacks', 0), st.get('aggSites', 0)
            if fb and sites:
                hits.append((r, fb, sites))
        if not hits:
            return []
        lines = [f'== Launches that fell back to direct launches at the defaults (no room in '
                 f'the pool; see DPOPT_POOL_SIZE): {len(hits)} rows']
        for r, fb, sites in hits[:40]:
            lines.append(f'   {r["benchmark"]:6s} {r["dataset"]:9s} {r["variant"]:11s} '
                         f'{fb:>10,} of {sites:>10,} launches ({100.0 * fb / sites:5.1f}%)  {r["check"][:40]}')
        lines.append('')
        return lines

    def final_table(self, table):
        """The issue-6 table: geometric means of DP+T+C+A (tuned, default)
        over DP, No-DP and DP+A (tuned), against the paper's V100 numbers."""
        lines = []
        full, fulld = V.FULL, V.FULL + '@default'
        for grp, title in (('main', "paper's datasets"), ('low', 'road graph (low nested parallelism)'),
                           ('subdiv', 'recursive subdivision (MANDEL)'),
                           ('sort', 'recursive quicksort (QSORT)'),
                           ('rec', 'recursive trees and BFS (TH, TD, BFSREC)')):
            cells = [c for (b, ds, g), c in table.items() if g == grp]
            if not cells or not any(full in c or fulld in c for c in cells):
                continue
            # DP(nvcc): the program as the user builds it today, where it ran
            bases = (V.DPBASE, V.BASELINE, V.AGGBASE) + tuple(
                b for b in (V.NVCCBASE,) if any(isinstance(c.get(b), float) for c in cells))
            lines.append(f'== {V.FULL}, {title}: geometric-mean speedup (benchmarks where both passed)')
            lines.append(f'{"":22s}' + ''.join(f'{"over " + b:>16s}' for b in bases))
            for label, col in (('tuned', full), ('default', fulld)):
                s = f'{V.FULL + " " + label:22s}'
                for bname in bases:
                    gm, n = self.geomean(cells, bname, col)
                    s += f'{gm:>10.2f}x ({n:2d})' if gm else f'{"-":>16s}'
                lines.append(s)
            if grp == 'main':
                lines.append(f'{"paper (V100)":22s}' + ''.join(f'{PAPER[k]:>10.1f}x     ' for k in PAPER))
            gm, n = self.geomean(cells, full, fulld)
            if gm:
                lines.append(f'default parameters reach {gm:.0%} of the tuned speed (geomean over {n}; the bar: '
                             f'{DEFAULT_BAR:.0%})')
            lines.append('')
        if not lines:
            lines.append(f'== {V.FULL}: no results (is the variant available? see the log)')
        return lines

    # -------------------------------------------------------------- plots --
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
                                  ('low', 'speedup_over_dp_road.png', 'Road graph: speedup over DP (like Fig. 12)'),
                                  ('subdiv', 'speedup_over_dp_mandel.png', 'MANDEL: speedup over DP (DP-SBR)'),
                                  ('sort', 'speedup_over_dp_qsort.png', 'QSORT: speedup over DP (halves in one grid)'),
                                  ('rec', 'speedup_over_dp_rec.png',
                                   'TH, TD, BFSREC: speedup over DP (recursive launches)')):
            keys = sorted([k for k in table if k[2] == grp], key=lambda k: (k[0], k[1]))
            # variants measured in this group only (ASK, DP-MBR: MANDEL's; QSORT's)
            gbars = [c for c in bars if any(isinstance(table[k].get(c), float) for k in keys)]
            if not keys or not gbars:
                continue
            labels = [f'{b}\n{ds}' for b, ds, _ in keys] + ['geomean']
            fig, ax = plt.subplots(figsize=(min(26, max(8, 0.11 * len(labels) * (len(gbars) + 1))), 5.5))
            width = 0.85 / len(gbars)
            cmap = plt.get_cmap('tab20')
            for i, c in enumerate(gbars):
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
                xs = [j + (i - (len(gbars) - 1) / 2) * width for j in range(len(labels))]
                kw = dict(hatch='//', edgecolor='white') if c.endswith('@default') else {}
                ax.bar(xs, vals, width, label=c, color=cmap(i % 20), **kw)
            ax.set_yscale('log')
            ax.axhline(1.0, color='black', linewidth=0.8)
            ax.set_xticks(range(len(labels)))
            ax.set_xticklabels(labels, fontsize=7)
            ax.set_ylabel('speedup over DP (log scale)')
            ax.set_title(title + '; tuned variants at their best point, @default at the shipped defaults')
            ax.legend(fontsize=7, ncol=min(6, len(gbars)))
            ax.grid(axis='y', which='both', alpha=0.3)
            fig.tight_layout()
            fig.savefig(os.path.join(self.out, fname), dpi=130)
            plt.close(fig)
            self.say(f'   wrote {fname}')
        self.plot_fig11(plt)

    def plot_fig11(self, plt):
        """Fig. 11: time against threshold, a line per aggregation
        granularity, on FIG11_DATASET, at the coarsening factor of the best
        DP+T+C+A point (else the factor with the most points). Every
        DPOpt-build point at that factor counts (T=0 points are DP+C /
        DP+C+A, G=off points DP+T+C); multiblock shows its best group."""
        app_of = {b: app for app, bs in V.APP_ROWS.items() for b in bs}
        table = self.times()
        series, pruned = {}, {}
        by_key = {}
        for r in self.rows:
            if r.get('build') != 'dpopt' or not r.get('params'):
                continue
            if V.FIG11_DATASET.get(app_of.get(r['benchmark'])) != r['dataset']:
                continue
            by_key.setdefault((r['benchmark'], r['dataset']), []).append(r)
        for key, rs in by_key.items():
            cell = table.get((key[0], key[1], 'main')) or table.get((key[0], key[1], 'low')) or {}
            if V.FULL + '#params' in cell:
                f_star = V.parse_point(cell[V.FULL + '#params'])['cfactor']
            else:
                counts = {}
                for r in rs:
                    f = V.parse_point(r['params'])['cfactor']
                    counts[f] = counts.get(f, 0) + 1
                f_star = max(counts, key=counts.get)
            pts, pr = {}, {}
            for r in rs:
                p = V.parse_point(r['params'])
                if p['cfactor'] != f_star:
                    continue
                if p['threshold'] == V.AUTO:  # the per-child defaults: no x value
                    continue
                k2 = (p['granularity'], p['threshold'])
                if is_ok(r):
                    pts[k2] = min(pts.get(k2, float('inf')), float(r['median_ms']))
                elif r.get('check', '').startswith('PRUNED'):
                    pr[k2] = True
            for (g, t), ms in pts.items():
                series.setdefault((key, f_star), {}).setdefault(g, []).append((t, ms))
            for (g, t) in pr:
                if (g, t) not in pts:
                    pruned.setdefault((key, f_star), []).append((g, t))
        series = {k: v for k, v in series.items() if max(len(s) for s in v.values()) >= 3}
        if not series:
            return
        keys = sorted(series)
        n = len(keys)
        nc = min(3, n)
        nr = (n + nc - 1) // nc
        fig, axs = plt.subplots(nr, nc, figsize=(4.2 * nc, 3.3 * nr), squeeze=False)
        for ax in axs.flat[n:]:
            ax.axis('off')
        colors = {g: plt.get_cmap('tab10')(i) for i, g in enumerate(V.GRANULARITIES)}
        ts = sorted({t for k in keys for s in series[k].values() for t, _ in s})
        for ax, k in zip(axs.flat, keys):
            for g in V.GRANULARITIES:
                pts = sorted(series[k].get(g, []))
                if pts:
                    ax.plot([p[0] for p in pts], [p[1] for p in pts], marker='o', markersize=3, label=g,
                            color=colors[g])
            for g, t in pruned.get(k, []):
                ax.plot([t], [1], marker='^', markersize=6, markerfacecolor='none', color=colors[g],
                        transform=ax.get_xaxis_transform(), clip_on=False)
            ax.set_xscale('symlog', base=2, linthresh=max(1, min([t for t in ts if t > 0] or [1])))
            ax.set_xticks(ts)
            ax.set_xticklabels([str(t) for t in ts], fontsize=7)
            ax.set_yscale('log')
            (b, ds), f = k
            ax.set_title(f'{b} {ds} (coarsening factor {f})', fontsize=9)
            ax.set_xlabel('threshold')
            ax.set_ylabel('time (ms)')
            ax.legend(fontsize=6, title='aggregation', title_fontsize=6)
            ax.grid(which='both', alpha=0.3)
        fig.suptitle('Time against threshold per aggregation granularity (like Fig. 11); '
                     'open triangles at the top: stopped as too slow', fontsize=9)
        fig.tight_layout()
        fig.savefig(os.path.join(self.out, 'time_vs_threshold.png'), dpi=130)
        plt.close(fig)
        self.say('   wrote time_vs_threshold.png')

    def meta(self):
        info = {}
        bi = os.path.join(os.path.dirname(self.a.bin_dir), 'BUILD_INFO.json')
        if os.path.exists(bi):
            info = json.load(open(bi))
        # Merged results ran where their suite's meta.json says.
        dev = merged_device(self.a.from_csv)
        if not dev and shutil.which('nvidia-smi') and not self.a.mock:
            p = subprocess.run(['nvidia-smi', '--query-gpu=name,driver_version,memory.total,clocks.max.sm',
                                '--format=csv,noheader'], capture_output=True, text=True)
            dev = p.stdout.strip()
        return dict(date=datetime.datetime.now(datetime.timezone.utc).isoformat(timespec='seconds'),
                    commit=info.get('commit', 'unknown'), device=dev or ('mock' if self.a.mock else 'unknown'),
                    host=os.uname().nodename, options=vars(self.a), build=info,
                    params={p: {k: s[k] for k in ('env', 'off', 'default', 'sweep')} for p, s in V.PARAMS.items()},
                    elapsed_s=round(self.elapsed(), 1), processes=self.njobs, points=self.npoints,
                    pruned=self.pruned, skipped=self.skipped)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('outdir')
    ap.add_argument('--bin-dir', default=os.path.join(ROOT, '.carry', 'bench', 'bin'))
    ap.add_argument('--data-dir', default=os.environ.get('BENCH_DATA_DIR', '/tmp/dpbench-data'))
    ap.add_argument('--budget', type=float, default=470,
                    help='seconds: no run starts after this (baselines/defaults then SKIPPED, sweep points counted)')
    ap.add_argument('--grace', type=float, default=45, help='seconds after --budget at which running points are stopped')
    ap.add_argument('--timeout', type=float, default=90, help='seconds per point (then: TIMEOUT row)')
    ap.add_argument('--reps', type=int, default=5, help='timed runs of baselines and default points')
    ap.add_argument('--warmup', type=int, default=1)
    ap.add_argument('--sweep-reps', type=int, default=3, help='timed runs per tuning point')
    ap.add_argument('--max-seconds', type=float, default=8,
                    help='baselines: no more timed runs after this (a longer warm-up is reported alone)')
    ap.add_argument('--default-max-seconds', type=float, default=4, help='--max-seconds of default points')
    ap.add_argument('--sweep-max-seconds', type=float, default=2, help='--max-seconds of sweep points')
    ap.add_argument('--prune-factor', type=float, default=10,
                    help='stop a sweep point running longer than this x the best point so far (0: never)')
    ap.add_argument('--prune-floor', type=float, default=1.5, help='seconds added to that limit')
    ap.add_argument('--variants', default='', help="comma-separated names, or 'all' (default: the enabled ones)")
    ap.add_argument('--apps', default='')
    ap.add_argument('--datasets', default='')
    ap.add_argument('--small', action='store_true', help='the small datasets (a functional check in ~1 minute)')
    ap.add_argument('--tune', default='coordinate', choices=['default', 'coordinate', 'grid'])
    ap.add_argument('--no-fig11', dest='fig11', action='store_false')
    ap.add_argument('--no-batch', action='store_true',
                    help='one process per parameter point, set through DPOPT_* variables (not the host API)')
    ap.add_argument('--from-csv', nargs='+', default=[], metavar='CSV',
                    help='no runs: merge these results.csv files and redo the tables and plots')
    ap.add_argument('--previous', metavar='CSV', default='auto',
                    help="an earlier suite's results.csv: the summary compares DP+T+C+A at its defaults with it "
                         "and names the pairs that got slower; 'auto' (default): the newest suite kept under "
                         "--kept on this GPU model, if any; 'none': no comparison")
    ap.add_argument('--kept', metavar='DIR', default=os.path.join(ROOT, 'bench', 'results'),
                    help="where --previous auto looks for kept suites (DIR/*/suite/)")
    ap.add_argument('--mock', action='store_true', help='fake binaries (tests the harness without a GPU)')
    a = ap.parse_args()
    own = os.path.abspath(os.path.join(a.outdir, 'results.csv'))
    if any(os.path.abspath(p) == own for p in a.from_csv):
        ap.error(f'--from-csv {own}: the run writes that file before it reads it; give another outdir')
    a.variants = [s for s in a.variants.split(',') if s]
    a.apps = [s for s in a.apps.split(',') if s]
    a.datasets = [s for s in a.datasets.split(',') if s]
    s = Suite(a)
    s.say(f'== DP benchmark suite -> {a.outdir}')
    m = s.meta()
    s.say(f'   commit {m["commit"]}, device {m["device"]}, budget {a.budget:.0f}s (+{a.grace:.0f}s grace)')
    if a.previous == 'none':
        a.previous = None
    elif a.previous == 'auto':
        a.previous = newest_kept_suite(a.kept, m['device'], {own} | {os.path.abspath(p) for p in a.from_csv})
        s.say(f'   compared with {a.previous}' if a.previous else
              f'   no suite kept under {a.kept} on this GPU model to compare with')
    if a.from_csv:
        s.load_csv(a.from_csv)
    else:
        s.generate()
        try:
            s.run_all()
        except KeyboardInterrupt:
            s.say('interrupted: writing what exists')
    # What the budget bounds: the runs, not the tables and plots after them.
    runs_elapsed = s.elapsed()
    text, table, cols = s.summary()
    s.plots(table, cols)
    m = s.meta()
    m['datasets'] = getattr(s, 'datasets', [])
    json.dump(m, open(os.path.join(a.outdir, 'meta.json'), 'w'), indent=1, default=str)
    open(os.path.join(a.outdir, 'summary.txt'), 'w').write(text + '\n')
    s.csvf.close()
    s.say(f'== done in {fmt_t(s.elapsed())} (runs {fmt_t(runs_elapsed)}): {s.njobs} processes, {s.npoints} points, {s.pruned} stopped as too '
          f'slow, {s.skipped} skipped for the time budget; results in {a.outdir}\n')
    s.say(text)
    bad = sum(1 for r in s.rows if not not_failure(r.get('check', '')))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
