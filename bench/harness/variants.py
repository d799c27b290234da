"""The one table of the DP benchmark suite.

  BUILDS      the binaries bench/build.sh compiles (a compile variant each)
  PARAMS      the run-time parameters of the optimizations: the environment
              variable that sets each, its "off" value, its shipped default and
              the values a tuning sweep tries
  TUNE_STAGES the order of the run-time tuning sweep
  VARIANTS    what run.py measures: a binary + an implementation (nodp / dp,
              or an app's own, e.g. MANDEL's ask / dpmbr, QSORT's dpstream /
              cub) + environment
              settings, optionally swept over PARAMS
  BENCHMARKS  the (app, dataset) pairs, the rows each produces, and which
              group of the paper's figures they belong to

One DPOpt build ('dpopt') serves every optimized variant: each is a set of
run-time parameter points (PARAMS), set per run through the bench binary's
--points (host API) or the environment. The shipped defaults live in PARAMS
only.

`python3 variants.py --builds` prints the build table for build.sh ('|'-separated).
"""

import itertools
import math
import sys

# --------------------------------------------------------------- binaries --
# mode: plain  clang++-22 -x cuda, no -fgpu-rdc, DP code compiled out: the
#              honest No-DP baseline (whole-program device code)
#       dp     scripts/dpopt-clang++ --no-dpopt: DP with plain clang 22
#       dpopt  scripts/dpopt-clang++: DP with the DPOpt plugin (+ flags, e.g.
#              -mllvm options of later issues)
#       nvcc   nvcc -rdc=true: DP with NVIDIA's compiler (reference; built
#              only when nvcc exists)
# The paper compiles with per-thread default streams (§VII): device launches
# with <<<>>> then go to the per-thread stream instead of the block-shared
# NULL stream. For clang the macro is given to the device compilation only:
# clang's host <<<>>> always calls cudaLaunchKernel (legacy stream) and
# ignores -fgpu-default-stream for CUDA, so defining the macro on the host too
# would send memsets/events to the per-thread stream and kernels to the legacy
# one.
PTDS_CLANG = ['-Xarch_device', '-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1']
# plugin_off: -mllvm options that switch the plugin's optimizations off; build.sh
# adds those the plugin defines (it asks `opt -load-pass-plugin ... --help-hidden`),
# so 'dpnorm' is "launch normalization only" whatever the plugin's defaults are.
# (Names from the coarsening/aggregation spec, issues 4 and 5.)
PLUGIN_OFF = ['-dpopt-thresholding=false', '-dpopt-coarsening=false', '-dpopt-aggregation=false',
              '-dpopt-shared-alignment=false', '-dpopt-atomic-reductions=false',
              '-dpopt-sink-staging-stores=false']
BUILDS = {
    'nodp':  dict(mode='plain', flags=[],
                  doc='No-DP baseline: clang 22, no -fgpu-rdc, DP versions compiled out'),
    'dp':    dict(mode='dp', flags=PTDS_CLANG, doc='clang 22 -fgpu-rdc, without the plugin'),
    'dpnorm': dict(mode='dpopt', flags=PTDS_CLANG, plugin_off=PLUGIN_OFF,
                   doc='clang 22 -fgpu-rdc with libDPOpt.so, every optimization off: V2 normalization only'),
    'dpopt': dict(mode='dpopt', flags=PTDS_CLANG,
                  doc='clang 22 -fgpu-rdc with libDPOpt.so, its default optimizations (tuned at run time)'),
    'nvcc':  dict(mode='nvcc', flags=['--default-stream', 'per-thread'], optional=True,
                  doc='nvcc -rdc=true (reference compiler, V2 launches)'),
}

