# Loop-free children at 2048 (DPOPT_THRESHOLD) on the other apps: BT, SP,
# and Mandelbrot's fill child by name (its pixel child loops: 16); main at
# 105ee89. A B B A (C C for the by-name variant).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s40/bins3.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 t32c16 rand3 sat5 m2k m8k >/dev/null 2>&1
C=("def dpbench-dpopt dp" "t2048 dpbench-dpopt dp DPOPT_THRESHOLD=2048")
for p in "bt t2048c64" "bt t32c16" "sp rand3" "sp sat5"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe5-raw.txt
M=("def dpbench-dpopt dp" "fill2048 dpbench-dpopt dp DPOPT_THRESHOLD=mandel_fill_k=2048" "fill2048b dpbench-dpopt dp DPOPT_THRESHOLD=mandel_pixel_k=16,2048")
for p in "mandel m2k" "mandel m8k"; do
  probe_alternate $p "${M[@]}"
done 2>&1 | tee -a $OUT/probe5-raw.txt
