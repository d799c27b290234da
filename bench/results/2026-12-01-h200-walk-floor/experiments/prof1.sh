# Where TD/TH treea's time goes at 1e0156c: the hook profile of a runtime
# built with -DDPOPT_RUNTIME_PROFILE=ON (every app rebuilt with it), one
# run each: calls, mean cycles and when in the last run the hooks were
# called (their last call: the end of the recursion's launching levels).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s38/bins5.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA treea treeb kron >/dev/null 2>&1
for p in "td treea" "th treea" "td treeb" "bfsrec kron"; do
  probe_profile "prof-$p" dpbench-prof $p dp
done 2>&1 | tee $OUT/prof1-raw.txt
