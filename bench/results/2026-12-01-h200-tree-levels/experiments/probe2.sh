# The leaves' level (depth 3 -> 4) run serially by hand (hser) and spread
# over the warp by hand (hspr), against base; the runtime's hook profile
# (runtime built with -DDPOPT_RUNTIME_PROFILE=ON, dpbench-rprof) of base's tree code.
# Binaries: mkvar.sh /tmp/bfl45 NAME tree SRC FLAGS, SRC tree.cu with
# tree-prof.patch; hser: -DTREE_PROF=1 -DTREE_BYHAND_SERIAL=1, hspr:
# -DTREE_PROF=1 -DTREE_BYHAND_SPREAD=1, both with -mllvm
# -dpopt-assume-independent-launches (the hand loop is a second launch site).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s41/bins2.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
eval "$(declare -f probe_run | sed 's/timeout 60/timeout 20/')"
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA treea treeb >/dev/null 2>&1
for p in "th treeb" "td treeb" "th treea" "td treea"; do
  set -- $p
  echo "== $p"
  for v in dpopt hser hspr hspr hser dpopt; do
    probe_run $v dpbench-$v $1 $2 dp; grep prof /tmp/err.txt | tail -1
  done
done 2>&1 | tee $OUT/probe2-raw.txt
for p in "th treeb" "th treea"; do
  set -- $p
  echo "== $p"
  probe_profile rprof dpbench-rprof $1 $2 dp
done 2>&1 | tee $OUT/probe2-profile.txt
