#!/bin/bash
mkdir -p /tmp/lcx; tar xJf .carry/lc.txz -C /tmp/lcx; L=/tmp/lcx/lc
for round in 1 2 3 4; do
  for v in plain v2null dbase dwrap dwraprec dstage dall norm normc new vg-noc; do
    b=plain; [[ $v == new || $v == vg-noc || $v == norm* ]] && b=$v
    echo -n "$v: "; $L/lc.$v $b 20 | tail -1
  done
done
