#!/bin/bash
# Experiment only (cap.sh): adds .maxnreg $CAP to the PTX entry of mandel_sbr_k.dpopt.agg, then runs ptxas.
args=("$@"); new=()
for a in "${args[@]}"; do
  if [[ $a == *.s || $a == *.ptx ]] && [[ -f $a ]] && grep -q 'mandel_sbr_k.*_\$_dpopt_\$_agg' "$a"; then
    t=$(mktemp --suffix=.s)
    python3 - "$a" "$t" <<'PY'
import re,sys,os
s=open(sys.argv[1]).read()
cap=os.environ['CAP']
# entry header: ".entry NAME(" ... ")" then directives then "{"
def fix(m):
    return m.group(0)
out=[];lines=s.split('\n');inent=False
for l in lines:
    if l.startswith('.visible .entry') or l.startswith('.entry') or l.startswith('.weak .entry'):
        inent = ('mandel_sbr_k' in l and '_$_dpopt_$_agg' in l)
    if inent and l.strip().startswith('.maxnreg'):
        continue
    if inent and l.strip()=='{':
        out.append('.maxnreg '+cap); inent=False
    out.append(l)
open(sys.argv[2],'w').write('\n'.join(out))
PY
    new+=("$t")
  else new+=("$a"); fi
done
exec /usr/local/cuda/bin/ptxas "${new[@]}"
