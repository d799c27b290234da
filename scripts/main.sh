#!/usr/bin/env bash
# The main job: set up, build DPOpt, compile the example DP program with the
# plugin (showing the remarks that say what DPOpt did), and run it when a GPU
# is present. The same program built without DPOpt is run too, for contrast.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh" -DBUILD_TESTING=OFF >/dev/null
out=${BUILD_DIR:-$root/build}/examples
mkdir -p "$out"
echo "== compiling examples/irregular.cu with DPOpt (remarks below)"
"$root/scripts/dpopt-clang++" -O2 -Rpass=dpopt -Rpass-analysis=dpopt \
  -Rpass-missed=dpopt "$root/examples/irregular.cu" -o "$out/irregular.dpopt"
"$root/scripts/dpopt-clang++" --no-dpopt -O2 "$root/examples/irregular.cu" \
  -o "$out/irregular.plain"
echo "== built $out/irregular.dpopt and $out/irregular.plain"
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  echo "== running with DPOpt"
  "$out/irregular.dpopt"
  echo "== running without DPOpt (clang's V1 launch into fire-and-forget fails on sm_90)"
  "$out/irregular.plain" || true
else
  echo "== no GPU here: not running (copy $out/irregular.dpopt to a GPU machine)"
fi
