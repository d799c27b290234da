#!/bin/bash
# The runtime functions that DPOpt's launch-free, team and aggregated
# kernels call when they call nothing else of the runtime (__dpopt_param,
# __dpagg_free_chunk) are compiled apart with few registers
# (runtime/CMakeLists.txt), because nvlink gives a kernel the registers of
# the largest function it calls (__dpopt_team_fill, which team versions also
# call, is small by itself). Compiles test/e2e/launch_free.cu with the
# plugin and checks that every kernel whose PTX calls only those functions
# keeps its own register count at the device link (or the lean functions'
# limit, if that is larger).
#   check-lean-callees.sh PLUGIN LEAN_MAXRREGCOUNT
set -euo pipefail
plugin=$1 lean=$2
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
DPOPT_PLUGIN=$plugin "$root/scripts/ptxas-report" --keep="$tmp" -O2 "$root/test/e2e/launch_free.cu" >"$tmp/report.txt"
python3 - "$root/scripts/ptxas-report" "$tmp/after.ptx" "$tmp/after.log" "$lean" <<'PY'
import importlib.machinery, importlib.util, sys
# ptxas-report's own parsers of the PTX, ptxas -v and nvlink -v.
loader = importlib.machinery.SourceFileLoader("ptxas_report", sys.argv[1])
report = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
loader.exec_module(report)
ptx, log, lean = open(sys.argv[2]).read(), open(sys.argv[3]).read(), int(sys.argv[4])
# Compiled apart at LEAN_MAXRREGCOUNT; __dpopt_team_fill is small by
# itself (team versions call it at their exit).
LEAN = {"__dpopt_param", "__dpagg_free_chunk", "__dpopt_team_fill"}
kernels, calls = report.parse_ptx(ptx)
own, linked = report.parse_ptxas(log), report.parse_nvlink(log)
checked = bad = 0
for name in sorted(kernels):
    callees = calls.get(name, set())
    if not callees or not callees <= LEAN:
        continue
    if "own_regs" not in own.get(name, {}) or name not in linked:
        print(f"FAIL: {name}: no ptxas or nvlink register count")
        bad += 1
        continue
    checked += 1
    regs, linked_regs = own[name]["own_regs"], linked[name]["regs"]
    want = max(regs, lean)
    status = "ok" if linked_regs <= want else "FAIL"
    bad += status == "FAIL"
    print(f"{status}: {name} calls {', '.join(sorted(callees))}: {regs} registers, {linked_regs} linked (at most {want})")
print(f"check-lean-callees: {checked} kernels checked, {bad} failed")
sys.exit(1 if bad or checked < 4 else 0)
PY
