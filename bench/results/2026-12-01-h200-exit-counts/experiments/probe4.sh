nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s36/bins6.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("cur-aggoff dpbench-cur dp DPOPT_AGG=off" "nosole-aggoff dpbench-nosole dp DPOPT_AGG=off" "plain-dp dpbench-dp dp")
for p in "td treea" "th treea" "bfsrec kron"; do
  PROBE_PASSES=1 probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe4-raw.txt
C=("cur dpbench-cur dp" "nosole dpbench-nosole dp")
for p in "td treeb" "th treea"; do
  PROBE_PASSES=1 probe_alternate $p "${C[@]}"
done 2>&1 | tee -a $OUT/probe4-raw.txt
