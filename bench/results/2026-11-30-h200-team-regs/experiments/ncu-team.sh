#!/bin/bash
# Nsight Compute on BT t2048c64's team version (be4e333) against the
# hand-written team kernel (bt_widen.cu, k_team<16>): duration, warps
# active, instructions, and the team version's per-SASS-instruction
# executions (sass-team-bt.txt: executions, mean active threads, SASS).
B=.carry/bench/bin
$B/dpbench-nodp gen --data-dir /tmp/data t2048c64 >/dev/null 2>&1
M=gpu__time_duration.sum,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,smsp__inst_executed.sum,smsp__thread_inst_executed.sum,launch__occupancy_limit_registers
ncu -c 4 -k regex:team --metrics $M $B/dpbench-dpopt run bt t2048c64 --data-dir /tmp/data --impl dp --reps 5 --max-seconds 2
ncu -c 4 -k regex:team --metrics $M $B/dpbench-cap32 run bt t2048c64 --data-dir /tmp/data --impl dp --reps 5 --max-seconds 2
ncu -k regex:k_team --metrics $M $B/bt_widen /tmp/data t2048c64
ncu -c 1 -k regex:team --section SourceCounters -o /tmp/ours -f $B/dpbench-dpopt run bt t2048c64 --data-dir /tmp/data --impl dp --reps 3 --max-seconds 2
ncu -i /tmp/ours.ncu-rep --page source --csv --print-source sass > ours-sass.csv
