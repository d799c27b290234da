#!/bin/bash
# TC (and BFS kron) at 5977acf's plugin+runtime against 617a4c7's, same harness sources.
source bench/harness/probe-lib.sh
# dpbench-old: bench/build.sh dpopt in a worktree of 5977acf (its plugin and runtime); dpbench-new: 617a4c7
PROBE_BINS=.carry/s1 PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bfs kron" "tc road"; do
  set -- $p
  probe_alternate $1 $2 "old dpbench-old dp" "new dpbench-new dp"
  PROBE_PASSES=1 probe_alternate $1 $2 "nodp dpbench-nodp nodp"
done
