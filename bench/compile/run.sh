#!/usr/bin/env bash
# Compile-time benchmark (issue 17, item 5): every program compiled with
# plain clang (dpopt-clang++ --no-dpopt) and with DPOpt, and their ratio.
#   bench/compile/run.sh [--reps N] [--quick] [--out DIR] [PROGRAM.cu...]
# Programs (default): bench/compile/stress_200_sites.cu, test/e2e/*.cu and
# bench/apps/*.cu, with the flags their own builds use. Per program and mode,
# the median over N repetitions (default 3) of:
#   compile_wall_s, compile_cpu_s  `-c` (device: clang, LLVM, ptxas, fatbinary;
#                                  host), wall time and the CPU time of the
#                                  process tree (steadier on a busy machine)
#   device_s                       `--cuda-device-only -S`: front end, LLVM
#                                  (DPOpt and -O2/-O3) and PTX output
#   ptxas_s                        ptxas -c on that PTX (what clang runs: with
#                                  DPOpt, through scripts/dpopt-ptxas)
#   ptx_lines                      lines of that PTX
# Writes OUT/compile.csv (one row per program and mode), OUT/ratios.csv and
# OUT/README.md (tables, the machine, the commands). OUT defaults to
# build/compile-bench. --quick: one repetition, stress and the apps only.
# Needs the plugin (build/lib/libDPOpt.so or DPOPT_PLUGIN), clang++-22 and
# CUDA (ptxas); no GPU.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
wrapper=$root/scripts/dpopt-clang++
CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
PTXAS=${PTXAS:-$CUDA_PATH/bin/ptxas}
ARCH=${ARCH:-sm_90}
reps=3
quick=0
out=$root/build/compile-bench
progs=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --reps) reps=$2; shift 2 ;;
    --quick) quick=1; reps=1; shift ;;
    --out) out=$2; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) progs+=("$1"); shift ;;
  esac
