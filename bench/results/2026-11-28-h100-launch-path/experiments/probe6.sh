#!/bin/bash
mkdir -p /tmp/lcx; tar xJf .carry/lc.txz -C /tmp/lcx; L=/tmp/lcx/lc
for round in 1 2 3 4; do
  for v in plain new new-noc vf vg vg-noc ve-noc; do echo -n "$v: "; $L/lc.$v $v 20 | tail -1; done
done