# ------------------------------------------------------------- parameters --
# The run-time parameters of the DPOpt runtime (include/dpagg.h, enum
# dpoptParam). One DPOpt build
# serves every optimized variant: a variant is a setting of these.
#   env      the variable the runtime reads at start-up (and the name the
#            bench binary's --points uses to set it through the host API)
#   opt      the optimization it belongs to (T, C, A)
#   off      the value that switches the optimization off
#   default  the value compiled in as shipped (the plugin's -dpopt-* option
#            default): "default" points of a variant use these for its
#            optimizations and `off` for the others. CHANGE HERE when the
#            plugin's defaults change.
#   sweep    the coarse grid of the run-time sweep (values equal to `off`
#            are skipped for variants that include the optimization)
GRANULARITIES = ['off', 'warp', 'block', 'multiblock', 'grid']  # DPOPT_AGG values 0..4
# A parameter left at the value the plugin compiled in (per child): its
# variable is not set.
AUTO = 'auto'
PARAMS = {
    # default 'auto': the plugin's per-child default (8 for a child that
    # launches, 16 for one whose threads may run long loops, 512 for one
    # whose threads all update one word atomically, 2048 for the others),
    # i.e. DPOPT_THRESHOLD unset
    'threshold': dict(env='DPOPT_THRESHOLD', opt='T', off=0, default=AUTO,
                      sweep=[0, 16, 32, 128, 512, 2048]),
    # cfactor and granularity default 'auto': the plugin's per-child
    # defaults (grid granularity; factor 8, for a recursive child, whose
    # launches lead back to it, factor 1)
    'cfactor': dict(env='DPOPT_COARSEN', opt='C', off=1, default=AUTO,
                    sweep=[1, 4, 8, 16]),
    'granularity': dict(env='DPOPT_AGG', opt='A', off='off', default=AUTO,
                        sweep=['off', 'warp', 'block', 'multiblock', 'grid']),
    # parent blocks per group (multiblock granularity only); default 'auto':
    # the runtime's choice (8, or with thresholding at least 8 blocks and at
    # most 32 groups in the grid), i.e. DPOPT_AGG_GROUP unset
    'agg_group': dict(env='DPOPT_AGG_GROUP', opt='A', off=AUTO, default=AUTO,
                      sweep=[2, 8, 32]),
    # fewer launching threads than this launch directly (warp/block only);
    # not swept by default (add values to sweep it)
    'agg_threshold': dict(env='DPOPT_AGG_THRESHOLD', opt='A', off=1, default=1,
                          sweep=[1]),
}
OPT_PARAMS = {o: [p for p, s in PARAMS.items() if s['opt'] == o] for o in 'TCA'}
# Text of the plugin's "transformed" remarks (-Rpass=dpopt) for each
# optimization (any of the alternatives, case-insensitive): build.sh counts
# them per build (BUILD_INFO.json), and run.py runs a variant only when its
# build applied every optimization it names. Today's remarks: "... runs
# serially in the parent thread when ...", "... runs 'K.dpopt.coarse': each
# block does the work of up to 8 blocks", "... aggregated into 'K.dpopt.agg'".
OPT_REMARK = {'T': ('runs serially in the parent',), 'C': ('.dpopt.coarse', 'coarsened'),
              'A': ('aggregated into', '.dpopt.agg')}


def _relevant(param, pt):
    """Whether a parameter matters at point `pt` (sub-parameters of
    aggregation only matter at some granularities)."""
    g = pt.get('granularity', 'off')
    if param == 'agg_group':
        return g in ('multiblock', AUTO)
    if param == 'agg_threshold':
        return g in ('warp', 'block')
    return True


def canon(point):
    """The full, canonical form of a parameter point: every parameter
    present (missing ones off), equivalent values unified (factor 0 = 1),
    sub-parameters that do not matter at the granularity set to their
    default, so that equal settings compare equal."""
    pt = {}
    for p, spec in PARAMS.items():
        v = point.get(p, spec['off'])
        if p == 'granularity':
            v = str(v)
            if v.isdigit():
                v = GRANULARITIES[int(v)]
            if v in ('none', ''):
                v = 'off'
            if v.startswith('multiblock:'):  # old spelling multiblock:G
                pt['agg_group'] = int(v.split(':')[1])
                v = 'multiblock'
        elif v != AUTO:
            v = int(float(v))
        pt[p] = v
    if pt['cfactor'] != AUTO and pt['cfactor'] < 1:
        pt['cfactor'] = 1
    if 'agg_group' in point and pt['granularity'] == 'multiblock' and point['agg_group'] != AUTO:
        pt['agg_group'] = int(point['agg_group'])
    for p in PARAMS:
        if not _relevant(p, pt):
            pt[p] = PARAMS[p]['default']
    return pt


