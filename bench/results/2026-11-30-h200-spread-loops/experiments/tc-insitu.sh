#!/bin/bash
# The aggregated child in its program against the same records launched
# alone (tc_layouts blocked64, one launch): kron and cnr, T = 1, 16.
B=.carry/bench/bin; D=/tmp/data
$B/dpbench-nodp gen --data-dir $D cnr kron >/dev/null 2>&1
.carry/exp/tc_layouts $D kron cnr 2>&1 | grep -E "blocked64|flat|^dataset" 
for ds in kron cnr; do for T in 1 16; do
  for r in 1 2; do echo "dp $ds T=$T $(DPOPT_THRESHOLD=$T $B/dpbench-dpopt run tc $ds --data-dir $D --impl dp --reps 9 2>/dev/null | grep -o '"median_ms":[0-9.]*')"; done
done; done
