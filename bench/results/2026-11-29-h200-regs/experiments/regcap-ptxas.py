#!/usr/bin/env python3
# Experiment (probe1): DPOPT_REAL_PTXAS for scripts/dpopt-ptxas; caps the .maxnreg of
# the entries whose name matches REGCAP_RE (default "parent") at REGCAP_N.
import os, re, subprocess, sys, tempfile
real = '/usr/local/cuda/bin/ptxas'
args = sys.argv[1:]
pat = re.compile(os.environ.get('REGCAP_RE', 'parent'))
n = os.environ.get('REGCAP_N', '32')
out = []
for i, a in enumerate(args):
    if a.endswith('.ptx') or a.endswith('.s'):
        try:
            text = open(a).read()
        except Exception:
            continue
        if '.entry' not in text:
            continue
        lines = text.split('\n'); res = []; inentry = False
        for l in lines:
            m = re.match(r'\s*(\.weak |\.visible )?\.entry (\S+?)\(', l)
            if m:
                inentry = bool(pat.search(m.group(2)))
            if inentry and re.match(r'\s*\.maxnreg', l):
                continue
            if inentry and l.strip() == '{':
                res.append('.maxnreg ' + n); inentry = False
            res.append(l)
        f = tempfile.NamedTemporaryFile('w', suffix='.ptx', delete=False)
        f.write('\n'.join(res)); f.close()
        args[i] = f.name
os.execv(real, [real] + args)
