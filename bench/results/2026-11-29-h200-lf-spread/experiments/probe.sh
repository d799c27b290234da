#!/bin/bash
# Launch-free versions with and without the spread over the warp: the
# shipped build (lf: a launch-free decider spreads unbalanced children like
# the other decider) against a build whose launch-free deciders run each
# child in its own thread (ns), with the flat program (nodp); the road
# graph (where the launch-free versions run) alternated twice, then the
# power-law pairs (where they mostly do not) once. Then Nsight Compute's
# kernel durations on TC's road graph, and the power-law microbenchmark.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "nodp dpbench-nodp nodp" "lf dpbench-dpopt dp" "ns dpbench-nospread dp"
done
for p in "tc cnr" "tc kron" "bfs cnr" "sssp kron" "mst cnr"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "lf dpbench-dpopt dp" "ns dpbench-nospread dp"
done
probe_ncu tc-nodp dpbench-nodp nodp tc tc_edges 3
probe_ncu tc-lf dpbench-dpopt dp tc tc_parent 3
probe_ncu tc-ns dpbench-nospread dp tc tc_parent 3
bench/run-micro.sh "$OUT" threshold_sweep
