# Aggregated kernels held to 40 registers at up to 32 bytes of spill stores
# (regs40: scripts/dpopt-ptxas AGG_SPILL_BYTES 16 -> 32; held then: TD's and
# TH's, 48 -> 40 registers with 32 bytes, SP's var child with 24) against
# the suite's build of 1e0156c (base; 50e7724 builds the same device IR), A B B A.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s38/bins6.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA treea treeb rand3 sat5 >/dev/null 2>&1
C=("base dpbench-base dp" "regs40 dpbench-regs40 dp")
for p in "td treea" "th treea" "td treeb" "th treeb" "sp rand3" "sp sat5"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe5-raw.txt
