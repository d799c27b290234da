#!/bin/bash
# Session 35, probe 4: the block counts read at entry (99d029a) where the
# child launches kernels (nocount: not read) against the halving fix alone
# (halve) and a8d153e.
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p35/bin PROBE_DATA=/tmp/data
nvidia-smi -L
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron road treeb >/dev/null 2>&1
C=("halve dpbench-halve dp" "nocount dpbench-nocount dp" "a8d dpbench-a8d dp")
probe_alternate td treeb "${C[@]}"
PROBE_PASSES=1 probe_alternate td treea "${C[@]}"
PROBE_PASSES=1 probe_alternate th treeb "${C[@]}"
PROBE_PASSES=1 probe_alternate bfsrec kron "${C[@]}"