done
if [[ ${#progs[@]} -eq 0 ]]; then
  progs=("$here/stress_200_sites.cu")
  [[ $quick -eq 1 ]] || progs+=("$root"/test/e2e/*.cu)
  progs+=("$root"/bench/apps/*.cu)
fi
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The flags each program's own build uses.
flags_for() {
  local src=$1
  case $src in
    */bench/apps/*) echo "-O3 -std=c++17" ;;
    *)
      local extra
      extra=$(sed -n 's|^// E2E-FLAGS:[ \t]*||p' "$src" | tr '\n' ' ')
      echo "-O2 $extra" ;;
  esac
}

# Median of the numbers on stdin.
median() { sort -g | awk '{a[NR]=$1} END {if (NR == 0) print "nan"; else if (NR % 2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }

# Runs "$@"; sets W and C to its wall and CPU time (user + sys of the tree).
timed() {
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >"$work/out" 2>&1 || {
    cat "$work/out" >&2
    echo "bench/compile/run.sh: failed: $*" >&2
    exit 1
  }
  read -r W C < <(awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$work/time")
}

csv=$out/compile.csv
echo "program,mode,compile_wall_s,compile_cpu_s,device_s,ptxas_s,ptx_lines" >"$csv"
for src in "${progs[@]}"; do
  name=$(basename "$src" .cu)
  case $src in */bench/apps/*) name=app-$name ;; */test/e2e/*) name=e2e-$name ;; esac
  read -r -a flags <<<"$(flags_for "$src")"
  for mode in plain dpopt; do
    opt=()
    [[ $mode == plain ]] && opt=(--no-dpopt)
    cw=() cc=() dv=() px=()
    for ((r = 0; r < reps; r++)); do
      timed "$wrapper" "${opt[@]}" "--arch=$ARCH" "${flags[@]}" -c "$src" -o "$work/p.o"
      cw+=("$W") cc+=("$C")
      timed "$wrapper" "${opt[@]}" "--arch=$ARCH" "${flags[@]}" --cuda-device-only -S "$src" -o "$work/p.ptx"
      dv+=("$W")
      # What clang runs: with DPOpt, dpopt-clang++'s ptxas (dpopt-ptxas: budgets,
      # the site helpers' -func-maxrregcount).
      px_tool=("$PTXAS")
      [[ $mode == dpopt ]] && px_tool=(env "DPOPT_REAL_PTXAS=$PTXAS" "$root/scripts/dpopt-ptxas")
      timed "${px_tool[@]}" "-arch=$ARCH" -c "$work/p.ptx" -o "$work/p.cubin"
      px+=("$W")
    done
    lines=$(wc -l <"$work/p.ptx")
    row="$name,$mode,$(printf '%s\n' "${cw[@]}" | median),$(printf '%s\n' "${cc[@]}" | median),$(printf '%s\n' "${dv[@]}" | median),$(printf '%s\n' "${px[@]}" | median),$lines"
    echo "$row" >>"$csv"
    echo "  $row"
  done
done

# Ratios (DPOpt / plain) and the README.
python3 - "$csv" "$out" "$reps" <<'EOF'
import csv, math, os, platform, subprocess, sys
path, out, reps = sys.argv[1], sys.argv[2], sys.argv[3]
rows = list(csv.DictReader(open(path)))
by = {}
for r in rows:
    by.setdefault(r["program"], {})[r["mode"]] = r
keys = ["compile_wall_s", "compile_cpu_s", "device_s", "ptxas_s", "ptx_lines"]
ratios = []
for prog, m in by.items():
    if "plain" not in m or "dpopt" not in m:
        continue
    rr = {"program": prog}
    for k in keys:
        p, d = float(m["plain"][k]), float(m["dpopt"][k])
        rr[k] = d / p if p > 0 else float("nan")
    ratios.append(rr)
with open(os.path.join(out, "ratios.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["program"] + keys)
    for rr in ratios:
        w.writerow([rr["program"]] + ["%.2f" % rr[k] for k in keys])
def gmean(xs):
    xs = [x for x in xs if x > 0 and not math.isnan(x)]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")
def cpu():
    try:
        for l in open("/proc/cpuinfo"):
            if l.startswith("model name"):
                return l.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"
def tool(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True).stdout.splitlines()[0]
    except Exception:
        return "unknown"
lines = ["# Compile time and PTX size: plain clang vs DPOpt", "",
         "Machine: %d-core CPU (%s), no GPU; %s; %s." % (
             os.cpu_count(), cpu(), tool(["clang++-22", "--version"]),
             tool([os.environ.get("PTXAS", "/usr/local/cuda/bin/ptxas"), "--version"])[:80] or "ptxas"),
         "Medians of %s repetitions (`bench/compile/run.sh`). Wall times depend on what else the machine runs; "
         "`compile_cpu_s` (user + system time of clang and its children) is steadier." % reps, "",
         "| program | compile wall s (plain / DPOpt) | compile CPU s | device (clang -S) s | ptxas s | PTX lines | ratios wall / CPU / device / ptxas / PTX |",
         "|---|---|---|---|---|---|---|"]
for prog, m in by.items():
    if "plain" not in m or "dpopt" not in m:
        continue
    p, d = m["plain"], m["dpopt"]
    rr = next(r for r in ratios if r["program"] == prog)
    lines.append("| %s | %s / %s | %s / %s | %s / %s | %s / %s | %s / %s | %.2f / %.2f / %.2f / %.2f / %.2f |" % (
        prog, p["compile_wall_s"], d["compile_wall_s"], p["compile_cpu_s"], d["compile_cpu_s"],
        p["device_s"], d["device_s"], p["ptxas_s"], d["ptxas_s"], p["ptx_lines"], d["ptx_lines"],
        rr["compile_wall_s"], rr["compile_cpu_s"], rr["device_s"], rr["ptxas_s"], rr["ptx_lines"]))
lines += ["", "Geometric means of the ratios (DPOpt / plain) over the %d programs: wall %.2f, CPU %.2f, "
          "device %.2f, ptxas %.2f, PTX lines %.2f." % (
              len(ratios), *(gmean([r[k] for r in ratios]) for k in keys)), ""]
open(os.path.join(out, "README.md"), "w").write("\n".join(lines))
print("\n".join(lines))
EOF
echo "bench/compile/run.sh: results in $out"
