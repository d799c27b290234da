#!/bin/bash
# More samples where probe 1 and 2 were noisy or short: BT t32c16 (a 15 us
# pair), and SP rand3, alternated twice, shipped build (lf) against no
# spread in the launch-free deciders (ns).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA rand3 t32c16 >/dev/null 2>&1
probe_alternate bt t32c16 "nodp dpbench-nodp nodp" "lf dpbench-dpopt dp" "ns dpbench-nospread dp"
probe_alternate sp rand3 "nodp dpbench-nodp nodp" "lf dpbench-dpopt dp" "ns dpbench-nospread dp"
