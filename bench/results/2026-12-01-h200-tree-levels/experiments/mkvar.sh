#!/bin/bash
# mkvar2.sh OBJ NAME OBJNAME SRC "extra device flags" : rebuild object OBJNAME from SRC with flags, link dpbench-NAME
set -e
OBJ=$1; NAME=$2; ON=$3; SRC=$4; EXTRA=$5
F=$(cut -d' ' -f2- $OBJ/dpopt/flags.txt)
mkdir -p $OBJ/var-$NAME
objs=()
for o in $OBJ/dpopt/*.o; do b=$(basename $o .o); if [[ $b == $ON ]]; then
  $F $EXTRA -Ibench -Ibench/common -c $SRC -o $OBJ/var-$NAME/$b.o 2>$OBJ/var-$NAME/remarks.txt; objs+=($OBJ/var-$NAME/$b.o); else objs+=($o); fi; done
DPOPT_PLUGIN=${DPOPT_PLUGIN:-build/lib/libDPOpt.so} scripts/dpopt-clang++ --arch=sm_90 --offload-link -x none "${objs[@]}" $OBJ/host/datasets.o $OBJ/host/reference.o -o $OBJ/dpbench-$NAME 2>&1 | grep -v 'argument unused\|-x none' || true
ls -la $OBJ/dpbench-$NAME