def opts_of(point):
    """The optimizations a (canonical) point turns on, as a subset of 'TCA'."""
    pt = canon(point)
    on = {'T': pt['threshold'] != PARAMS['threshold']['off'],
          'C': pt['cfactor'] != PARAMS['cfactor']['off'],
          'A': pt['granularity'] != PARAMS['granularity']['off']}
    return ''.join(o for o in 'TCA' if on[o])


def variant_name(opts):
    return 'DP+' + '+'.join(opts) if opts else 'DP+off'


def format_point(point):
    """Canonical text of a point (the CSV's params column): the three main
    parameters, then the aggregation sub-parameters that matter."""
    if not point:
        return ''
    pt = canon(point)
    return ';'.join(f'{p}={pt[p]}' for p in PARAMS if p in ('threshold', 'cfactor', 'granularity') or
                    (pt['granularity'] != 'off' and _relevant(p, pt)))


def parse_point(text):
    """Inverse of format_point (also reads older CSVs: 'threshold=128')."""
    if not text:
        return {}
    return canon(dict(kv.split('=', 1) for kv in text.split(';')))


def point_key(point):
    return tuple(canon(point)[p] for p in PARAMS) if point else ()


def point_env(point):
    """Environment variables of a point (numbers; DPOPT_AGG as 0..4)."""
    pt = canon(point)
    return {spec['env']: str(GRANULARITIES.index(pt[p]) if p == 'granularity' else pt[p])
            for p, spec in PARAMS.items() if pt[p] != AUTO}


def point_arg(point):
    """The point as the bench binary's --point argument."""
    return ','.join(f'{k}={v}' for k, v in point_env(point).items())


class Variant:
    """A binary (BUILDS) + an implementation (nodp / dp) + environment; an
    optimized variant (build 'dpopt', impl 'dp') is the set of parameter
    points that turn on exactly its optimizations `opts` (the others off), so
    that every point belongs to exactly one variant. `apps`: the apps that
    have its implementation (None: all)."""

    def __init__(self, name, build, impl, env=None, opts='', enabled=True, doc='', apps=None):
        self.name, self.build, self.impl = name, build, impl
        self.env = dict(env or {})
        self.opts = opts          # subset of 'TCA': the optimizations this variant turns on
        self.enabled = enabled
        self.doc = doc
        self.apps = tuple(apps) if apps else None

    def applies(self, app):
        return self.apps is None or app in self.apps

    @property
    def runtime(self):
        """Set through run-time parameter points (the DPOpt build, impl dp,
        no fixed environment)."""
        return self.build == 'dpopt' and self.impl == 'dp' and not self.env

    @property
    def params(self):
        return [p for o in self.opts for p in OPT_PARAMS[o]]

    def available(self, build_info=None):
        """An optimized variant needs the env names of its parameters and,
        when the build info is known, a build in which the plugin applied
        each of its optimizations somewhere."""
        if not all(PARAMS[p]['env'] for p in self.params):
            return False
        if build_info is None or not self.opts:
            return True
        applied = build_info.get('plugin_remarks', {}).get(self.build, {}).get('applied', {})
        return all(applied.get(o, 0) > 0 for o in self.opts)

    def contains(self, point):
        return self.runtime and opts_of(point) == self.opts

    def default_point(self):
        """Its optimizations at the shipped defaults, the others off."""
        if not self.runtime:
            return {}
        return canon({p: PARAMS[p]['default'] for p in self.params})


# Apps with a hand-serialized DP version (impl ser) and the threshold above
# any child's thread count (the runtime's parameters are unsigned 32-bit).
SER_APPS = ['bfs', 'sssp', 'mst', 'tc', 'sp', 'bt']
ALL_SERIAL = 2**31  # 2^32-1 means unset

