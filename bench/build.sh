#!/usr/bin/env bash
# Builds every benchmark binary (one per compile variant of
# bench/harness/variants.py BUILDS, each containing all apps) into
#   $BENCH_OUT        (default: <repo>/.carry/bench)       binaries, BUILD_INFO.json,
#                                                         plugin remarks, selftest
#   $BENCH_OBJ        (default: <repo>/build-bench)       objects (not carried)
# Usage: bench/build.sh [BUILD...]      (default: all, and `micro`; optional ones
#                                        are skipped when their compiler is missing)
#   micro: the microbenchmarks bench/micro/*.cu, each built twice into bin/:
#          micro-NAME-plain (dpopt-clang++ --no-dpopt -DMICRO_UNTRANSFORMED=1: the
#          untransformed program) and micro-NAME (with the plugin; its remarks in
#          remarks-micro-NAME.txt). A microbenchmark that fails to compile is
#          reported and left out; it does not stop the build.
# Environment: JOBS (parallel compiles, default nproc), CLANGXX (clang++-22),
#              CUDA_PATH (/usr/local/cuda), DPOPT_PLUGIN (see scripts/dpopt-clang++),
#              ARCH (sm_90).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
out=${BENCH_OUT:-$root/.carry/bench}
obj=${BENCH_OBJ:-$root/build-bench}
jobs=${JOBS:-$(nproc)}
CLANGXX=${CLANGXX:-clang++-22}
CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
ARCH=${ARCH:-sm_90}
wrapper=$root/scripts/dpopt-clang++
NVCC=${NVCC:-$(command -v nvcc || echo "$CUDA_PATH/bin/nvcc")}
plugin=${DPOPT_PLUGIN:-$root/build/lib/libDPOpt.so}
LLVM_OPT=${LLVM_OPT:-$(command -v opt-22 || echo /usr/lib/llvm-22/bin/opt)}
mkdir -p "$out/bin" "$obj"

commit=$(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)
if [[ $commit != unknown ]] && ! git -C "$root" diff --quiet HEAD -- . 2>/dev/null; then commit="$commit-dirty"; fi
if [[ $commit != unknown ]] && [[ -n $(git -C "$root" ls-files --others --exclude-standard -- bench passes include runtime scripts 2>/dev/null) ]]; then
  [[ $commit == *-dirty ]] || commit="$commit-dirty"
fi

apps=(main bfs sssp mst tc sp bt mandel qsort qsort_cub tree bfsrec)
hosts=(datasets reference)
common_flags=(-O3 -std=c++17)
# cccl: cub (apps/qsort_cub.cu); dpopt-clang++ adds it itself
clang_cuda=(-x cuda "--cuda-gpu-arch=$ARCH" "--cuda-path=$CUDA_PATH" -Wno-unknown-cuda-version
            "-I$CUDA_PATH/include/cccl")
