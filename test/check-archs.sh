#!/usr/bin/env bash
# ctest's runtime-archs test, without a GPU:
# - the runtime archive holds device code for every architecture that
#   lib/libdpagg.archs lists (and the list is what the build was asked for);
# - the e2e program built for two architectures (multiarch) carries both
#   images, with DPOpt and without;
# - dpopt-clang++ refuses an architecture the runtime lacks, for a compile and
#   for a link of objects, with a message naming it.
#   check-archs.sh BUILD_DIR CUDA_PATH LLVM_TOOLS_DIR "ARCH;ARCH..."
set -euo pipefail
build=$1 cuda=$2 tools=$3 want=${4//;/ }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
fail() { echo "FAIL: $*"; exit 1; }

read -r -a listed <"$build/lib/libdpagg.archs"
[[ "${listed[*]}" == "$want" ]] || fail "libdpagg.archs lists '${listed[*]}', the build asked for '$want'"
images=$("$tools/llvm-objdump" --offloading "$build/lib/libdpagg.a" | sed -n 's/^arch *//p' | sort -u)
for a in "${listed[@]}"; do
  grep -qx "$a" <<<"$images" || fail "libdpagg.a has no $a image (has: $(echo $images))"
done
echo "ok: libdpagg.a has images for ${#listed[@]} architectures: ${listed[*]}"

# Exactly the program's architectures: the runtime's others stay out.
for bin in multiarch.dpopt multiarch.plain; do
  elfs=$(python3 "$root/test/fatbin-archs.py" "$build/test/e2e/bin/$bin" | sort | tr '\n' ' ')
  [[ $elfs == "sm_80 sm_90 " ]] || fail "$bin has images for '$elfs', not sm_80 and sm_90"
  echo "ok: $bin has sm_80 and sm_90 images"
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '__global__ void c() {}\n__global__ void p() { c<<<1, 1>>>(); }\nint main() {}\n' >"$tmp/p.cu"
export DPOPT_PLUGIN=$build/lib/libDPOpt.so
if "$root/scripts/dpopt-clang++" --arch=sm_90 --arch=sm_72 -c "$tmp/p.cu" -o "$tmp/p.o" 2>"$tmp/err"; then
  fail "dpopt-clang++ compiled for sm_72"
fi
grep -q "has no code for sm_72" "$tmp/err" || { cat "$tmp/err"; fail "no clear message for sm_72"; }
echo "ok: compile for sm_72 refused: $(cat "$tmp/err")"
# A link of objects: their architectures are read from the objects. A
# runtime said to have sm_90 only must refuse an object with an sm_80 image.
mkdir "$tmp/lib"
ln -s "$build/lib/libDPOpt.so" "$build/lib/libdpagg.a" "$tmp/lib/"
echo sm_90 >"$tmp/lib/libdpagg.archs"
"$root/scripts/dpopt-clang++" --arch=sm_80 -c "$tmp/p.cu" -o "$tmp/p80.o"
if DPOPT_PLUGIN=$tmp/lib/libDPOpt.so "$root/scripts/dpopt-clang++" "$tmp/p80.o" -o "$tmp/a.out" 2>"$tmp/err"; then
  fail "dpopt-clang++ linked an sm_80 object against an sm_90-only runtime"
fi
grep -q "has no code for sm_80" "$tmp/err" || { cat "$tmp/err"; fail "no clear message linking sm_80"; }
echo "ok: link of an sm_80 object with an sm_90-only runtime refused"
"$root/scripts/dpopt-clang++" --arch=sm_80 --arch=sm_90 -O2 "$tmp/p.cu" -o "$tmp/two" ||
  fail "dpopt-clang++ --arch=sm_80 --arch=sm_90 failed"
elfs=$(python3 "$root/test/fatbin-archs.py" "$tmp/two" | sort | tr '\n' ' ')
[[ $elfs == "sm_80 sm_90 " ]] || fail "--arch=sm_80 --arch=sm_90 gave images for '$elfs'"
echo "ok: dpopt-clang++ --arch=sm_80 --arch=sm_90 links both, and only those"
