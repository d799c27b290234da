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
python3 - "$tmp/after.ptx" "$tmp/after.log" "$lean" <<'PY'
import re, sys
ptx, log, lean = open(sys.argv[1]).read(), open(sys.argv[2]).read(), int(sys.argv[3])
# Compiled apart at LEAN_MAXRREGCOUNT; __dpopt_team_fill is small by
# itself (team versions call it at their exit).
LEAN = {"__dpopt_param", "__dpagg_free_chunk", "__dpopt_team_fill"}
# Each entry's body runs to the next .entry or .func.
parts = re.split(r"^(?:\.visible |\.weak |\.extern )?\.(entry|func)\s+(?:\([^)]*\)\s*)?([\w$.]+)", ptx, flags=re.M)
callees = {}
for kind, name, body in zip(parts[1::3], parts[2::3], parts[3::3]):
    if kind == "entry":
        callees[name] = set(re.findall(r"\bcall(?:\.uni)?\s+(?:\([^)]*\),\s*)?([\w$.]+)", body))
own = dict(re.findall(r"Compiling entry function '([^']+)'.*?\n(?:.*\n)*?ptxas info\s+: Used (\d+) registers", log))
linked = dict(re.findall(r"nvlink info\s+: Function properties for '([^']+)':\nnvlink info\s+: used (\d+) registers", log))
checked = bad = 0
for name, calls in sorted(callees.items()):
    if not calls or not calls <= LEAN:
        continue
    if name not in own or name not in linked:
        print(f"FAIL: {name}: no ptxas or nvlink register count")
        bad += 1
        continue
    checked += 1
    want = max(int(own[name]), lean)
    status = "ok" if int(linked[name]) <= want else "FAIL"
    bad += status == "FAIL"
    print(f"{status}: {name} calls {', '.join(sorted(calls))}: {own[name]} registers, {linked[name]} linked (at most {want})")
print(f"check-lean-callees: {checked} kernels checked, {bad} failed")
sys.exit(1 if bad or checked < 4 else 0)
PY