deps=("$here"/common/*.h "$here"/common/*.cpp "$here"/apps/*.cu "$0")

newer() { # newer TARGET DEP... : true if TARGET is missing or older than a DEP
  local t=$1; shift
  [[ -e $t ]] || return 0
  local d
  for d in "$@"; do [[ $d -nt $t ]] && return 0; done
  return 1
}

want_micro=0
sel=()
for x in "$@"; do
  if [[ $x == micro ]]; then want_micro=1; else sel+=("$x"); fi
done
[[ $# -eq 0 ]] && want_micro=1
table=()
if [[ ${#sel[@]} -gt 0 || $# -eq 0 ]]; then
  mapfile -t table < <(python3 "$here/harness/variants.py" --builds "${sel[@]}")
  [[ ${#table[@]} -gt 0 ]] || { echo "build.sh: no builds selected" >&2; exit 2; }
fi

# 1. host-only objects (shared by every build)
mkdir -p "$obj/host"
for h in "${hosts[@]}"; do
  if newer "$obj/host/$h.o" "$here/common/$h.cpp" "$here"/common/*.h; then
    echo "  CXX   host/$h.o"
    "$CLANGXX" "${common_flags[@]}" -fPIE -c "$here/common/$h.cpp" -o "$obj/host/$h.o"
  fi
done

# 2. per-build CUDA objects, compiled in parallel
jobfile=$obj/jobs.txt
: >"$jobfile"
built=()
plugin_opts=""
for line in "${table[@]}"; do
  IFS='|' read -r -a f <<<"$line"
  name=${f[0]} mode=${f[1]} optional=${f[2]} off=${f[3]:-}
  flags=("${f[@]:4}")
  case $mode in
    plain) cc=("$CLANGXX" "${clang_cuda[@]}" -DBENCH_NO_DP) ;;
    dp) cc=("$wrapper" --no-dpopt "--arch=$ARCH") ;;
    dpopt)
      [[ -f $plugin ]] || { echo "build.sh: $plugin missing: build the plugin first (see README)" >&2; exit 2; }
      cc=("$wrapper" "--arch=$ARCH" -DBENCH_PLUGIN=1 -Rpass=dpopt -Rpass-missed=dpopt -Rpass-analysis=dpopt)
      if [[ -n $off ]]; then
        # the plugin's own options (cl::opt), to switch off only what exists
        [[ -n $plugin_opts ]] || plugin_opts=$("$LLVM_OPT" -load-pass-plugin="$plugin" --help-hidden 2>/dev/null |
                                               grep -o -- '--dpopt-[a-z0-9-]*' | sed 's/^-//' | tr '\n' ' ')
        IFS=',' read -r -a offs <<<"$off"
        for o in "${offs[@]}"; do
          # device compilation only: the host cc1 does not load the plugin
          # and would reject the option
          if [[ " $plugin_opts " == *" ${o%%=*} "* ]]; then cc+=(-Xarch_device "-mllvm=$o"); else echo "  note  $name: the plugin has no ${o%%=*}"; fi
        done
      fi ;;
    nvcc)
      if [[ ! -x $NVCC ]]; then
        [[ $optional == 1 ]] && { echo "  skip  $name (no nvcc)"; continue; }
        echo "build.sh: nvcc not found" >&2; exit 2
      fi
      cc=("$NVCC" -arch="$ARCH" -rdc=true -Xcompiler -fPIE) ;;
    *) echo "build.sh: unknown mode $mode" >&2; exit 2 ;;
  esac
  d=$obj/$name
  mkdir -p "$d"
  sig="$mode ${cc[*]} ${flags[*]} ${common_flags[*]}"
  if [[ ! -f $d/flags.txt || $(cat "$d/flags.txt") != "$sig" ]]; then rm -f "$d"/*.o; echo "$sig" >"$d/flags.txt"; fi
  extra_dep=()
  [[ $mode == dpopt ]] && extra_dep=("$plugin")
  for a in "${apps[@]}"; do
    if newer "$d/$a.o" "${deps[@]}" "${extra_dep[@]}"; then
      defs=("-DBENCH_BUILD_NAME=\"$name\"")
      [[ $a == main ]] && defs+=("-DBENCH_COMMIT=\"$commit\"")
      cmd=$(printf '%q ' "${cc[@]}" "${common_flags[@]}" "${flags[@]}" "${defs[@]}" -c "$here/apps/$a.cu" -o "$d/$a.o")
      # stdout+stderr (warnings, plugin remarks) go to a log per object
      echo "echo '  CUDA  $name/$a.o'; $cmd >$(printf '%q' "$d/$a.log") 2>&1 || { cat $(printf '%q' "$d/$a.log"); echo 'FAILED: $name/$a.o'; exit 1; }" >>"$jobfile"
    fi
  done
  built+=("$name:$mode")
done
# 2b. microbenchmarks (compiled and linked in one step each, same job pool)
micro_names=()
if [[ $want_micro == 1 ]]; then
  if [[ ! -f $plugin ]]; then
    echo "  skip  micro (no plugin at $plugin)"
  else
    mkdir -p "$obj/micro"
    rt_deps=("$root/include/dpagg.h" "$plugin")
    [[ -f $(dirname "$plugin")/libdpagg.a ]] && rt_deps+=("$(dirname "$plugin")/libdpagg.a")
    for src in "$here"/micro/*.cu; do
      [[ -f $src ]] || continue
      m=$(basename "$src" .cu)
      micro_names+=("$m")
      for kind in plain dpopt; do
        if [[ $kind == plain ]]; then
          bin=$out/bin/micro-$m-plain
          mcc=("$wrapper" --no-dpopt "--arch=$ARCH" -DMICRO_UNTRANSFORMED=1)
        else
          bin=$out/bin/micro-$m
          mcc=("$wrapper" "--arch=$ARCH" -Rpass=dpopt -Rpass-missed=dpopt -Rpass-analysis=dpopt)
        fi
        if newer "$bin" "$src" "$here"/micro/*.h "$0" "${rt_deps[@]}"; then
          log=$obj/micro/$m-$kind.log
          cmd=$(printf '%q ' "${mcc[@]}" -O3 -std=c++17 "$src" -o "$bin")
          echo "echo '  MICRO ${bin##*/}'; rm -f $(printf '%q' "$bin"); $cmd >$(printf '%q' "$log") 2>&1 || { tail -20 $(printf '%q' "$log"); echo 'WARNING: ${bin##*/} did not build (left out)'; }" >>"$jobfile"
        fi
      done
    done
  fi
fi

if [[ -s $jobfile ]]; then
  xargs -P "$jobs" -d '\n' -n 1 bash -c <"$jobfile"
fi
for m in "${micro_names[@]}"; do
  [[ -f $obj/micro/$m-dpopt.log ]] && cp "$obj/micro/$m-dpopt.log" "$out/remarks-micro-$m.txt"
done

# 3. link
for nm in "${built[@]}"; do
  name=${nm%%:*} mode=${nm#*:}
  d=$obj/$name
  objs=()
  for a in "${apps[@]}"; do objs+=("$d/$a.o"); done
  for h in "${hosts[@]}"; do objs+=("$obj/host/$h.o"); done
  bin=$out/bin/dpbench-$name
  # dpopt-clang++ links the runtime library: a new runtime alone relinks
  link_deps=("${objs[@]}")
  if [[ $mode == dp || $mode == dpopt ]] && [[ -f $(dirname "$plugin")/libdpagg.a ]]; then
    link_deps+=("$(dirname "$plugin")/libdpagg.a")
  fi
  if newer "$bin" "${link_deps[@]}"; then
    echo "  LINK  bin/dpbench-$name"
    case $mode in
      plain) "$CLANGXX" "${objs[@]}" -L"$CUDA_PATH/lib64" -lcudart_static -ldl -lrt -pthread -o "$bin" ;;
      # Linking objects only: --offload-link makes clang run the device link
      # (without it the binary silently has no device code).
      dp | dpopt) "$wrapper" --offload-link -x none "${objs[@]}" -o "$bin" 2> >(grep -v 'argument unused\|-x none' >&2) ;;
      nvcc) "$NVCC" -arch="$ARCH" -rdc=true "${objs[@]}" -lcudadevrt -o "$bin" ;;
    esac
  fi
  if [[ $mode == dpopt ]]; then
    cat "$d"/*.log >"$out/remarks-$name.txt"
  fi
done

# 4. CPU self-test binary (carried too: it runs on the GPU machine's CPU)
if newer "$out/selftest" "$here/selftest.cpp" "$obj/host/datasets.o" "$obj/host/reference.o"; then
  echo "  CXX   selftest"
  "$CLANGXX" "${common_flags[@]}" -pthread -I"$here" "$here/selftest.cpp" "$obj/host/datasets.o" "$obj/host/reference.o" -o "$out/selftest"
fi

# 5. BUILD_INFO.json: what was built, from what, with what
python3 - "$out" "$commit" "$plugin" "$CLANGXX" "$NVCC" "$ARCH" "$here/harness" <<'EOF'
import datetime, hashlib, json, os, subprocess, sys
out, commit, plugin, clangxx, nvcc, arch, harness = sys.argv[1:]
sys.path.insert(0, harness)
import variants
def ver(cmd, pick=None):
    try:
        lines = subprocess.run(cmd, capture_output=True, text=True).stdout.strip().splitlines()
        return [l for l in lines if pick in l][:1] if pick else lines[:1]
    except Exception:
        return []
def sha(p):
    try:
        return hashlib.sha256(open(p, 'rb').read()).hexdigest()[:16]
    except Exception:
        return None
bins = {}
for f in sorted(os.listdir(os.path.join(out, 'bin'))):
    p = os.path.join(out, 'bin', f)
    bins[f] = dict(bytes=os.path.getsize(p), sha256_16=sha(p))
remarks = {}
for f in sorted(os.listdir(out)):
    if f.startswith('remarks-'):
        t = open(os.path.join(out, f)).read()
        passed = [l.lower() for l in t.splitlines() if l.endswith('[-Rpass=dpopt]')]
        remarks[f[8:-4]] = dict(
            launch_sites=t.count('remark: device launch'),
            normalized=t.count('into cudaGetParameterBufferV2/cudaLaunchDeviceV2 form'),
            missed=t.count('[-Rpass-missed=dpopt]'),
            errors=t.count('error:'),
            applied={o: sum(any(k.lower() in l for k in ks) for l in passed) for o, ks in variants.OPT_REMARK.items()})
info = dict(commit=commit, built_at=datetime.datetime.now(datetime.timezone.utc).isoformat(timespec='seconds'),
            arch=arch, clang=ver([clangxx, '--version']), nvcc=ver([nvcc, '--version'], 'release') if os.path.exists(nvcc) else [],
            plugin=dict(path=plugin, sha256_16=sha(plugin)), binaries=bins, plugin_remarks=remarks)
json.dump(info, open(os.path.join(out, 'BUILD_INFO.json'), 'w'), indent=1)
total = sum(b['bytes'] for b in bins.values())
for k, b in bins.items():
    print(f"  {k:20s} {b['bytes']/2**20:6.2f} MiB")
print(f"  total {total/2**20:.2f} MiB in {out}/bin")
for k, r in remarks.items():
    ap = ', '.join(f'{o} at {n}' for o, n in r['applied'].items() if n) or 'no optimization'
    print(f"  plugin remarks ({k}): {r['launch_sites']} launch sites, {r['normalized']} normalized, "
          f"{r['missed']} missed; applied: {ap}")
EOF