VARIANTS = [
    Variant('No-DP', 'nodp', 'nodp', doc='standard formulation, no dynamic parallelism'),
    Variant('DP', 'dp', 'dp', doc='natural DP version, plain clang 22'),
    Variant('DP+N', 'dpnorm', 'dp', doc='DP compiled with the plugin, optimizations off: launch normalization only'),
    # The user's real baseline (issue 19): the DP program as nvcc compiles it
    # (runs where the nvcc build exists).
    Variant('DP(nvcc)', 'nvcc', 'dp', doc='DP version compiled by nvcc'),
    # References, off by default (enable with --variants):
    Variant('No-DP(rdc)', 'dp', 'nodp', enabled=False, doc='No-DP kernels compiled with -fgpu-rdc'),
    Variant('DP+off', 'dpopt', 'dp', opts='', enabled=False,
            doc='DPOpt build, every optimization switched off at run time (Fig. 11 points)'),
    # The optimizations: one DPOpt build, set at run time
    Variant('DP+T', 'dpopt', 'dp', opts='T'),
    Variant('DP+C', 'dpopt', 'dp', opts='C'),
    Variant('DP+A', 'dpopt', 'dp', opts='A'),
    Variant('DP+T+C', 'dpopt', 'dp', opts='TC'),
    Variant('DP+T+A', 'dpopt', 'dp', opts='TA'),
    Variant('DP+C+A', 'dpopt', 'dp', opts='CA'),
    Variant('DP+T+C+A', 'dpopt', 'dp', opts='TCA'),
    # MANDEL's other implementations (apps/mandel.cu; its dp is DP-SBR): the
    # paper's ASK (a kernel per subdivision level, no DP) and DP-MBR, plain
    # and in the DPOpt build at DP+T+C+A's shipped defaults (env set below)
    Variant('ASK', 'nodp', 'ask', apps=['mandel'], doc='MANDEL: adaptive serial kernels, a host loop (no DP)'),
    Variant('DP-MBR', 'dp', 'dpmbr', apps=['mandel'], doc='MANDEL: DP, multiple blocks per region (fill/pixel grids)'),
    Variant('DP-MBR(DPOpt)', 'dpopt', 'dpmbr', apps=['mandel'],
            doc='MANDEL: DP-MBR in the DPOpt build at DP+T+C+A\'s shipped defaults'),
    # QSORT's (apps/qsort.cu; its dp launches both halves in one grid): the
    # CUDA samples' stream per half, plain and in the DPOpt build at
    # DP+T+C+A's shipped defaults; cub's radix sort as a reference time
    Variant('DP-STREAM', 'dp', 'dpstream', apps=['qsort'],
            doc='QSORT: DP, a grid per half, each in a stream the thread creates'),
    Variant('DP-STREAM(DPOpt)', 'dpopt', 'dpstream', apps=['qsort'],
            doc='QSORT: DP-STREAM in the DPOpt build at DP+T+C+A\'s shipped defaults'),
    Variant('CUB', 'nodp', 'cub', apps=['qsort'], doc='QSORT: cub::DeviceRadixSort::SortKeys (reference)'),
    # TH's and TD's DP version with every launch free (apps/tree.cu, impl
    # walk: one grid, each node's thread doing what dp's does): what any
    # compilation of dp costs at best (TD's walks up to the root make it
    # slower than No-DP by themselves).
    Variant('DP-WALK', 'nodp', 'walk', apps=['th', 'td'],
            doc="TH/TD: the DP version's work with every launch free (one grid, a thread per node)"),
    # The overhead floor of thresholding (issue 19): the DP program with each
    # launch replaced by a loop in the parent thread, written by hand (impl
    # ser, compiled like DP: -fgpu-rdc, no plugin), against the DPOpt build
    # with every child serialized (launch threshold above any child), its
    # children spread over the warp (the default) or each in its parent
    # thread (spread threshold above any child), which is what ser does.
    Variant('DP-SER', 'dp', 'ser', apps=SER_APPS,
            doc='DP serialized by hand: each launch replaced by a loop in the parent thread'),
    Variant('DP+T(all)', 'dpopt', 'dp', apps=SER_APPS,
            doc='DPOpt build, thresholding only, every child serialized (launch threshold 2^31)'),
    Variant('DP+T(all,thread)', 'dpopt', 'dp', apps=SER_APPS,
            doc='DPOpt build, thresholding only, every child serialized in its parent thread (no spreading), '
                'as DP-SER'),
]
BY_NAME = {v.name: v for v in VARIANTS}
BASELINE, DPBASE, AGGBASE, FULL = 'No-DP', 'DP', 'DP+A', 'DP+T+C+A'
NVCCBASE = 'DP(nvcc)'


