#!/usr/bin/env python3
"""dpfuzz: generator of random, self-checking CUDA dynamic-parallelism programs.

    dpfuzz.py --seed N [-o FILE] [--emu]

Writes one CUDA program (dpfuzz_N.cu) to FILE (default: stdout). The same seed
gives the same program, byte for byte (Python 3 standard library only; the
generator uses nothing but random.Random(seed)).

The program launches parent kernels from the host; parent threads launch child
grids from device code (in loops, branches, __device__ helpers ...), children
may launch grandchildren. Every child work item
  - stores its value into its own slot (lost items show),
  - atomically increments the slot's counter (duplicates show),
  - adds its value to a checksum: a 64-bit one, or (a kernel's sum_mode
    'atomic32', since v13) a 32-bit one, which DPOpt's SerialAtomics can keep
    in a register over a child run serially (the slot's counter add, of the
    same width, commutes with it; a 64-bit add does not).
The host computes every expected value itself (same __host__ __device__ hash
functions, no GPU reference) and prints exactly one line:
  PASS dpfuzz_N ms=... slots=... launches=...                 (exit 0)
  FAIL dpfuzz_N missing=N dup=N wrong=N stray=N ...           (exit 1)
  FAIL dpfuzz_N cuda_error=NAME(CODE) line=L                  (exit 1)
Built with DPOpt (dpagg.h on the include path: scripts/dpopt-clang++), a
program given FZ_SETTINGS="S1 S2 ..." (run.sh's settings: default, VAR=V,
several joined by '+') runs once per setting in one process, each after
clearing DPOpt's run-time parameters and setting the setting's through
dpagg.h's API, and prints one line per setting, PASS/FAIL dpfuzz_N@S ...;
the exit status is 1 when any failed (run.sh --in-process).

--emu writes a variant of the same program for the CPU emulator fz_emu.h
(test/fuzz/emu-check.sh): device launches become calls of fz_emu_launch, so
that the generator's expectations can be checked without a GPU.
"""
import argparse
import random
import sys

MASK = 0xFFFFFFFF
# Bumped whenever the programs generated for a seed change.
GEN_VERSION = 13


def mix(x):
    """Python mirror of fz_mix (used to size the programs)."""
    x &= MASK
    x ^= x >> 16
    x = (x * 0x7FEB352D) & MASK
    x ^= x >> 15
    x = (x * 0x846CA68B) & MASK
    x ^= x >> 16
    return x


# --------------------------------------------------------------------------
# Argument types passed by value to children: tag, C type, definition (or ''),
# tags it depends on, body of fz_make_<tag>(unsigned k), body of
# fz_hash(const T &x) (or by value for scalars), size in bytes (approx.).
# --------------------------------------------------------------------------
class ArgType:
    def __init__(self, tag, ctype, defn, deps, make, hsh, size, byref=False):
        self.tag, self.ctype, self.defn, self.deps = tag, ctype, defn, deps
        self.make, self.hash, self.size, self.byref = make, hsh, size, byref


def _big(n):
    return ArgType(
        'big%d' % n, 'FzBig%d' % n, 'struct FzBig%d { unsigned w[%d]; };' % (n, n), [],
        'FzBig%d r; for (int q = 0; q < %d; ++q) r.w[q] = k + (unsigned)q * 0x9e3779b9u; return r;' % (n, n),
        'unsigned h = 0x6b43u; for (int q = 0; q < %d; ++q) h = fz_comb(h, x.w[q]); return h;' % n,
        4 * n, True)


TYPES = [
    ArgType('schar', 'signed char', '', [], 'return (signed char)((int)(k % 255u) - 127);',
            'return (unsigned)(int)x * 2654435761u;', 1),
    ArgType('uchar', 'unsigned char', '', [], 'return (unsigned char)(k >> 5);',
            'return (unsigned)x + 0x100u;', 1),
    ArgType('short', 'short', '', [], 'return (short)((int)(k % 65535u) - 32767);',
            'return (unsigned)(int)x ^ 0x5555u;', 2),
    ArgType('ushort', 'unsigned short', '', [], 'return (unsigned short)(k * 40503u);',
            'return (unsigned)x * 3u;', 2),
    ArgType('int', 'int', '', [], 'return (int)(k ^ 0x80000000u);', 'return (unsigned)x;', 4),
    ArgType('uint', 'unsigned', '', [], 'return k * 3u + 1u;', 'return x ^ 0xa5a5a5a5u;', 4),
    ArgType('ll', 'long long', '', [],
            'return (long long)(((unsigned long long)k << 31) ^ (unsigned long long)(k * 7u)) - 0x100000000LL;',
            'return (unsigned)((unsigned long long)x ^ ((unsigned long long)x >> 32));', 8),
    ArgType('ull', 'unsigned long long', '', [],
            'return ((unsigned long long)k << 32) | (unsigned long long)(k ^ 0xdeadbeefu);',
            'return (unsigned)(x >> 29) ^ (unsigned)x;', 8),
    ArgType('float', 'float', '', [], 'return (float)((int)(k % 4001u) - 2000) * 0.25f;',
            'return (unsigned)(int)(x * 4.0f) + 7u;', 4),
    ArgType('double', 'double', '', [],
            'return (double)((long long)(k % 1000003u) - 500000) * 0.0625 + (double)(k >> 28) * 1048576.0;',
            'return (unsigned)(long long)(x * 16.0);', 8),
    ArgType('bool', 'bool', '', [], 'return ((k >> 7) & 1u) != 0;',
            'return x ? 0x9e3779b9u : 0x7f4a7c15u;', 1),
    ArgType('color', 'FzColor', 'enum FzColor { FZ_RED = 3, FZ_GREEN = 17, FZ_BLUE = 250 };', [],
            'unsigned m = k % 3u; return m == 0u ? FZ_RED : (m == 1u ? FZ_GREEN : FZ_BLUE);',
            'return (unsigned)x * 77u + 1u;', 4),
    ArgType('small', 'FzSmall', 'enum class FzSmall : short { A = -7, B = 0, C = 12345 };', [],
            'unsigned m = (k >> 3) % 3u; return m == 0u ? FzSmall::A : (m == 1u ? FzSmall::B : FzSmall::C);',
            'return (unsigned)(int)(short)x * 5u + 3u;', 2),
    ArgType('tiny', 'FzTiny', 'enum class FzTiny : signed char { P = -1, Q = 5, R = 100 };', [],
            'unsigned m = (k >> 9) % 3u; return m == 0u ? FzTiny::P : (m == 1u ? FzTiny::Q : FzTiny::R);',
            'return (unsigned)(int)(signed char)x * 11u + 5u;', 1),
    ArgType('wide', 'FzWide',
            'enum class FzWide : unsigned long long { X = 1ull, Y = 0x123456789abcull, Z = 0xfedcba9876543210ull };', [],
            'unsigned m = (k >> 5) % 3u; return m == 0u ? FzWide::X : (m == 1u ? FzWide::Y : FzWide::Z);',
            'unsigned long long v = (unsigned long long)x; return ((unsigned)(v >> 32) * 3u) ^ (unsigned)v;', 8),
    ArgType('mixed', 'FzMixed', 'struct FzMixed { signed char c; double d; short s; int i; bool b; };', [],
            'FzMixed r; r.c = (signed char)(k & 0x7fu); r.d = (double)(k % 10007u) * 0.5; '
            'r.s = (short)(k >> 17); r.i = (int)(k * 2654435761u); r.b = (k & 2u) != 0; return r;',
            'unsigned h = fz_comb(0x31u, (unsigned)(int)x.c); h = fz_comb(h, (unsigned)(long long)(x.d * 2.0)); '
            'h = fz_comb(h, (unsigned)(int)x.s); h = fz_comb(h, (unsigned)x.i); return fz_comb(h, x.b ? 1u : 2u);',
            24, True),
    ArgType('nested', 'FzNested',
            'struct FzNested { FzMixed m; signed char tag; float f[3]; unsigned long long w; };', ['mixed'],
            'FzNested r; r.m = fz_make_mixed(k ^ 0x55u); r.tag = (signed char)(k >> 24); '
            'for (int q = 0; q < 3; ++q) r.f[q] = (float)(int)((k >> (q * 4)) & 0xfffu) - 100.0f; '
            'r.w = ((unsigned long long)k << 20) + 17ull; return r;',
            'unsigned h = fz_hash(x.m); h = fz_comb(h, (unsigned)(int)x.tag); '
            'for (int q = 0; q < 3; ++q) h = fz_comb(h, (unsigned)(int)x.f[q]); return fz_comb(h, (unsigned)(x.w >> 7));',
            48, True),
    ArgType('arr', 'FzArr', 'struct FzArr { int a[5]; unsigned char b[3]; };', [],
            'FzArr r; for (int q = 0; q < 5; ++q) r.a[q] = (int)(k * (unsigned)(q + 3)); '
            'for (int q = 0; q < 3; ++q) r.b[q] = (unsigned char)(k >> (8 * q)); return r;',
            'unsigned h = 0x77u; for (int q = 0; q < 5; ++q) h = fz_comb(h, (unsigned)x.a[q]); '
            'for (int q = 0; q < 3; ++q) h = fz_comb(h, x.b[q]); return h;', 24, True),
    ArgType('al16', 'FzAl16', 'struct __align__(16) FzAl16 { float x; int y; signed char z; };', [],
            'FzAl16 r; r.x = (float)(k & 0xffffu) * 0.5f; r.y = -(int)(k >> 4); r.z = (signed char)(k % 97u); return r;',
            'unsigned h = fz_comb(0x16u, (unsigned)(int)(x.x * 2.0f)); h = fz_comb(h, (unsigned)x.y); '
            'return fz_comb(h, (unsigned)(int)x.z);', 16, True),
    ArgType('flags', 'FzFlags', 'struct FzFlags { bool on; FzColor c; unsigned short q; FzSmall s; };',
            ['color', 'small'],
            'FzFlags r; r.on = (k & 1u) != 0; r.c = fz_make_color(k >> 1); r.q = (unsigned short)(k >> 11); '
            'r.s = fz_make_small(k >> 2); return r;',
            'unsigned h = fz_comb(0xf1u, x.on ? 3u : 4u); h = fz_comb(h, fz_hash(x.c)); h = fz_comb(h, (unsigned)x.q); '
            'return fz_comb(h, fz_hash(x.s));', 12, True),
    ArgType('pairdf', 'FzPairDF', 'struct FzPairDF { double a; float b; };', [],
            'FzPairDF r; r.a = (double)(int)(k % 100000u) * 0.125; r.b = (float)(k >> 20) + 0.5f; return r;',
            'return fz_comb((unsigned)(long long)(x.a * 8.0), (unsigned)(int)(x.b * 2.0f));', 16, True),
    ArgType('empty', 'FzEmpty', 'struct FzEmpty {};', [], '(void)k; return FzEmpty();',
            '(void)x; return 0x1234u;', 1, True),
    _big(24),
    _big(100),
    ArgType('float4', 'float4', '', [],
            'return make_float4((float)(k & 255u), -1.5f, (float)(k >> 24), 0.25f);',
            'unsigned h = fz_comb((unsigned)(int)x.x, (unsigned)(int)(x.y * 4.0f)); '
            'h = fz_comb(h, (unsigned)(int)x.z); return fz_comb(h, (unsigned)(int)(x.w * 4.0f));', 16, True),
    ArgType('double2', 'double2', '', [],
            'return make_double2((double)(int)(k % 65521u) * 0.25, -(double)(k >> 16));',
            'return fz_comb((unsigned)(long long)(x.x * 4.0), (unsigned)(long long)x.y);', 16, True),
    ArgType('int3', 'int3', '', [], 'return make_int3((int)k, -(int)(k >> 3), 7);',
            'return fz_comb(fz_comb((unsigned)x.x, (unsigned)x.y), (unsigned)x.z);', 12, True),
    ArgType('short2', 'short2', '', [], 'return make_short2((short)(k & 0x7fffu), (short)-(int)(k >> 20));',
            'return fz_comb((unsigned)(int)x.x, (unsigned)(int)x.y);', 4, True),
    ArgType('uchar4', 'uchar4', '', [],
            'return make_uchar4((unsigned char)k, (unsigned char)(k >> 8), (unsigned char)(k >> 16), (unsigned char)(k >> 24));',
            'return fz_comb(fz_comb(x.x, x.y), fz_comb(x.z, x.w));', 4, True),
]
TYPE_BY_TAG = {t.tag: t for t in TYPES}
SCALAR_TAGS = ['schar', 'uchar', 'short', 'ushort', 'int', 'uint', 'll', 'ull', 'float', 'double', 'bool',
               'color', 'small', 'tiny', 'wide']
STRUCT_TAGS = ['mixed', 'nested', 'arr', 'al16', 'flags', 'pairdf', 'empty', 'big24', 'big100',
               'float4', 'double2', 'int3', 'short2', 'uchar4']

# Child bodies whose serial runs DPOpt spreads over a warp (no barrier,
# warp operation or shared memory).
SPREAD_BODIES = ['x1d', 'lin', 'stride', 'loop2']
STREAM_C = {'null': None, 'zero': '0', 'pt': 'cudaStreamPerThread', 'tail': 'cudaStreamTailLaunch',
            'faf': 'cudaStreamFireAndForget', 'user': 'us_', 'luser': None}
C1_SIZES = [1, 2, 7, 31, 32, 33, 64, 96, 100, 128, 192, 256, 320, 512, 640, 1000, 1024]
C3_SIZES = [(8, 4, 1), (16, 2, 2), (4, 4, 4), (32, 2, 1), (8, 8, 2), (16, 16, 1), (8, 8, 8), (32, 32, 1),
            (10, 10, 1), (3, 5, 7), (2, 2, 2), (64, 1, 16), (1, 1, 64), (4, 8, 4), (2, 16, 2), (6, 6, 6)]


def is_pow2(x):
    return x > 0 and (x & (x - 1)) == 0


def log2(x):
    return x.bit_length() - 1


