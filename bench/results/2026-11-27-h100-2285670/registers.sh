# usage: regs.sh label plugin [apps...]
label=$1; plug=$2; shift 2
for a in "${@:-bfs sssp mst tc sp bt}"; do for a2 in $a; do
  DPOPT_PLUGIN=$plug scripts/dpopt-clang++ --cuda-device-only -O3 -S -Ibench bench/apps/$a2.cu -o /tmp/q-$label-$a2.ptx 2>/dev/null
  /usr/local/cuda/bin/ptxas -v --gpu-name sm_90 -c /tmp/q-$label-$a2.ptx -o /dev/null 2>&1 | awk -v L=$label -v A=$a2 '
    /Compiling entry function/ {f=$0; sub(/.*function ./,"",f); sub(/. for.*/,"",f); sub(/__intern__.*/,"",f); sub(/_ZN5bench12_GLOBAL__N_1[0-9]*/,"",f); sub(/E.*/,"",f)}
    /bytes stack frame/ {match($0,/[0-9]+ bytes stack frame/); st=substr($0,RSTART,RLENGTH)+0; match($0,/[0-9]+ bytes spill stores/); sp=substr($0,RSTART,RLENGTH)+0}
    /Used [0-9]+ registers/ {match($0,/Used [0-9]+ registers/); r=substr($0,RSTART+5,RLENGTH-15); if (f ~ /parent|CDP/) printf "%s,%s,%s,%s,%s,%s\n", A, f, L, r, st, sp}'
done; done