BY_NAME['DP-MBR(DPOpt)'].env = point_env(BY_NAME[FULL].default_point())
BY_NAME['DP-STREAM(DPOpt)'].env = point_env(BY_NAME[FULL].default_point())
BY_NAME['DP+T(all)'].env = point_env({'threshold': ALL_SERIAL})
BY_NAME['DP+T(all,thread)'].env = dict(point_env({'threshold': ALL_SERIAL}),
                                       DPOPT_SPREAD_THRESHOLD=str(ALL_SERIAL))
SERBASE = 'DP-SER'
FLOOR = (SERBASE, 'DP+T(all,thread)', 'DP+T(all)')  # the overhead-floor variants
WALKBASE = 'DP-WALK'  # TH's and TD's formulation floor


def variant_of(point):
    return BY_NAME[variant_name(opts_of(point))]


# ------------------------------------------------------------------ tuning --
# 'coordinate' tuning (run.py --tune coordinate, the default): stages run
# in order, each over every benchmark (breadth first, so that a budget cut
# leaves every benchmark partly tuned). A step (V, P, B) takes the best
# point found so far of variant B (V's own best, else V's default, when B
# has none), sets parameter P to each of its sweep values, and runs the
# points that belong to V. Points are shared: every point is run once and
# counts for the one variant it belongs to. Markers: 'fig11' = the
# threshold x granularity grid of FIG11_DATASET at DP+T+C+A's best factor;
# 'baselines' = the baselines other than No-DP and DP (DP+N). Before the
# stages: No-DP, DP, and every variant at its defaults.
TUNE_STAGES = [
    ('threshold', [('DP+T', 'threshold', 'DP+T')]),
    ('granularity', [('DP+T+A', 'granularity', 'DP+T'), ('DP+A', 'granularity', 'DP+A')]),
    ('factor', [('DP+T+C+A', 'cfactor', 'DP+T+A'), ('DP+T+C', 'cfactor', 'DP+T'), ('DP+C+A', 'cfactor', 'DP+A')]),
    'fig11',
    ('refine', [('DP+T+C+A', 'threshold', 'DP+T+C+A'), ('DP+T+C+A', 'granularity', 'DP+T+C+A'),
                ('DP+T+A', 'threshold', 'DP+T+A'), ('DP+C+A', 'granularity', 'DP+C+A')]),
    ('group', [('DP+T+C+A', 'agg_group', 'DP+T+C+A'), ('DP+A', 'agg_group', 'DP+A'),
               ('DP+T+C+A', 'agg_threshold', 'DP+T+C+A')]),
    'baselines',
    # Without thresholding or aggregation every child is launched: DP's
    # cost at every point (mostly stopped by run.py's pruning); last.
    ('slow', [('DP+C', 'cfactor', 'DP+C')]),
]


def step_points(variant, param, base):
    """The points of one tuning step (see TUNE_STAGES), in sweep order."""
    out, seen = [], set()
    for val in sweep_order(param):
        pt = canon(dict(base, **{param: val}))
        k = point_key(pt)
        if variant.contains(pt) and k not in seen:
            seen.add(k)
            out.append(pt)
    return out


# ------------------------------------------------------------- benchmarks --
# group 'main': the paper's Fig. 9 datasets; 'low': the road graph (Fig. 12);
# 'subdiv': recursive subdivision (MANDEL); 'sort': recursive quicksort
# (QSORT); 'rec': Li, Wu and Becchi's recursive benchmarks (tree heights TH,
# tree descendants TD, recursive BFS BFSREC); the last three kept out of the
# paper's means.
GROUPS = [('main', "paper's datasets (Fig. 9)"), ('low', 'road graph (Fig. 12)'),
          ('subdiv', 'recursive subdivision (MANDEL)'), ('sort', 'recursive quicksort (QSORT)'),
          ('rec', 'recursive trees and BFS (TH, TD, BFSREC)')]
