#!/usr/bin/env python3
"""A model of TC's work per warp (no GPU): the flat kernel (a thread per
oriented edge) against DPOpt's DP program (a thread per vertex, children of
at least THRESHOLD edges launched, the others run serially: spread over the
warp, or per thread). An edge (u, v) costs d+(u) + d+(v) merge steps (the
intersection's bound); a warp costs the largest of its lanes per round.

    tc_model.py DATA/cnr-g3.bin [THRESHOLD]   # graphs from `dpbench gen`
"""
import struct, sys
def load(path):
    f = open(path, 'rb')
    magic, nb = struct.unpack('<QQ', f.read(16))
    blobs = []
    for _ in range(nb):
        (sz,) = struct.unpack('<Q', f.read(8)); blobs.append(f.read(sz))
    n = struct.unpack('<i', blobs[0][:4])[0]
    import array
    rp = array.array('i'); rp.frombytes(blobs[1])
    col = array.array('i'); col.frombytes(blobs[2])
    return n, rp, col
n, rp, col = load(sys.argv[1])
T = int(sys.argv[2]) if len(sys.argv) > 2 else 16
deg = [rp[u+1]-rp[u] for u in range(n)]
def before(u, v):
    return deg[u] < deg[v] or (deg[u] == deg[v] and u < v)
orp = [0]*(n+1); ocol = []
for u in range(n):
    for e in range(rp[u], rp[u+1]):
        v = col[e]
        if before(u, v): ocol.append(v)
    orp[u+1] = len(ocol)
od = [orp[u+1]-orp[u] for u in range(n)]
src = []
for u in range(n): src.extend([u]*od[u])
cost = [od[src[e]] + od[ocol[e]] for e in range(len(ocol))]
m = len(ocol)
# flat: warps of 32 consecutive edges, each warp takes the max lane cost
flat = sum(max(cost[i:i+32]) for i in range(0, m, 32))
# parent: warps of 32 vertices; lanes with od < T serialize (spread: items
# dealt over the warp's lanes in order, rounds of 32, max per round);
# per-thread alternative: max over lanes of the sum of their items
par_spread = par_thread = 0
child = 0; launched_items = 0; children = 0
for w in range(0, n, 32):
    items = []; lane_sums = []
    for u in range(w, min(w+32, n)):
        d = od[u]
        if d == 0: continue
        cs = cost[orp[u]:orp[u+1]]
        if d < T:
            items.extend(cs); lane_sums.append(sum(cs))
        else:
            children += 1; launched_items += d
            for i in range(0, d, 32): child += max(cs[i:i+32])
    if items:
        par_spread += sum(max(items[i:i+32]) for i in range(0, len(items), 32))
        par_thread += max(lane_sums)
print('n %d m %d total work %d' % (n, m, sum(cost)))
print('flat warp-time %d (warps %d)' % (flat, (m+31)//32))
print('threshold %d: launched children %d (%.1f%% of items)' % (T, children, 100.0*launched_items/m))
print('  parent serial, spread: %d   per thread: %d   child warps: %d' % (par_spread, par_thread, child))
print('  ours (spread) / flat = %.2f' % ((par_spread + child) / flat))
# tail: the longest parent warp against the parent's share per scheduler
# (132 SMs x 4 schedulers), and the same for the flat kernel
warps = []
for w in range(0, n, 32):
    items = []
    for u in range(w, min(w+32, n)):
        if 0 < od[u] < T: items.extend(cost[orp[u]:orp[u+1]])
    warps.append(sum(max(items[i:i+32]) for i in range(0, len(items), 32)) if items else 0)
warps.sort()
print('  parent warps: max %d, p99 %d, mean %.0f; share per scheduler %.0f' % (warps[-1], warps[int(0.99*len(warps))], sum(warps)/len(warps), sum(warps)/528))
fw = sorted(max(cost[i:i+32]) for i in range(0, m, 32))
print('  flat warps: max %d, p99 %d, mean %.0f; share per scheduler %.0f' % (fw[-1], fw[int(0.99*len(fw))], sum(fw)/len(fw), sum(fw)/528))
# the run-time rule: a warp spreads only when its lanes' item counts are
# unbalanced (largest more than twice the mean), else each lane runs its own
hyb = 0; spread_warps = 0; warps_n = 0
for w in range(0, n, 32):
    lanes = [u for u in range(w, min(w+32, n)) if 0 < od[u] < T]
    if not lanes: continue
    warps_n += 1
    cnt = [od[u] for u in lanes]
    if max(cnt) * len(cnt) > 2 * sum(cnt):
        spread_warps += 1
        items = [c for u in lanes for c in cost[orp[u]:orp[u+1]]]
        hyb += sum(max(items[i:i+32]) for i in range(0, len(items), 32))
    else:
        hyb += max(sum(cost[orp[u]:orp[u+1]]) for u in lanes)
print('  parent with the imbalance rule: %d (%d of %d warps spread); ours / flat = %.2f' % (hyb, spread_warps, warps_n, (hyb + child) / flat))
