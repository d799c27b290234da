#!/usr/bin/env python3
# tables.py RAW CFG,CFG,...,BASE: medians per (app, dataset) of a probe_alternate
# output, each configuration over the last (BASE); MST rows split into MSTF
# (first result of a run) and MSTV (second).
import re,sys,statistics as st
cur=None;d={}
for l in open(sys.argv[1]):
    m=re.match(r'== (\S+) (\S+)',l)
    if m: cur=(m[1],m[2]); continue
    m=re.match(r'\s+(\S+)\s+([\d.]+) ms (\S+)',l)
    if m:
        if m[3]!='ok': print('NOT OK',l)
        d.setdefault(cur,{}).setdefault(m[1],[]).append(float(m[2]))
cfgs=sys.argv[2].split(',')
for k,v in d.items():
    rows=[('',v)]
    if k[0]=='mst':  # two rows per run: MSTF then MSTV
        rows=[('F',{c:x[0::2] for c,x in v.items()}),('V',{c:x[1::2] for c,x in v.items()})]
    for suf,vv in rows:
        med={c:st.median(vv[c]) for c in vv}
        base=med[cfgs[-1]]
        print(f"{k[0]+suf:6} {k[1]:6} "+' '.join(f"{c} {med[c]:8.4f}" for c in cfgs)+f" nodp {med.get('nodp',0):8.4f} | "+' '.join(f"{c}/{cfgs[-1]} {med[c]/base:.3f}" for c in cfgs[:-1]))