# --------------------------------------------------------------------------
# Size functions of parent launch sites (C body + Python mirror).
# --------------------------------------------------------------------------
class SizeFn:
    def __init__(self, rng, maxn):
        # min1 (v10): the size is at least 1 (emitted as a wrapper around the
        # raw function): for unguarded launches whose geometry would have a
        # zero dimension at n = 0 in whole-warp parents (Gen.ww_site).
        self.min1 = False
        self.salt = rng.getrandbits(32)
        kinds = [('const', 8), ('uniform', 20), ('power', 30), ('power2', 12), ('modpat', 15), ('sparse', 15)]
        self.kind = wpick(rng, kinds)
        if self.kind == 'const':
            self.c = rng.choice([0, 1, 1, 2, 5, 31, 32, 64, 100, 256, 257, 1000, 1024, 4096])
            self.c = min(self.c, maxn)
        elif self.kind == 'uniform':
            self.m = rng.choice([1, 3, 8, 33, 100, 300, 1000, 3000])
            self.m = min(self.m, maxn)
        elif self.kind in ('power', 'power2'):
            self.a = rng.choice([64, 256, 1000, 4000, 20000, 60000])
            self.a = min(self.a, maxn)
            self.b = rng.choice([4, 16, 64, 256, 1024])
            self.cap = min(maxn, rng.choice([self.a, self.a, 2500, 15000]))
        elif self.kind == 'modpat':
            self.ma = rng.choice([1, 3, 7, 13])
            self.mb = rng.choice([0, 1, 5, 11])
            self.m = min(rng.choice([2, 5, 17, 33, 129, 700]), maxn + 1)
        else:
            self.d = rng.choice([2, 3, 5, 9])
            self.m = min(rng.choice([10, 100, 1000, 5000]), maxn)

    def c_body(self):
        k = self.kind
        if k == 'const':
            return '(void)j; (void)tid; (void)it; return %d;' % self.c
        if k == 'uniform':
            return '(void)tid; (void)it; return (int)(fz_mix(%uu ^ j) %% %du);' % (self.salt, self.m + 1)
        if k == 'power':
            return ('(void)tid; (void)it; unsigned h = fz_mix(%uu ^ j); '
                    'return (int)fz_umin(%du, %du / (1u + h %% %du));' % (self.salt, self.cap, self.a, self.b))
        if k == 'power2':
            return ('(void)tid; (void)it; unsigned h = fz_mix(%uu ^ j); unsigned a = %du / (1u + h %% %du); '
                    'return (int)fz_umin(%du, a / (1u + (h >> 16) %% %du));'
                    % (self.salt, self.a, self.b, self.cap, self.b))
        if k == 'modpat':
            return '(void)j; return (int)((tid * %du + it * %du) %% %du);' % (self.ma, self.mb, self.m)
        return ('(void)tid; (void)it; unsigned h = fz_mix(%uu ^ j); '
                'return h %% %du == 0u ? (int)((h >> 8) %% %du) + 1 : 0;' % (self.salt, self.d, self.m))

    def py(self, j, tid, it):
        v = self.py_raw(j, tid, it)
        return max(1, v) if self.min1 else v

    def py_raw(self, j, tid, it):
        k = self.kind
        if k == 'const':
            return self.c
        if k == 'uniform':
            return mix(self.salt ^ j) % (self.m + 1)
        if k == 'power':
            h = mix(self.salt ^ j)
            return min(self.cap, self.a // (1 + h % self.b))
        if k == 'power2':
            h = mix(self.salt ^ j)
            a = self.a // (1 + h % self.b)
            return min(self.cap, a // (1 + (h >> 16) % self.b))
        if k == 'modpat':
            return ((tid * self.ma + it * self.mb) & MASK) % self.m
        h = mix(self.salt ^ j)
        return ((h >> 8) % self.m) + 1 if h % self.d == 0 else 0


class Cond:
    """A condition on (tid, it): __host__ __device__ fz_condK(tid, it)."""

    def __init__(self, rng, pbs, bx, in_loop, ww=None):
        # ww (v10): (parent, in_helper) for a condition of a whole-warp
        # parent (gen_parent), written in the kernel (dev_test) so that every
        # lane of a warp decides it alike or so that it bounds the lanes'
        # consecutive indices: wbx blockIdx.x % m < k, wtx threadIdx.x < k,
        # wlin tid < k (tid >= k), warg (blockIdx.x + wk + it) % m < k with
        # wk a kernel argument, wld wt[blockIdx.x] % m < k with wt a table
        # the kernel gets; not warg or wld in a __device__ helper (in_helper),
        # which does not get the kernel's arguments.
        self.pbs = pbs
        self.bx = bx
        if ww is not None:
            P, in_helper = ww
            kinds = [('wbx', 25), ('wtx', 20), ('wlin', 15), ('true', 4)]
            if not in_helper:
                kinds += [('warg', 15), ('wld', 20)]
            self.kind = wpick(rng, kinds)
            self.gx = P.grid[0]
            if self.kind == 'wbx':
                self.m = rng.choice([2, 2, 3, 4, 5])
                self.k = rng.randrange(1, self.m)
            elif self.kind == 'wtx':
                cands = [k for k in [1, 8, 16, 31, 32, 33, 48, 64, 100, 160, 500] if k < pbs] or [1]
                self.k = rng.choice(cands)
            elif self.kind == 'wlin':
                self.k = rng.randrange(1, P.total + 1)
                self.ge = rng.random() < 0.3
            elif self.kind == 'warg':
                self.wk = P.wk
                self.m = rng.choice([2, 3, 4, 7])
                self.k = rng.randrange(1, self.m)
            elif self.kind == 'wld':
                self.ws = P.wsalt
                self.m = rng.choice([2, 3, 4, 8])
                self.k = rng.randrange(1, self.m)
            return
        # first: threadIdx.x == 0, written as such in device code (v6): the
        # block's first thread (one per row of a 2D/3D block).
        kinds = [('mod', 20), ('lane', 15), ('hash', 20), ('bit', 10), ('block', 10), ('true', 5),
                 ('first', 25)]
        if in_loop:
            kinds.append(('itlt', 15))
        self.kind = wpick(rng, kinds)
        if self.kind == 'mod':
            self.m = rng.choice([2, 3, 5, 16, 17])
            self.k = rng.randrange(1, self.m + 1)
        elif self.kind == 'lane':
            self.k = rng.choice([1, 2, 8, 16, 24, 31, 32])
        elif self.kind == 'hash':
            self.s = rng.getrandbits(32)
            self.k = rng.randrange(1, 9)
        elif self.kind == 'bit':
            self.s = rng.randrange(0, 8)
            self.b = rng.randrange(0, 2)
        elif self.kind == 'block':
            self.b = rng.randrange(0, 2)
        elif self.kind == 'itlt':
            self.m = rng.choice([2, 3, 4, 7])

    def c_body(self):
        k = self.kind
        # Whole-warp kinds: the host's mirror of the kernel's test (blocks of
        # a whole-warp parent are one-dimensional: threadIdx.x is tid % pbs,
        # blockIdx.x the linear block's x).
        bxe = '(tid / %du) %% %du' % (self.pbs, self.gx) if k[0] == 'w' else ''
        if k == 'wbx':
            return '(void)it; return %s %% %du < %du;' % (bxe, self.m, self.k)
        if k == 'wtx':
            return '(void)it; return tid %% %du < %du;' % (self.pbs, self.k)
        if k == 'wlin':
            return '(void)it; return tid %s %du;' % ('>=' if self.ge else '<', self.k)
        if k == 'warg':
            return 'return (%s + %uu + it) %% %du < %du;' % (bxe, self.wk, self.m, self.k)
        if k == 'wld':
            return '(void)it; return fz_mix(%uu ^ (%s)) %% %du < %du;' % (self.ws, bxe, self.m, self.k)
        if k == 'mod':
            return '(void)it; return tid %% %du < %du;' % (self.m, self.k)
        if k == 'lane':
            return '(void)it; return (tid & 31u) < %du;' % self.k
        if k == 'hash':
            return 'return fz_mix(tid * 977u + it * 131u + %uu) %% 8u < %du;' % (self.s, self.k)
        if k == 'bit':
            return '(void)it; return ((tid >> %d) & 1u) == %du;' % (self.s, self.b)
        if k == 'block':
            return '(void)it; return (tid / %du) %% 2u == %du;' % (self.pbs, self.b)
        if k == 'itlt':
            return 'return it < tid %% %du;' % self.m
        if k == 'first':
            return '(void)it; return tid %% %du %% %du == 0u;' % (self.pbs, self.bx)
        return '(void)tid; (void)it; return true;'

    def dev_test(self, it):
        """The kernel's own text of a whole-warp kind (it: the iteration)."""
        k = self.kind
        if k == 'wbx':
            return 'blockIdx.x %% %du < %du' % (self.m, self.k)
        if k == 'wtx':
            return 'threadIdx.x < %du' % self.k
        if k == 'wlin':
            return 'tid %s %du' % ('>=' if self.ge else '<', self.k)
        if k == 'warg':
            return '(blockIdx.x + wk + %s) %% %du < %du' % (it, self.m, self.k)
        if k == 'wld':
            return 'wt[blockIdx.x] %% %du < %du' % (self.m, self.k)
        return None

    def py(self, tid, it):
        k = self.kind
        if k[0] == 'w':
            bx = (tid // self.pbs) % self.gx
            if k == 'wbx':
                return bx % self.m < self.k
            if k == 'wtx':
                return tid % self.pbs < self.k
            if k == 'wlin':
                return tid >= self.k if self.ge else tid < self.k
            if k == 'warg':
                return ((bx + self.wk + it) & MASK) % self.m < self.k
            return mix(self.ws ^ bx) % self.m < self.k
        if k == 'mod':
            return tid % self.m < self.k
        if k == 'lane':
            return (tid & 31) < self.k
        if k == 'hash':
            return mix((tid * 977 + it * 131 + self.s) & MASK) % 8 < self.k
        if k == 'bit':
            return ((tid >> self.s) & 1) == self.b
        if k == 'block':
            return (tid // self.pbs) % 2 == self.b
        if k == 'itlt':
            return it < tid % self.m
        if k == 'first':
            return tid % self.pbs % self.bx == 0
        return True


def wpick(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.randrange(total)
    for v, w in pairs:
        if x < w:
            return v
        x -= w
    raise AssertionError


# --------------------------------------------------------------------------
# Kernels and launches
# --------------------------------------------------------------------------
class Kernel:
    pass


class Launch:
    """One launch statement: target kernel + variant, geometry, stream ..."""
    pass


class NestSpec:
    pass


# Parent statement tree nodes.
class Site:
    pass


class Loop:
    pass


class IfNode:
    pass


class RetNode:
    pass


class BrkNode:
    pass


class CallNode:
    pass


class SelfNode:
    pass


class Helper:
    pass


class Parent:
    pass


class Gen:
    def __init__(self, seed, emu=False, attempt=0):
        self.seed = seed
        self.emu = emu
        self.attempt = attempt
        # Attempt 0 uses the seed itself; later attempts (when a program came
        # out without any launch) a string derived from it.
        self.rng = random.Random(seed if attempt == 0 else 'dpfuzz/%d/%d' % (seed, attempt))
        # Inline assembly in children (v11) draws from a stream of its own,
        # so that the rest of a seed's program is what v10 made.
        self.asm_rng = random.Random('dpfuzz-asm/%d/%d' % (seed, attempt))
        # v13's checksum width, drawn apart for the same reason.
        self.sum_rng = random.Random('dpfuzz-sum32/%d/%d' % (seed, attempt))
        self.name = 'dpfuzz_%d' % seed
        self.kernels = []
        self.sites = []
        self.helpers = []
        self.conds = []
        self.used_types = set()
        self.features = set()
        self.nests = []
        self._in_item_fn = False

    # ---------------- random helpers ----------------
    def chance(self, p):
        return self.rng.random() < p

    # ---------------- types ----------------
    def use_type(self, tag):
        t = TYPE_BY_TAG[tag]
        for d in t.deps:
            self.use_type(d)
        self.used_types.add(tag)
        return t

    def random_type(self):
        r = self.rng
        if r.random() < 0.6:
            tag = r.choice(SCALAR_TAGS)
        else:
            tag = r.choice(STRUCT_TAGS)
        return self.use_type(tag)

    # ---------------- kernels ----------------
    def new_kernel(self, level, max_depth, creator=None, consumer=False, spread=False):
        """spread (v10): a child whose serial runs DPOpt can spread over a
        warp (for whole-warp parents): a plain body without barriers, warp
        operations or launches, and few argument bytes (at most 32 words
        of parameters in all)."""
        r = self.rng
        k = Kernel()
        k.id = len(self.kernels)
        k.level = level
        k.name = ('child%d' if level == 1 else 'grand%d' if level == 2 else 'great%d') % k.id
        k.body = wpick(r, [('x1d', 15), ('lin', 20), ('stride', 10), ('rows', 8), ('smem', 12), ('dsmem', 8),
                           ('smem_early', 5), ('warp', 12), ('loop2', 8)])
        # A consumer (since v9) reads what the launch before it in the same
        # stream wrote (see Site.consumer): a plain body, no nest.
        k.consumer = consumer
        if consumer:
            k.body = r.choice(['x1d', 'lin', 'stride', 'loop2'])
        elif spread and k.body not in SPREAD_BODIES:
            k.body = r.choice(SPREAD_BODIES)
        self.features.add('body-' + k.body)
        k.cap = 1024
        if k.body in ('smem', 'smem_early'):
            k.cap = r.choice([64, 128, 256, 512, 1024])
        k.bounds = 0
        if self.chance(0.35):
            k.bounds = r.choice([64, 128, 256, 512, 512, 1024, 1024])
            self.features.add('launch-bounds')
        # Blocks of more than 256 threads only for kernels that declare
        # launch bounds: clang -O0 code needs more registers than 65536 / 512
        # (the launch would fail without DPOpt as well); with bounds, ptxas
        # makes it fit.
        k.maxbs = min(k.cap, k.bounds or 256)
        k.early = k.body in ('x1d', 'lin', 'loop2') and self.chance(0.4)
        nargs = wpick(r, [(0, 15), (1, 25), (2, 25), (3, 15), (4, 10), (6, 10)])
        k.args = []
        size = 0
        for m in range(nargs):
            t = self.random_type()
            if size + t.size > (32 if spread else 900):
                continue
            size += t.size
            k.args.append(t)
        k.tmpl = wpick(r, [(None, 60), ('int', 25), ('type', 15)])
        if consumer or (spread and k.tmpl == 'type'):
            k.tmpl = None
        if k.tmpl:
            self.features.add('template-kernel')
        k.variants = []  # list of template arguments (int value or ArgType)
        k.reads_late = self.chance(0.2) and not consumer
        if k.reads_late:
            self.features.add('reads-parent-writes')
        k.sum_mode = 'atomic'
        if k.body == 'warp' and self.chance(0.5):
            k.sum_mode = 'warp'
        elif k.body in ('smem', 'dsmem', 'smem_early') and self.chance(0.4):
            k.sum_mode = 'block'
        # v13: a 32-bit checksum (from a stream of its own, so that the rest
        # of the program is v12's): with the slot's 32-bit counter the only
        # other atomic of the item, DPOpt's SerialAtomics can keep the adds
        # of a child run serially in a register.
        if k.sum_mode == 'atomic' and self.sum_rng.random() < 0.35:
            k.sum_mode = 'atomic32'
            self.features.add('checksum32')
        k.emit_style = r.choice(['helper', 'inline', 'helper'])
        k.val_helper = self.chance(0.25) and not consumer
        k.shfl_x = r.choice([1, 2, 4, 8, 16])
        k.smem_shift = r.choice(['rev', 1, 3, 17])
        k.nest = None
        k.item_fn = None
        k.items_est = 0.0
        # Inline assembly (v11): a one-dimensional body that reads its index
        # from %ctaid.x, %ntid.x and %tid.x (DPOpt must launch it as
        # written: a clone would read its own registers), or a key that
        # folds in reads of %globaltimer, %smid and %nsmid (timing code,
        # which DPOpt treats as nothing); not in children meant to spread
        # or to read what the launch before wrote.
        # v12: a dynamic-shared-memory body that folds in the size of its
        # launch's dynamic shared memory, read in assembly (`asm-smem`; an
        # aggregated block would have the largest of its records'). Its
        # launches all add the kernel's one padding (smem_pad) to its
        # buffer, so that the child knows what to expect.
        k.asm = None
        k.smem_pad = None
        if not consumer and not spread:
            a = self.asm_rng.random()
            if k.body == 'x1d' and a < 0.5:
                k.asm = 'geometry'
            elif k.body == 'dsmem' and a < 0.5:
                k.asm = 'smem'
                # From a itself: a draw of its own would shift the stream
                # for the kernels after it.
                k.smem_pad = [0, 4, 60, 1000][int(a * 8)]
            elif a > 0.9:
                k.asm = 'timer'
        if k.asm:
            self.features.add('asm-' + k.asm)
        self.kernels.append(k)
        # Self-recursion (a kernel whose items launch the kernel itself) at
        # levels 1 and 2, whatever max_depth: it ends by its depth (below).
        # Mutual recursion: a kernel made for the nest of `creator` (one
        # level up) launches the creator in turn.
        recursive = level <= 2 and not consumer and self.chance(0.12)
        mutual = not recursive and creator is not None and level <= 2 and self.chance(0.15)
        recursive = (recursive or mutual) and not spread
        if not consumer and not spread and (recursive or (level < max_depth and self.chance(0.65 if level == 1 else 0.45))):
            targets = [g for g in self.kernels if g.level == level + 1]
            if mutual:
                g = creator
            elif recursive:
                g = k
            elif targets and self.chance(0.25):
                g = r.choice(targets)
            else:
                g = self.new_kernel(level + 1, max_depth, creator=k)
            ns = NestSpec()
            ns.id = len(self.nests)
            self.nests.append(ns)
            ns.owner = k
            # A recursive launch is made while the instance's depth
            # (fz_rdepth of its key) is below rdepth (at most 6, so that
            # fz_rkey's depth fits its 3 bits): instances whose first key
            # is deeper already do not recurse.
            ns.recursive = recursive
            ns.rdepth = r.choice([1, 2, 3, 4, 6]) if recursive else 0
            if g.nest is not None and g.nest.launch.kernel is k:
                # g launches k back: both launches count the cycle's depth.
                ns.recursive = True
                ns.rdepth = g.nest.rdepth
                self.features.add('mutual-recursion')
            elif recursive:
                self.features.add('recursive-child')
            ns.launch = self.new_launch(g, level + 1, allow_user=self.chance(0.3))
            ns.gkind = r.choice(['uniform', 'power'])
            ns.rate = 1
            ns.gmax = 1
            k.nest = ns
            # The item's work (and its launch) in a __device__ function.
            k.item_fn = wpick(r, [(None, 60), ('inline', 20), ('__noinline__', 20)])
            if k.item_fn and k.bounds > 256:
                k.item_fn = '__forceinline__'  # see the parents' helpers
            if k.item_fn:
                self.features.add('launch-in-child-helper')
            self.features.add('nested-launch')
            if level + 1 >= 3 and not recursive:
                self.features.add('depth-3')
        k.spread = (k.body in SPREAD_BODIES and k.nest is None and not consumer and size <= 32
                    and k.tmpl != 'type')
        return k

    def variant_of(self, k):
        """Template arguments for one use of kernel k (returns the variant index)."""
        r = self.rng
        if k.tmpl is None:
            v = None
        elif k.tmpl == 'int':
            v = r.choice([0, 1, 3, -2, 7, 100])
        else:
            v = self.use_type(r.choice(['int', 'short', 'double', 'bool', 'mixed', 'al16', 'color', 'ull',
                                        'float4', 'wide']))
        for idx, old in enumerate(k.variants):
            if old is v or (isinstance(old, int) and isinstance(v, int) and old == v):
                return idx
        k.variants.append(v)
        return len(k.variants) - 1

    def new_launch(self, k, level, allow_user=True, loop_user=False, tail=True, flat=False):
        """flat: mostly a one-dimensional grid (a whole-warp parent's first
        site: a 2D/3D grid's `gx > 0 ? nb / gx : 0` is a branch each lane
        takes apart before the launch)."""
        r = self.rng
        L = Launch()
        L.kernel = k
        L.var = self.variant_of(k)
        body = k.body
        # Stream kind.
        kinds = [('null', 30), ('zero', 8), ('pt', 12), ('tail', 12 if tail else 0), ('faf', 20)]
        if allow_user:
            kinds.append(('user', 8))
        if loop_user:
            kinds.append(('luser', 25))
        L.stream = wpick(r, kinds)
        L.guard = wpick(r, [('none', 35), ('n', 55), ('nb', 10)])
        L.check = wpick(r, [('get', 45), ('peek', 10), ('none', 45)])
        if L.check != 'none':
            self.features.add('launch-check')
        L.args_style = r.choice(['inline', 'locals'])
        # Block.
        maxbs = k.maxbs
        L.block = None
        if body == 'rows':
            bx = r.choice([b for b in [8, 16, 32, 64, 100] if b <= maxbs] or [1])
            by = r.choice([b for b in [1, 2, 4, 8] if bx * b <= maxbs] or [1])
            L.block = ('rows', bx, by, r.choice([1, 2, 3]))
        else:
            opts = [('c1', 40), ('pow2', 15), ('min', 15)]
            if body != 'x1d':
                opts.append(('c3', 25))
                opts.append(('rt2', 10))
            while L.block is None:
                kind = wpick(r, opts)
                if kind == 'c1':
                    cands = [b for b in C1_SIZES if b <= maxbs and (body != 'warp' or b % 32 == 0)]
                    if cands:
                        L.block = ('c1', r.choice(cands))
                elif kind == 'c3':
                    cands = [d for d in C3_SIZES if d[0] * d[1] * d[2] <= maxbs and
                             (body != 'warp' or (d[0] * d[1] * d[2]) % 32 == 0)]
                    if cands:
                        L.block = ('c3',) + r.choice(cands)
                elif kind == 'pow2':
                    kmax = 1
                    while kmax < 4 and (32 << kmax) <= maxbs:
                        kmax += 1
                    if 32 <= maxbs:
                        L.block = ('pow2', kmax)
                elif kind == 'min':
                    cands = [c for c in [32, 64, 100, 128, 256, 1024] if c <= maxbs and
                             (body != 'warp' or c % 32 == 0)]
                    if cands:
                        L.block = ('min', r.choice(cands))
                elif kind == 'rt2':
                    if maxbs >= 512:
                        L.block = ('rt2',)
        L.nbform = wpick(r, [('ceil', 40), ('m1', 15), ('divmod', 15), ('shift', 15), ('float', 15)])
        if L.nbform == 'shift' and not (L.block[0] == 'c1' and is_pow2(L.block[1])):
            L.nbform = 'ceil'
        L.layout = ('1d',)
        if body not in ('x1d', 'rows'):
            lay = wpick(r, [('1d', 60), ('2d', 25), ('3d', 15)])
            if flat and self.chance(0.75):
                lay = '1d'
            if lay == '2d':
                L.layout = ('2d', r.choice([1, 4, 7, 32]))
            elif lay == '3d':
                L.layout = ('3d', r.choice([2, 4, 5]), r.choice([2, 3, 4]))
        if L.layout[0] != '1d':
            self.features.add('grid-' + L.layout[0])
        L.stride_cap = r.choice([1, 2, 4, 13, 64]) if body == 'stride' else 0
        L.shmem_pad = 0
        if body == 'dsmem':
            L.shmem_pad = r.choice([0, 0, 4, 60, 1000])
            if k.smem_pad is not None:
                L.shmem_pad = k.smem_pad
        elif self.chance(0.08):
            L.shmem_pad = r.choice([16, 256, 2048])
            self.features.add('unused-dynamic-smem')
        if L.guard == 'none':
            self.features.add('unguarded-launch')
        return L

    # ---------------- parents ----------------
    def gen_parent(self, pid, max_depth):
        r = self.rng
        P = Parent()
        P.id = pid
        P.name = 'parent%d' % pid
        # A whole-warp parent (v10): every branch on the way to its launches
        # is decided alike by the lanes of a warp (blockIdx.x, the kernel's
        # own scalar arguments, a global table read at blockIdx.x, loops of
        # constant trip count) or bounds the thread's consecutive index
        # (`tid < act`, `threadIdx.x < k`); its blocks are one-dimensional,
        # and most of its launches unguarded. DPOpt's thresholding spreads
        # the serialized children of such a site at the launch instead of
        # holding them for the thread's exit (reachedByWholeWarps): this
        # fuzzes that decision. See Gen.ww_site.
        P.ww = self.chance(0.35)
        if P.ww or self.chance(0.6):
            P.block = (r.choice([1, 32, 33, 64, 96, 100, 128, 200, 256, 512, 1024]), 1, 1)
        else:
            P.block = r.choice([(32, 4, 1), (16, 16, 1), (8, 8, 8), (4, 4, 4), (32, 32, 1), (16, 8, 2),
                                (64, 2, 1), (10, 3, 3)])
        P.bs = P.block[0] * P.block[1] * P.block[2]
        if P.bs == 1024:
            self.features.add('parent-1024')
        want_threads = r.choice([1, 32, 100, 256, 1000, 2048, 4096, 10000, 30000])
        nb = max(1, min(200, (want_threads + P.bs - 1) // P.bs))
        lay = r.choice(['1d', '1d', '2d', '3d'])
        if lay == '1d' or nb < 4:
            P.grid = (nb, 1, 1)
        elif lay == '2d':
            gx = r.choice([2, 3, 4])
            P.grid = (gx, (nb + gx - 1) // gx, 1)
        else:
            P.grid = (2, 2, max(1, (nb + 3) // 4))
        P.total = P.grid[0] * P.grid[1] * P.grid[2] * P.bs
        P.tmpl = r.choice([None, None, None, 5, -1])
        P.smem = self.chance(0.15)
        # More than 256 threads: always with launch bounds (see the kernels).
        P.bounds = P.bs > 256 or self.chance(0.2)
        P.extra = self.random_type() if self.chance(0.3) else None
        for f, on in (('parent-smem', P.smem), ('parent-launch-bounds', P.bounds), ('parent-by-value-arg', P.extra),
                      ('parent-template', P.tmpl is not None), ('parent-3d-grid', P.grid[2] > 1)):
            if on:
                self.features.add(f)
        P.salt = r.getrandbits(32)
        P.guard_style = r.choice(['return', 'return', 'wrap'])
        # Whole-warp parents: the active-thread bound is a scalar kernel
        # argument (`act`; Params is passed by value, which DPOpt does not
        # take for the same in every lane), and so are wk and the table wt
        # (wt[b] = fz_mix(wsalt ^ b), one per blockIdx.x) their conditions
        # read. Half of them have no bound at all (noguard: plan_budget cuts
        # their grid to the blocks the active threads fill; a launch at the
        # top of the kernel is then reached by whole warps at -O0 too, where
        # tid lives in memory), half the others stop short of the grid's
        # last thread (maxactive), so that a warp is split.
        P.maxactive = P.total
        P.noguard = False
        P.wk = P.wsalt = 0
        P.first_site = True
        P.unordered = False
        if P.ww:
            self.features.add('whole-warp-parent')
            P.noguard = self.chance(0.5)
            if not P.noguard and P.total > 32 and self.chance(0.5):
                P.maxactive = P.total - r.randrange(1, 32)
            P.wk = r.getrandbits(32)
            P.wsalt = r.getrandbits(32)
            # All its launches into cudaStreamFireAndForget (see new_site).
            P.unordered = self.chance(0.3)
        self.cur_parent = P
        # Sites.
        P.nsites_target = wpick(r, [(1, 20), (2, 30), (3, 25), (4, 15), (6, 10)])
        P.sites_left = P.nsites_target
        P.self_used = False
        body = []
        while P.sites_left > 0:
            body.extend(self.gen_block(P, depth=0, loops=[], in_helper=None, no_ret=False, luser=None, nlocal=0))
        P.body = body
        return P

    def gen_block(self, P, depth, loops, in_helper, no_ret, luser, nlocal):
        r = self.rng
        out = []
        nstmt = r.randrange(1, 4)
        for _ in range(nstmt):
            if P.sites_left <= 0:
                break
            # A whole-warp parent's first statement is mostly a site: under
            # uniform control, the first launch of a kernel is the one
            # DPOpt's test can find reached by whole warps (a later one, or
            # one in a loop, has an earlier launch's parameter-buffer check
            # on the way).
            first = P.ww and P.first_site and depth == 0 and in_helper is None
            choices = [('site', 300 if first else 40)]
            if len(loops) < 2:
                choices.append(('loop', 25))
            if depth < 3:
                choices.append(('if', 15))
                if in_helper is None and len(self.helpers) < 4:
                    choices.append(('call', 10))
            if not no_ret:
                choices.append(('ret', 6))
            if nlocal > 0:
                choices.append(('brk', 6))
            if depth == 0 and in_helper is None and not loops and not P.self_used:
                choices.append(('self', 5))
            kind = wpick(r, choices)
            if kind == 'site':
                out.append(self.new_site(P, loops, in_helper, luser))
            elif kind == 'loop':
                lp = Loop()
                lp.var = 'it%d' % len(loops)
                lp.form = wpick(r, [('for', 60), ('while', 20), ('dowhile', 20)])
                if P.ww:
                    # Trip counts the same in every lane.
                    bk = wpick(r, [('const', 75), ('outer', 25 if loops else 0)])
                else:
                    bk = wpick(r, [('const', 50), ('mod', 25), ('hash', 15), ('outer', 10 if loops else 0)])
                if bk == 'const':
                    lp.bound = ('const', r.choice([1, 2, 3, 4, 8]))
                    lp.max = lp.bound[1]
                elif bk == 'mod':
                    lp.bound = ('mod', r.choice([2, 3, 5]))
                    lp.max = lp.bound[1]
                elif bk == 'hash':
                    lp.bound = ('hash', r.getrandbits(32), r.choice([1, 2, 4]))
                    lp.max = lp.bound[2]
                else:
                    lp.bound = ('outer', loops[-1].max)
                    lp.max = loops[-1].max
                lp.unroll = lp.form == 'for' and lp.bound[0] == 'const' and self.chance(0.3)
                lp.luser = None
                # Not in whole-warp parents: a stream created before a loop
                # is a user stream, and its calls into the device runtime
                # keep DPOpt from running any of the kernel's children
                # serially (SerialWorkSafety).
                if in_helper is None and not P.ww and self.chance(0.15):
                    lp.luser = 'lus%d' % len(loops)
                    self.features.add('loop-user-stream')
                self.features.add('loop-' + lp.form)
                lp.body = self.gen_block(P, depth + 1, loops + [lp], in_helper,
                                         no_ret or lp.luser is not None, lp.luser or luser, nlocal + 1)
                out.append(lp)
            elif kind == 'if':
                nd = IfNode()
                nd.cond = self.new_cond(P, loops, in_helper)
                nd.then = self.gen_block(P, depth + 1, loops, in_helper, no_ret, luser, nlocal)
                nd.els = (self.gen_block(P, depth + 1, loops, in_helper, no_ret, luser, nlocal)
                          if self.chance(0.4) else [])
                self.features.add('divergent-branch')
                out.append(nd)
            elif kind == 'call':
                h = Helper()
                h.id = len(self.helpers)
                self.helpers.append(h)
                h.name = 'helper%d' % h.id
                h.tmpl = r.choice([None, None, 2, 9])
                h.inl = r.choice(['inline', '__noinline__', '__forceinline__', ''])
                if P.ww and h.inl == '__noinline__':
                    # Its launches would stay out of the kernel, where none
                    # of the kernel's children can run serially.
                    h.inl = '__forceinline__'
                if P.bounds and P.bs > 256:
                    # A call from a kernel whose launch bounds allow < 255
                    # registers fails at ptxas/nvlink when the callee needs
                    # more, and clang -O0 calls every non-forced-inline
                    # function (nvcc inlines them).
                    h.inl = '__forceinline__'
                h.loops = list(loops)
                h.body = self.gen_block(P, depth + 1, loops, h, False, None, 0)
                h.parent = P
                h.loops = list(loops)
                nd = CallNode()
                nd.helper = h
                self.features.add('device-helper')
                if h.tmpl is not None:
                    self.features.add('template-helper')
                out.append(nd)
            elif kind == 'ret':
                nd = RetNode()
                nd.cond = self.new_cond(P, loops, in_helper)
                self.features.add('early-return')
                out.append(nd)
            elif kind == 'brk':
                nd = BrkNode()
                nd.cond = self.new_cond(P, loops, in_helper)
                nd.kind = 'break'
                if loops[-1].form != 'while' and self.chance(0.5):
                    nd.kind = 'continue'
                out.append(nd)
            elif kind == 'self':
                P.self_used = True
                self.features.add('parent-items')
                out.append(SelfNode())
        return out

    def new_cond(self, P, loops, in_helper=None):
        ww = (P, in_helper is not None) if P.ww else None
        c = Cond(self.rng, P.bs, P.block[0], bool(loops), ww)
        if P.ww:
            self.features.add('uniform-branch-' + c.kind)
        c.id = len(self.conds)
        self.conds.append(c)
        return c

    def new_site(self, P, loops, in_helper, luser):
        r = self.rng
        s = Site()
        s.id = len(self.sites)
        self.sites.append(s)
        P.sites_left -= 1
        l1 = [k for k in self.kernels if k.level == 1 and not k.consumer]
        # Whole-warp parents (v10) launch mostly children DPOpt spreads over
        # the warp, so that the spread's decision is made at their sites
        # (most of all at the first, see gen_block), and make no tail
        # launches (a launch that stays at its site, as a tail launch does,
        # keeps every child of the kernel from running serially).
        spread = P.ww and self.chance(0.8 if P.first_site else 0.5)
        if spread:
            l1 = [k for k in l1 if k.spread]
        if l1 and (len(l1) >= 4 or self.chance(0.5)):
            k = r.choice(l1)
        else:
            k = self.new_kernel(1, self.max_depth, spread=spread)
        s.launch = self.new_launch(k, 1, allow_user=True, loop_user=luser is not None, tail=not P.ww,
                                   flat=P.ww and P.first_site)
        if P.ww and s.launch.stream != 'luser' and (P.unordered or (P.first_site and self.chance(0.5))):
            # Unordered with the thread's other launches: DPOpt can run it
            # serially without -dpopt-assume-independent-launches too (-O0,
            # programs with dependent launches), where a launch into a
            # default stream that the thread follows with another stays at
            # its site, and then no child of the kernel runs serially.
            s.launch.stream = 'faf'
        L = s.launch
        if P.ww and P.first_site and P.noguard and L.block[0] == 'min' and self.chance(0.6):
            # A constant block: at -O0, min(n, C) is a branch before the
            # launch that each lane takes apart.
            cands = [b for b in C1_SIZES if b <= k.maxbs and (k.body != 'warp' or b % 32 == 0)]
            if cands:
                L.block = ('c1', r.choice(cands))
        s.luser = luser
        # A dependent pair (since v9): after the launch, the same thread
        # launches a consumer into the same stream, the block's NULL stream,
        # which starts after the first grid and all its work, and reads
        # every slot that grid's items wrote. Built without
        # -dpopt-assume-independent-launches (build.sh).
        s.consumer = None
        if not (P.ww and P.unordered) and self.chance(0.08):
            if s.launch.stream not in ('null', 'zero'):
                s.launch.stream = r.choice(['null', 'zero'])
            cons = [c for c in self.kernels if c.consumer]
            kc = r.choice(cons) if cons and self.chance(0.4) else self.new_kernel(1, self.max_depth, consumer=True)
            s.consumer = self.new_launch(kc, 1, allow_user=False)
            s.consumer.stream = s.launch.stream
            s.consumer.guard = 'n'
            self.features.add('dependent-launches')
        s.size = SizeFn(r, 60000)
        if P.ww:
            self.ww_site(s, P)
        s.table = self.chance(0.4)
        if s.table:
            self.features.add('size-from-table')
        s.loops = list(loops)
        s.max = 1
        for lp in loops:
            s.max *= lp.max
        s.salt = r.getrandbits(32)
        s.helper = in_helper
        s.parent = P
        s.instances = 0
        s.items = 0
        return s

    def ww_site(self, s, P):
        """A site of a whole-warp parent (v10): mostly unguarded (a guard
        `n > 0` is a branch each lane decides apart), and then never with a
        zero dimension (an invalid launch): either its grid is (n-1)/b+1
        over a block of fixed size, which launches one block of no work at
        n = 0 (the children's own `i < n` tests), or its size is at least 1
        (SizeFn.min1; a `min(n, C)` block or a rows grid is 0 at n = 0)."""
        r = self.rng
        L = s.launch
        P.first_site = False
        if not self.chance(0.75):
            return
        L.guard = 'none'
        fixed = L.block[0] in ('c1', 'c3', 'pow2', 'rt2')
        if fixed and L.nbform != 'm1' and self.chance(0.35):
            L.nbform = 'm1'
        if not (fixed and L.nbform == 'm1'):
            s.size.min1 = True
        self.features.add('unguarded-launch')
        self.features.add('whole-warp-unguarded-launch')

    # ---------------- simulation (budget) ----------------
    def simulate(self, P, tid):
        """Runs the parent tree for one thread; returns a list of (site, n)."""
        res = []
        salt = 0

        class Ret(Exception):
            pass

        class Brk(Exception):
            pass

        class Cont(Exception):
            pass

        def it_of(loops, env):
            it = 0
            for lp in loops:
                it = it * lp.max + env[lp.var]
            return it

        def run(stmts, env, loops):
            for st in stmts:
                if isinstance(st, Site):
                    it = it_of(st.loops, env)
                    j = (tid * st.max + it) & MASK
                    res.append((st, st.size.py(j, tid, it)))
                elif isinstance(st, Loop):
                    nl = loops + [st]
                    b = st.bound
                    if b[0] == 'const':
                        bound = b[1]
                    elif b[0] == 'mod':
                        bound = 1 + tid % b[1]
                    elif b[0] == 'hash':
                        bound = mix(tid ^ b[1]) % (b[2] + 1)
                    else:
                        bound = env[loops[-1].var] + 1
                    v = 0
                    while True:
                        if st.form != 'dowhile' and not v < bound:
                            break
                        env[st.var] = v
                        try:
                            run(st.body, env, nl)
                        except Brk:
                            break
                        except Cont:
                            pass
                        v += 1
                        if st.form == 'dowhile' and not v < bound:
                            break
                    env.pop(st.var, None)
                elif isinstance(st, IfNode):
                    if st.cond.py(tid, it_of(loops, env)):
                        run(st.then, env, loops)
                    else:
                        run(st.els, env, loops)
                elif isinstance(st, RetNode):
                    if st.cond.py(tid, it_of(loops, env)):
                        raise Ret()
                elif isinstance(st, BrkNode):
                    if st.cond.py(tid, it_of(loops, env)):
                        raise Brk() if st.kind == 'break' else Cont()
                elif isinstance(st, CallNode):
                    try:
                        run(st.helper.body, env, loops)
                    except Ret:
                        pass
        try:
            run(P.body, {}, [])
        except Ret:
            pass
        return res

    # ---------------- whole program ----------------
    def generate(self):
        r = self.rng
        self.max_depth = wpick(r, [(1, 40), (2, 40), (3, 20)])
        self.launch_budget = int(wpick(r, [(150, 15), (600, 25), (1800, 30), (5000, 20), (12000, 10)]))
        self.item_budget = int(wpick(r, [(20000, 20), (100000, 35), (400000, 35), (1200000, 10)]))
        self.reps = wpick(r, [(1, 40), (2, 35), (3, 25)])
        self.host_streams = wpick(r, [(0, 60), (2, 40)]) if self.reps > 1 else 0
        if self.host_streams:
            self.features.add('concurrent-host-streams')
        if self.reps > 1:
            self.features.add('repeated-host-launch')
        nparents = wpick(r, [(1, 80), (2, 20)])
        self.parents = [self.gen_parent(p, self.max_depth) for p in range(nparents)]
        self.plan_budget()
        for P in self.parents:
            if P.ww and P.noguard and P.active == P.total:
                self.features.add('parent-unbounded')
            if P.ww and P.active % 32 != 0:
                self.features.add('parent-split-warp')
        # Raise the pending-launch limit even when it is not needed.
        self.limit_always = self.chance(0.2)
        if self.limit_always:
            self.features.add('pending-limit-set')
        if sum(P.est_launches for P in self.parents) == 0:
            return None
        return self.emit()

    def plan_budget(self):
        """Chooses the active threads of each parent and the nesting rates."""
        rng = self.rng
        per_parent_l = self.launch_budget // len(self.parents)
        per_parent_i = self.item_budget // len(self.parents)
        # Nested launches get part of the budget.
        has_nest = any(k.nest for k in self.kernels)
        top_l = per_parent_l // 2 if has_nest else per_parent_l
        top_i = per_parent_i // 2 if has_nest else per_parent_i

        def launches_items(res):
            """The launches and items of one thread's simulation."""
            return (sum((1 if n > 0 or s.launch.guard == 'none' else 0) + (1 if s.consumer and n > 0 else 0)
                        for s, n in res),
                    sum(n * (2 if s.consumer else 1) for s, n in res))

        def count(res):
            for s, n in res:
                s.instances += 1
                s.items += n
                s.launch.kernel.items_est += n
                if s.consumer:
                    s.consumer.kernel.items_est += n

        for P in self.parents:
            launches = 0
            items = 0
            active = 0
            for tid in range(P.maxactive):
                res = self.simulate(P, tid)
                tl, ti = launches_items(res)
                if active > 0 and (launches + tl > top_l or items + ti > top_i):
                    break
                launches += tl
                items += ti
                active += 1
                count(res)
            if P.ww and P.noguard and active < P.total:
                # A whole-warp parent without a bound on tid: its grid is cut
                # down to the blocks (rows of blocks) it needs, all of whose
                # threads are active (unless that would double its budget).
                # blockIdx.x stays what it was for every thread that is left.
                gx, gy, gz = P.grid
                if gy == 1 and gz == 1:
                    grid = (-(-active // P.bs), 1, 1)
                elif gz == 1:
                    grid = (gx, -(-active // (gx * P.bs)), 1)
                else:
                    grid = (gx, gy, -(-active // (gx * gy * P.bs)))
                total = grid[0] * grid[1] * grid[2] * P.bs
                extra = [self.simulate(P, tid) for tid in range(active, total)]
                per_thread = [launches_items(res) for res in extra]
                el = sum(tl for tl, _ in per_thread)
                ei = sum(ti for _, ti in per_thread)
                if el <= top_l and ei <= top_i:
                    P.grid = grid
                    P.total = total
                    for res in extra:
                        count(res)
                    launches += el
                    items += ei
                    active = total
            P.active = active
            P.est_launches = launches
            P.est_items = items
        # Nesting, level by level.
        nest_l = self.launch_budget / 2.0
        nest_i = self.item_budget / 2.0
        for level in (1, 2):
            for k in self.kernels:
                if k.level != level or not k.nest:
                    continue
                ns = k.nest
                g = ns.launch.kernel
                nk = sum(1 for kk in self.kernels if kk.level == level and kk.nest)
                want_l = max(1.0, nest_l / nk / (2 if level == 1 and self.max_depth == 3 else 1))
                want_i = max(1.0, nest_i / nk / (2 if level == 1 and self.max_depth == 3 else 1))
                items = max(1.0, k.items_est)
                rate = int(max(1, min(100000, round(items / want_l))))
                rate = max(rate, 1)
                launches = items / rate
                gmax = int(max(1, min(20000, 2.0 * want_i / max(1.0, launches))))
                if ns.recursive:
                    # An instance's items then launch at most half as many
                    # items in all (the mean size is at most gmax / 2): each
                    # level of the recursion at most half the last.
                    gmax = max(1, min(gmax, rate))
                    items *= 2.0
                    launches *= 2.0
                ns.rate = rate
                ns.gmax = gmax
                g.items_est += (items / rate) * (gmax / 2.0)
                if ns.launch.stream == 'user' and launches > 1000:
                    ns.launch.stream = 'faf'
                if ns.launch.stream == 'tail' and launches > 2000:
                    ns.launch.stream = 'faf'
        # A stream created per launch: not for thousands of launches; tail
        # launches: at most a few thousand per site (their limits are not
        # documented beyond the pending-launch count).
        for st in self.sites:
            if st.launch.stream == 'user' and st.instances > 4000:
                st.launch.stream = 'faf'
            if st.launch.stream == 'tail' and st.instances > 2000:
                st.launch.stream = 'faf'

    # ======================================================================
    # Emission
    # ======================================================================
    def emit(self):
        for L in [st.launch for st in self.sites] + [ns.launch for ns in self.nests]:
            self.features.add('stream-' + L.stream)
        o = []
        w = o.append
        w('// %s: generated by test/fuzz/dpfuzz.py --seed %d%s (generator v%d, DPOpt differential fuzzer).'
          % (self.name, self.seed, ' --emu' if self.emu else '', GEN_VERSION))
        w('// A self-checking CUDA dynamic-parallelism program: the host computes every expected value and')
        w('// prints one line, PASS or FAIL (missing / duplicated / wrong work items, checksum, CUDA errors).')
        w('// features: ' + ' '.join(sorted(self.features)))
        if self.emu:
            w('#include "fz_emu.h"')
        else:
            w('#include <cstdio>')
            w('#include <cstdlib>')
            w('#include <cstring>')
            w('#include <cmath>')
            w('#include <chrono>')
            w('#include <vector>')
            w('#include <cuda_runtime.h>')
            w(SETTINGS_API)
        w('')
        w(PRELUDE)
        w(ASM_HELPERS_EMU if self.emu else ASM_HELPERS)
        self.emit_types(w)
        self.emit_funcs(w)
        for k in self.kernels:
            if k.nest and k.nest.recursive:
                self.emit_kernel(w, k, declare_only=True)
        for lvl in (3, 2, 1):
            for k in self.kernels:
                if k.level == lvl:
                    self.emit_kernel(w, k)
        self.emit_params(w)
        self.emit_tables(w)
        for h in self.helpers:
            self.emit_helper(w, h)
        for P in self.parents:
            self.emit_parent(w, P)
        self.emit_host(w)
        return '\n'.join(o) + '\n'

    def emit_types(self, w):
        for t in TYPES:
            if t.tag not in self.used_types:
                continue
            if t.defn:
                w(t.defn)
            arg = ('const %s &x' if t.byref else '%s x') % t.ctype
            w('FZ_HD %s fz_make_%s(unsigned k) { %s }' % (t.ctype, t.tag, t.make))
            w('FZ_HD unsigned fz_hash(%s) { %s }' % (arg, t.hash))
        w('')

    def emit_funcs(self, w):
        for s in self.sites:
            if s.size.min1:
                w('FZ_HD int fz_size%d_raw(unsigned j, unsigned tid, unsigned it) { %s }' % (s.id, s.size.c_body()))
                w('FZ_HD int fz_size%d(unsigned j, unsigned tid, unsigned it) { '
                  'int v = fz_size%d_raw(j, tid, it); return v > 0 ? v : 1; }' % (s.id, s.id))
            else:
                w('FZ_HD int fz_size%d(unsigned j, unsigned tid, unsigned it) { %s }' % (s.id, s.size.c_body()))
        for c in self.conds:
            w('FZ_HD bool fz_cond%d(unsigned tid, unsigned it) { %s }' % (c.id, c.c_body()))
        for ns in self.nests:
            if ns.gkind == 'uniform':
                body = 'return (int)(fz_mix(key + i * 7u + 0x33u) %% %du);' % (ns.gmax + 1)
            else:
                body = ('unsigned h = fz_mix(key + i * 7u + 0x33u); '
                        'return (int)(%du / (1u + h %% 16u)) * (int)((h >> 28) != 0u);' % ns.gmax)
            w('FZ_HD int fz_gsize%d(unsigned key, unsigned i) { %s }' % (ns.id, body))
        w('')

    # ---- argument lists ----
    def kernel_targs(self, k, var):
        v = k.variants[var]
        if k.tmpl is None:
            return ''
        if k.tmpl == 'int':
            return '<%d>' % v
        return '<%s>' % v.ctype

    def arg_types(self, k, var):
        ts = list(k.args)
        if k.tmpl == 'type':
            ts.append(k.variants[var])
        return ts

    def emit_argh_device(self, k):
        lines = ['unsigned ah = 0x9e37u;']
        for m, t in enumerate(k.args):
            lines.append('ah = fz_comb(ah, fz_hash(a%d));' % m)
        if k.tmpl == 'type':
            lines.append('ah = fz_comb(ah, fz_hash(tx));')
        elif k.tmpl == 'int':
            lines.append('ah = fz_comb(ah, (unsigned)TK);')
        return ' '.join(lines)

    # ---- kernels ----
    def emit_kernel(self, w, k, declare_only=False):
        if k.val_helper and not declare_only:
            w('__device__ __noinline__ unsigned %s_val(unsigned vk, unsigned i) { return fz_val(vk, i); }' % k.name)
        params = ['Out o', 'int base', 'int n', 'unsigned key']
        if k.consumer:
            params += ['int pb', 'int pn']
        for m, t in enumerate(k.args):
            params.append('%s a%d' % (t.ctype, m))
        tmpl_line = None
        if k.tmpl == 'type':
            params.append('T tx')
            tmpl_line = 'template <typename T>'
        elif k.tmpl == 'int':
            tmpl_line = 'template <int TK>'
        lb = ' __launch_bounds__(%d)' % k.bounds if k.bounds else ''
        if declare_only:
            # Kernels that launch each other, or themselves from a helper,
            # need the declaration first.
            if tmpl_line:
                w(tmpl_line)
            w('__global__ void%s %s(%s);' % (lb, k.name, ', '.join(params)))
            return
        if k.item_fn:
            # Emits item i (value v) and makes its nested launch.
            self._in_item_fn = True
            w('__device__ %s void %s_item(const Out &o, int base, unsigned key, int i, unsigned v) {'
              % (k.item_fn, k.name))
            w(self.item(k, 'i', 'v', 2, k.sum_mode in ('atomic', 'atomic32')))
            w('}')
            self._in_item_fn = False
        if tmpl_line:
            w(tmpl_line)
        w('__global__ void%s %s(%s) {' % (lb, k.name, ', '.join(params)))
        w('  ' + self.emit_argh_device(k))
        if k.reads_late:
            w('  unsigned vk = key ^ ah ^ o.late[base];')
        else:
            w('  unsigned vk = key ^ ah;')
        if k.asm == 'timer':
            w('  vk ^= fz_asm_timer_zero();')
        body = k.body
        lin = ('  int bs = blockDim.x * blockDim.y * blockDim.z;\n'
               '  int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);\n'
               '  int bl = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);')
        vf = (k.name + '_val') if k.val_helper else 'fz_val'
        val = (lambda idx: '%s(vk, (unsigned)(%s))' % (vf, idx))
        if k.consumer:
            val = (lambda idx: 'fz_val(vk ^ fz_dep(o, pb, pn, (unsigned)(%s)), (unsigned)(%s))' % (idx, idx))
        sum_atomic = k.sum_mode in ('atomic', 'atomic32')
        if body == 'x1d':
            if k.asm == 'geometry':
                w('  int i = (int)(fz_asm_ctaid_x() * fz_asm_ntid_x() + fz_asm_tid_x());')
            else:
                w('  int i = blockIdx.x * blockDim.x + threadIdx.x;')
            if k.early:
                w('  if (i >= n) return;')
                w(self.item(k, 'i', val('i'), 2, sum_atomic))
            else:
                w('  if (i < n) {')
                w(self.item(k, 'i', val('i'), 4, sum_atomic))
                w('  }')
        elif body == 'lin':
            w(lin)
            w('  int i = bl * bs + t;')
            if k.early:
                w('  if (i >= n) return;')
                w(self.item(k, 'i', val('i'), 2, sum_atomic))
            else:
                w('  if (i < n) {')
                w(self.item(k, 'i', val('i'), 4, sum_atomic))
                w('  }')
        elif body == 'loop2':
            w(lin)
            w('  int i0 = (bl * bs + t) * 2;')
            if k.early:
                w('  if (i0 >= n) return;')
            w('  for (int q = 0; q < 2; ++q) {')
            w('    int i = i0 + q;')
            w('    if (i < n) {')
            w(self.item(k, 'i', val('i'), 6, sum_atomic))
            w('    }')
            w('  }')
        elif body == 'stride':
            w(lin)
            w('  int nt = bs * (int)(gridDim.x * gridDim.y * gridDim.z);')
            w('  for (int i = bl * bs + t; i < n; i += nt) {')
            w(self.item(k, 'i', val('i'), 4, sum_atomic))
            w('  }')
        elif body == 'rows':
            w('  int W = gridDim.x * blockDim.x;')
            w('  int x = blockIdx.x * blockDim.x + threadIdx.x;')
            w('  int y = blockIdx.y * blockDim.y + threadIdx.y;')
            w('  int i = y * W + x;')
            w('  if (threadIdx.z == 0 && i < n) {')
            w(self.item(k, 'i', val('i'), 4, sum_atomic))
            w('  }')
        elif body in ('smem', 'dsmem', 'smem_early'):
            if body == 'dsmem':
                if self.emu:
                    w('  unsigned *sm = (unsigned *)fz_dyn_smem();')
                else:
                    w('  extern __shared__ unsigned sm[];')
            else:
                w('  __shared__ unsigned sm[%d];' % k.cap)
            if k.sum_mode == 'block':
                w('  __shared__ unsigned long long bsum;')
            w(lin)
            if k.asm == 'smem':
                w('  vk ^= fz_asm_dyn_smem() ^ (unsigned)(bs * 4 + %d);' % k.smem_pad)
            w('  int i = bl * bs + t;')
            if body == 'smem_early':
                w('  if (i >= n) return;')
                w('  int cnt = n - bl * bs < bs ? n - bl * bs : bs;')
                if k.sum_mode == 'block':
                    w('  if (t == 0) bsum = 0ull;')
                w('  sm[t] = %s;' % val('i'))
                w('  __syncthreads();')
                if k.smem_shift == 'rev':
                    w('  int r = cnt - 1 - t;')
                else:
                    w('  int r = (t + %d) %% cnt;' % k.smem_shift)
            else:
                if k.sum_mode == 'block':
                    w('  if (t == 0) bsum = 0ull;')
                w('  sm[t] = i < n ? %s : 0u;' % val('i'))
                w('  __syncthreads();')
                if k.smem_shift == 'rev':
                    w('  int r = bs - 1 - t;')
                else:
                    w('  int r = (t + %d) %% bs;' % k.smem_shift)
            w('  int jj = bl * bs + r;')
            w('  unsigned got = sm[r];')
            w('  if (jj < n) {')
            w('    if (got != %s) atomicAdd(o.err, 1u);' % val('jj'))
            w(self.item(k, 'jj', 'got', 4, sum_atomic, sum_into='bsum' if k.sum_mode == 'block' else None))
            w('  }')
            if k.sum_mode == 'block':
                w('  __syncthreads();')
                w('  if (t == 0) atomicAdd(o.sum, bsum);')
        elif body == 'warp':
            w(lin)
            w('  int i = bl * bs + t;')
            w('  unsigned v = i < n ? %s : 0u;' % val('i'))
            w('  unsigned u = __shfl_xor_sync(0xffffffffu, v, %d);' % k.shfl_x)
            w('  unsigned bal = __ballot_sync(0xffffffffu, i < n);')
            w('  int wf = bl * bs + (t & ~31);')
            w('  int ex = n - wf < 0 ? 0 : (n - wf > 32 ? 32 : n - wf);')
            w('  if ((t & 31) == 0 && __popc(bal) != ex) atomicAdd(o.err, 1u);')
            w('  int jj = bl * bs + (t ^ %d);' % k.shfl_x)
            if k.sum_mode == 'warp':
                w('  unsigned long long ws = jj < n ? (unsigned long long)u : 0ull;')
                w('  for (int d = 16; d > 0; d >>= 1) ws += __shfl_down_sync(0xffffffffu, ws, d);')
                w('  if ((t & 31) == 0) atomicAdd(o.sum, ws);')
            w('  if (jj < n) {')
            w('    if (u != %s) atomicAdd(o.err, 1u);' % val('jj'))
            w(self.item(k, 'jj', 'u', 4, sum_atomic))
            w('  }')
        w('}')
        w('')

    def nest_test(self, ns, key, i):
        """Whether item i of an instance of key `key` makes ns's launch."""
        t = 'fz_nest(%s, %s, %du)' % (key, i, ns.rate)
        if ns.recursive:
            t += ' && fz_rdepth(%s) < %du' % (key, ns.rdepth)
        return t

    def nest_key_fn(self, ns):
        return 'fz_rkey' if ns.recursive else 'fz_gkey'

    def item(self, k, idx, vexpr, ind, sum_atomic, sum_into=None):
        """The work of item idx: emit its value, maybe launch a grandchild."""
        p = ' ' * ind
        lines = []
        if k.item_fn and not self._in_item_fn:
            lines.append(p + '%s_item(o, base, key, %s, %s);' % (k.name, idx, vexpr))
            if sum_into:
                lines.append(p + 'atomicAdd(&%s, (unsigned long long)(%s));' % (sum_into, vexpr))
            return '\n'.join(lines)
        lines.append(p + '{')
        lines.append(p + '  int s_ = base + %s;' % idx)
        lines.append(p + '  unsigned v_ = %s;' % vexpr)
        if k.emit_style == 'helper':
            if sum_atomic:
                lines.append(p + '  %s(o, s_, v_);' % ('fz_emit32' if k.sum_mode == 'atomic32' else 'fz_emit'))
            else:
                lines.append(p + '  fz_emit_nosum(o, s_, v_);')
        else:
            lines.append(p + '  o.val[s_] = v_;')
            lines.append(p + '  atomicAdd(&o.cnt[s_], 1u);')
            if sum_atomic and k.sum_mode == 'atomic32':
                lines.append(p + '  atomicAdd(o.sum32, v_);')
            elif sum_atomic:
                lines.append(p + '  atomicAdd(o.sum, (unsigned long long)v_);')
        if sum_into and not self._in_item_fn:
            lines.append(p + '  atomicAdd(&%s, (unsigned long long)v_);' % sum_into)
        if k.nest:
            ns = k.nest
            lines.append(p + '  if (%s) {' % self.nest_test(ns, 'key', '(unsigned)(%s)' % idx))
            lines.append(p + '    int n2 = fz_gsize%d(key, (unsigned)(%s));' % (ns.id, idx))
            lines.append(p + '    int b2 = o.nest[s_];')
            lines.append(p + '    unsigned k2 = %s(key, (unsigned)(%s));' % (self.nest_key_fn(ns), idx))
            lines.append(p + '    if (b2 < 0 || b2 + n2 > o.nslots) {')
            lines.append(p + '      atomicAdd(o.err, 1000u);')
            lines.append(p + '    } else {')
            lines.extend(self.launch_lines(ns.launch, 'o', 'n2', 'b2', 'k2', ind + 6, luser=None))
            lines.append(p + '    }')
            lines.append(p + '  }')
        lines.append(p + '}')
        return '\n'.join(lines)

    # ---- one launch ----
    def launch_lines(self, L, o, n, base, key, ind, luser, dep=('0', '0')):
        k = L.kernel
        p = ' ' * ind
        out = []
        a = out.append
        body = k.body
        # Block and threads per block (an int expression).
        b = L.block
        if b[0] == 'rows':
            _, bx, by, gx = b
            blk = 'dim3(%d, %d)' % (bx, by)
            a(p + 'int W_ = %d;' % (gx * bx))
            a(p + 'int rows_ = (%s + W_ - 1) / W_;' % n)
            grid = 'dim3(%d, (rows_ + %d) / %d)' % (gx, by - 1, by)
            nbvar = 'rows_'
        else:
            # bs: threads per block; div: the block size the grid is computed with.
            if b[0] == 'c1':
                blk = '%d' % b[1]
                bs = '%d' % b[1]
            elif b[0] == 'c3':
                blk = 'dim3(%d, %d, %d)' % b[1:]
                bs = '%d' % (b[1] * b[2] * b[3])
            elif b[0] == 'pow2':
                a(p + 'int bx_ = 32 << (%s %% %du);' % (key, b[1]))
                blk = 'bx_'
                bs = 'bx_'
            elif b[0] == 'min':
                if body == 'warp':
                    a(p + 'int bx_ = %s < %d ? (%s + 31) / 32 * 32 : %d;' % (n, b[1], n, b[1]))
                else:
                    a(p + 'int bx_ = %s < %d ? %s : %d;' % (n, b[1], n, b[1]))
                blk = 'bx_'
                bs = 'bx_'
                div = '%d' % b[1]
            else:  # rt2
                a(p + 'dim3 bl_(32u << (%s %% 2u), 1u + (%s >> 4) %% 4u, 1u + (%s >> 7) %% 2u);' % (key, key, key))
                blk = 'bl_'
                bs = '(int)(bl_.x * bl_.y * bl_.z)'
            if b[0] != 'min':
                div = bs
            # Threads needed.
            if body == 'loop2':
                a(p + 'int nt_ = (%s + 1) / 2;' % n)
                need = 'nt_'
            else:
                need = n
            f = L.nbform
            if f == 'ceil':
                nb = '(%s + %s - 1) / %s' % (need, div, div)
            elif f == 'm1':
                nb = '(%s - 1) / %s + 1' % (need, div)
            elif f == 'divmod':
                nb = '%s / %s + (%s %% %s != 0)' % (need, div, need, div)
            elif f == 'shift':
                nb = '(%s + %d) >> %d' % (need, b[1] - 1, log2(b[1]))
            else:
                nb = '(int)ceilf((float)%s / (float)%s)' % (need, div)
            if body == 'stride':
                a(p + 'int nb_ = %s;' % nb)
                a(p + 'if (nb_ > %d) nb_ = %d;' % (L.stride_cap, L.stride_cap))
                nbvar = 'nb_'
            elif L.layout[0] == '1d' and L.guard != 'nb':
                nbvar = None
            else:
                a(p + 'int nb_ = %s;' % nb)
                nbvar = 'nb_'
            lay = L.layout
            if lay[0] == '1d':
                grid = nbvar if nbvar else nb
            elif lay[0] == '2d':
                a(p + 'int gx_ = nb_ < %d ? nb_ : %d;' % (lay[1], lay[1]))
                a(p + 'int gy_ = gx_ > 0 ? (nb_ + gx_ - 1) / gx_ : 0;')
                grid = 'dim3(gx_, gy_)'
            else:
                a(p + 'int gx_ = nb_ < %d ? nb_ : %d;' % (lay[1], lay[1]))
                a(p + 'int r_ = gx_ > 0 ? (nb_ + gx_ - 1) / gx_ : 0;')
                a(p + 'int gy_ = r_ < %d ? r_ : %d;' % (lay[2], lay[2]))
                a(p + 'int gz_ = gy_ > 0 ? (r_ + gy_ - 1) / gy_ : 0;')
                grid = 'dim3(gx_, gy_, gz_)'
        # Dynamic shared memory.
        if body == 'dsmem':
            if b[0] == 'rows':
                shm = '%d' % (b[1] * b[2] * 4 + L.shmem_pad)
            else:
                shm = '(%s) * sizeof(unsigned) + %d' % (bs, L.shmem_pad)
        else:
            shm = '%d' % L.shmem_pad
        # Arguments.
        args = [o, base, n, key]
        if k.consumer:
            args += list(dep)  # the slots it reads: base and count
        ts = self.arg_types(k, L.var)
        for m, t in enumerate(ts):
            expr = 'fz_make_%s(fz_argk(%s, %du))' % (t.tag, key, m + 1)
            if L.args_style == 'locals':
                a(p + '%s a%d_ = %s;' % (t.ctype, m, expr))
                args.append('a%d_' % m)
            else:
                args.append(expr)
        # Stream.
        st = L.stream
        stream = STREAM_C[st]
        if st == 'luser':
            stream = luser
        if st == 'user':
            a(p + 'cudaStream_t us_ = 0;')
            a(p + 'cudaError_t uce_ = cudaStreamCreateWithFlags(&us_, cudaStreamNonBlocking);')
            a(p + 'fz_check(%s, uce_, true);' % o)
        if k.reads_late and st != 'tail':
            a(p + '%s.late[%s] = fz_late(%s);' % (o, base, base))
        # The launch.
        name = k.name + self.kernel_targs(k, L.var)
        if self.emu:
            call = 'fz_emu_launch(%s, %d, %s, %s, %s, %s, %s);' % (
                name, k.bounds, grid, blk, shm, stream or '0', ', '.join(args))
        else:
            cfg = [grid, blk]
            if shm != '0' or stream is not None:
                cfg.append(shm)
            if stream is not None:
                cfg.append(stream)
            call = '%s<<<%s>>>(%s);' % (name, ', '.join(cfg), ', '.join(args))
        if L.guard == 'n':
            call = 'if (%s > 0) %s' % (n, call)
        elif L.guard == 'nb':
            call = 'if (%s > 0) %s' % (nbvar or n, call)
        a(p + call)
        if L.check == 'get':
            a(p + 'fz_check(%s, cudaGetLastError(), %s > 0);' % (o, n))
        elif L.check == 'peek':
            a(p + '{ cudaError_t pe_ = cudaPeekAtLastError(); cudaError_t e_ = cudaGetLastError();')
            a(p + '  if (pe_ != e_) atomicAdd(%s.err, 1u); fz_check(%s, e_, %s > 0); }' % (o, o, n))
        elif L.guard == 'none':
            a(p + '(void)cudaGetLastError();')
        if k.reads_late and st == 'tail':
            a(p + '%s.late[%s] = fz_late(%s);' % (o, base, base))
        if st == 'user':
            a(p + 'if (uce_ == cudaSuccess) fz_check(%s, cudaStreamDestroy(us_), true);' % o)
        return out

    # ---- parents ----
    def emit_params(self, w):
        ns = max(1, len(self.sites))
        w('struct Params { Out o; const int *sz[%d]; const int *off[%d]; unsigned salt; int active; int pself; };'
          % (ns, ns))
        w('')

    def it_expr(self, loops):
        if not loops:
            return '0u'
        e = loops[0].var
        for lp in loops[1:]:
            e = '(%s * %du + %s)' % (e, lp.max, lp.var)
        return e

    def cond_test(self, c, mode, loops):
        """The test of condition c: threadIdx.x itself for a 'first' one in
        device code (so that DPOpt sees a first-thread launch), else fz_condK."""
        if c.kind == 'first' and mode == 'dev':
            return 'threadIdx.x == 0u'
        if c.kind[0] == 'w' and mode == 'dev':
            return c.dev_test(self.it_expr(loops))
        return 'fz_cond%d(tid, %s)' % (c.id, self.it_expr(loops))

    def stmts(self, body, mode, ind, loops):
        """Statements of a parent body (mode 'dev': kernel/helper, 'host': walk)."""
        p = ' ' * ind
        out = []
        a = out.append
        for st in body:
            if isinstance(st, Site):
                it = self.it_expr(st.loops)
                hq = ' + HQ' if st.helper is not None and st.helper.tmpl is not None else ''
                if mode == 'host':
                    a(p + '{ unsigned j = tid * %du + %s; w.visit(%d, j, fz_size%d(j, tid, %s), fz_key(%uu%s, j) ^ salt); }'
                      % (st.max, it, st.id, st.id, it, st.salt, hq))
                    continue
                L = st.launch
                a(p + '{  // site %d: %s, stream %s' % (st.id, L.kernel.name, L.stream))
                a(p + '  unsigned j = tid * %du + %s;' % (st.max, it))
                if st.table:
                    a(p + '  int n = p.sz[%d][j];' % st.id)
                else:
                    a(p + '  int n = fz_size%d(j, tid, %s);' % (st.id, it))
                a(p + '  int base = p.off[%d][j];' % st.id)
                a(p + '  unsigned key = fz_key(%uu%s, j) ^ salt;' % (st.salt, hq))
                out.extend(self.launch_lines(L, 'p.o', 'n', 'base', 'key', ind + 2, st.luser))
                if st.consumer:
                    # Its slots follow the first launch's (Walker::visit).
                    a(p + '  {')
                    a(p + '    unsigned key2 = fz_ckey(key);')
                    out.extend(self.launch_lines(st.consumer, 'p.o', 'n', 'base + n', 'key2', ind + 4, st.luser,
                                                 dep=('base', 'n')))
                    a(p + '  }')
                a(p + '}')
            elif isinstance(st, Loop):
                nl = loops + [st]
                v = st.var
                bd = st.bound
                if bd[0] == 'const':
                    bound = '%du' % bd[1]
                elif bd[0] == 'mod':
                    bound = '(1u + tid %% %du)' % bd[1]
                elif bd[0] == 'hash':
                    bound = '(fz_mix(tid ^ %uu) %% %du)' % (bd[1], bd[2] + 1)
                else:
                    bound = '(%s + 1u)' % loops[-1].var
                a(p + '{')
                if st.luser and mode == 'dev':
                    a(p + '  cudaStream_t %s = 0;' % st.luser)
                    a(p + '  cudaError_t %sc = cudaStreamCreateWithFlags(&%s, cudaStreamNonBlocking);'
                      % (st.luser, st.luser))
                    a(p + '  fz_check(p.o, %sc, true);' % st.luser)
                inner = self.stmts(st.body, mode, ind + 4, nl)
                if st.form == 'for':
                    if st.unroll:
                        a(p + '  #pragma unroll')
                    a(p + '  for (unsigned %s = 0; %s < %s; ++%s) {' % (v, v, bound, v))
                    out.extend(inner)
                    a(p + '  }')
                elif st.form == 'while':
                    a(p + '  unsigned %s = 0;' % v)
                    a(p + '  while (%s < %s) {' % (v, bound))
                    out.extend(inner)
                    a(p + '    ++%s;' % v)
                    a(p + '  }')
                else:
                    a(p + '  unsigned %s = 0;' % v)
                    a(p + '  do {')
                    out.extend(inner)
                    a(p + '  } while (++%s < %s);' % (v, bound))
                if st.luser and mode == 'dev':
                    a(p + '  if (%sc == cudaSuccess) fz_check(p.o, cudaStreamDestroy(%s), true);'
                      % (st.luser, st.luser))
                a(p + '}')
            elif isinstance(st, IfNode):
                a(p + 'if (%s) {' % self.cond_test(st.cond, mode, loops))
                out.extend(self.stmts(st.then, mode, ind + 2, loops))
                if st.els:
                    a(p + '} else {')
                    out.extend(self.stmts(st.els, mode, ind + 2, loops))
                a(p + '}')
            elif isinstance(st, RetNode):
                a(p + 'if (%s) return;' % self.cond_test(st.cond, mode, loops))
            elif isinstance(st, BrkNode):
                a(p + 'if (%s) %s;' % (self.cond_test(st.cond, mode, loops), st.kind))
            elif isinstance(st, CallNode):
                h = st.helper
                targs = '<%d>' % h.tmpl if h.tmpl is not None else ''
                it0 = loops[0].var if len(loops) > 0 else '0u'
                it1 = loops[1].var if len(loops) > 1 else '0u'
                if mode == 'host':
                    a(p + 'host_%s%s(w, tid, salt, %s, %s);' % (h.name, targs, it0, it1))
                else:
                    a(p + '%s%s(p, tid, salt, %s, %s);' % (h.name, targs, it0, it1))
            elif isinstance(st, SelfNode):
                if mode == 'host':
                    a(p + 'w.self(tid, salt);')
                else:
                    a(p + 'fz_emit(p.o, p.pself + (int)tid, fz_val(salt ^ 0x5e1fu, tid));')
        return out

    def emit_helper(self, w, h):
        loops = h.loops
        tmpl = 'template <int HQ>\n' if h.tmpl is not None else ''
        inl = (h.inl + ' ') if h.inl else ''
        w('%s__device__ %svoid %s(const Params &p, unsigned tid, unsigned salt, unsigned it0, unsigned it1) {'
          % (tmpl, inl, h.name))
        w('  (void)it0; (void)it1;')
        for line in self.stmts(h.body, 'dev', 2, loops):
            w(line)
        w('}')
        w('%sstatic void host_%s(Walker &w, unsigned tid, unsigned salt, unsigned it0, unsigned it1) {'
          % (tmpl, h.name))
        w('  (void)it0; (void)it1;')
        for line in self.stmts(h.body, 'host', 2, loops):
            w(line)
        w('}')
        w('')

    def emit_parent(self, w, P):
        tmpl = 'template <int PQ>\n' if P.tmpl is not None else ''
        lb = ' __launch_bounds__(%d)' % P.bs if P.bounds else ''
        params = 'Params p'
        if P.extra:
            params += ', %s pa' % P.extra.ctype
        if P.ww:
            params += ', int act, unsigned wk, const unsigned *wt'
        w('%s__global__ void%s %s(%s) {' % (tmpl, lb, P.name, params))
        if P.smem:
            w('  __shared__ unsigned psm[%d];' % P.bs)
            w('  unsigned lt = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);')
            w('  psm[lt] = lt * 7u + 1u;')
            w('  __syncthreads();')
            if P.ww:
                # Without a branch: one each lane takes apart before the
                # launches would keep them from being reached by whole warps.
                w('  atomicAdd(p.o.err, (unsigned)(psm[(lt + 1u) %% %du] != ((lt + 1u) %% %du) * 7u + 1u));'
                  % (P.bs, P.bs))
            else:
                w('  if (psm[(lt + 1u) %% %du] != ((lt + 1u) %% %du) * 7u + 1u) atomicAdd(p.o.err, 1u);'
                  % (P.bs, P.bs))
        if P.grid[1] == 1 and P.grid[2] == 1 and P.block[1] == 1 and P.block[2] == 1:
            w('  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;')
        elif P.ww:
            # One-dimensional blocks: threadIdx.x plus what every lane has alike.
            w('  unsigned tid = (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) * blockDim.x +')
            w('      threadIdx.x;')
        else:
            w('  unsigned tid = (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) *')
            w('      (blockDim.x * blockDim.y * blockDim.z) +')
            w('      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);')
        w('  const unsigned salt = p.salt%s;' % (' + PQ' if P.tmpl is not None else ''))
        if P.extra:
            if P.ww:
                w('  atomicAdd(p.o.err, (unsigned)(tid == 0u) & (unsigned)(fz_hash(pa) != fz_hash(fz_make_%s(p.salt))));'
                  % P.extra.tag)
            else:
                w('  if (tid == 0u && fz_hash(pa) != fz_hash(fz_make_%s(p.salt))) atomicAdd(p.o.err, 1u);'
                  % P.extra.tag)
        if P.ww:
            w('  (void)wk; (void)wt;')
        active = 'act' if P.ww else 'p.active'
        if P.ww and P.noguard and P.active == P.total:
            # Every thread of the grid is active: no bound at all.
            for line in self.stmts(P.body, 'dev', 2, []):
                w(line)
        elif P.guard_style == 'wrap':
            w('  if (tid < (unsigned)%s) {' % active)
            for line in self.stmts(P.body, 'dev', 4, []):
                w(line)
            w('  }')
        else:
            w('  if (tid >= (unsigned)%s) return;' % active)
            for line in self.stmts(P.body, 'dev', 2, []):
                w(line)
        w('}')
        w('%sstatic void walk_%s(Walker &w, unsigned tid, unsigned salt) {' % (tmpl, P.name))
        for line in self.stmts(P.body, 'host', 2, []):
            w(line)
        w('}')
        w('')

    # ---- host ----
    def emit_tables(self, w):
        ns = max(1, len(self.sites))
        w('#define NSITES %d' % ns)
        w('#define MAXACTIVE %d' % max(P.active for P in self.parents))
        w('static const int kSiteKern[%d] = {%s};' % (ns, ', '.join(str(s.launch.kernel.id) for s in self.sites) or '0'))
        w('static const int kSiteVar[%d] = {%s};' % (ns, ', '.join(str(s.launch.var) for s in self.sites) or '0'))
        w('static const int kSiteGuard[%d] = {%s};'
          % (ns, ', '.join('0' if s.launch.guard == 'none' else '1' for s in self.sites) or '1'))
        w('static const int kSiteMax[%d] = {%s};' % (ns, ', '.join(str(s.max) for s in self.sites) or '1'))
        w('static const int kSitePair[%d] = {%s};'
          % (ns, ', '.join(str(s.consumer.kernel.id) if s.consumer else '-1' for s in self.sites) or '-1'))
        w('static const int kSitePairVar[%d] = {%s};'
          % (ns, ', '.join(str(s.consumer.var) if s.consumer else '0' for s in self.sites) or '0'))
        w(WALKER)

    def emit_host(self, w):
        # Argument hashes of each kernel variant, computed on the host.
        for k in self.kernels:
            w('static unsigned host_argh_%s(int var, unsigned key) {' % k.name)
            w('  unsigned ah = 0x9e37u;')
            w('  switch (var) {')
            for vi, v in enumerate(k.variants):
                w('  case %d:' % vi)
                for m, t in enumerate(self.arg_types(k, vi)):
                    w('    ah = fz_comb(ah, fz_hash(fz_make_%s(fz_argk(key, %du))));' % (t.tag, m + 1))
                if k.tmpl == 'int':
                    w('    ah = fz_comb(ah, (unsigned)%d);' % v)
                w('    break;')
            w('  default: fprintf(stderr, "bad variant\\n"); exit(2);')
            w('  }')
            w('  return ah;')
            w('}')
        # Expansion of one launch instance into expected values (+ nested launches).
        w('static void expand(Walker &w, Inst I) {')
        w('  switch (I.kern) {')
        for k in self.kernels:
            w('  case %d: {' % k.id)
            late = ' ^ fz_late(I.base)' if k.reads_late else ''
            w('    unsigned vk = I.key ^ host_argh_%s(I.var, I.key)%s;' % (k.name, late))
            w('    for (int i = 0; i < I.n; ++i) {')
            if k.consumer:
                w('      unsigned d = I.pn > 0 ? w.expv[I.pb + (int)((unsigned)i % (unsigned)I.pn)] : 0u;')
                w('      w.expv[I.base + i] = fz_val(vk ^ d, (unsigned)i);')
            else:
                w('      w.expv[I.base + i] = fz_val(vk, (unsigned)i);')
            if k.sum_mode == 'atomic32':
                w('      w.sum32[I.base + i] = 1;')
            if k.nest:
                ns_ = k.nest
                g = ns_.launch.kernel
                w('      if (%s) {' % self.nest_test(ns_, 'I.key', '(unsigned)i'))
                w('        int n2 = fz_gsize%d(I.key, (unsigned)i);' % ns_.id)
                w('        unsigned k2 = %s(I.key, (unsigned)i);' % self.nest_key_fn(ns_))
                w('        int b2 = w.alloc(n2);')
                w('        w.nest[I.base + i] = b2;')
                w('        if (n2 > 0 || %d) w.launches++;' % (1 if ns_.launch.guard == 'none' else 0))
                w('        if (n2 > 0) w.inst.push_back(Inst{%d, %d, b2, n2, k2});' % (g.id, ns_.launch.var))
                w('      }')
            w('    }')
            w('    break;')
            w('  }')
        w('  }')
        w('}')
        w('')
        self.emit_main(w)

    def emit_main(self, w):
        R = self.reps
        name = self.name
        w('#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("FAIL %s cuda_error=%%s(%%d) line=%%d\\n", '
          'cudaGetErrorName(e_), (int)e_, __LINE__); return 1; } } while (0)' % name)
        w('int main() {')
        w('  const int REPS = %d;' % R)
        w('  Walker w;')
        w('  for (int s = 0; s < NSITES; ++s) { w.sz[s].assign((size_t)kSiteMax[s] * MAXACTIVE, -1); '
          'w.off[s].assign((size_t)kSiteMax[s] * MAXACTIVE, -1); }')
        w('  int pself[%d], active[%d];' % (len(self.parents), len(self.parents)))
        for P in self.parents:
            w('  // %s: grid (%d, %d, %d), block (%d, %d, %d), %d of %d threads active%s'
              % ((P.name,) + P.grid + P.block + (P.active, P.total, ', whole-warp' if P.ww else '')))
            w('  active[%d] = %d;' % (P.id, P.active))
            w('  pself[%d] = w.alloc(active[%d]);' % (P.id, P.id))
            w('  w.pself = pself[%d];' % P.id)
            targs = '<%d>' % P.tmpl if P.tmpl is not None else ''
            salt = '%uu' % P.salt
            if P.tmpl is not None:
                salt += ' + (unsigned)%d' % P.tmpl
            w('  for (unsigned tid = 0; tid < (unsigned)active[%d]; ++tid) walk_%s%s(w, tid, %s);'
              % (P.id, P.name, targs, salt))
        w('  for (size_t q = 0; q < w.inst.size(); ++q) expand(w, w.inst[q]);')
        w('  const int nslots = (int)w.expv.size();')
        w('  long long launches1 = w.launches;')
        w('  long long needed = launches1 * REPS;')
        limit_always = self.limit_always
        w('  // clang -O0 frames of children exceed the default 1 KiB stack, which a')
        w('  // device-side launch cannot grow: room for them, for every build alike.')
        w('  CK(cudaDeviceSetLimit(cudaLimitStackSize, 8192));')
        w('  if (needed > 1900 || %d) CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, '
          '(size_t)(needed + needed / 4 + 256)));' % (1 if limit_always else 0))
        w('  size_t S = (size_t)nslots + 1;')
        w('  unsigned *cnt, *val, *late, *err, *lerr, *sum32; int *lcode, *nest; unsigned long long *sum;')
        w('  CK(cudaMalloc(&cnt, S * 4)); CK(cudaMalloc(&val, S * 4)); CK(cudaMalloc(&late, S * 4));')
        w('  CK(cudaMalloc(&nest, S * 4)); CK(cudaMalloc(&err, 4)); CK(cudaMalloc(&lerr, 4));')
        w('  CK(cudaMalloc(&lcode, 4)); CK(cudaMalloc(&sum, 8)); CK(cudaMalloc(&sum32, 4));')
        w('  CK(cudaMemset(cnt, 0, S * 4)); CK(cudaMemset(val, 0, S * 4)); CK(cudaMemset(late, 0, S * 4));')
        w('  CK(cudaMemset(err, 0, 4)); CK(cudaMemset(lerr, 0, 4)); CK(cudaMemset(lcode, 0, 4)); CK(cudaMemset(sum, 0, 8));'
          ' CK(cudaMemset(sum32, 0, 4));')
        w('  w.nest.push_back(-1);')
        w('  CK(cudaMemcpy(nest, w.nest.data(), S * 4, cudaMemcpyHostToDevice));')
        w('  Params p;')
        w('  memset(&p, 0, sizeof p);')
        w('  p.o.cnt = cnt; p.o.val = val; p.o.late = late; p.o.nest = nest; p.o.err = err; p.o.lerr = lerr;')
        w('  p.o.lcode = lcode; p.o.sum = sum; p.o.sum32 = sum32; p.o.nslots = nslots;')
        w('  for (int s = 0; s < NSITES; ++s) {')
        w('    int *a, *b; size_t m = w.sz[s].size() * 4;')
        w('    CK(cudaMalloc(&a, m)); CK(cudaMalloc(&b, m));')
        w('    CK(cudaMemcpy(a, w.sz[s].data(), m, cudaMemcpyHostToDevice));')
        w('    CK(cudaMemcpy(b, w.off[s].data(), m, cudaMemcpyHostToDevice));')
        w('    p.sz[s] = a; p.off[s] = b;')
        w('  }')
        for P in self.parents:
            if P.ww:
                # The table a whole-warp parent's conditions read at blockIdx.x.
                w('  unsigned *wt%d;' % P.id)
                w('  {')
                w('    std::vector<unsigned> h(%d);' % P.grid[0])
                w('    for (unsigned b = 0; b < %du; ++b) h[b] = fz_mix(%uu ^ b);' % (P.grid[0], P.wsalt))
                w('    CK(cudaMalloc(&wt%d, %d * 4));' % (P.id, P.grid[0]))
                w('    CK(cudaMemcpy(wt%d, h.data(), %d * 4, cudaMemcpyHostToDevice));' % (P.id, P.grid[0]))
                w('  }')
        nhs = self.host_streams
        if nhs:
            w('  cudaStream_t hs[%d];' % nhs)
            w('  for (int q = 0; q < %d; ++q) CK(cudaStreamCreateWithFlags(&hs[q], cudaStreamNonBlocking));' % nhs)
        w('  // One run (of REPS parent launches) and its check; Label names the')
        w('  // setting in FZ_SETTINGS mode.')
        w('  auto run_once = [&](const char *Label) -> int {')
        w('  CK(cudaMemset(cnt, 0, S * 4)); CK(cudaMemset(val, 0, S * 4)); CK(cudaMemset(late, 0, S * 4));')
        w('  CK(cudaMemset(err, 0, 4)); CK(cudaMemset(lerr, 0, 4)); CK(cudaMemset(lcode, 0, 4)); CK(cudaMemset(sum, 0, 8));'
          ' CK(cudaMemset(sum32, 0, 4));')
        w('  // The parents may go into non-blocking streams, which do not wait')
        w('  // for the NULL stream\'s memsets.')
        w('  CK(cudaDeviceSynchronize());')
        w('  const char *At = Label ? "@" : "";')
        w('  if (!Label) Label = "";')
        w('  auto t0 = std::chrono::steady_clock::now();')
        w('  for (int r = 0; r < REPS; ++r) {')
        for P in self.parents:
            w('    {')
            w('      Params pp = p;')
            w('      pp.salt = %uu; pp.active = active[%d]; pp.pself = pself[%d];' % (P.salt, P.id, P.id))
            targs = '<%d>' % P.tmpl if P.tmpl is not None else ''
            grid = 'dim3(%d, %d, %d)' % P.grid
            block = 'dim3(%d, %d, %d)' % P.block
            stream = 'hs[r %% %d]' % nhs if nhs else '0'
            args = ['pp']
            if P.extra:
                args.append('fz_make_%s(%uu)' % (P.extra.tag, P.salt))
            if P.ww:
                args += ['active[%d]' % P.id, '%uu' % P.wk, 'wt%d' % P.id]
            if self.emu:
                w('      fz_emu_launch(%s%s, %d, %s, %s, 0, %s, %s);'
                  % (P.name, targs, P.bs if P.bounds else 0, grid, block, stream, ', '.join(args)))
            else:
                w('      %s%s<<<%s, %s, 0, %s>>>(%s);' % (P.name, targs, grid, block, stream, ', '.join(args)))
            w('      CK(cudaGetLastError());')
            w('    }')
        w('  }')
        w('  CK(cudaDeviceSynchronize());')
        w('  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();')
        w('  std::vector<unsigned> hcnt(S), hval(S);')
        w('  unsigned herr, hlerr, hsum32; int hlcode; unsigned long long hsum;')
        w('  CK(cudaMemcpy(hcnt.data(), cnt, S * 4, cudaMemcpyDeviceToHost));')
        w('  CK(cudaMemcpy(hval.data(), val, S * 4, cudaMemcpyDeviceToHost));')
        w('  CK(cudaMemcpy(&herr, err, 4, cudaMemcpyDeviceToHost)); CK(cudaMemcpy(&hlerr, lerr, 4, cudaMemcpyDeviceToHost));')
        w('  CK(cudaMemcpy(&hlcode, lcode, 4, cudaMemcpyDeviceToHost)); CK(cudaMemcpy(&hsum, sum, 8, cudaMemcpyDeviceToHost));')
        w('  CK(cudaMemcpy(&hsum32, sum32, 4, cudaMemcpyDeviceToHost));')
        w('  long long missing = 0, dup = 0, wrong = 0, stray = 0, first = -1;')
        w('  unsigned long long want_sum = 0;')
        w('  unsigned want_sum32 = 0;')
        w('  for (size_t q = 0; q < S; ++q) {')
        w('    unsigned e = q < (size_t)nslots ? w.expv[q] : 0u;')
        w('    unsigned want = e ? (unsigned)REPS : 0u;')
        w('    if (q < (size_t)nslots && w.sum32[q]) want_sum32 += e * (unsigned)REPS;')
        w('    else want_sum += (unsigned long long)e * REPS;')
        w('    bool bad = false;')
        w('    if (want == 0u && hcnt[q] != 0u) { stray++; bad = true; }')
        w('    else if (hcnt[q] < want) { missing++; bad = true; }')
        w('    else if (hcnt[q] > want) { dup++; bad = true; }')
        w('    if (want != 0u && hcnt[q] != 0u && hval[q] != e) { wrong++; bad = true; }')
        w('    if (bad && first < 0) first = (long long)q;')
        w('  }')
        w('  if (missing || dup || wrong || stray || herr || hlerr || hsum != want_sum || hsum32 != want_sum32) {')
        w('    printf("FAIL %s%%s%%s missing=%%lld dup=%%lld wrong=%%lld stray=%%lld err=%%u launch_err=%%u(code %%d) '
          'sum=%%llu want_sum=%%llu sum32=%%u want_sum32=%%u slots=%%d launches=%%lld", At, Label, missing, dup, wrong, '
          'stray, herr, hlerr, hlcode, hsum, want_sum, hsum32, want_sum32, nslots, launches1 * REPS);' % name)
        w('    if (first >= 0) printf(" first_bad_slot=%lld(cnt=%u val=%u want=%u x%d)", first, hcnt[first], hval[first], '
          'first < nslots ? w.expv[first] : 0u, REPS);')
        w('    printf("\\n");')
        w('    return 1;')
        w('  }')
        w('  printf("PASS %s%%s%%s ms=%%.1f slots=%%d launches=%%lld\\n", At, Label, ms, nslots, launches1 * REPS);' % name)
        w('  fflush(stdout);')
        w('  return 0;')
        w('  };')
        if self.emu:
            w('  return run_once(nullptr);')
        else:
            w('#ifdef FZ_SETTINGS_API')
            w('  if (const char *List = getenv("FZ_SETTINGS")) {')
            w('    int Status = 0;')
            w('    std::string All(List);')
            w('    for (size_t B = 0, E; B < All.size(); B = E + 1) {')
            w("      E = All.find(' ', B);")
            w('      if (E == std::string::npos) E = All.size();')
            w('      std::string Setting = All.substr(B, E - B);')
            w('      if (Setting.empty()) continue;')
            w('      if (!fz_apply_setting(Setting)) {')
            w('        printf("FAIL %s@%%s unknown setting\\n", Setting.c_str());' % name)
            w('        Status = 1;')
            w('        continue;')
            w('      }')
            w('      if (run_once(Setting.c_str())) Status = 1;')
            w('    }')
            w('    return Status;')
            w('  }')
            w('#endif')
            w('  return run_once(nullptr);')
        w('}')


# DPOpt builds (dpagg.h on the include path) can run every setting in one
# process (FZ_SETTINGS); nvcc's build cannot and need not.
SETTINGS_API = r'''#if __has_include("dpagg.h")
#include "dpagg.h"
#include <string>
#define FZ_SETTINGS_API 1
// Clears DPOpt's run-time parameters, then sets those of Setting ("default",
// or VAR=V joined by '+', VAR one of DPOPT_THRESHOLD, DPOPT_COARSEN,
// DPOPT_AGG, DPOPT_AGG_GROUP, DPOPT_AGG_THRESHOLD; values for all kernels).
static bool fz_apply_setting(const std::string &Setting) {
  for (int P = 0; P < dpoptNumParams; ++P)
    if (dpoptClearParam((dpoptParam)P) != cudaSuccess) return false;
  if (Setting == "default") return true;
  static const char *const Aggs[] = {"off", "warp", "block", "multiblock", "grid"};
  for (size_t B = 0, E; B < Setting.size(); B = E + 1) {
    E = Setting.find('+', B);
    if (E == std::string::npos) E = Setting.size();
    std::string Item = Setting.substr(B, E - B);
    size_t Eq = Item.find('=');
    if (Eq == std::string::npos) return false;
    std::string Var = Item.substr(0, Eq), V = Item.substr(Eq + 1);
    unsigned N = (unsigned)strtoul(V.c_str(), nullptr, 10);
    dpoptParam P;
    if (Var == "DPOPT_THRESHOLD") P = dpoptThreshold;
    else if (Var == "DPOPT_COARSEN") P = dpoptCoarsenFactor;
    else if (Var == "DPOPT_AGG_GROUP") P = dpoptAggGroupBlocks;
    else if (Var == "DPOPT_AGG_THRESHOLD") P = dpoptAggThreshold;
    else if (Var == "DPOPT_AGG") {
      P = dpoptAggGranularity;
      for (unsigned G = 0; G < 5; ++G) if (V == Aggs[G]) N = G;
    } else return false;
    if (dpoptSetParam(P, nullptr, N) != cudaSuccess) return false;
  }
  return true;
}
#endif'''

# A child's index and a timer read through inline assembly (v11), and its
# dynamic shared memory's size (v12); the emulator's versions read the same
# values without it.
ASM_HELPERS = r'''__device__ __forceinline__ unsigned fz_asm_ctaid_x() { unsigned v; asm("mov.u32 %0, %%ctaid.x;" : "=r"(v)); return v; }
__device__ __forceinline__ unsigned fz_asm_ntid_x() { unsigned v; asm("mov.u32 %0, %%ntid.x;" : "=r"(v)); return v; }
__device__ __forceinline__ unsigned fz_asm_tid_x() { unsigned v; asm("mov.u32 %0, %%tid.x;" : "=r"(v)); return v; }
// 0: the timer is past 0 and the SM's number below their count.
__device__ __forceinline__ unsigned fz_asm_timer_zero() {
  unsigned long long t; unsigned sm, nsm;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  asm("mov.u32 %0, %%smid;" : "=r"(sm));
  asm("mov.u32 %0, %%nsmid;" : "=r"(nsm));
  return (unsigned)(t == 0ull) | (unsigned)(sm >= nsm);
}
__device__ __forceinline__ unsigned fz_asm_dyn_smem() { unsigned v; asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(v)); return v; }'''
ASM_HELPERS_EMU = r'''__device__ __forceinline__ unsigned fz_asm_ctaid_x() { return blockIdx.x; }
__device__ __forceinline__ unsigned fz_asm_ntid_x() { return blockDim.x; }
__device__ __forceinline__ unsigned fz_asm_tid_x() { return threadIdx.x; }
__device__ __forceinline__ unsigned fz_asm_timer_zero() { return 0u; }
__device__ __forceinline__ unsigned fz_asm_dyn_smem() { return (unsigned)fz_emu::cur_block->dyn.size() - 16u; }'''

PRELUDE = r'''#define FZ_HD __host__ __device__ __forceinline__
FZ_HD unsigned fz_mix(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
  return x;
}
FZ_HD unsigned fz_comb(unsigned h, unsigned x) { return fz_mix(h ^ (x + 0x9e3779b9u + (h << 6) + (h >> 2))); }
// The value of item i of a launch whose key (with its argument hash) is vk: never 0.
FZ_HD unsigned fz_val(unsigned vk, unsigned i) { return (fz_mix(vk ^ fz_mix(i * 0x9e3779b9u + 0x632be5abu)) >> 1) | 1u; }
FZ_HD unsigned fz_key(unsigned salt, unsigned j) { return fz_mix(salt ^ fz_mix(j + 0x7f4a7c15u)); }
FZ_HD unsigned fz_argk(unsigned key, unsigned m) { return fz_mix(key + m * 0x9e3779b9u); }
FZ_HD unsigned fz_late(int base) { return fz_mix((unsigned)base * 3u + 0x1234567u) | 1u; }
FZ_HD bool fz_nest(unsigned key, unsigned i, unsigned rate) { return fz_mix(key ^ (i * 0x9e37u + 0x2545u)) % rate == 0u; }
FZ_HD unsigned fz_gkey(unsigned key, unsigned i) { return fz_mix(key * 31u + i) ^ 0xabcu; }
// A self-recursive kernel's depth below its first instance (up to 7) rides in
// its key's low bits: the launch from item i of an instance of key `key`.
FZ_HD unsigned fz_rdepth(unsigned key) { return key & 7u; }
FZ_HD unsigned fz_rkey(unsigned key, unsigned i) { return (fz_gkey(key, i) & ~7u) | (fz_rdepth(key) + 1u); }
// The key of the consumer a site of key `key` launches after its first grid.
FZ_HD unsigned fz_ckey(unsigned key) { return fz_gkey(key, 0x51u); }
FZ_HD unsigned fz_umin(unsigned a, unsigned b) { return a < b ? a : b; }

// Where the work goes: per slot a counter (atomic) and the value (stored), a
// 64-bit checksum, the value a parent writes for tail-launch checks (late),
// the base slot of each item's nested launch, error counters.
struct Out {
  unsigned *cnt; unsigned *val; unsigned long long *sum; unsigned *sum32; unsigned *late; const int *nest;
  unsigned *err; unsigned *lerr; int *lcode; int nslots;
};
__device__ __forceinline__ void fz_emit(const Out &o, int s, unsigned v) {
  atomicAdd(&o.cnt[s], 1u); o.val[s] = v; atomicAdd(o.sum, (unsigned long long)v);
}
// The item of a kernel whose checksum is 32-bit (sum_mode 'atomic32').
__device__ __forceinline__ void fz_emit32(const Out &o, int s, unsigned v) {
  atomicAdd(&o.cnt[s], 1u); o.val[s] = v; atomicAdd(o.sum32, v);
}
__device__ __forceinline__ void fz_emit_nosum(const Out &o, int s, unsigned v) {
  atomicAdd(&o.cnt[s], 1u); o.val[s] = v;
}
// What a consumer's item i reads: a slot of the launch before it (none: 0).
__device__ __forceinline__ unsigned fz_dep(const Out &o, int pb, int pn, unsigned i) {
  return pn > 0 ? o.val[pb + (int)(i % (unsigned)pn)] : 0u;
}
// A launch (or stream call) result: an error counts when the launch had work.
__device__ __forceinline__ void fz_check(const Out &o, cudaError_t e, bool must) {
  if (e != cudaSuccess && must) { atomicAdd(o.lerr, 1u); atomicCAS(o.lcode, 0, (int)e); }
}

// Host side: one launch instance of a parent site or nested launch.
struct Inst { int kern, var, base, n; unsigned key; int pb = -1, pn = 0; };
'''


WALKER = r'''
struct Walker {
  std::vector<int> sz[NSITES], off[NSITES];
  std::vector<Inst> inst;
  std::vector<unsigned> expv;  // expected value per slot, 0: no item
  std::vector<int> nest;       // base slot of the nested launch of an item
  std::vector<unsigned char> sum32;  // 1: the item adds to the 32-bit checksum
  long long launches = 0;
  int pself = 0;
  int alloc(int n) {
    int b = (int)expv.size();
    expv.resize((size_t)b + n, 0u); nest.resize((size_t)b + n, -1); sum32.resize((size_t)b + n, 0);
    return b;
  }
  void visit(int s, unsigned j, int n, unsigned key) {
    int b = alloc(n);
    sz[s][j] = n; off[s][j] = b;
    if (n > 0 || !kSiteGuard[s]) launches++;
    if (n > 0) inst.push_back(Inst{kSiteKern[s], kSiteVar[s], b, n, key});
    // The consumer of a dependent pair: n slots after the first launch's,
    // reading those.
    if (kSitePair[s] >= 0 && n > 0) {
      int b2 = alloc(n);
      launches++;
      inst.push_back(Inst{kSitePair[s], kSitePairVar[s], b2, n, fz_ckey(key), b, n});
    }
  }
  void self(unsigned tid, unsigned salt) { expv[(size_t)pself + tid] = fz_val(salt ^ 0x5e1fu, tid); }
};
'''


def generate(seed, emu=False):
    """The program of a seed (retries, deterministically, programs that launch nothing)."""
    for attempt in range(100):
        text = Gen(seed, emu=emu, attempt=attempt).generate()
        if text is not None:
            return text
    raise RuntimeError('seed %d: no program with launches' % seed)


def main():
    ap = argparse.ArgumentParser(description='Generates a self-checking CUDA DP program.')
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('-o', '--output', default='-')
    ap.add_argument('--emu', action='store_true', help='variant for the CPU emulator (fz_emu.h)')
    a = ap.parse_args()
    text = generate(a.seed, a.emu)
    if a.output == '-':
        sys.stdout.write(text)
    else:
        with open(a.output, 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
