"""The one table of the DP benchmark suite.

  BUILDS      the binaries bench/build.sh compiles (a compile variant each)
  PARAMS      the run-time parameters of the optimizations: the environment
              variable that sets each, its "off" value, its shipped default and
              the values a tuning sweep tries
  VARIANTS    what run.py measures: a binary + an implementation (nodp / dp)
              + environment settings, optionally swept over PARAMS
  BENCHMARKS  the (app, dataset) pairs, the rows each produces, and which
              group of the paper's figures they belong to

A variant is a binary plus a set of environment variables: adding DP+T once
thresholding lands means filling in PARAMS['threshold']['env'] and setting
enabled=True below; nothing else changes.

`python3 variants.py --builds` prints the build table for build.sh ('|'-separated).
"""

import itertools
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
# (The coarsening and aggregation names are guesses until issues 4 and 5 land:
# fix them here.)
PLUGIN_OFF = ['-dpopt-thresholding=false', '-dpopt-coarsening=false', '-dpopt-aggregation=false']
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
# env: the variable the DPOpt runtime reads (None until the issue that adds
# the optimization fixes its name); off: the value that disables the
# optimization; default: the value shipped as default; sweep: tuning values.
PARAMS = {
    'threshold': dict(env='DPOPT_THRESHOLD',  # include/dpagg.h; 0 = always launch
                      off=0, default=128,     # the plugin's -dpopt-threshold default
                      sweep=[8, 16, 32, 64, 128, 256, 512, 1024, 4096]),
    'cfactor': dict(env=None,    # e.g. 'DPOPT_COARSEN_FACTOR' (issue 4)
                    off=1, default=8,
                    sweep=[2, 4, 8, 16, 32, 64]),
    'granularity': dict(env=None,  # e.g. 'DPOPT_AGG_GRANULARITY' (issue 5)
                        off='none', default='block',
                        sweep=['block', 'multiblock:4', 'multiblock:16', 'multiblock:64', 'grid', 'warp']),
}
OPT_PARAM = {'T': 'threshold', 'C': 'cfactor', 'A': 'granularity'}
# Text of the plugin's "transformed" remark (-Rpass=dpopt) for each
# optimization: build.sh counts them per build (BUILD_INFO.json), and run.py
# runs a variant only when its build applied every optimization it names.
OPT_REMARK = {'T': 'runs serially in the parent', 'C': 'coarsen', 'A': 'aggregat'}


class Variant:
    def __init__(self, name, build, impl, env=None, opts='', enabled=True, doc=''):
        self.name, self.build, self.impl = name, build, impl
        self.env = dict(env or {})
        self.opts = opts          # subset of 'TCA': the optimizations this variant turns on
        self.enabled = enabled
        self.doc = doc

    @property
    def params(self):
        return [OPT_PARAM[o] for o in self.opts]

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

    def point_env(self, point):
        """Environment of one parameter point: the variant's own parameters
        from `point`, every other optimization switched off."""
        env = dict(self.env)
        for p, spec in PARAMS.items():
            if spec['env'] is None:
                continue
            env[spec['env']] = str(point.get(p, spec['off']) if p in self.params else spec['off'])
        return env

    def default_point(self):
        return {p: PARAMS[p]['default'] for p in self.params}


VARIANTS = [
    Variant('No-DP', 'nodp', 'nodp', doc='standard formulation, no dynamic parallelism'),
    Variant('DP', 'dp', 'dp', doc='natural DP version, plain clang 22'),
    Variant('DP+N', 'dpnorm', 'dp', doc='DP compiled with the plugin, optimizations off: launch normalization only'),
    # References, off by default (enable with --variants):
    Variant('No-DP(rdc)', 'dp', 'nodp', enabled=False, doc='No-DP kernels compiled with -fgpu-rdc'),
    Variant('DP(nvcc)', 'nvcc', 'dp', enabled=False, doc='DP version compiled by nvcc'),
    # The optimizations (enabled once their PARAMS env names exist):
    Variant('DP+T', 'dpopt', 'dp', opts='T'),
    Variant('DP+C', 'dpopt', 'dp', opts='C'),
    Variant('DP+A', 'dpopt', 'dp', opts='A'),
    Variant('DP+T+C', 'dpopt', 'dp', opts='TC'),
    Variant('DP+T+A', 'dpopt', 'dp', opts='TA'),
    Variant('DP+C+A', 'dpopt', 'dp', opts='CA'),
    Variant('DP+T+C+A', 'dpopt', 'dp', opts='TCA'),
]
BASELINE, DPBASE, AGGBASE, FULL = 'No-DP', 'DP', 'DP+A', 'DP+T+C+A'

# ------------------------------------------------------------- benchmarks --
# group 'main': the paper's Fig. 9 datasets; 'low': the road graph (Fig. 12).
APP_ROWS = {'bfs': ['BFS'], 'sssp': ['SSSP'], 'mst': ['MSTF', 'MSTV'], 'tc': ['TC'],
            'sp': ['SP'], 'bt': ['BT']}
BENCHMARKS = [
    ('bfs', 'kron', 'main'), ('bfs', 'cnr', 'main'), ('bfs', 'road', 'low'),
    ('bt', 't32c16', 'main'), ('bt', 't2048c64', 'main'),
    ('mst', 'kron', 'main'), ('mst', 'cnr', 'main'), ('mst', 'road', 'low'),
    ('sp', 'rand3', 'main'), ('sp', 'sat5', 'main'),
    ('sssp', 'kron', 'main'), ('sssp', 'cnr', 'main'), ('sssp', 'road', 'low'),
    ('tc', 'kron', 'main'), ('tc', 'cnr', 'main'), ('tc', 'road', 'low'),
]
# Fig. 11: time against threshold per aggregation granularity, on one
# dataset per benchmark, at the best coarsening factor found.
FIG11_DATASET = {'bfs': 'kron', 'sssp': 'kron', 'mst': 'kron', 'tc': 'kron', 'sp': 'sat5', 'bt': 't2048c64'}


def sweep_points(variant, mode):
    """Parameter points to run for a variant: 'default' = the shipped
    defaults only; 'grid' = the full cross product; 'coordinate' is done
    adaptively by run.py (it needs results)."""
    if not variant.params:
        return [{}]
    if mode == 'grid':
        names = variant.params
        return [dict(zip(names, vals)) for vals in itertools.product(*(PARAMS[p]['sweep'] for p in names))]
    return [variant.default_point()]


def sweep_order(param):
    """The sweep values of a parameter, nearest its default first (numbers
    by log distance), so that a sweep cut short has covered the middle."""
    spec = PARAMS[param]
    vals = list(spec['sweep'])
    d = spec['default']
    if isinstance(d, (int, float)) and d > 0 and all(isinstance(v, (int, float)) and v > 0 for v in vals):
        import math
        return sorted(vals, key=lambda v: (abs(math.log(v / d)), v))
    if d in vals:
        i = vals.index(d)
        return sorted(vals, key=lambda v: abs(vals.index(v) - i))
    return vals


def format_point(point):
    return ';'.join(f'{k}={v}' for k, v in sorted(point.items()))


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
            print(f'{v.name:12s} build={v.build:6s} impl={v.impl:5s} {state:40s} {v.doc}')
