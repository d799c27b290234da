#!/bin/bash
# tc_flatten with the exact-grid and dynamically balanced drains.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s44/suite.txz -C /tmp/p || exit 1
timeout 200 /tmp/p/bo-s/bin/dpbench-nodp gen --data-dir /tmp/data cnr kron road >/dev/null 2>&1
timeout 300 .carry/s44/tc_flatten /tmp/data cnr kron road 2>&1 | tee $OUT/flatten2-raw.csv
