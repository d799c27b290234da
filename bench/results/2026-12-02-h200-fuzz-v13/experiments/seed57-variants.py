#!/usr/bin/env python3
"""Variants of generator v13's seed 57 (nvcc's build hangs: its parent's
threads tail-launch about 1,800 children), each changing one thing, to find
what the hang needs. Writes NAME.cu into the folder given (default: .).
    dpfuzz.py --seed 57 -o base.cu && seed57-variants.py DIR
Built on the GPU machine with nvcc -rdc=true -arch=sm_90 -O2 -cudart static
NAME.cu -lcudadevrt; a variant "hangs" when it gives no result in 15-40 s."""
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else '.'
base = open(os.path.join(out, 'base.cu')).read()


def edit(text, pairs):
    for a, b in pairs:
        assert a in text, a
        text = text.replace(a, b)
    return text


LAUNCH_ARGS = ('(p.o, base, n, key, fz_make_ushort(fz_argk(key, 1u)), '
               'fz_make_uchar4(fz_argk(key, 2u)), fz_make_bool(fz_argk(key, 3u)))')
CHILD_HEAD = ('__global__ void child0(Out o, int base, int n, unsigned key, '
              'unsigned short a0, uchar4 a1, bool a2) {')
variants = {
    # the children into the NULL stream instead of the tail stream
    'nulls': [(', 0, cudaStreamTailLaunch>>>', ', 0, 0>>>')],
    # one parent grid instead of three
    'reps1': [('const int REPS = 3;', 'const int REPS = 1;')],
    # a pending-launch limit of 65,536
    'lim64k': [('if (needed > 1900 || 0)', 'if (1)'),
               ('(size_t)(needed + needed / 4 + 256)', '(size_t)65536')],
    # one-dimensional child blocks
    'block1d': [('dim3(3, 5, 7)', 'dim3(105, 1, 1)')],
    # the default stack size
    'nostack': [('  CK(cudaDeviceSetLimit(cudaLimitStackSize, 8192));', '')],
}
# A child that does nothing (its parameters kept), and with 4 of its 7
# parameters; the parent changes below start from the latter.
b0 = base.index(CHILD_HEAD)
body = base.index('{', b0)
end = base.index('\nstruct Params')
trivial = (base[:body] + '{\n  if (threadIdx.x == 0 && blockIdx.y == 0 && key == 0xffffffffu) '
           'atomicAdd(o.err, (unsigned)a0 + a1.x + a2);\n}\n' + base[end:])
few = [(CHILD_HEAD, '__global__ void child0(Out o, int base, int n, unsigned key) {'),
       (LAUNCH_ARGS, '(p.o, base, n, key)')]
texts = {name: edit(base, pairs) for name, pairs in variants.items()}
texts['trivbody'] = trivial
texts['fewparams'] = edit(base, few[1:] + [(
    CHILD_HEAD + '\n  unsigned ah = 0x9e37u; ah = fz_comb(ah, fz_hash(a0)); '
    'ah = fz_comb(ah, fz_hash(a1)); ah = fz_comb(ah, fz_hash(a2));',
    '__global__ void child0(Out o, int base, int n, unsigned key) {\n  unsigned ah = 0x9e37u;')])
trivfew = edit(trivial, few + [('(unsigned)a0 + a1.x + a2', '0u')])
texts['trivfew'] = trivfew
P1 = ('parent0<<<dim3(2, 2, 1), dim3(32, 32, 1), 0, 0>>>',
      'parent0<<<dim3(4, 1, 1), dim3(1024, 1, 1), 0, 0>>>')
P2 = ('__global__ void __launch_bounds__(1024) parent0', '__global__ void parent0')
P3 = ('int n = p.sz[0][j];', 'int n = p.sz[0][j] > 0 ? 1 : 0;')
texts['p1'] = edit(trivfew, [P1])  # the parent grid as 4 blocks of 1024
texts['p2'] = edit(trivfew, [P2])  # no __launch_bounds__
texts['p3'] = edit(trivfew, [P3])  # children of one thread
texts['p123'] = edit(trivfew, [P1, P2, P3])
# the host polls the stream (12 s) before its cudaDeviceSynchronize
texts['poll'] = '#include <unistd.h>\n' + edit(trivfew, [(
    '  CK(cudaDeviceSynchronize());\n  double ms',
    '  { auto w0 = std::chrono::steady_clock::now(); cudaError_t q_;\n'
    '    while ((q_ = cudaStreamQuery(0)) == cudaErrorNotReady) {\n'
    '      if (std::chrono::steady_clock::now() - w0 > std::chrono::seconds(12)) '
    '{ printf("HANG-POLL\\n"); fflush(stdout); _exit(3); }\n'
    '    }\n'
    '    printf("poll done: %s\\n", cudaGetErrorName(q_)); }\n'
    '  CK(cudaDeviceSynchronize());\n  double ms')])
# From p123: the child takes a pointer instead of Out (qa); the parent
# without its FzPairDF parameter (qb); the children's sizes computed (qd:
# every other one launches; qd7of8, qd15of16: 7 of 8, 15 of 16) instead of
# read from the table; qa, qb and qd together (qabd).
p123 = texts['p123']
QA = [('__global__ void child0(Out o, int base, int n, unsigned key) {\n'
       '  if (threadIdx.x == 0 && blockIdx.y == 0 && key == 0xffffffffu) atomicAdd(o.err, 0u);',
       '__global__ void child0(unsigned *err, int base, int n, unsigned key) {\n'
       '  if (threadIdx.x == 0 && blockIdx.y == 0 && key == 0xffffffffu) atomicAdd(err, 0u);'),
      ('cudaStreamTailLaunch>>>(p.o, base, n, key)', 'cudaStreamTailLaunch>>>(p.o.err, base, n, key)')]
QB = [('__global__ void parent0(Params p, FzPairDF pa) {', '__global__ void parent0(Params p) {'),
      ('  if (tid == 0u && fz_hash(pa) != fz_hash(fz_make_pairdf(p.salt))) atomicAdd(p.o.err, 1u);\n', ''),
      ('(pp, fz_make_pairdf(1623409994u));', '(pp);')]
QD = [('int n = p.sz[0][j] > 0 ? 1 : 0;', 'int n = (int)(j & 1u);')]
texts['qa'] = edit(p123, QA)
texts['qb'] = edit(p123, QB)
texts['qd'] = edit(p123, QD)
texts['qabd'] = edit(p123, QA + QB + QD)
texts['qd7of8'] = edit(texts['qd'], [('(int)(j & 1u)', '(int)((j & 7u) != 3u)')])
texts['qd15of16'] = edit(texts['qd'], [('(int)(j & 1u)', '(int)((j & 15u) != 3u)')])
for name, text in texts.items():
    with open(os.path.join(out, name + '.cu'), 'w') as f:
        f.write(text)
print(' '.join(sorted(texts)))
