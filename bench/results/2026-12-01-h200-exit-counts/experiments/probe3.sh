nvidia-smi -L
tar xJf .carry/s36/suite.txz -C .carry/s36/ || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/s36/suite/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("grid dpbench-dpopt dp" "warp dpbench-dpopt dp DPOPT_AGG=warp" "multiblock dpbench-dpopt dp DPOPT_AGG=multiblock" "block dpbench-dpopt dp DPOPT_AGG=block" "off dpbench-dpopt dp DPOPT_AGG=off")
for p in "td treeb" "th treeb" "td treea" "bfsrec kron"; do
  PROBE_PASSES=1 probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe3-raw.txt
