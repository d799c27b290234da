# Timelines of TD/TH treeb and treea at the launching threshold 8 (tree.cu
# and the runtime built with ../2026-12-01-h200-leaf-blocks/experiments/
# timeline.patch, not kept): aggregated block starts, the runtime's
# launches and their blocks per 65.5 us bin; one run after a warm-up.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s40/bins2.txz -C /tmp/p || exit 1
/tmp/p/bin/dpbench-nodp gen --data-dir /tmp/data treea treeb >/dev/null 2>&1
for p in "th treeb" "td treeb" "th treea"; do
  set -- $p
  echo "== $p"
  /tmp/p/bin/dpbench-hist run $1 $2 --data-dir /tmp/data --impl dp --reps 1 --max-seconds 1 2>/tmp/err.txt | python3 bench/harness/probe_summary.py "$p" --agg
  grep exphist /tmp/err.txt > $OUT/timeline-$1-$2.txt
  grep -v exphist /tmp/err.txt | head -5
done
