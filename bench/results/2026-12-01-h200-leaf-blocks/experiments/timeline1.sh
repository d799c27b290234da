# Timelines of TD/TH treea and TD treeb (tree.cu and the runtime built with
# an experiment's patch, not kept: the aggregated blocks' starts, the
# runtime's launches and their blocks, per 65.5 us bin of %globaltimer;
# "exphist BIN STARTS LAUNCHES BLOCKS" at exit). One run after a warm-up.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s39/bins2.txz -C /tmp/p || exit 1
/tmp/p/bin/dpbench-nodp gen --data-dir /tmp/data treea treeb >/dev/null 2>&1
for p in "td treea" "th treea" "td treeb"; do
  set -- $p
  echo "== $p"
  /tmp/p/bin/dpbench-hist run $1 $2 --data-dir /tmp/data --impl dp --reps 1 --max-seconds 1 2>/tmp/err.txt | python3 bench/harness/probe_summary.py "$p" --agg
  grep exphist /tmp/err.txt > $OUT/timeline-$1-$2.txt
  grep -v exphist /tmp/err.txt | head -5
done