APP_ROWS = {'bfs': ['BFS'], 'sssp': ['SSSP'], 'mst': ['MSTF', 'MSTV'], 'tc': ['TC'],
            'sp': ['SP'], 'bt': ['BT'], 'mandel': ['MANDEL'], 'qsort': ['QSORT'],
            'th': ['TH'], 'td': ['TD'], 'bfsrec': ['BFSREC']}
BENCHMARKS = [
    ('bfs', 'kron', 'main'), ('bfs', 'cnr', 'main'), ('bfs', 'road', 'low'),
    ('bt', 't32c16', 'main'), ('bt', 't2048c64', 'main'),
    ('mst', 'kron', 'main'), ('mst', 'cnr', 'main'), ('mst', 'road', 'low'),
    ('sp', 'rand3', 'main'), ('sp', 'sat5', 'main'),
    ('sssp', 'kron', 'main'), ('sssp', 'cnr', 'main'), ('sssp', 'road', 'low'),
    ('tc', 'kron', 'main'), ('tc', 'cnr', 'main'), ('tc', 'road', 'low'),
    ('mandel', 'm2k', 'subdiv'), ('mandel', 'm8k', 'subdiv'),
    ('qsort', 'q1m', 'sort'), ('qsort', 'q4m', 'sort'), ('qsort', 'q16m', 'sort'), ('qsort', 'q4mdup', 'sort'),
    ('th', 'treea', 'rec'), ('th', 'treeb', 'rec'), ('td', 'treea', 'rec'), ('td', 'treeb', 'rec'),
    ('bfsrec', 'kron', 'rec'),
]
# Fig. 11: time against threshold per aggregation granularity, on one
# dataset per benchmark, at the best coarsening factor found.
FIG11_DATASET = {'bfs': 'kron', 'sssp': 'kron', 'mst': 'kron', 'tc': 'kron', 'sp': 'sat5', 'bt': 't2048c64'}


def sweep_points(variant, mode):
    """Parameter points of a variant: 'default' = its shipped defaults;
    'grid' = the cross product of the sweep values of its parameters
    (points of other variants dropped). 'coordinate' is done adaptively by
    run.py (TUNE_STAGES)."""
    if not variant.runtime:
        return [{}]
    if mode == 'grid' and variant.params:
        names = variant.params
        out, seen = [], set()
        for vals in itertools.product(*(PARAMS[p]['sweep'] for p in names)):
            pt = canon(dict(zip(names, vals)))
            if variant.contains(pt) and point_key(pt) not in seen:
                seen.add(point_key(pt))
                out.append(pt)
        return out
    return [variant.default_point()]


def sweep_order(param):
    """The sweep values of a parameter, nearest its default first (numbers
    by log distance; 0 last), so that a sweep cut short has covered the
    middle."""
    spec = PARAMS[param]
    vals = list(spec['sweep'])
    d = spec['default']
    if d == AUTO:  # near the values the plugin or runtime would choose
        d = {'threshold': 256, 'agg_group': 8, 'cfactor': 8,
             'granularity': 'multiblock'}.get(param, d)
    if isinstance(d, (int, float)) and d > 0 and all(isinstance(v, (int, float)) for v in vals):
        return sorted(vals, key=lambda v: (abs(math.log(v / d)) if v > 0 else 1e9, v))
    if d in vals:
        i = vals.index(d)
        return sorted(vals, key=lambda v: abs(vals.index(v) - i))
    return vals


if __name__ == '__main__':
    if len(sys.argv) > 1 and sys.argv[1] == '--builds':
        wanted = sys.argv[2:] or list(BUILDS)
        for name in wanted:
            b = BUILDS[name]
            print('|'.join([name, b['mode'], '1' if b.get('optional') else '0', ','.join(b.get('plugin_off', []))]
                           + b['flags']))
    else:
        for v in VARIANTS:
            state = 'enabled' if v.enabled and v.available() else (
                'disabled' if not v.enabled else 'waiting for env names of ' + ','.join(v.params))
            dflt = format_point(v.default_point()) if v.runtime else ','.join(f'{k}={x}' for k, x in v.env.items())
            print(f'{v.name:13s} build={v.build:6s} impl={v.impl:5s} {state:10s} {dflt:55s} {v.doc}')
