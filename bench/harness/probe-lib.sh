# Shell functions for the ad-hoc probes kept with results (bench/results/*/
# experiments/probe*.sh): source it, set PROBE_BINS (the folder the
# configurations' binaries are named under) and PROBE_DATA (datasets from
# `dpbench gen`), then
#   probe_run LABEL BIN APP DATASET IMPL [VAR=VALUE...]
#       one point: BIN (under PROBE_BINS) runs APP on DATASET, the median of
#       9 timed runs after a warm-up, printed by probe_summary.py --agg;
#   probe_profile LABEL BIN APP DATASET IMPL [VAR=VALUE...]
#       probe_run, then the hook profile the run printed at exit (a runtime
#       built with -DDPOPT_RUNTIME_PROFILE=ON), hooks never called left out;
#   probe_alternate APP DATASET "LABEL BIN IMPL [VAR=VALUE...]" ...
#       each configuration in order, then in reverse, twice (A B C C B A
#       A B C C B A; PROBE_PASSES=1 for once): drifts of the GPU's clock or
#       temperature fall on every configuration alike.
#   probe_ncu NAME BIN IMPL APP KERNEL_REGEX COUNT
#       Nsight Compute on COUNT launches of the kernels KERNEL_REGEX matches,
#       from the fifth (BIN runs APP on the road graph with IMPL; the
#       variables PROBE_NCU_DATASET and PROBE_NCU_SKIP change the dataset and
#       the launches skipped): per-SASS-
#       instruction executions and warp-stall samples (every 32 cycles),
#       caches not flushed between passes; the details and source pages as
#       CSV in $OUT/ncu-NAME.tar.xz, and the kernels' main metrics printed.
PROBE_SUMMARY=${PROBE_SUMMARY:-$(dirname "${BASH_SOURCE[0]}")/probe_summary.py}

probe_run() {
  local name=$1 bin=$2 app=$3 ds=$4 impl=$5
  shift 5
  timeout 60 env "$@" "$PROBE_BINS/$bin" run "$app" "$ds" --data-dir "$PROBE_DATA" \
    --impl "$impl" --reps 9 --max-seconds 3 2>/tmp/err.txt |
    python3 "$PROBE_SUMMARY" "$name" --agg
}

probe_profile() {
  probe_run "$@"
  grep profile /tmp/err.txt | grep -v " 0 calls" | sed 's/^/      /'
}

probe_alternate() {
  local app=$1 ds=$2
  shift 2
  local cfgs=("$@") pass c k
  echo "== $app $ds"
  for ((pass = 0; pass < ${PROBE_PASSES:-2}; pass++)); do
    for c in "${cfgs[@]}"; do
      set -- $c
      probe_run "$1" "$2" "$app" "$ds" "${@:3}"
    done
    for ((k = ${#cfgs[@]} - 1; k >= 0; k--)); do
      set -- ${cfgs[$k]}
      probe_run "$1" "$2" "$app" "$ds" "${@:3}"
    done
  done
}

probe_ncu() {
  local name=$1 bin=$2 impl=$3 app=$4 k=$5 c=$6
  ncu -k "regex:$k" --launch-skip "${PROBE_NCU_SKIP:-4}" -c "$c" --cache-control none --warp-sampling-interval 0 \
    --section SourceCounters --section WarpStateStats --section SpeedOfLight \
    --section Occupancy --section LaunchStats --section InstructionStats --section SchedulerStats \
    --section MemoryWorkloadAnalysis_Tables \
    -o "/tmp/rep_$name" -f "$PROBE_BINS/$bin" run "$app" "${PROBE_NCU_DATASET:-road}" --data-dir "$PROBE_DATA" --impl "$impl" \
    --reps 1 --max-seconds 1 >"/tmp/ncu_$name.log" 2>&1
  ncu -i "/tmp/rep_$name.ncu-rep" --page details --csv >"/tmp/ncu-$name-details.csv" 2>&1
  ncu -i "/tmp/rep_$name.ncu-rep" --page source --csv --print-source sass >"/tmp/ncu-$name-sass.csv" 2>&1
  tar cJf "$OUT/ncu-$name.tar.xz" -C /tmp "ncu-$name-details.csv" "ncu-$name-sass.csv"
  echo "== $name"
  [[ -f /tmp/rep_$name.ncu-rep ]] || tail -5 "/tmp/ncu_$name.log"
  grep -E '"(Duration|Achieved Occupancy|Registers Per Thread|Executed Instructions|Warp Cycles Per Issued Instruction|SM Active Cycles|Elapsed Cycles)"' \
    "/tmp/ncu-$name-details.csv" | awk -F'","' '{print "   ", $(NF-2), $(NF-1), $NF}'
}
