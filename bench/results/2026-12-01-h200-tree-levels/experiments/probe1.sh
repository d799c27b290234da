# Where a tree level's time goes: tree.cu built with the per-depth clock64
# profile (tree-prof.patch, -DTREE_PROF=1: dpbench-prof), the sums of the
# last run (warm-up and final check print one set each); base binary for the
# distortion; the profiled build with the busy threshold off.
# probe1-raw.txt. probe1-hser-raw.txt is the same script with the two lines
# of each pair
#   for v in hser hspr; do probe_run $v dpbench-$v $1 $2 dp; grep prof /tmp/err.txt | tail -1; done
# in place of prof-nobusy (its hspr was a first, wrong version of the hand
# spread: it took ballot() for a search; see probe2.sh for the right one).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s41/bins1.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA treea treeb >/dev/null 2>&1
for p in "th treeb" "td treeb" "th treea" "td treea"; do
  set -- $p
  echo "== $p"
  probe_run base dpbench-dpopt $1 $2 dp
  probe_run prof dpbench-prof $1 $2 dp
  grep prof /tmp/err.txt
  probe_run prof-nobusy dpbench-prof $1 $2 dp DPOPT_BUSY_THRESHOLD=0
  grep prof /tmp/err.txt
done 2>&1 | tee $OUT/probe1-raw.txt
