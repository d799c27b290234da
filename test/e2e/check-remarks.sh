#!/usr/bin/env bash
# Checks, without a GPU, that DPOpt found and normalized every device-side
# launch of an e2e program, using the remarks its dpopt build saved:
#   check-remarks.sh REMARKS_FILE SOURCE.cu [O0|O2]
# (the optimization level the remarks come from; default O2)
# Markers in the source (and in its local "..." includes, and theirs), one
# launch a line:
#   //@launch                 V1 launch (<<<>>> or cudaLaunchDevice): needs a
#                             "device launch ... (V1 API" and a "rewrote the
#                             launch" remark on that line, and no "launch left
#                             unchanged" one
#   //@v2                     cudaLaunchDeviceV2 by hand: needs a "device
#                             launch ... (V2 API" remark, no rewrite, nothing
#                             left unchanged
#   //@launch-known-missed    like @launch/@v2, but DPOpt is known to leave it
#   //@v2-known-missed        unchanged today: accepted, reported as a note
#   //@launch-known-missed-O0 the same, but only at -O0 (strict at -O2)
#   //@v2-known-missed-O0
#   //@host                   host-side launch: no remark allowed on the line
# Every line with `<<<` or a cudaLaunchDevice call must carry a marker, and
# every launch remark must be on a marked line. Exit status 0 when all hold.
set -u
if [[ $# -lt 2 || $# -gt 3 ]]; then
  echo "usage: $0 REMARKS_FILE SOURCE.cu [O0|O2]" >&2
  exit 2
fi
remarks=$1
src=$2
level=${3:-O2}
if [[ ! -f $remarks ]]; then
  echo "FAIL: $remarks does not exist (build the e2e programs first)"
  exit 1
fi
if [[ ! -f $src ]]; then
  echo "FAIL: $src does not exist"
  exit 1
fi
dir=$(dirname "$src")
files=("$src")
# The local includes, and theirs (a program that includes another's source).
for ((f = 0; f < ${#files[@]}; f++)); do
  while IFS= read -r inc; do
    [[ -f $dir/$inc && " ${files[*]} " != *" $dir/$inc "* ]] && files+=("$dir/$inc")
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "${files[$f]}")
done

# Pass 1 reads the sources (FILENAME != remarks), pass 2 the remarks.
awk -v remarks="$remarks" -v level="$level" '
function base(p) { sub(/.*\//, "", p); return p }
FILENAME != remarks {
  line = $0
  if (line ~ /^[[:space:]]*\/\//) next           # comment line
  key = base(FILENAME) ":" FNR
  kind = ""
  if (match(line, /\/\/@(launch|v2|host)(-known-missed(-O0)?)?([^-a-zA-Z0-9]|$)/)) {
    kind = substr(line, RSTART + 3, RLENGTH - 3)
    sub(/[^-a-zA-Z0-9]$/, "", kind)
    if (kind ~ /-O0$/) {                           # known missed at -O0 only
      if (level == "O0") sub(/-O0$/, "", kind)
      else sub(/-known-missed-O0$/, "", kind)
    }
  }
  code = line
  sub(/\/\/.*/, "", code)                         # drop trailing comment
  is_launch = (code ~ /<<</ || code ~ /cudaLaunchDevice(V2)?(_ptsz)?[[:space:]]*\(/)
  if (is_launch && kind == "") {
    printf "FAIL: %s: launch without a //@launch, //@v2 or //@host marker\n", key
    bad++
  }
  if (kind != "") { marker[key] = kind; order[++n] = key }
  next
}
{
  if (!match($0, /^[^ ]*:[0-9]+:[0-9]+: remark: /)) next
  loc = substr($0, 1, RLENGTH)
  msg = substr($0, RLENGTH + 1)
  split(loc, parts, ":")
  # parts: file (may contain no colon on POSIX paths), line, column
  key = base(parts[1]) ":" parts[2]
  if (msg ~ /^device launch .*\(V1 API/) what = "found1"
  else if (msg ~ /^device launch .*\(V2 API/) what = "found2"
  else if (msg ~ /^rewrote the launch/) what = "rewrote"
  else if (msg ~ /^launch left unchanged/) what = "missed"
  else next
  cnt[key, what]++
  if (what == "missed") why[key] = msg
  if (!(key in marker) || marker[key] == "host") {
    printf "FAIL: %s: unexpected remark (no device-launch marker on that line): %s\n", key, msg
    bad++
  }
}
END {
  nl = nv = nk = 0
  for (i = 1; i <= n; i++) {
    k = order[i]; m = marker[k]
    f1 = cnt[k, "found1"] + 0; f2 = cnt[k, "found2"] + 0
    rw = cnt[k, "rewrote"] + 0; ms = cnt[k, "missed"] + 0
    if (m == "launch") {
      nl++
      if (f1 == 0) { printf "FAIL: %s: V1 launch not found (no \"device launch ... (V1 API\" remark)\n", k; bad++ }
      if (rw < f1 || rw == 0) { printf "FAIL: %s: V1 launch not rewritten into V2 form (%d found, %d rewritten)\n", k, f1, rw; bad++ }
      if (ms) { printf "FAIL: %s: %s\n", k, why[k]; bad++ }
      if (f2) { printf "FAIL: %s: expected a V1 launch, DPOpt saw a V2 one\n", k; bad++ }
    } else if (m == "v2") {
      nv++
      if (f2 == 0) { printf "FAIL: %s: V2 launch not found (no \"device launch ... (V2 API\" remark)\n", k; bad++ }
      if (rw) { printf "FAIL: %s: a V2 launch was rewritten\n", k; bad++ }
      if (ms) { printf "FAIL: %s: %s\n", k, why[k]; bad++ }
    } else if (m == "launch-known-missed" || m == "v2-known-missed") {
      nk++
      if (f1 + f2 == 0) { printf "FAIL: %s: launch not found at all\n", k; bad++ }
      else if (ms) printf "note: %s: known missed launch: %s\n", k, why[k]
      else printf "note: %s: marked known-missed but now handled (%d rewritten): update the marker\n", k, rw
    }
  }
  if (n == 0) { print "FAIL: no launch markers found in the sources"; bad++ }
  if (bad) { printf "FAIL: %d problem(s) in %s\n", bad, remarks; exit 1 }
  printf "OK (%s): %d V1 launches rewritten, %d V2 launches found, %d known missed\n", level, nl, nv, nk
}
' "${files[@]}" "$remarks"
